import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { RemittanceMoney } from './money';
import { explainStatus, feeLabel, finality, hasReceipt, moneyOutcome, rateWords } from './presentation';

const money: RemittanceMoney = {
  rate: '1534.25',
  fees: [{ type: 'TRANSFER_FEE', amount: '5.00', currency: 'USD', paidBy: 'sender' }],
  debited: { amount: '1000.00', currency: 'USD' },
  totalDebited: { amount: '1005.00', currency: 'USD' },
  recipientGets: { amount: '1534250.00', currency: 'NGN' },
};

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
    assert.match(explainStatus('transaction', 'FAILED', 'GSME3006').failure?.title ?? '', /sender's identity/);
    assert.equal(explainStatus('transaction', 'SUCCESS', null, 'Success').failure, undefined);
  });
});

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

test('fee labels, the rate and which statuses have a receipt', () => {
  assert.equal(feeLabel('TRANSFER_FEE'), 'Transfer fee');
  assert.equal(feeLabel('FX_MARGIN'), 'FX margin fee');
  assert.equal(feeLabel('PAYMENT_FEE'), 'Payment fee');
  assert.equal(rateWords(money), '1 USD = 1534.25 NGN');
  assert.equal(rateWords({ ...money, rate: null }), undefined);
  assert.deepEqual(
    ['ACKNOWLEDGED', 'PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'RETURNED'].filter((s) =>
      hasReceipt('transaction', s),
    ),
    ['SUCCESS', 'RETURNED'],
  );
  assert.equal(hasReceipt('payment', 'COMPLETED'), true);
  assert.equal(hasReceipt('payment', 'PROCESSING'), false);
});
