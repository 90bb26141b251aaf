import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { quoteDeadline } from './expiry';

// The server made the quote at 10:00:00 by its clock, for 60 s.
const quote = { serverTime: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-01T10:01:00.000Z' };
const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));
const at = (iso: string) => Date.parse(iso);

describe('quoteDeadline', () => {
  test('a browser clock 5 minutes slow still shows the 60 s the quote has', () => {
    const requestedAt = at('2026-03-01T09:55:00.000Z');
    const deadline = quoteDeadline(quote, requestedAt);
    assert.equal(secondsLeft(deadline, requestedAt), 60);
    assert.equal(secondsLeft(deadline, requestedAt + 45_000), 15);
    assert.equal(secondsLeft(deadline, requestedAt + 60_000), 0);
  });

  test('a browser clock 5 minutes fast does not see it as expired', () => {
    const requestedAt = at('2026-03-01T10:05:00.000Z');
    assert.equal(secondsLeft(quoteDeadline(quote, requestedAt), requestedAt), 60);
  });

  test('a 2 s round trip ends it 2 s early, never late', () => {
    // Asked at 09:59:59 (browser and server agree), made at 10:00:00, arrived at 10:00:01.
    const deadline = quoteDeadline(quote, at('2026-03-01T09:59:59.000Z'));
    assert.equal(secondsLeft(deadline, at('2026-03-01T10:00:01.000Z')), 58);
    assert.ok(deadline <= at(quote.expiresAt));
  });

  test("without the server's time, the browser's clock is trusted", () => {
    assert.equal(quoteDeadline({ expiresAt: quote.expiresAt }, 0), at(quote.expiresAt));
  });
});
