import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { PaymentsApiError } from '@/lib/api-client/client';
import { openTestDatabase } from '@/lib/db/testing';
import { readMoney } from '@/lib/desk/remittances/money';
import { getRemittance } from '@/lib/desk/remittances/record';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import type { PaymentRequest } from '@/lib/schemas/payment';
import { examplePaymentBody } from '@/lib/schemas/payment.examples';
import type { Quote } from '@/lib/schemas/quotation';
import { paymentAnswer } from '@/lib/desk/remittances/testing';
import { eq } from 'drizzle-orm';
import { reviewCases } from '@/lib/db/schema';
import { approveCase, getCase, holdForReview, ReviewRefusal } from './cases';
import { rateMove, sendApproved, type SendDeps } from './send';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
const NOW = new Date('2026-11-24T10:00:00.000Z');

const quote = (id: string, rate: string, receiving: string, expires: string): Quote => ({
  quoteId: id,
  sendingAmount: '100.00',
  sendingCurrency: 'USD',
  receivingAmount: receiving,
  receivingCurrency: 'NGN',
  fees: [],
  fxRate: rate,
  quoteExpiryTime: expires,
  payoutInstrument: 'BANK_ACCOUNT',
  type: 'p2p',
});
const ORIGINAL = quote('Q-OLD', '1500.00', '150000.00', '2026-11-24T09:59:00.000Z');

/** A fake API that records what it was sent. */
function fakeApi(fresh: Quote, refuse?: PaymentsApiError) {
  const sent: Record<string, unknown>[] = [];
  const api: SendDeps['api'] = {
    createFxQuote: async () => {
      throw new Error('not a payment');
    },
    createPayment: async () => {
      throw new Error('not a payment');
    },
    createQuotation: async () => ({ quotationReference: 'QR', quotationStatus: '2000:Quote Success', quotes: [fresh] }),
    createTransaction: async (body) => {
      sent.push(body as unknown as Record<string, unknown>);
      if (refuse) throw refuse;
      return {
        transactionReference: `SVC-${(body as { transactionReference: string }).transactionReference}`,
        transactionStatus: 'ACKNOWLEDGED',
        amount: (body as { amount: string }).amount,
        currency: 'NGN',
      } as never;
    },
  };
  return { api, sent };
}

async function approvedCase(held: Quote) {
  const reference = `TX-${randomUUID().slice(0, 8)}`;
  const body = {
    type: 'p2p',
    amount: held.receivingAmount,
    currency: 'NGN',
    transactionReference: reference,
    requestDate: '2026-11-24T09:58:00.000Z',
    internationalTransferInformation: { quoteId: held.quoteId, receivingCountry: 'NG' },
  };
  const { reviewCase } = await holdForReview(db, {
    draftId: randomUUID(),
    reference,
    kind: 'transaction',
    type: 'p2p',
    makerId: 'maker',
    request: body,
    quote: { request: { type: 'p2p', amountType: 'SEND', requestAmount: '100.00' }, quote: held },
    assessment: { findings: [], hits: [], decision: { version: 1, matched: [], approvalsRequired: 1 } },
    deadline: new Date(held.quoteExpiryTime),
    summary: { amount: held.receivingAmount, currency: 'NGN' },
  });
  const outcome = await approveCase(db, reviewCase.id, 'reviewer', reviewCase.round);
  assert.ok(outcome.complete);
  return outcome.reviewCase;
}

const deps = (api: SendDeps['api']): SendDeps => ({ db, api, now: () => NOW, tolerancePercent: 1 });

test('the rate movement in words: the recipient’s amount for a SEND quote, the sender’s for RECEIVE', () => {
  const after = quote('Q2', '1490.00', '149000.00', '2026-11-24T10:01:00.000Z');
  assert.deepEqual(rateMove(ORIGINAL, after, 'SEND'), {
    percent: -0.67,
    sentence:
      'The rate moved −0.67% since the maker composed it; the recipient gets 149,000.00 NGN instead of 150,000.00 NGN.',
  });
  assert.match(rateMove(ORIGINAL, { ...after, sendingAmount: '101.00' }, 'RECEIVE').sentence, /the sender pays/);
});

