import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { quoteChanges } from './quote-change';

const quote = (over: Partial<Parameters<typeof quoteChanges>[0]> = {}) => ({
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  sellAmount: 1000,
  buyAmount: 916.78,
  fxRate: 0.91678,
  fee: { feeAmount: 5, feeCurrency: 'USD' },
  ...over,
});

describe('quoteChanges', () => {
  test('nothing moved: no changes', () => {
    assert.deepEqual(quoteChanges(quote(), quote()), []);
  });

  test('a better rate on a fixed debit raises the payout: both favourable', () => {
    const changes = quoteChanges(quote(), quote({ fxRate: 0.92, buyAmount: 920 }));
    assert.deepEqual(changes, [
      { label: 'Rate', before: '1 USD = 0.91678 EUR', after: '1 USD = 0.92 EUR', favourable: true },
      { label: 'They receive', before: '916.78 EUR', after: '920.00 EUR', favourable: true },
    ]);
  });

  test('a worse rate on a fixed payout raises the debit and the fee: unfavourable', () => {
    const changes = quoteChanges(
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
    assert.deepEqual(quoteChanges(quote(), quote({ buyCurrency: 'GBP', fxRate: 0.79 })), []);
  });
});
