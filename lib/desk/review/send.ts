import Decimal from 'decimal.js';
import { PaymentsApiError, type PaymentsApi } from '@/lib/api-client/client';
import type { Db } from '@/lib/db/client';
import { partyNames } from '@/lib/desk/composer/names';
import { withFreshQuote } from '@/lib/desk/composer/to-request';
import { markDraftSubmitted } from '@/lib/desk/drafts';
import { paymentMoney, transactionMoney } from '@/lib/desk/remittances/money';
import { paymentRemittance, recordRemittance } from '@/lib/desk/remittances/record';
import { formatMoney } from '@/lib/reference/money-format';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import type { PaymentRequest } from '@/lib/schemas/payment';
import type { Quote } from '@/lib/schemas/quotation';
import type { TransactionRequestInput } from '@/lib/schemas/transaction';
import {
  fixRequestToSend,
  getCase,
  markSent,
  noteSendFailure,
  rememberQuote,
  returnForRate,
  ReviewRefusal,
  type ReviewCase,
} from './cases';
import { openHitBlocker } from './open-hits';

/*
 * Sending an approved remittance. The body is fixed in the case before the first attempt, and
 * its transactionReference is the draft's own, so a retry after a lost answer sends the same
 * body and the API answers the first transaction again: never two.
 */

/** The quote a held transaction was composed with: the quotation request and the API's quote. */
export interface HeldQuote {
  request: Record<string, unknown>;
  quote: Quote;
}

/** The FX quote a held payment was composed with. */
export interface HeldFxQuote {
  fx: FxQuoteResponse;
}

export interface RateMove {
  /** Signed percentage change of the rate, e.g. -0.42. */
  percent: number;
  sentence: string;
}

/** The figures of a quote that a rate movement is told in (a transaction quote has them as they are). */
export type QuoteFigures = Pick<
  Quote,
  'fxRate' | 'sendingAmount' | 'sendingCurrency' | 'receivingAmount' | 'receivingCurrency'
>;

/** An FX quote's figures in a transaction quote's words: sell is sending, buy is receiving. */
export function fxQuoteFigures(quote: FxQuoteResponse): QuoteFigures {
  return {
    fxRate: String(quote.fxRate),
    sendingAmount: String(quote.sellAmount),
    sendingCurrency: quote.sellCurrency,
    receivingAmount: String(quote.buyAmount),
    receivingCurrency: quote.buyCurrency,
  };
}

/** "The rate moved −0.42% since the maker composed it; the recipient gets Y instead of Z." */
export function rateMove(before: QuoteFigures, after: QuoteFigures, amountType: unknown): RateMove {
  const percent = new Decimal(after.fxRate).div(before.fxRate).minus(1).times(100).toDecimalPlaces(2).toNumber();
  const signed = `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent).toFixed(2)}%`;
  const consequence =
    amountType === 'RECEIVE'
      ? `the sender pays ${formatMoney(after.sendingAmount, after.sendingCurrency)} instead of ${formatMoney(before.sendingAmount, before.sendingCurrency)}`
      : `the recipient gets ${formatMoney(after.receivingAmount, after.receivingCurrency)} instead of ${formatMoney(before.receivingAmount, before.receivingCurrency)}`;
  return { percent, sentence: `The rate moved ${signed} since the maker composed it; ${consequence}.` };
}

export type SendOutcome =
  | { kind: 'sent'; reference: string; move?: RateMove }
  | { kind: 'returned'; move: RateMove }
  | { kind: 'failed'; message: string };

export interface SendDeps {
  db: Db;
  api: Pick<PaymentsApi, 'createQuotation' | 'createTransaction' | 'createFxQuote' | 'createPayment'>;
  now: () => Date;
  tolerancePercent: number;
}

/**
 * Sends an approved remittance, asking for a fresh quote first when its own expired meanwhile.
 * The case is read again first: nothing goes to the API unless it is approved now and no screening
 * hit of it is open (a resend after a failure, the demo and any other caller included).
 */
export async function sendApproved(deps: SendDeps, held: ReviewCase): Promise<SendOutcome> {
  const reviewCase = await getCase(deps.db, held.id);
  if (!reviewCase || reviewCase.status !== 'approved')
    throw new ReviewRefusal('Only an approved remittance that was not sent can be sent.');
  const openHits = openHitBlocker(reviewCase);
  if (openHits) throw new ReviewRefusal(`It is not sent. ${openHits}`);
  try {
    return reviewCase.kind === 'payment'
      ? await sendPayment(deps, reviewCase)
      : await sendTransaction(deps, reviewCase);
  } catch (error) {
    if (!(error instanceof PaymentsApiError)) throw error;
    const message = `The payments API did not accept it: ${error.message}.`;
    await noteSendFailure(deps.db, reviewCase.id, message);
    return { kind: 'failed', message };
  }
}

