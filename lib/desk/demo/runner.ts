import type { PaymentsApi } from '@/lib/api-client/client';
import { PaymentsApiError } from '@/lib/api-client/client';
import type { Db } from '@/lib/db/client';
import { ActionRefusal } from '@/lib/desk/action-result';
import { recordAudit } from '@/lib/desk/audit';
import { createDraft } from '@/lib/desk/drafts';
import { refreshRemittance } from '@/lib/desk/remittances/poll';
import { getRemittance } from '@/lib/desk/remittances/record';
import { approveCase, getCaseByReference, rememberQuote, ReviewRefusal } from '@/lib/desk/review/cases';
import { dismissCaseHit } from '@/lib/desk/review/hits';
import { openHitIndexes } from '@/lib/desk/review/open-hits';
import { sendApproved } from '@/lib/desk/review/send';
import { submitPayment, submitTransaction } from '@/lib/desk/review/submit';
import { refusalSummary } from '@/lib/desk/words';
import { formatMoney } from '@/lib/reference/money-format';
import { paymentRequestSchema } from '@/lib/schemas/payment';
import type { QuotationRequestInput, Quote } from '@/lib/schemas/quotation';
import { transactionRequestSchema } from '@/lib/schemas/transaction';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import {
  DEMO_REVIEWER,
  endRun,
  ensureDemoReviewer,
  getRun,
  progressOf,
  saveProgress,
  type DemoRun,
  type StepProgress,
} from './runs';
import type { RemittanceStep, Scenario, ScenarioStep } from './scenario-schema';

/*
 * The demo runner: plays a scenario's steps in order on the sandbox, through the desk's own
 * paths — a remittance is quoted and submitted as the composers do (lib/desk/review/submit.ts),
 * an approval is the review service's, as the demo reviewer — and the API over HTTP only. It
 * lives in the process that started it; before each step it reads its run again, so a stop (here
 * or from another instance) halts it. Timing comes from `deps.sleep` and `deps.pace`, so tests
 * play a scenario in no real time.
 */

