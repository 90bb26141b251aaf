import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';
import type { Quote } from '@/lib/schemas/quotation';
import { moneyPicture, paymentMoney, readMoney, transactionMoney, type RemittanceMoney } from './money';
import { getRemittance, recordRemittance } from './record';
import { paymentAnswer } from './testing';

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  quoteId: 'QR1',
  sendingAmount: '1000.00',
  sendingCurrency: 'USD',
  receivingAmount: '1534250.00',
  receivingCurrency: 'NGN',
  fees: [{ type: 'TRANSFER_FEE', amount: '5.00', currency: 'USD' }],
  fxRate: '1534.25',
  quoteExpiryTime: '2026-11-24T10:00:00.000Z',
  payoutInstrument: 'BANK_ACCOUNT',
  type: 'p2p',
  ...overrides,
});

describe('a transaction’s money picture, from the quote it spent', () => {
  for (const type of TRANSACTION_TYPES)
    test(`${type}: the principal, the fee on top paid by the sender, the total, the rate and the payout`, () => {
      assert.deepEqual(transactionMoney(quote({ type })), {
        rate: '1534.25',
        fees: [{ type: 'TRANSFER_FEE', amount: '5.00', currency: 'USD', paidBy: 'sender' }],
        debited: { amount: '1000.00', currency: 'USD' },
        totalDebited: { amount: '1005.00', currency: 'USD' },
        recipientGets: { amount: '1534250.00', currency: 'NGN' },
      });
    });

  test('a wallet quote with several fees adds every fee in the sending currency', () => {
    const money = transactionMoney(
      quote({
        payoutInstrument: 'WALLET',
        fees: [
          { type: 'TRANSFER_FEE', amount: '2.00', currency: 'USD' },
          { type: 'FX_MARGIN', amount: '0.35', currency: 'USD' },
        ],
      }),
    );
    assert.equal(money?.fees.length, 2);
    assert.deepEqual(money?.totalDebited, { amount: '1002.35', currency: 'USD' });
  });

  test('a quote without fees debits the principal alone', () => {
    assert.deepEqual(transactionMoney(quote({ fees: [] }))?.totalDebited, { amount: '1000.00', currency: 'USD' });
  });

  test('a fee in another currency is listed but not added to the total debited', () => {
    const money = transactionMoney(
      quote({
        fees: [
          { type: 'TRANSFER_FEE', amount: '5.00', currency: 'USD' },
          { type: 'PAYOUT_FEE', amount: '500.00', currency: 'NGN' },
        ],
      }),
    );
    assert.deepEqual(
      money?.fees.map((fee) => `${fee.amount} ${fee.currency}`),
      ['5.00 USD', '500.00 NGN'],
    );
    assert.deepEqual(money?.totalDebited, { amount: '1005.00', currency: 'USD' });
  });

  test('JPY has no minor units: amounts and total are whole yen', () => {
    const money = transactionMoney(
      quote({
        sendingAmount: '150000',
        sendingCurrency: 'JPY',
        fees: [{ type: 'TRANSFER_FEE', amount: '750', currency: 'JPY' }],
        receivingAmount: '1000.00',
        receivingCurrency: 'USD',
        fxRate: '0.0066666667',
      }),
    );
    assert.deepEqual(money?.debited, { amount: '150000', currency: 'JPY' });
    assert.deepEqual(money?.totalDebited, { amount: '150750', currency: 'JPY' });
    assert.equal(money?.rate, '0.0066666667');
  });

  test('no quote (one the desk was not given): no picture', () => {
    assert.equal(transactionMoney(undefined), null);
    assert.equal(transactionMoney(null), null);
  });
});

describe('an FX payment’s money picture, from the payment’s answer', () => {
  test('the debit amount, the fee the sender bears (OUR), the total, the payment’s rate and the payout', () => {
    assert.deepEqual(paymentMoney(paymentAnswer('SVC1', 'REQ1', 'CREATED')), {
      rate: '0.9205',
      fees: [{ type: 'PAYMENT_FEE', amount: '5.00', currency: 'USD', paidBy: 'sender' }],
      debited: { amount: '1000.00', currency: 'USD' },
      totalDebited: { amount: '1005.00', currency: 'USD' },
      recipientGets: { amount: '920.50', currency: 'EUR' },
    });
  });

  test('without a rate on the payment, its FX quote’s; without either, none', () => {
    const payment = paymentAnswer('SVC1', 'REQ1', 'CREATED', { fx: { quoteId: 'Q1' } });
    assert.equal(paymentMoney(payment, { fxRate: 0.92 }).rate, '0.92');
    assert.equal(paymentMoney(payment).rate, null);
  });

  test('amounts answered as numbers add as decimals, never as floats', () => {
    const payment = paymentAnswer('SVC1', 'REQ1', 'CREATED', {
      amount: { debitCurrency: 'USD', debitAmount: 0.1, payoutCurrency: 'EUR', payoutAmount: 0.09 },
      fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 0.2 },
    });
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    assert.deepEqual(paymentMoney(payment).totalDebited, { amount: '0.30', currency: 'USD' });
  });
});

