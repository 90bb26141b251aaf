import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIVE_POLL_MS, liveWords, PAID_OUT_POLL_MS } from './live';

/* The live status's words and pace, worded on the server for the page's polling island. */

const transaction = { kind: 'transaction' as const, errorCode: null, errorMessage: null };

test('in flight: read every 2 s, said so, no proof of payment yet', () => {
  const words = liveWords({ ...transaction, status: 'PENDING', final: false });
  assert.equal(words.pollMs, LIVE_POLL_MS);
  assert.equal(words.status, 'Pending');
  assert.equal(words.tone, 'info');
  assert.equal(words.receipt, false);
  assert.equal(words.failure, undefined);
  assert.match(words.note, /every 2 seconds/);
});

test('paid out is never final: read every 15 s, with a proof of payment', () => {
  const words = liveWords({ ...transaction, status: 'SUCCESS', final: false });
  assert.equal(words.pollMs, PAID_OUT_POLL_MS);
  assert.equal(words.receipt, true);
  assert.match(words.note, /^Paid out\. A return may still follow/);
  // Past the return window the record is closed: no more reads, still not called final.
  const closed = liveWords({ ...transaction, status: 'SUCCESS', final: true });
  assert.equal(closed.pollMs, false);
  assert.match(closed.note, /^Paid out\. A return may still follow/);
});

test('a failure is final: no more reads, its reason and what to do in words', () => {
  const words = liveWords({ ...transaction, status: 'FAILED', final: true, errorCode: 'GSME3006' });
  assert.equal(words.pollMs, false);
  assert.equal(words.tone, 'bad');
  assert.equal(words.note, 'Final: no more changes are expected.');
  assert.match(words.failure!.title, /sender's identity/);
  assert.equal(words.failure!.code, 'GSME3006');
});

test('a return carries the words the webhook gave, and offers no proof of payment (the money came back)', () => {
  const reason = "Returned by the payout network: the beneficiary's account is closed";
  const words = liveWords({ ...transaction, status: 'RETURNED', final: true, errorMessage: reason });
  assert.equal(words.failure!.title, reason);
  assert.equal(words.receipt, false);
  assert.equal(words.tone, 'warn');
});
