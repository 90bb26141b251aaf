import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { explainProblem, explainQuoteUnusable, explainShortfall } from './explain-failure';

describe('explainShortfall', () => {
  test('names the balance, the need, the fee and the way out', () => {
    assert.equal(
      explainShortfall({
        kind: 'insufficient-funds',
        currency: 'USD',
        available: '120',
        debitAmount: 1000,
        fee: { feeAmount: 2.5, feeCurrency: 'USD' },
      }),
      'Your USD balance is 120.00, this payment needs 1,000.00 plus fee 2.50 (882.50 USD short). Fund it through a deposit instruction or lower the amount.',
    );
  });

  test('without a known balance it still says what is needed', () => {
    assert.equal(
      explainShortfall({ kind: 'insufficient-funds', currency: 'JPY', debitAmount: 1500000 }),
      'Your JPY balance is not enough, this payment needs 1,500,000. Fund it through a deposit instruction or lower the amount.',
    );
  });

  test('a fee in another currency is named with its currency', () => {
    assert.match(
      explainShortfall({
        kind: 'insufficient-funds',
        currency: 'USD',
        available: '10',
        debitAmount: 50,
        fee: { feeAmount: 5, feeCurrency: 'EUR' },
      }),
      /plus fee 5\.00 EUR\. Fund/,
    );
  });
});

describe('explainQuoteUnusable', () => {
  test('an expired quote gives its expiry time (UTC by default)', () => {
    assert.equal(
      explainQuoteUnusable({ kind: 'quote-unusable', code: 'QUOTE_EXPIRED', expiresAt: '2026-03-01T10:42:03.120Z' }),
      'The quote expired at 10:42:03 UTC. Get a new quote; the rate may differ.',
    );
  });

  test('the browser may format the time', () => {
    assert.equal(
      explainProblem(
        { kind: 'quote-unusable', code: 'QUOTE_EXPIRED', expiresAt: '2026-03-01T10:42:03Z' },
        () => '11:42:03',
      ),
      'The quote expired at 11:42:03. Get a new quote; the rate may differ.',
    );
  });

  test('a used quote says so', () => {
    assert.equal(
      explainQuoteUnusable({ kind: 'quote-unusable', code: 'QUOTE_ALREADY_USED' }),
      'The quote was already used for another payment. Get a new quote; the rate may differ.',
    );
  });
});
