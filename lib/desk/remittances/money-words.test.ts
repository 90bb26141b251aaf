import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RemittanceMoney } from './money';
import { feeLabel, moneyOutcome, moneyOutcomes, paidByWords, rateWords } from './money-words';

const money: RemittanceMoney = {
  rate: '1534.25',
  fees: [{ type: 'TRANSFER_FEE', amount: '5.00', currency: 'USD', paidBy: 'sender' }],
  debited: { amount: '1000.00', currency: 'USD' },
  totalDebited: { amount: '1005.00', currency: 'USD' },
  recipientGets: { amount: '1534250.00', currency: 'NGN' },
};

describe('moneyOutcome', () => {
  test('a failure or cancellation refunds the principal and the fee', () => {
    for (const status of ['FAILED', 'CANCELLED'])
      assert.equal(
        moneyOutcome(status, money),
        'Refunded to the balance: 1,000.00 USD and the fee of 5.00 USD, 1,005.00 USD in all.',
      );
  });

  test('a return credits the principal back and keeps the fee', () => {
    assert.equal(
      moneyOutcome('RETURNED', money),
      'Credited back to the balance: 1,000.00 USD. The fee of 5.00 USD is kept.',
    );
  });

  test('nothing to say while it stands, or when the desk does not know the figures', () => {
    assert.equal(moneyOutcome('SUCCESS', money), undefined);
    assert.equal(moneyOutcome('FAILED', null), undefined);
    assert.equal(
      moneyOutcome('FAILED', { ...money, fees: [], totalDebited: money.debited }),
      'Refunded to the balance: 1,000.00 USD.',
    );
  });
});

test('fee labels, who pays and the rate', () => {
  assert.equal(feeLabel('TRANSFER_FEE'), 'Transfer fee');
  assert.equal(feeLabel('FX_MARGIN'), 'FX margin fee');
  assert.equal(feeLabel('PAYMENT_FEE'), 'Payment fee');
  assert.equal(feeLabel(''), 'Fee');
  assert.equal(paidByWords('sender'), 'paid by the sender');
  assert.equal(rateWords(money), '1 USD = 1534.25 NGN');
  assert.equal(rateWords({ ...money, rate: null }), undefined);
});

test('the outcomes the live status picks from, per status', () => {
  assert.deepEqual(Object.keys(moneyOutcomes(money)), ['FAILED', 'CANCELLED', 'RETURNED']);
  assert.deepEqual(moneyOutcomes(null), {});
});
