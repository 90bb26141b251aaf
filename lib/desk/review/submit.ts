import { settle, type PaymentsApi } from '@/lib/api-client/client';
import type { Db } from '@/lib/db/client';
import { partyNames } from '@/lib/desk/composer/names';
import { markDraftSubmitted, type Draft } from '@/lib/desk/drafts';
import { pickedPartiesOf, recordPartyRemittances } from '@/lib/desk/parties/service';
import { paymentMoney, transactionMoney } from '@/lib/desk/remittances/money';
import { paymentRemittance, recordRemittance } from '@/lib/desk/remittances/record';
import { formatAmount } from '@/lib/reference/money';
import type { PaymentRequest } from '@/lib/schemas/payment';
import type { Quote } from '@/lib/schemas/quotation';
import type { TransactionRequest, TransactionRequestInput } from '@/lib/schemas/transaction';
import { assessPayment, assessTransaction } from './assess';
import { findQuote, getCaseByDraft, holdForReview } from './cases';
import type { HeldQuote } from './send';

/*
 * Submitting a composed remittance (docs/architecture.md "Compliance review"): compliance first —
 * the checks, the screening and the approval rules decide whether it is sent to the API now or
 * held for review, unsent. The composers' server actions and the demo runner (lib/desk/demo) both
 * submit through these, so a demo remittance is recorded, screened and held as a composed one is.
 */

export interface SubmitDeps {
  db: Db;
  api: Pick<PaymentsApi, 'createTransaction' | 'createPayment' | 'getPayer' | 'getBeneficiary' | 'getFxQuote'>;
  dataDir: string;
  /** The screening's threshold (SCREENING_THRESHOLD). */
  threshold: number;
}

export interface SubmitOutcome {
  reference: string;
  held: boolean;
}

/** How long a held remittance without a known quote may wait before it heads the queue. */
const NO_QUOTE_DEADLINE_MS = 24 * 3600_000;

/**
 * A composed transaction, exactly as reviewed: `body` is the request as the person saw it (not the
 * parsed copy), `input` its parsed form. A draft already in review goes back to the queue as its
 * next round, clearing its approvals. Idempotent on the draft's transactionReference.
 */
export async function submitTransaction(
  deps: SubmitDeps,
  makerId: string,
  draft: Pick<Draft, 'id' | 'values'>,
  input: TransactionRequest,
  body: Record<string, unknown>,
): Promise<SubmitOutcome> {
  const { db, api } = deps;
  const known = await findQuote(db, input.internationalTransferInformation.quoteId);
  const quote = known?.quote as unknown as Quote | undefined;
  const assessment = await assessTransaction(
    { db, dataDir: deps.dataDir, threshold: deps.threshold, now: () => new Date() },
    body,
    {
      sending: quote && { amount: quote.sendingAmount, currency: quote.sendingCurrency },
      // The quote's rate converts an amount to a threshold's currency (the merchant's base).
      rate: quote && { from: quote.sendingCurrency, to: quote.receivingCurrency, rate: quote.fxRate },
    },
  );
  const names = partyNames(body);
  const existing = await getCaseByDraft(db, draft.id);
  if (!existing && assessment.decision.approvalsRequired === 0) {
    const answer = await api.createTransaction(body as unknown as TransactionRequestInput);
    await recordRemittance(db, {
      reference: input.transactionReference,
      kind: 'transaction',
      type: input.type,
      serviceRef: answer.transactionReference,
      status: answer.transactionStatus,
      amount: answer.amount,
      currency: answer.currency,
      sendingAmount: quote?.sendingAmount ?? ('sendingAmount' in input ? input.sendingAmount : undefined),
      sendingCurrency: quote?.sendingCurrency ?? ('payinCcyCode' in input ? input.payinCcyCode : undefined),
      senderName: names.sender,
      recipientName: names.recipient,
      request: body,
      createdBy: makerId,
      draftId: draft.id,
      // The quote the desk gave for this quoteId: principal, fees on top, rate, payout.
      money: transactionMoney(quote),
    });
    await recordPartyRemittances(db, input.transactionReference, input.type, pickedPartiesOf(draft.values));
    await markDraftSubmitted(db, makerId, draft.id);
    return { reference: input.transactionReference, held: false };
  }
  const held: HeldQuote | undefined = known && { request: known.request, quote: quote! };
  await holdForReview(db, {
    draftId: draft.id,
    reference: input.transactionReference,
    kind: 'transaction',
    type: input.type,
    makerId,
    request: body,
    quote: held as unknown as Record<string, unknown> | undefined,
    assessment,
    deadline: quote ? new Date(quote.quoteExpiryTime) : new Date(Date.now() + NO_QUOTE_DEADLINE_MS),
    summary: {
      amount: input.amount,
      currency: input.currency,
      sendingAmount: quote?.sendingAmount,
      sendingCurrency: quote?.sendingCurrency,
      receivingCountry: input.internationalTransferInformation.receivingCountry,
      senderName: names.sender,
      recipientName: names.recipient,
    },
  });
  await recordPartyRemittances(db, input.transactionReference, input.type, pickedPartiesOf(draft.values));
  return { reference: input.transactionReference, held: true };
}

