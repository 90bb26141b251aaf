import { settle, type PaymentsApi } from '@/lib/api-client/client';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';
import type { Db } from '@/lib/db/client';
import { partyNames } from '@/lib/desk/composer/names';
import { ActionRefusal } from '@/lib/desk/action-result';
import {
  claimSubmission,
  findDraftByReference,
  getDraft,
  markDraftSubmitted,
  releaseSubmission,
  type Draft,
} from '@/lib/desk/drafts';
import { pickedPartiesOf, recordPartyRemittances } from '@/lib/desk/parties/service';
import { paymentMoney, transactionMoney } from '@/lib/desk/remittances/money';
import { getRemittance, paymentRemittance, recordRemittance } from '@/lib/desk/remittances/record';
import { formatAmount } from '@/lib/reference/money';
import type { PaymentRequest } from '@/lib/schemas/payment';
import type { Quote } from '@/lib/schemas/quotation';
import type { TransactionRequest, TransactionRequestInput } from '@/lib/schemas/transaction';
import { assessPayment, assessTransaction } from './assess';
import { findQuote, getCaseByDraft, getCaseByReference, holdForReview } from './cases';
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
  /** REVIEW_DEADLINE_HOURS: a held remittance's review is due this long after its submission. */
  reviewDeadlineHours?: number;
}

export interface SubmitOutcome {
  reference: string;
  held: boolean;
}

/** REVIEW_DEADLINE_HOURS' default. */
const DEFAULT_REVIEW_DEADLINE_HOURS = 24;

/**
 * When a submission's review is due: hours from now, whatever its quote — a quote lives a minute
 * and an expired one is asked again at approval (send.ts), so it is no review deadline.
 */
export const reviewDeadline = (deps: Pick<SubmitDeps, 'reviewDeadlineHours'>, now = new Date()) =>
  new Date(now.getTime() + (deps.reviewDeadlineHours ?? DEFAULT_REVIEW_DEADLINE_HOURS) * 3600_000);

/** A second submit of a draft another submit took (another tab, a stale page): with where it went. */
export class AlreadySubmitted extends ActionRefusal {}

/** How long a second submit waits for the first to be sent or held, to say where it went. */
const SETTLE_WAIT_MS = 15_000;
const SETTLE_POLL_MS = 100;

/**
 * Where the submit that took the draft sent it, once it has: held (a link to its review) or sent
 * (a link to the remittance), as an AlreadySubmitted refusal; or `released` when that submit failed
 * and gave the draft back, so this one may take its turn. A stale page finds it at once.
 */
async function whereItWent(
  db: Db,
  makerId: string,
  draftId: string,
  seen: number,
): Promise<AlreadySubmitted | 'released'> {
  const started = Date.now();
  for (;;) {
    const draft = await getDraft(db, makerId, draftId);
    if (!draft) return new AlreadySubmitted('This draft was not found. Reload the page.');
    if (draft.submissions === seen && !draft.submittedAt) return 'released';
    // By reference: an FX payment's case is keyed `payment:<requestId>`, not by its draft.
    const held = await getCaseByReference(db, draft.reference);
    if (held && held.status !== 'sent')
      return new AlreadySubmitted(
        'This draft was already submitted (from another tab or window) and is held for review; this page had not seen it. Open its review; to change it, open the draft again from there.',
        { href: reviewPath(draft.reference), label: 'Open its review' },
      );
    if (draft.submittedAt || held || (await getRemittance(db, draft.reference)))
      return new AlreadySubmitted(
        'This draft was already submitted (from another tab or window) and sent: nothing more was sent.',
        { href: remittancePath(draft.reference), label: 'Open the remittance' },
      );
    if (Date.now() - started > SETTLE_WAIT_MS)
      return new AlreadySubmitted('This draft is being submitted from another tab or window: nothing more was sent.', {
        href: remittancePath(draft.reference),
        label: 'Open the remittance',
      });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
}

/**
 * Takes the draft's next submission for this submit (drafts.ts `claimSubmission`), or throws
 * AlreadySubmitted saying where the submit that took it sent it. Two at once are one after the
 * other: the second waits for the first's outcome, and takes its turn if the first gave it back.
 */
async function takeSubmission(db: Db, makerId: string, draftId: string, seen: number): Promise<void> {
  for (let turn = 0; turn < 3; turn++) {
    if (await claimSubmission(db, makerId, draftId, seen)) return;
    const answer = await whereItWent(db, makerId, draftId, seen);
    if (answer !== 'released') throw answer;
  }
  throw new AlreadySubmitted('This draft is being submitted from another tab or window: nothing more was sent.');
}

/**
 * A composed transaction, exactly as reviewed: `body` is the request as the person saw it (not the
 * parsed copy), `input` its parsed form, `draft.submissions` the count of submissions the
 * submitting page saw. One submit of a draft at a time takes it (drafts.ts `claimSubmission`):
 * another at once, or from a page opened before the last submission, is refused as already
 * submitted, naming where it went. A draft already in review, resubmitted from a page that saw
 * it held, goes back to the queue as its next round, clearing its approvals. Idempotent on the
 * draft's transactionReference.
 */
export async function submitTransaction(
  deps: SubmitDeps,
  makerId: string,
  draft: Pick<Draft, 'id' | 'values' | 'submissions'>,
  input: TransactionRequest,
  body: Record<string, unknown>,
): Promise<SubmitOutcome> {
  const { db } = deps;
  await takeSubmission(db, makerId, draft.id, draft.submissions);
  try {
    return await submitClaimed(deps, makerId, draft, input, body);
  } catch (error) {
    // Refused or failed: the draft may be submitted again (a retry replays on its reference).
    await releaseSubmission(db, makerId, draft.id, draft.submissions);
    throw error;
  }
}

async function submitClaimed(
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
    { db, dataDir: deps.dataDir, threshold: deps.threshold, now: () => new Date(), makerId },
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
    deadline: reviewDeadline(deps),
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
  const { db } = deps;
  // The composer saved its draft (keyed by the requestId) before confirming: two confirms of it at
  // once are one after the other, the second answered already submitted (a demo's has no draft).
  const draft = await findDraftByReference(db, makerId, 'payment', input.requestId);
  if (draft) await takeSubmission(db, makerId, draft.id, draft.submissions);
  try {
    return await submitPaymentClaimed(deps, makerId, input);
  } catch (error) {
    if (draft) await releaseSubmission(db, makerId, draft.id, draft.submissions);
    throw error;
  }
}

async function submitPaymentClaimed(deps: SubmitDeps, makerId: string, input: PaymentRequest): Promise<SubmitOutcome> {
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
    { db, dataDir: deps.dataDir, threshold: deps.threshold, now: () => new Date(), makerId },
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
      deadline: reviewDeadline(deps),
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
