import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Quote } from '@/lib/schemas/quotation';
import { fxQuoteView } from './fx-quote';
import { transactionQuoteView } from './transaction-quote';

const quote: Quote = {
  quoteId: 'QR1',
  sendingAmount: '734.50',
  sendingCurrency: 'GBP',
  receivingAmount: '1500000.00',
  receivingCurrency: 'NGN',
  fees: [{ type: 'TRANSFER_FEE', amount: '3.67', currency: 'GBP' }],
  fxRate: '2042.2055',
  quoteExpiryTime: '2026-11-24T10:00:00.000Z',
  payoutInstrument: 'BANK_ACCOUNT',
  type: 'p2p',
};

test('a transaction quote shows the principal, the fee and who pays it, the total debited and what they receive', () => {
  const rows = transactionQuoteView(quote).rows.map((row) => [row.label, row.value]);
  assert.deepEqual(rows, [
    ['You send', '734.50 GBP'],
    ['Transfer fee (paid by the sender)', '3.67 GBP'],
    ['Total debited', '738.17 GBP'],
    ['Rate', '1 GBP = 2042.2055 NGN'],
    ['They receive', '1,500,000.00 NGN'],
    ['Payout instrument', 'Bank account'],
  ]);
});

test('an FX quote reads in the same order, its fee paid by the sender', () => {
  const view = fxQuoteView({
    quoteId: 'FXQ1',
    status: 'ACTIVE',
    sellCurrency: 'USD',
    buyCurrency: 'EUR',
    fixedSide: 'SELL',
    sellAmount: 1000.5,
    buyAmount: 917.26,
    fxRate: 0.91678,
    fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 5 },
    valueDate: '2026-11-24',
    expiresAt: '2026-11-24T10:00:00.000Z',
    createdAt: '2026-11-24T09:59:00.000Z',
  });
  assert.deepEqual(
    view.rows.map((row) => row.label),
    ['You send', 'Payment fee (paid by the sender)', 'Total debited', 'Rate', 'They receive', 'Value date'],
  );
  assert.equal(view.rows.find((row) => row.testId === 'quote-total')?.value, '1,005.50 USD');
});
