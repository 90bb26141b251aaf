import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bankAccount, paidOutAt, partyAccount } from './receipt';

test('a party’s account, masked but its last four: the bank account first, else IBAN, else the wallet', () => {
  assert.deepEqual(
    partyAccount([
      { key: 'msisdn', value: '+2349051234567' },
      { key: 'bankaccountno', value: '0123456789' },
    ]),
    { label: 'Bank account number', value: '••••••6789' },
  );
  assert.deepEqual(partyAccount([{ key: 'msisdn', value: '+2349051234567' }]), {
    label: 'MSISDN',
    value: '+•••••••••4567',
  });
  assert.equal(partyAccount([{ key: 'bankaccountno', value: ' ' }]), undefined);
  assert.equal(partyAccount('not a party'), undefined);
});

test('an FX beneficiary’s bank account masked, the account number before the IBAN', () => {
  assert.deepEqual(bankAccount({ accountNumber: '12345678901', bankName: 'Bank AG' }), {
    label: 'Account number',
    value: '•••••••8901',
    bank: 'Bank AG',
  });
  assert.equal(bankAccount({ iban: 'DE89370400440532013000' })?.label, 'IBAN');
  assert.equal(bankAccount(undefined), undefined);
});

test('paid out at: the API’s completion time, else the first paid-out status the desk learned', () => {
  const events = [
    { status: 'ACKNOWLEDGED', at: new Date('2026-11-24T10:00:00Z') },
    { status: 'SUCCESS', at: new Date('2026-11-24T10:00:09Z') },
    { status: 'SUCCESS', at: new Date('2026-11-24T10:00:06Z') },
    { status: 'RETURNED', at: new Date('2026-11-24T10:00:12Z') },
  ];
  assert.equal(paidOutAt('transaction', events)?.toISOString(), '2026-11-24T10:00:06.000Z');
  assert.equal(paidOutAt('payment', [], '2026-11-24T10:01:00.000Z')?.toISOString(), '2026-11-24T10:01:00.000Z');
  assert.equal(paidOutAt('transaction', events.slice(0, 1)), undefined);
});
