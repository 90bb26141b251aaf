import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { exampleQuotationBody } from '@/lib/schemas/transaction.examples';
import { ApiError } from '../http/api-error';
import { customerRate } from '../fx/pricing';
import { midRate } from '../fx/rates';
import { createTestProvider } from '../testing';
import { createQuotation, getTransactionQuote, quoteWithStatus, remittanceFee } from './service';

const provider = await createTestProvider();
after(() => provider.close());
const { deps } = provider;

const quotation = (overrides: Record<string, unknown> = {}, merchantId = 'M1') =>
  deps.db.transaction((tx) =>
    createQuotation(
      deps,
      tx,
      merchantId,
      quotationRequestSchema.parse({ ...exampleQuotationBody('p2p'), ...overrides }),
    ),
  );

test('remittanceFee is 0.5 % of the sending amount, at least 2, rounded half-up to minor units', () => {
  assert.equal(remittanceFee(new Decimal(100), 'USD').toFixed(), '2');
  assert.equal(remittanceFee(new Decimal('1001'), 'USD').toFixed(), '5.01');
  assert.equal(remittanceFee(new Decimal('1001'), 'JPY').toFixed(), '5');
});

test('a RECEIVE quotation fixes the payout; the sending amount follows at the customer rate', async () => {
  const at = deps.now();
  const answer = await quotation();
  const [quote] = answer.quotes;
  assert.ok(quote);
  assert.equal(answer.quotationStatus, '2000:Quote Success');
  assert.match(answer.quotationReference, /^QT[A-Z0-9]{16}$/);
  assert.match(quote.quoteId, /^QR[A-Z0-9]{16}$/);
  assert.equal(quote.receivingAmount, '250000.00');
  const rate = customerRate((await midRate(deps.db, 'EUR', 'NGN', at))!);
  assert.equal(quote.fxRate, rate.toDecimalPlaces(10).toFixed());
  assert.ok(new Decimal(quote.sendingAmount).times(rate).gte(250000), 'the sending amount covers the payout');
  assert.equal(quote.fees[0]?.amount, remittanceFee(new Decimal(quote.sendingAmount), 'EUR').toFixed(2));
  assert.equal(new Date(quote.quoteExpiryTime).getTime() - at.getTime(), deps.config.quoteTtlSeconds * 1000);
});

test('a SEND quotation fixes the sending amount; one currency on both sides is quoted at 1', async () => {
  const send = await quotation({ amountType: 'SEND', requestAmount: '100.00', requestCurrency: 'EUR' });
  assert.equal(send.quotes[0]?.sendingAmount, '100.00');
  const same = await quotation({
    sendingCurrency: 'NGN',
    amountType: 'SEND',
    requestAmount: '1000.00',
    requestCurrency: 'NGN',
  });
  assert.equal(same.quotes[0]?.fxRate, '1');
  assert.equal(same.quotes[0]?.receivingAmount, '1000.00');
});

test('a corridor without a rate is CURRENCY_NOT_SUPPORTED naming receivingCurrency', async () => {
  await assert.rejects(
    quotation({ sendingCurrency: 'XOF' }),
    (error: unknown) =>
      error instanceof ApiError &&
      error.code === 'CURRENCY_NOT_SUPPORTED' &&
      error.details[0]?.field === 'receivingCurrency',
  );
});

test('a stored quote is the merchant’s own, with its status derived: ACTIVE, EXPIRED, USED', async () => {
  const quote = (await quotation()).quotes[0]!;
  assert.equal(await getTransactionQuote(deps.db, 'M2', quote.quoteId), undefined);
  const row = (await getTransactionQuote(deps.db, 'M1', quote.quoteId))!;
  const view = quoteWithStatus(row, deps.now());
  assert.equal(view.status, 'ACTIVE');
  assert.equal(view.usedBy, null);
  assert.deepEqual(
    { ...view, quotationReference: undefined, status: undefined, usedBy: undefined },
    {
      ...quote,
      quotationReference: undefined,
      status: undefined,
      usedBy: undefined,
    },
  );
  assert.equal(quoteWithStatus(row, row.expiresAt).status, 'EXPIRED');
  assert.equal(quoteWithStatus({ ...row, usedBy: 'TR-1' }, deps.now()).status, 'USED');
});