test('an expired quote within the tolerance: sent on a fresh quote, the body fixed in the case first', async () => {
  const fresh = quote('Q-NEW', '1490.00', '149000.00', '2026-11-24T10:01:00.000Z');
  const { api, sent } = fakeApi(fresh);
  const reviewCase = await approvedCase(ORIGINAL);
  const outcome = await sendApproved(deps(api), reviewCase);
  assert.equal(outcome.kind, 'sent');
  assert.equal(sent.length, 1);
  assert.equal(sent[0]!.amount, '149000.00');
  assert.deepEqual(sent[0]!.internationalTransferInformation, { quoteId: 'Q-NEW', receivingCountry: 'NG' });
  assert.equal(sent[0]!.transactionReference, reviewCase.reference, 'its own reference: a retry cannot send twice');
  const stored = await getCase(db, reviewCase.id);
  assert.equal(stored?.status, 'sent');
  assert.match(stored?.decisionReason ?? '', /^Sent on a fresh quote\. The rate moved −0\.67%/);
  assert.deepEqual(stored?.request, sent[0]);
  assert.equal((await getRemittance(db, reviewCase.reference))?.amount, '149000.00');
});

test('a held transaction sent on a fresh quote records the money of the quote it was sent on', async () => {
  const fresh = {
    ...quote('Q-FEE', '1495.00', '149500.00', '2026-11-24T10:01:00.000Z'),
    fees: [{ type: 'TRANSFER_FEE', amount: '2.00', currency: 'USD' }],
  };
  const reviewCase = await approvedCase(ORIGINAL);
  assert.equal((await sendApproved(deps(fakeApi(fresh).api), reviewCase)).kind, 'sent');
  assert.deepEqual(readMoney((await getRemittance(db, reviewCase.reference))?.money), {
    rate: '1495.00',
    fees: [{ type: 'TRANSFER_FEE', amount: '2.00', currency: 'USD', paidBy: 'sender' }],
    debited: { amount: '100.00', currency: 'USD' },
    totalDebited: { amount: '102.00', currency: 'USD' },
    recipientGets: { amount: '149500.00', currency: 'NGN' },
  });
});

test('an expired quote that moved beyond the tolerance goes back to the maker, unsent, saying why', async () => {
  const { api, sent } = fakeApi(quote('Q-FAR', '1470.00', '147000.00', '2026-11-24T10:01:00.000Z'));
  const reviewCase = await approvedCase(ORIGINAL);
  const outcome = await sendApproved(deps(api), reviewCase);
  assert.equal(outcome.kind, 'returned');
  assert.equal(sent.length, 0);
  const stored = await getCase(db, reviewCase.id);
  assert.equal(stored?.status, 'returned');
  assert.match(stored?.decisionReason ?? '', /moved −2\.00%.*more than the 1% allowed/);
});

test('a quote still valid is used as it is; a refusal leaves it approved with the reason, and a retry sends the same body', async () => {
  const valid = quote('Q-VALID', '1500.00', '150000.00', '2026-11-24T10:05:00.000Z');
  const refusal = new PaymentsApiError(422, 'INSUFFICIENT_FUNDS', 'The balance does not cover 100.00 USD');
  const first = fakeApi(valid, refusal);
  const reviewCase = await approvedCase(valid);
  const outcome = await sendApproved(deps(first.api), reviewCase);
  assert.deepEqual(outcome, {
    kind: 'failed',
    message: 'The payments API did not accept it: The balance does not cover 100.00 USD.',
  });
  const stored = (await getCase(db, reviewCase.id))!;
  assert.equal(stored.status, 'approved');
  const second = fakeApi(valid);
  assert.equal((await sendApproved(deps(second.api), stored)).kind, 'sent');
  assert.deepEqual(second.sent[0], first.sent[0]);
});

// --- FX payments -----------------------------------------------------------------------------

const fxQuote = (id: string, rate: number, buy: number, expires: string): FxQuoteResponse => ({
  quoteId: id,
  status: 'ACTIVE',
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  fixedSide: 'SELL',
  sellAmount: 20000,
  buyAmount: buy,
  fxRate: rate,
  fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 5 },
  valueDate: '2026-11-24',
  expiresAt: expires,
  createdAt: '2026-11-24T09:58:00.000Z',
});

async function approvedPayment(held: FxQuoteResponse) {
  const requestId = `desk-pay-${randomUUID()}`;
  const body = {
    ...examplePaymentBody({
      requestId,
      merchantRef: `M-${requestId}`,
      originalPayerId: 'op_1',
      beneficiaryId: 'ben_1',
      quote: held,
    }),
    amount: { debitCurrency: 'USD', debitAmount: held.sellAmount, payoutCurrency: 'EUR', payoutAmount: held.buyAmount },
  };
  const { reviewCase } = await holdForReview(db, {
    draftId: `payment:${requestId}`,
    reference: requestId,
    kind: 'payment',
    makerId: 'maker',
    request: body as unknown as Record<string, unknown>,
    quote: { fx: held },
    assessment: { findings: [], hits: [], decision: { version: 1, matched: [], approvalsRequired: 1 } },
    deadline: new Date(held.expiresAt),
    summary: {
      amount: String(held.buyAmount),
      currency: 'EUR',
      receivingCountry: 'DE',
      senderName: 'Payer Co',
      recipientName: 'Ben Co',
    },
  });
  const outcome = await approveCase(db, reviewCase.id, 'reviewer', reviewCase.round);
  assert.ok(outcome.complete);
  return outcome.reviewCase;
}