describe('rounding', () => {
  test('each figure is rounded to its minor units (half to even) first, and the total is their exact sum', () => {
    const money = moneyPicture({
      rate: '1534.2500000000',
      debited: { amount: '100.125', currency: 'USD' },
      fees: [
        { type: 'TRANSFER_FEE', amount: '2.005', currency: 'USD' },
        { type: 'OTHER', amount: '0.015', currency: 'USD' },
      ],
      recipientGets: { amount: '153617.3125', currency: 'NGN' },
    });
    assert.equal(money.debited.amount, '100.12');
    assert.deepEqual(
      money.fees.map((fee) => fee.amount),
      ['2.00', '0.02'],
    );
    assert.equal(money.totalDebited.amount, '102.14');
    assert.equal(money.recipientGets.amount, '153617.31');
    assert.equal(money.rate, '1534.2500000000', 'the rate as the API wrote it');
  });

  test('three-decimal currencies keep three (KWD)', () => {
    const money = moneyPicture({
      rate: '3.25',
      debited: { amount: '10', currency: 'KWD' },
      fees: [{ type: 'TRANSFER_FEE', amount: '2', currency: 'KWD' }],
      recipientGets: { amount: '32.5', currency: 'USD' },
    });
    assert.deepEqual(money.totalDebited, { amount: '12.000', currency: 'KWD' });
  });
});

test('a rate that is not a decimal is left out; a tiny numeric rate is written without an exponent', () => {
  const parts = {
    debited: { amount: '1', currency: 'USD' },
    fees: [],
    recipientGets: { amount: '1', currency: 'EUR' },
  };
  assert.equal(moneyPicture({ ...parts, rate: 'n/a' }).rate, null);
  assert.equal(moneyPicture({ ...parts, rate: 1e-7 }).rate, '0.0000001');
});

describe('readMoney', () => {
  const stored: RemittanceMoney = transactionMoney(quote())!;

  test('reads what was stored; none, or a shape it does not know, is null', () => {
    assert.deepEqual(readMoney(JSON.parse(JSON.stringify(stored))), stored);
    assert.equal(readMoney(null), null);
    assert.equal(readMoney(undefined), null);
    assert.equal(readMoney({ rate: '1', fees: 'none' }), null);
    assert.equal(readMoney({ ...stored, debited: { amount: 5 } }), null);
  });
});

describe('recorded with the remittance', async () => {
  const database = await openTestDatabase();
  after(() => database.close());
  const { db } = database;
  const base = {
    kind: 'transaction' as const,
    type: 'p2p',
    status: 'ACKNOWLEDGED',
    amount: '1534250.00',
    currency: 'NGN',
    request: { type: 'p2p' },
    createdBy: 'user-operator',
  };

  test('a submit stores the picture, and the page reads it back', async () => {
    const money = transactionMoney(quote());
    await recordRemittance(db, { ...base, reference: 'MONEY-1', serviceRef: 'SVC-MONEY-1', money });
    assert.deepEqual(readMoney((await getRemittance(db, 'MONEY-1'))?.money), money);
  });

  test('without a quote nothing is stored', async () => {
    await recordRemittance(db, { ...base, reference: 'MONEY-2', serviceRef: 'SVC-MONEY-2', money: null });
    assert.equal((await getRemittance(db, 'MONEY-2'))?.money, null);
  });

  test('a remittance its webhook recorded first gets the picture when the submit adopts it', async () => {
    await recordRemittance(db, {
      ...base,
      reference: 'MONEY-3',
      serviceRef: 'SVC-MONEY-3',
      status: 'PENDING',
      createdBy: undefined as unknown as string,
    });
    const money = transactionMoney(quote());
    await recordRemittance(db, { ...base, reference: 'MONEY-3', serviceRef: 'SVC-MONEY-3', money });
    const row = await getRemittance(db, 'MONEY-3');
    assert.equal(row?.status, 'PENDING', 'the status the webhook brought is kept');
    assert.deepEqual(readMoney(row?.money), money);
  });
});