/** Back to the maker when the fresh quote moved too far; undefined when it may go. */
async function tooFar(deps: SendDeps, reviewCase: ReviewCase, move: RateMove): Promise<SendOutcome | undefined> {
  if (Math.abs(move.percent) <= deps.tolerancePercent) return undefined;
  await returnForRate(
    deps.db,
    reviewCase.id,
    `${move.sentence} That is more than the ${deps.tolerancePercent}% allowed, so it needs the maker to look again.`,
  );
  return { kind: 'returned', move };
}

async function sendTransaction(deps: SendDeps, reviewCase: ReviewCase): Promise<SendOutcome> {
  const { db, api } = deps;
  let body = reviewCase.request;
  let held = reviewCase.quote as HeldQuote | null;
  let move: RateMove | undefined;
  if (held && new Date(held.quote.quoteExpiryTime) <= deps.now()) {
    const answer = await api.createQuotation({ ...held.request, requestDate: undefined } as never);
    const fresh = answer.quotes[0]!;
    move = rateMove(held.quote, fresh, held.request.amountType);
    const back = await tooFar(deps, reviewCase, move);
    if (back) return back;
    await rememberQuote(db, {
      quoteId: fresh.quoteId,
      kind: 'transaction',
      request: held.request,
      quote: fresh as unknown as Record<string, unknown>,
      requestedBy: reviewCase.decidedBy ?? reviewCase.makerId,
    });
    body = withFreshQuote(body, fresh, deps.now().toISOString());
    held = { request: held.request, quote: fresh };
    await fixRequestToSend(db, reviewCase.id, body, held as unknown as Record<string, unknown>);
  }
  const answer = await api.createTransaction(body as unknown as TransactionRequestInput);
  const names = partyNames(body);
  await recordRemittance(db, {
    reference: reviewCase.reference,
    kind: 'transaction',
    type: reviewCase.type ?? undefined,
    serviceRef: answer.transactionReference,
    status: answer.transactionStatus,
    amount: answer.amount,
    currency: answer.currency,
    sendingAmount: held?.quote.sendingAmount ?? reviewCase.sendingAmount ?? undefined,
    sendingCurrency: held?.quote.sendingCurrency ?? reviewCase.sendingCurrency ?? undefined,
    senderName: names.sender,
    recipientName: names.recipient,
    request: body,
    createdBy: reviewCase.makerId,
    draftId: reviewCase.draftId,
    // The quote it was sent on: its own, or the fresh one asked for on approval.
    money: transactionMoney(held?.quote),
  });
  await markSent(db, reviewCase.id, move && `Sent on a fresh quote. ${move.sentence}`);
  await markDraftSubmitted(db, reviewCase.makerId, reviewCase.draftId);
  return { kind: 'sent', reference: reviewCase.reference, move };
}

/** An FX payment: a fresh FX quote on the same side and amount when its own expired. */
async function sendPayment(deps: SendDeps, reviewCase: ReviewCase): Promise<SendOutcome> {
  const { db, api } = deps;
  let body = reviewCase.request as unknown as PaymentRequest;
  const held = reviewCase.quote as HeldFxQuote | null;
  let fxQuote = held?.fx;
  let move: RateMove | undefined;
  if (held && new Date(held.fx.expiresAt) <= deps.now()) {
    const old = held.fx;
    const fresh = await api.createFxQuote({
      sellCurrency: old.sellCurrency,
      buyCurrency: old.buyCurrency,
      fixedSide: old.fixedSide,
      amount: old.fixedSide === 'SELL' ? old.sellAmount : old.buyAmount,
    });
    move = rateMove(fxQuoteFigures(old), fxQuoteFigures(fresh), old.fixedSide === 'BUY' ? 'RECEIVE' : 'SEND');
    const back = await tooFar(deps, reviewCase, move);
    if (back) return back;
    body = {
      ...body,
      amount: { ...body.amount, debitAmount: fresh.sellAmount, payoutAmount: fresh.buyAmount },
      fx: { ...body.fx, quoteId: fresh.quoteId },
    };
    fxQuote = fresh;
    await fixRequestToSend(
      db,
      reviewCase.id,
      body as unknown as Record<string, unknown>,
      {
        fx: fresh,
      } as unknown as Record<string, unknown>,
    );
  }
  const payment = await api.createPayment(body);
  await recordRemittance(db, {
    ...paymentRemittance(payment, body as unknown as Record<string, unknown>, {
      createdBy: reviewCase.makerId,
      senderName: reviewCase.senderName ?? undefined,
      recipientName: reviewCase.recipientName ?? undefined,
    }),
    // The beneficiary's country, read back when it was held.
    receivingCountry: reviewCase.receivingCountry ?? undefined,
    money: paymentMoney(payment, fxQuote),
  });
  await markSent(db, reviewCase.id, move && `Sent on a fresh quote. ${move.sentence}`);
  return { kind: 'sent', reference: reviewCase.reference, move };
}