function fakePaymentApi(fresh: FxQuoteResponse) {
  const sent: PaymentRequest[] = [];
  const api: SendDeps['api'] = {
    createQuotation: async () => {
      throw new Error('not a transaction');
    },
    createTransaction: async () => {
      throw new Error('not a transaction');
    },
    createFxQuote: async () => fresh,
    createPayment: async (body) => {
      sent.push(body);
      return paymentAnswer(`SVC-${body.requestId}`, body.requestId, 'CREATED', { amount: body.amount });
    },
  };
  return { api, sent };
}

test('an FX payment whose quote expired: a fresh quote on the same side, within the tolerance, sent once', async () => {
  const old = fxQuote('FXQ-OLD', 0.92, 18400, '2026-11-24T09:59:00.000Z');
  const { api, sent } = fakePaymentApi(fxQuote('FXQ-NEW', 0.921, 18420, '2026-11-24T10:01:00.000Z'));
  const reviewCase = await approvedPayment(old);
  const outcome = await sendApproved(deps(api), reviewCase);
  assert.equal(outcome.kind, 'sent');
  assert.equal(sent.length, 1);
  assert.equal(sent[0]!.fx.quoteId, 'FXQ-NEW');
  assert.equal(sent[0]!.amount.payoutAmount, 18420);
  assert.equal(sent[0]!.requestId, reviewCase.reference, 'its own requestId: a retry cannot pay twice');
  const remittance = await getRemittance(db, reviewCase.reference);
  assert.equal(remittance?.kind, 'payment');
  assert.equal(remittance?.recipientName, 'Ben Co');
  assert.equal(remittance?.receivingCountry, 'DE', "the beneficiary's country, as it was held");
  assert.deepEqual(readMoney(remittance?.money), {
    rate: '0.9205',
    fees: [{ type: 'PAYMENT_FEE', amount: '5.00', currency: 'USD', paidBy: 'sender' }],
    debited: { amount: '20000.00', currency: 'USD' },
    totalDebited: { amount: '20005.00', currency: 'USD' },
    recipientGets: { amount: '18420.00', currency: 'EUR' },
  });
});

test('an FX payment whose fresh quote moved beyond the tolerance goes back to its maker', async () => {
  const old = fxQuote('FXQ-OLD2', 0.92, 18400, '2026-11-24T09:59:00.000Z');
  const { api, sent } = fakePaymentApi(fxQuote('FXQ-FAR', 0.9, 18000, '2026-11-24T10:01:00.000Z'));
  const reviewCase = await approvedPayment(old);
  const outcome = await sendApproved(deps(api), reviewCase);
  assert.equal(outcome.kind, 'returned');
  assert.equal(sent.length, 0);
  assert.match(
    (await getCase(db, reviewCase.id))?.decisionReason ?? '',
    /recipient gets 18,000\.00 EUR instead of 18,400\.00 EUR/,
  );
});

test('send.ts sends nothing while a screening hit is open, whoever calls it (a resend, the demo, a case approved around the control)', async () => {
  const fresh = quote('Q-HIT', '1500.00', '150000.00', '2026-11-24T10:01:00.000Z');
  const { api, sent } = fakeApi(fresh);
  const reviewCase = await approvedCase({ ...ORIGINAL, quoteExpiryTime: '2026-11-24T10:05:00.000Z' });
  const hit = {
    subject: { role: 'recipient', field: 'recipientKyc.subjectName.fullName', name: 'Ivan Petrovich Sidorov' },
    entry: { id: 'CDS-002', name: 'Ivan Petrovich Sidorov', aliases: [], listName: 'Corridor Demo Sanctions' },
    score: 1,
    explanation: { matchedName: 'Ivan Petrovich Sidorov', parts: [], nameScore: 1, adjustments: [] },
  };
  // Approved, yet an undismissed hit on it: as a case approved before this control, or by any other path.
  await db
    .update(reviewCases)
    .set({ screening: [hit] })
    .where(eq(reviewCases.id, reviewCase.id));
  const stale = { ...reviewCase, screening: [] };
  await assert.rejects(
    sendApproved(deps(api), stale),
    (error: unknown) =>
      error instanceof ReviewRefusal && /It is not sent\. It has an open screening hit/.test(error.message),
  );
  assert.equal(sent.length, 0, 'nothing went to the API');
  assert.equal((await getCase(db, reviewCase.id))?.status, 'approved');
});
