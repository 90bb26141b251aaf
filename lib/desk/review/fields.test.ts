import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldLabel, valueAt } from './fields';

test('a wire path reads as words, list items numbered from 1', () => {
  assert.equal(fieldLabel('senderKyc.idDocument.0.expiryDate'), 'Sender KYC · ID document 1 · Expiry date');
  assert.equal(fieldLabel('creditParty.1.value'), 'Credit party 2 · Value');
});

test('the value at a path, or undefined for a missing or non-scalar one', () => {
  const request = { senderKyc: { idDocument: [{ idNumber: 'P123' }] }, amount: 5 };
  assert.equal(valueAt(request, 'senderKyc.idDocument.0.idNumber'), 'P123');
  assert.equal(valueAt(request, 'amount'), '5');
  assert.equal(valueAt(request, 'senderKyc.idDocument'), undefined);
  assert.equal(valueAt(request, 'senderKyc.nope.x'), undefined);
});
