import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { describeQuoteChange, feeTotal, type QuoteTerms } from './terms';

/** An FX quote's figures, as the payment composer's quotes carry them (numbers). */
const quote = (
  over: Partial<{
    sellCurrency: string;
    buyCurrency: string;
    sellAmount: number;
    buyAmount: number;
    fxRate: number;
    fee: { feeAmount: number; feeCurrency: string };
  }> = {},
) => {
  const q = {
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    sellAmount: 1000,
    buyAmount: 916.78,
    fxRate: 0.91678,
    fee: { feeAmount: 5, feeCurrency: 'USD' },
    ...over,
  };
  return {
    sendAmount: q.sellAmount,
    sendCurrency: q.sellCurrency,
    receiveAmount: q.buyAmount,
    receiveCurrency: q.buyCurrency,
    rate: q.fxRate,
    fee: { amount: q.fee.feeAmount, currency: q.fee.feeCurrency },
  } satisfies QuoteTerms;
};

describe('describeQuoteChange', () => {
  test('nothing moved: no changes', () => {
    assert.deepEqual(describeQuoteChange(quote(), quote()), []);
  });

  test('a better rate on a fixed debit raises the payout: both favourable', () => {
    const changes = describeQuoteChange(quote(), quote({ fxRate: 0.92, buyAmount: 920 }));
    assert.deepEqual(changes, [
      { label: 'Rate', before: '1 USD = 0.91678 EUR', after: '1 USD = 0.92 EUR', favourable: true },
      { label: 'They receive', before: '916.78 EUR', after: '920.00 EUR', favourable: true },
    ]);
  });

  test('a worse rate on a fixed payout raises the debit and the fee: unfavourable', () => {
    const changes = describeQuoteChange(
      quote(),
      quote({ fxRate: 0.9, sellAmount: 1018.65, fee: { feeAmount: 5.5, feeCurrency: 'USD' } }),
    );
    assert.deepEqual(
      changes.map((c) => [c.label, c.after, c.favourable]),
      [
        ['Rate', '1 USD = 0.9 EUR', false],
        ['You send', '1,018.65 USD', false],
        ['Fee', '5.50 USD', false],
      ],
    );
  });

  test('other currencies are not compared', () => {
    assert.deepEqual(describeQuoteChange(quote(), quote({ buyCurrency: 'GBP', fxRate: 0.79 })), []);
  });

  test("a transaction quotation's decimal strings compare exactly, trailing zeros alike", () => {
    const before: QuoteTerms = {
      sendAmount: '100.00',
      sendCurrency: 'USD',
      receiveAmount: '153425.00',
      receiveCurrency: 'NGN',
      rate: '1534.25',
      fee: feeTotal([{ amount: '2.00', currency: 'USD' }]),
    };
    assert.deepEqual(describeQuoteChange(before, { ...before, sendAmount: '100' }), []);
    assert.deepEqual(describeQuoteChange(before, { ...before, rate: '1534.2', receiveAmount: '153420.00' }), [
      { label: 'Rate', before: '1 USD = 1534.25 NGN', after: '1 USD = 1534.2 NGN', favourable: false },
      { label: 'They receive', before: '153,425.00 NGN', after: '153,420.00 NGN', favourable: false },
    ]);
  });
});

describe('feeTotal', () => {
  test('sums fees of one currency; none, or mixed currencies, give no total', () => {
    assert.deepEqual(
      feeTotal([
        { amount: '2.10', currency: 'USD' },
        { amount: '0.20', currency: 'USD' },
      ]),
      {
        amount: '2.30',
        currency: 'USD',
      },
    );
    assert.equal(feeTotal([]), undefined);
    assert.equal(
      feeTotal([
        { amount: '1', currency: 'USD' },
        { amount: '1', currency: 'EUR' },
      ]),
      undefined,
    );
  });
});
