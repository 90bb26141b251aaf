import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldDiff } from './diff';

test('a changed, an added and a removed field are each named by their wire path', () => {
  const before = {
    amount: '100.00',
    senderKyc: { idDocument: [{ idNumber: 'P123', expiryDate: '2025-01-01' }], emailAddress: 'a@b.co' },
    creditParty: [{ key: 'accountName', value: 'Ann' }],
  };
  const after = {
    amount: '100.00',
    senderKyc: { idDocument: [{ idNumber: 'P123', expiryDate: '2031-01-01', issuerCountry: 'GB' }] },
    creditParty: [{ key: 'accountName', value: 'Ann' }],
  };
  assert.deepEqual(fieldDiff(before, after), [
    { field: 'senderKyc.idDocument.0.expiryDate', before: '2025-01-01', after: '2031-01-01' },
    { field: 'senderKyc.idDocument.0.issuerCountry', before: undefined, after: 'GB' },
    { field: 'senderKyc.emailAddress', before: 'a@b.co', after: undefined },
  ]);
});

test('the same request has no changes; "" and an absent field are the same', () => {
  assert.deepEqual(fieldDiff({ a: { b: '1' }, c: '' }, { a: { b: '1' } }), []);
});