/**
 * A composed FX payment: confirmed at once, or held for review when the checks on its payer and
 * beneficiary, the screening or the rules say so. Idempotent on requestId (the API's, and the
 * held case's `payment:<requestId>` draft).
 */
export async function submitPayment(deps: SubmitDeps, makerId: string, input: PaymentRequest): Promise<SubmitOutcome> {
  const { db, api } = deps;
  const [payer, beneficiary, quote] = await Promise.all([
    settle(api.getPayer(input.payer.originalPayerId)),
    settle(api.getBeneficiary(input.beneficiary.beneficiaryId)),
    settle(api.getFxQuote(input.fx.quoteId)),
  ]);
  const names = {
    senderName: payer.ok ? payer.data.name : undefined,
    recipientName: beneficiary.ok ? beneficiary.data.beneficiary.name : undefined,
  };
  const assessment = await assessPayment(
    { db, dataDir: deps.dataDir, threshold: deps.threshold, now: () => new Date() },
    {
      amount: input.amount,
      payer: payer.ok ? payer.data : undefined,
      beneficiary: beneficiary.ok ? beneficiary.data : undefined,
      receivingCountry: beneficiary.ok ? beneficiary.data.countryCode : undefined,
      rate: quote.ok
        ? { from: quote.data.sellCurrency, to: quote.data.buyCurrency, rate: String(quote.data.fxRate) }
        : undefined,
    },
  );
  const draftId = `payment:${input.requestId}`;
  const existing = await getCaseByDraft(db, draftId);
  // A doubled submit of a held payment: it is held once.
  if (existing?.status === 'in_review') return { reference: input.requestId, held: true };
  if (existing || assessment.decision.approvalsRequired > 0) {
    const { amount } = input;
    await holdForReview(db, {
      draftId,
      reference: input.requestId,
      kind: 'payment',
      makerId,
      request: input as unknown as Record<string, unknown>,
      quote: quote.ok ? { fx: quote.data } : undefined,
      assessment,
      deadline: quote.ok ? new Date(quote.data.expiresAt) : new Date(Date.now() + NO_QUOTE_DEADLINE_MS),
      summary: {
        amount: formatAmount(amount.payoutAmount, amount.payoutCurrency),
        currency: amount.payoutCurrency,
        sendingAmount: formatAmount(amount.debitAmount, amount.debitCurrency),
        sendingCurrency: amount.debitCurrency,
        receivingCountry: beneficiary.ok ? beneficiary.data.countryCode : undefined,
        ...names,
      },
    });
    return { reference: input.requestId, held: true };
  }
  const payment = await api.createPayment(input);
  await recordRemittance(db, {
    ...paymentRemittance(payment, input as unknown as Record<string, unknown>, { createdBy: makerId, ...names }),
    receivingCountry: beneficiary.ok ? beneficiary.data.countryCode : undefined,
    money: paymentMoney(payment, quote.ok ? quote.data : undefined),
  });
  return { reference: input.requestId, held: false };
}
