import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  canonicalDepositInstruction,
  signDepositInstruction,
  verifyDepositInstructionSignature,
} from './deposit-signature';

const unsigned = {
  merchantId: 'M1',
  asset: 'USD',
  network: 'SWIFT',
  depositType: 'FIAT' as const,
  sourceCountry: ['US'],
  bankAccount: {
    bankName: 'B',
    accountNumber: '1',
    routingNumber: '2',
    iban: '',
    swiftCode: 'S',
    beneficiaryName: 'N',
  },
  expireTime: '2026-11-22T10:00:00.000Z',
};

test('canonical form sorts keys and drops the signature', () => {
  const text = canonicalDepositInstruction({ ...unsigned, signature: 'x' });
  assert.ok(!text.includes('signature'));
  assert.ok(text.startsWith('{"asset":"USD","bankAccount":{"accountNumber":"1"'));
});

test('a signed record verifies; any change to a field breaks it', () => {
  const record = { ...unsigned, signature: signDepositInstruction(unsigned, 'secret') };
  assert.equal(verifyDepositInstructionSignature(record, 'secret'), true);
  assert.equal(verifyDepositInstructionSignature(record, 'other-secret'), false);
  assert.equal(
    verifyDepositInstructionSignature({ ...record, expireTime: '2026-11-23T10:00:00.000Z' }, 'secret'),
    false,
  );
  assert.equal(
    verifyDepositInstructionSignature(
      { ...record, bankAccount: { ...record.bankAccount, accountNumber: '9' } },
      'secret',
    ),
    false,
  );
  assert.equal(verifyDepositInstructionSignature({ ...record, signature: 'not-hex' }, 'secret'), false);
});
