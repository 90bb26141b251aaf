import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createTestProvider, TEST_SIGNING_SECRET } from '../testing';
import { verifyDepositInstructionSignature } from '@/lib/signing/deposit-signature';
import { depositInstructionRecordSchema } from '@/lib/schemas/deposit-instruction';

const provider = await createTestProvider();
after(() => provider.close());

const path = '/api/v1/funding/deposit-instruments?merchantId=M1&asset=USD&network=SWIFT&sourceCountry=US';

test('returns a signed bank instruction, the same one until it expires, then a renewed one', async () => {
  const first = await provider.request(path);
  assert.equal(first.status, 200);
  const record = depositInstructionRecordSchema.parse(await first.json());
  assert.equal(record.depositType, 'FIAT');
  assert.deepEqual(record.sourceCountry, ['US']);
  assert.match(record.bankAccount!.routingNumber, /^\d{9}$/);
  assert.equal(verifyDepositInstructionSignature(record, TEST_SIGNING_SECRET), true);
  assert.equal(record.expireTime, new Date(provider.clock.now().getTime() + 600_000).toISOString());

  const again = depositInstructionRecordSchema.parse(await (await provider.request(path)).json());
  assert.deepEqual(again, record);

  provider.clock.advance(600_001);
  const renewed = depositInstructionRecordSchema.parse(await (await provider.request(path)).json());
  assert.notEqual(renewed.bankAccount!.accountNumber, record.bankAccount!.accountNumber);
  assert.ok(new Date(renewed.expireTime) > provider.clock.now());
  assert.equal(verifyDepositInstructionSignature(renewed, TEST_SIGNING_SECRET), true);
});
