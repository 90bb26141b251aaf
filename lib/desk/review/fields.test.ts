import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fieldLabel, valueAt } from './fields';

test('a wire path reads as words, list items numbered from 1', () => {
  assert.equal(fieldLabel('senderKyc.idDocument.0.expiryDate'), 'Sender — expiry date of ID document 1');
  assert.equal(fieldLabel('business.recepientKyc.businessName'), 'Recipient — business name');
  assert.equal(fieldLabel('creditParty.1.value'), 'Credit party — detail 2');
  // A path the desk has no words for is still spelled out, never shown raw.
  assert.equal(fieldLabel('somethingNew.0.innerField'), 'Something new 1 · Inner field');
});

test('the value at a path, or undefined for a missing or non-scalar one', () => {
  const request = { senderKyc: { idDocument: [{ idNumber: 'P123' }] }, amount: 5 };
  assert.equal(valueAt(request, 'senderKyc.idDocument.0.idNumber'), 'P123');
  assert.equal(valueAt(request, 'amount'), '5');
  assert.equal(valueAt(request, 'senderKyc.idDocument'), undefined);
  assert.equal(valueAt(request, 'senderKyc.nope.x'), undefined);
});
