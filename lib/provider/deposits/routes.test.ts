import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createTestProvider, TEST_SIGNING_SECRET } from '../testing';
import { verifyDepositInstructionSignature } from '@/lib/signing/deposit-signature';
import { depositInstructionRecordSchema } from '@/lib/schemas/deposit-instruction';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';

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

test('no instruction in a currency under comprehensive sanctions: 422 naming it, on the default list or a configured one', async () => {
  for (const asset of ['IRR', 'KPW', 'SYP', 'CUP']) {
    const response = await provider.request(
      `/api/v1/funding/deposit-instruments?merchantId=M1&asset=${asset}&network=SWIFT&sourceCountry=US`,
    );
    assert.equal(response.status, 422, asset);
    const envelope = errorEnvelopeSchema.parse(await response.json());
    assert.equal(envelope.code, 'CURRENCY_NOT_SUPPORTED');
    assert.equal(envelope.details[0]!.field, 'asset');
    assert.match(envelope.details[0]!.message, new RegExp(`^${asset} \\(.+\\) is under comprehensive sanctions`));
    assert.match(envelope.message, new RegExp(`^asset ${asset} `));
  }

  // Configured: RUB refused (even an instruction issued before), IRR no longer.
  const custom = await createTestProvider({ sanctionedCurrencies: ['RUB'] });
  try {
    const rub = '/api/v1/funding/deposit-instruments?merchantId=M1&asset=RUB&network=SWIFT&sourceCountry=US';
    assert.equal((await provider.request(rub)).status, 200);
    assert.equal((await custom.request(rub)).status, 422);
    const irr = await custom.request(rub.replace('RUB', 'IRR'));
    assert.equal(irr.status, 200);
    assert.equal(depositInstructionRecordSchema.parse(await irr.json()).asset, 'IRR');
    const none = await createTestProvider({ sanctionedCurrencies: [] });
    try {
      assert.equal((await none.request(rub.replace('RUB', 'KPW'))).status, 200);
    } finally {
      await none.close();
    }
  } finally {
    await custom.close();
  }
});
