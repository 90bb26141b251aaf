import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isFinalRead, isLaterStatus, statusGroupOf } from './lifecycle';
import { explainStatus, finality, hasReceipt, statusLabel, statusTone } from './presentation';

describe('finality', () => {
  test('paid out is never final, whatever the record’s flag: a return may still follow', () => {
    for (const [kind, status] of [
      ['transaction', 'SUCCESS'],
      ['payment', 'COMPLETED'],
    ] as const)
      for (const final of [true, false]) {
        const words = finality(kind, status, final);
        assert.match(words, /^Paid out\. A return may still follow/);
        assert.doesNotMatch(words, /final/i);
      }
  });

  test('a failure, cancellation or return is final; in flight says it updates', () => {
    for (const status of ['FAILED', 'CANCELLED', 'RETURNED'])
      assert.equal(finality('transaction', status, true), 'Final: no more changes are expected.');
    assert.match(finality('transaction', 'PENDING', false), /while it is in flight/);
  });
});

describe('explainStatus', () => {
  test('a return carries its reason in words', () => {
    const explained = explainStatus(
      'transaction',
      'RETURNED',
      null,
      "Returned by the payout network: the beneficiary's account is closed (sandbox)",
    );
    assert.match(explained.summary, /the fee is kept/);
    assert.equal(
      explained.failure?.title,
      "Returned by the payout network: the beneficiary's account is closed (sandbox)",
    );
    assert.match(explained.failure?.action ?? '', /recipient's details/);
  });

  test('a failure or return without a reason says the API gave none; a known code is explained', () => {
    assert.equal(
      explainStatus('payment', 'RETURNED').failure?.title,
      'The payments API gave no reason for the return.',
    );
    assert.equal(
      explainStatus('transaction', 'FAILED').failure?.title,
      'The payments API gave no reason for the failure.',
    );
    assert.equal(explainStatus('payment', 'RETURNED').failure?.unexplained, true);
    assert.equal(explainStatus('payment', 'RETURNED', null, 'Account closed').failure?.unexplained, undefined);
    assert.match(explainStatus('transaction', 'FAILED', 'GSME3006').failure?.title ?? '', /sender's identity/);
    assert.equal(explainStatus('transaction', 'SUCCESS', null, 'Success').failure, undefined);
  });
});

test('which statuses have a receipt: paid out, not once the money came back', () => {
  assert.deepEqual(
    ['ACKNOWLEDGED', 'PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'RETURNED', 'REVERSAL_PENDING'].filter((s) =>
      hasReceipt('transaction', s),
    ),
    ['SUCCESS', 'REVERSAL_PENDING'],
  );
  assert.equal(hasReceipt('payment', 'RETURNED'), false);
  assert.equal(hasReceipt('payment', 'COMPLETED'), true);
  assert.equal(hasReceipt('payment', 'PROCESSING'), false);
});

test('a reversal in words: pending is in flight, rejected is still paid out, RETURNED after either; neither is final', () => {
  assert.equal(statusLabel('REVERSAL_PENDING'), 'Reversal pending');
  assert.equal(statusLabel('REVERSAL_REJECTED'), 'Reversal rejected');
  assert.equal(statusTone('REVERSAL_PENDING'), 'warn');
  assert.equal(statusGroupOf('REVERSAL_PENDING'), 'in-flight');
  assert.equal(statusGroupOf('REVERSAL_REJECTED'), 'completed');
  assert.equal(finality('transaction', 'REVERSAL_PENDING', false), 'Updates every 2 seconds while it is in flight.');
  assert.match(finality('transaction', 'REVERSAL_REJECTED', true), /^Paid out\. A return may still follow/);
  for (const status of ['REVERSAL_PENDING', 'REVERSAL_REJECTED']) {
    assert.equal(isFinalRead('transaction', status), false);
    assert.ok(hasReceipt('transaction', status), 'it was paid out');
    assert.ok(isLaterStatus('transaction', 'SUCCESS', status));
    assert.ok(isLaterStatus('transaction', status, 'RETURNED'));
    assert.ok(!isLaterStatus('transaction', status, 'SUCCESS'), 'a late SUCCESS does not undo it');
  }
  assert.ok(isLaterStatus('transaction', 'REVERSAL_PENDING', 'REVERSAL_REJECTED'));
  const pending = explainStatus(
    'transaction',
    'REVERSAL_PENDING',
    null,
    'Reversal requested by the sender: wrong account',
  );
  assert.equal(pending.failure?.title, 'Reversal requested by the sender: wrong account');
  assert.match(pending.summary, /receiving partner is deciding/);
  assert.equal(explainStatus('transaction', 'REVERSAL_REJECTED').failure, undefined, 'no reason is no alarm');
  assert.ok(isFinalRead('transaction', 'RETURNED'));
  assert.ok(!isFinalRead('transaction', 'SUCCESS'));
});