export interface RunnerDeps {
  db: Db;
  api: Pick<
    PaymentsApi,
    | 'createQuotation'
    | 'createTransaction'
    | 'getTransaction'
    | 'createFxQuote'
    | 'getFxQuote'
    | 'createPayment'
    | 'getPayment'
    | 'createPayer'
    | 'getPayer'
    | 'createBeneficiary'
    | 'getBeneficiary'
    | 'getDepositInstruction'
    | 'simulateDeposit'
    | 'getSandboxClock'
    | 'changeSandboxClock'
  >;
  merchantId: string;
  dataDir: string;
  /** SCREENING_THRESHOLD */
  threshold: number;
  /** REVIEW_RATE_TOLERANCE_PERCENT */
  tolerancePercent: number;
  /** REVIEW_DEADLINE_HOURS (24 when not given) */
  reviewDeadlineHours?: number;
  /** Multiplies every wait (1: the scenario's seconds; DEMO_PACE; 0 in tests). */
  pace: number;
  /** Waits that long, or less when the signal aborts (tests: move the sandbox on instead). */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** How often `settle` looks at the remittances (real time: lifecycles run on the sandbox's clock, not the pace). */
const SETTLE_EVERY_MS = 2_000;

export const realSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    // The listener goes with the wait: a run's one signal sees hundreds of waits, and listeners
    // left behind are a leak Node warns of (MaxListenersExceededWarning).
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** A step's failure, in words for the watch page. */
class StepFailure extends Error {}

function wordsOf(error: unknown): string {
  if (error instanceof StepFailure) return error.message;
  if (error instanceof PaymentsApiError)
    return `The payments API refused it: ${refusalSummary(error.details) ?? error.message}.`;
  // A refusal of the desk's own (a review the case's state does not allow) is already in words.
  if (error instanceof ActionRefusal) return error.message;
  return 'It could not be done (see the server log).';
}

interface Context {
  deps: RunnerDeps;
  run: DemoRun;
  plan: Scenario;
  progress: StepProgress[];
  signal: AbortSignal;
}

const referenceOf = (run: DemoRun, step: RemittanceStep) =>
  `${run.referencePrefix}${step.id.toUpperCase()}${step.outcome === 'returned' ? '-RETURN' : ''}`;

/** The sandbox's own time (its clock may run fast or ahead of real time). */
async function sandboxNow(deps: RunnerDeps): Promise<Date> {
  try {
    return new Date((await deps.api.getSandboxClock()).now);
  } catch {
    return new Date();
  }
}

/** Sets `path` (dotted) of `body` to `value`, making the objects on the way. */
function setPath(body: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at = body;
  for (const part of parts.slice(0, -1)) {
    if (typeof at[part] !== 'object' || at[part] === null) at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts.at(-1)!] = value;
}

async function audit(
  ctx: Context,
  entry: { actorId: string; actorRole: string; action: string; target: string; details: Record<string, unknown> },
) {
  await recordAudit(ctx.deps.db, {
    ...entry,
    outcome: 'ok',
    remittance: entry.target,
    details: { ...entry.details, demoRun: ctx.run.id },
  });
}

/** A remittance the run submitted: the step names it, and it is audited as the admin who started the run. */
async function submitted(ctx: Context, own: StepProgress, action: string, reference: string, held: boolean) {
  own.reference = reference;
  await audit(ctx, {
    actorId: ctx.run.startedBy,
    actorRole: 'admin',
    action,
    target: reference,
    details: { held },
  });
}

async function quoteTransaction(ctx: Context, request: QuotationRequestInput, own: StepProgress): Promise<Quote> {
  const answer = await ctx.deps.api.createQuotation(request);
  const quote = answer.quotes[0];
  if (!quote) throw new StepFailure('The payments API gave no quote for this corridor.');
  // Kept as the composer keeps it: a held remittance asks again with the same request.
  await rememberQuote(ctx.deps.db, {
    quoteId: quote.quoteId,
    kind: 'transaction',
    request: request as Record<string, unknown>,
    quote: quote as unknown as Record<string, unknown>,
    requestedBy: ctx.run.startedBy,
  });
  own.quoteIds = [...(own.quoteIds ?? []), quote.quoteId];
  return quote;
}

async function playTransaction(ctx: Context, step: Extract<ScenarioStep, { do: 'transaction' }>, own: StepProgress) {
  const { deps, run } = ctx;
  const reference = referenceOf(run, step);
  const request = {
    ...exampleQuotationBody(step.type),
    requestAmount: step.amount,
    requestCurrency: step.currency,
    receivingCurrency: step.currency,
    amountType: 'RECEIVE',
  } as QuotationRequestInput;
  let quote = await quoteTransaction(ctx, request, own);
  let requoted = '';
  if (step.requote) {
    // The quote is left to expire: the sandbox's clock moves past its expiry, and it is asked again.
    const now = await sandboxNow(deps);
    const seconds = Math.max(1, Math.ceil((new Date(quote.quoteExpiryTime).getTime() - now.getTime()) / 1000) + 1);
    await deps.api.changeSandboxClock({ advanceSeconds: seconds });
    const fresh = await quoteTransaction(ctx, request, own);
    requoted = ` Its first quote (rate ${quote.fxRate}) expired and it was quoted again at ${fresh.fxRate}.`;
    quote = fresh;
  }
  // Dated by the sandbox's clock, which the API checks requestDate against (it may run ahead).
  const now = await sandboxNow(deps);
  const body = exampleTransactionBody(step.type, {
    now,
    transactionReference: reference,
    quoteId: quote.quoteId,
  }) as Record<string, unknown>;
  body.amount = quote.receivingAmount;
  if ('sendingAmount' in body) body.sendingAmount = quote.sendingAmount;
  if ('payinCcyCode' in body) body.payinCcyCode = quote.sendingCurrency;
  for (const [path, value] of Object.entries(step.set ?? {})) setPath(body, path, value);
  const parsed = transactionRequestSchema.safeParse(body);
  if (!parsed.success)
    throw new StepFailure(
      `The scenario's body is refused: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}.`,
    );
  const draft = await createDraft(deps.db, {
    ownerId: run.startedBy,
    kind: 'transaction',
    reference,
    title: step.title,
  });
  const outcome = await submitTransaction(deps, run.startedBy, draft!, parsed.data, body);
  await submitted(ctx, own, 'transactions.submit', reference, outcome.held);
  const amount = formatMoney(quote.receivingAmount, quote.receivingCurrency);
  own.note = outcome.held
    ? `Held for compliance review, unsent (${amount}).${requoted}`
    : `Submitted: ${amount} to ${step.type}.${requoted}`;
}

async function playPayment(ctx: Context, step: Extract<ScenarioStep, { do: 'payment' }>, own: StepProgress) {
  const { deps, run } = ctx;
  const reference = `${run.referencePrefix}${step.id.toUpperCase()}`;
  const key = (what: string) => `${run.referencePrefix}${what}-${step.id}`;
  const payer = await deps.api.createPayer({ ...step.payer, requestId: key('PAYER') } as never, key('payer'));
  own.partyIds = [payer.originalPayerId];
  const beneficiary = await deps.api.createBeneficiary(
    { ...step.beneficiary, requestId: key('BEN') } as never,
    key('beneficiary'),
  );
  own.partyIds.push(beneficiary.beneficiaryId);
  const quote = await deps.api.createFxQuote({
    sellCurrency: step.sellCurrency,
    buyCurrency: step.buyCurrency,
    fixedSide: 'SELL',
    amount: Number(step.amount),
  });
  own.quoteIds = [quote.quoteId];
  const parsed = paymentRequestSchema.safeParse({
    requestId: reference,
    merchantRef: step.outcome === 'returned' ? `${reference}-RETURN` : reference,
    payer: { originalPayerId: payer.originalPayerId },
    beneficiary: { beneficiaryId: beneficiary.beneficiaryId },
    paymentInstruction: step.paymentInstruction,
    amount: {
      debitCurrency: step.sellCurrency,
      debitAmount: quote.sellAmount,
      payoutCurrency: step.buyCurrency,
      payoutAmount: quote.buyAmount,
    },
    fx: { quoteId: quote.quoteId },
    compliance: step.compliance ?? { sourceOfFund: 'BUSINESS_REVENUE', supportingDocuments: [] },
  });
  if (!parsed.success)
    throw new StepFailure(
      `The scenario's payment is refused: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}.`,
    );
  const outcome = await submitPayment(deps, run.startedBy, parsed.data);
  await submitted(ctx, own, 'payments.create', reference, outcome.held);
  const sold = formatMoney(String(quote.sellAmount), quote.sellCurrency);
  const bought = formatMoney(String(quote.buyAmount), quote.buyCurrency);
  own.note = outcome.held ? `Held for compliance review, unsent.` : `Confirmed: ${sold} paid out as ${bought}.`;
}

async function playApprove(ctx: Context, step: Extract<ScenarioStep, { do: 'approve' }>, own: StepProgress) {
  const { deps } = ctx;
  const reference = ctx.progress.find((p) => p.id === step.remittance)?.reference;
  const reviewCase = reference ? await getCaseByReference(deps.db, reference) : undefined;
  own.reference = reference;
  if (!reviewCase || reviewCase.status !== 'in_review') {
    own.state = 'skipped';
    own.note = 'It was not held for review, so there is nothing to approve.';
    return;
  }
  await ensureDemoReviewer(deps.db);
  // No approval while a hit is open: the demo reviewer dismisses each first, with a reason, as a
  // reviewer would (a rule asking two people to dismiss leaves it open, and the approval is refused).
  // Not remembered: a demo's dismissal must not clear a listed name on the next remittance.
  for (const hit of openHitIndexes(reviewCase.screening)) {
    await dismissCaseHit(
      deps.db,
      {
        caseId: reviewCase.id,
        round: reviewCase.round,
        hit,
        by: DEMO_REVIEWER.id,
        reason: 'Demo run: the demo reviewer marks it a false positive to show the rest of the flow.',
      },
      { remember: false },
    );
  }
  const approval = await approveCase(deps.db, reviewCase.id, DEMO_REVIEWER.id, reviewCase.round).catch(
    (error: unknown) => {
      throw error instanceof ReviewRefusal ? new StepFailure(error.message) : error;
    },
  );
  if (!approval.complete) {
    own.note = `Approved by ${DEMO_REVIEWER.name}: ${approval.given} of ${approval.required} approvals.`;
    return;
  }
  // The held quote's expiry is on the sandbox's clock, so the send reads time from it.
  const now = await sandboxNow(deps);
  const sent = await sendApproved(
    { db: deps.db, api: deps.api, now: () => now, tolerancePercent: deps.tolerancePercent },
    approval.reviewCase,
  );
  await audit(ctx, {
    actorId: DEMO_REVIEWER.id,
    actorRole: DEMO_REVIEWER.role,
    action: 'review.approve',
    target: reviewCase.reference,
    details: { outcome: sent.kind, ...('move' in sent && sent.move ? { rateMove: sent.move.sentence } : {}) },
  });
  const hits = reviewCase.screening.length;
  const why = hits > 0 ? `its screening hit checked` : 'its findings checked';
  if (sent.kind === 'failed') throw new StepFailure(sent.message);
  own.note =
    sent.kind === 'sent'
      ? `Approved by ${DEMO_REVIEWER.name}, ${why}, and sent.${sent.move ? ` ${sent.move.sentence}` : ''}`
      : `Approved, but the rate moved too far: back to its maker. ${sent.move.sentence}`;
}

async function playDeposit(ctx: Context, step: Extract<ScenarioStep, { do: 'deposit' }>, own: StepProgress) {
  const { deps, run } = ctx;
  const instruction = await deps.api.getDepositInstruction({
    merchantId: deps.merchantId,
    asset: step.currency,
    network: step.network,
    sourceCountry: [step.sourceCountry],
  });
  const deposit = await deps.api.simulateDeposit({
    currency: step.currency,
    amount: step.amount,
    reference: `${run.referencePrefix}DEPOSIT-${step.id}`,
  });
  const account = instruction.bankAccount?.bankName ?? instruction.depositInstruction?.address ?? 'the instruction';
  own.note = `${formatMoney(deposit.credited, step.currency)} arrived on the ${step.network} instruction (${account}); the balance is ${formatMoney(deposit.balance.availableBalance, step.currency)}.`;
}

/** Paid out (SUCCESS, COMPLETED) may still be returned; these end a remittance for good. */
const FINAL = new Set(['FAILED', 'RETURNED', 'CANCELLED']);

async function playSettle(ctx: Context, step: Extract<ScenarioStep, { do: 'settle' }>, own: StepProgress) {
  const { deps } = ctx;
  const expected = ctx.progress.filter((p) => p.expect && p.reference && p.state === 'done');
  let waited = 0;
  for (;;) {
    const pending: string[] = [];
    for (const item of expected) {
      let row = await getRemittance(deps.db, item.reference!);
      if (row && row.status !== item.expect && !row.final) {
        // Webhooks usually bring the status; the poller's read repairs a late one.
        await refreshRemittance(deps.db, deps.api, item.reference!).catch(() => undefined);
        row = await getRemittance(deps.db, item.reference!);
      }
      if (row?.status === item.expect) continue;
      if (row && FINAL.has(row.status))
        throw new StepFailure(`"${item.title}" ended ${row.status}, not ${item.expect} as the scenario expects.`);
      pending.push(item.title);
    }
    if (pending.length === 0) {
      own.note = `All ${expected.length} remittances ended as expected.`;
      return;
    }
    own.note = `Waiting for ${pending.length} of ${expected.length}: ${pending.join('; ')}.`;
    await saveProgress(deps.db, ctx.run.id, ctx.progress);
    if (waited >= step.timeoutSeconds * 1000)
      throw new StepFailure(`Still waiting after ${step.timeoutSeconds} s for: ${pending.join('; ')}.`);
    waited += SETTLE_EVERY_MS;
    if (await wait(ctx, SETTLE_EVERY_MS, { paced: false })) {
      own.state = 'skipped';
      own.note = 'The run was stopped while it waited.';
      return;
    }
  }
}

async function playStep(ctx: Context, step: ScenarioStep, own: StepProgress) {
  switch (step.do) {
    case 'deposit':
      return playDeposit(ctx, step, own);
    case 'transaction':
      return playTransaction(ctx, step, own);
    case 'payment':
      return playPayment(ctx, step, own);
    case 'approve':
      return playApprove(ctx, step, own);
    case 'clock': {
      const { id: _id, title: _title, after: _after, do: _do, ...change } = step;
      const clock = await ctx.deps.api.changeSandboxClock(change);
      own.note = `The sandbox's clock runs at ${clock.rate}×${clock.paused ? ', paused' : ''}.`;
      return;
    }
    case 'settle':
      return playSettle(ctx, step, own);
  }
}

/** True once the run is no longer running (stopped here or elsewhere). */
async function halted(ctx: Context): Promise<boolean> {
  if (ctx.signal.aborted) return true;
  return (await getRun(ctx.deps.db, ctx.run.id))?.status !== 'running';
}

/** How often a long wait looks whether the run was stopped elsewhere (another instance, a restart). */
const HALT_CHECK_MS = 1_000;

/**
 * Waits `ms` of scenario time at the run's pace (or, `paced: false`, real time: the sandbox's
 * lifecycles do not follow the pace), a second at a time; true when the run was halted meanwhile.
 * A pace of 0 (tests) waits no real time at all.
 */
async function wait(ctx: Context, ms: number, { paced = true } = {}): Promise<boolean> {
  const { pace } = ctx.deps;
  let left = pace === 0 ? 0 : paced ? ms * pace : ms;
  do {
    const chunk = Math.min(left, HALT_CHECK_MS);
    await ctx.deps.sleep(chunk, ctx.signal);
    left -= chunk;
    if (await halted(ctx)) return true;
  } while (left > 0);
  return false;
}

/**
 * Plays the run to its end: finished when every step did what it says, failed at the first step
 * that could not (the reason kept in words on the step and the run), or halted by a stop.
 */
export async function playRun(deps: RunnerDeps, run: DemoRun, plan: Scenario, signal: AbortSignal): Promise<void> {
  const ctx: Context = { deps, run, plan, progress: progressOf(run), signal };
  try {
    if (plan.clockRate !== 1) await deps.api.changeSandboxClock({ rate: plan.clockRate });
    for (const [index, step] of plan.steps.entries()) {
      const own = ctx.progress[index]!;
      if (step.after > 0 ? await wait(ctx, step.after * 1000) : await halted(ctx)) return;
      own.state = 'running';
      await saveProgress(deps.db, run.id, ctx.progress);
      try {
        await playStep(ctx, step, own);
        if (own.state === 'running') own.state = 'done';
      } catch (error) {
        own.state = 'failed';
        own.note = wordsOf(error);
        if (!(error instanceof StepFailure || error instanceof PaymentsApiError))
          console.error(`[demo] run ${run.id} step ${step.id}:`, error);
      }
      own.at = new Date().toISOString();
      await saveProgress(deps.db, run.id, ctx.progress);
      if (own.state === 'failed') {
        await endRun(deps.db, run.id, 'failed', `${step.title}: ${own.note}`);
        return;
      }
    }
    await endRun(deps.db, run.id, 'finished');
  } catch (error) {
    console.error(`[demo] run ${run.id}:`, error);
    await endRun(deps.db, run.id, 'failed', wordsOf(error)).catch(() => undefined);
  }
}
