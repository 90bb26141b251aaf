import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import {
  checkRequestDate,
  TRANSACTION_STATUS_TEXT,
  type TransactionQueryResponse,
  type TransactionRequestAsSent,
  type TransactionResponse,
  type TransactionStatus,
} from '@/lib/schemas/transaction';
import type { ErrorCode } from '@/lib/schemas/error-codes';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { foundOrThrow, type NotFound } from '../http/not-found';
import { assertSameRequest, requestHash, type Idempotent } from '../idempotency/service';
import { newServiceRef } from '../references';
import {
  acknowledgement,
  insertAcknowledged,
  quoteError,
  shortfallError,
  type StoredRequest,
} from './create-transaction';
import { applyTransactionTransition } from './lifecycle';
import type { PlannedOutcome, PlannedOutcomeAnswer, PlannedOutcomeRequest } from '@/lib/schemas/sandbox';
import { CANCEL_PREFIX, plannedReversalOutcome, plannedTransactionOutcome, REVERSAL_REQUEST_PREFIX } from './model';

export type TransactionRow = typeof transactions.$inferSelect;

export const transactionNotFound = (reference: string): NotFound => ({
  noun: 'transaction',
  id: reference,
  field: 'transactionReference',
  detail: 'is not a known transaction reference',
});

async function firstTransaction(
  db: DbOrTx,
  merchantId: string,
  match: SQL | undefined,
  forUpdate: boolean,
): Promise<TransactionRow | undefined> {
  const query = db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), match))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * By the service's reference or the caller's (reference A.7: either is accepted); `forUpdate`
 * locks the row for a transition in the caller's transaction.
 */
export async function findTransaction(
  db: DbOrTx,
  merchantId: string,
  reference: string,
  options: { forUpdate?: boolean } = {},
): Promise<TransactionRow | undefined> {
  const match = or(eq(transactions.serviceRef, reference), eq(transactions.partnerRef, reference));
  return firstTransaction(db, merchantId, match, options.forUpdate ?? false);
}

const findByPartnerRef = (db: DbOrTx, merchantId: string, partnerRef: string) =>
  firstTransaction(db, merchantId, eq(transactions.partnerRef, partnerRef), false);

function replayOrConflict(row: TransactionRow, hash: string, typeAsSent: string | undefined): TransactionResponse {
  assertSameRequest(row, hash, { field: 'transactionReference', value: row.partnerRef, noun: 'transaction' });
  return echoType(acknowledgement(row.serviceRef, row.request as unknown as StoredRequest), typeAsSent);
}

/** The answer with `type` as this request sent it (inttransfer), the record being a p2p. */
function echoType(answer: TransactionResponse, typeAsSent: string | undefined): TransactionResponse {
  return typeAsSent ? { ...answer, type: typeAsSent as TransactionResponse['type'] } : answer;
}

/**
 * Creates a transaction, idempotent on the caller's transactionReference: the same body replays
 * the first answer (also when its quote is now used), another body is DUPLICATE_REFERENCE. The
 * create itself is one all-or-nothing SQL statement (create-transaction.ts); only refusals cost
 * more queries, which read and explain but never undo.
 *
 * The provider's dialect arrives already read by the schema: the reference under either name is
 * `transactionReference`, and an `inttransfer` is a p2p with `typeAsSent`. The record, its hash
 * (so a replay under the other name, or as p2p, is the same request), its events and webhooks
 * are the p2p's; only the answer echoes the type as this request sent it.
 */
export async function createTransaction(
  deps: ProviderDeps,
  merchantId: string,
  sent: TransactionRequestAsSent,
): Promise<Idempotent<TransactionResponse>> {
  const { typeAsSent, ...request } = sent;
  const now = deps.now();
  const stored = { ...request, requestDate: request.requestDate.toISOString() } as StoredRequest;
  const hash = requestHash(stored);
  const serviceRef = newServiceRef(now);
  const dateProblem = checkRequestDate(request.requestDate, now);
  if (dateProblem) {
    const existing = await findByPartnerRef(deps.db, merchantId, stored.transactionReference);
    if (existing) return { body: replayOrConflict(existing, hash, typeAsSent), replayed: true };
    throw new ApiError('REQUEST_DATE_INVALID', `requestDate ${dateProblem}`, [
      { field: 'requestDate', message: dateProblem },
    ]);
  }
  const outcome = await insertAcknowledged(deps, merchantId, serviceRef, stored, hash);
  if (outcome.inserted !== outcome.debited)
    throw new Error(
      `transaction ${serviceRef}: inserted ${outcome.inserted} and debited ${outcome.debited}: CREATE_TRANSACTION_SQL is broken`,
    );
  if (outcome.inserted === 1)
    return { body: echoType(acknowledgement(serviceRef, stored), typeAsSent), replayed: false };
  // Nothing was written. Idempotency before business rules: a known reference answers as a replay or a conflict.
  const existing = await findByPartnerRef(deps.db, merchantId, stored.transactionReference);
  if (existing) return { body: replayOrConflict(existing, hash, typeAsSent), replayed: true };
  const quoteProblem = await quoteError(deps.db, merchantId, stored, now);
  if (quoteProblem) throw quoteProblem;
  throw await shortfallError(deps.db, merchantId, stored);
}

/** The statuses of a transaction that was paid out (whatever followed): they carry the payout's reference. */
const PAID_OUT_OR_AFTER: readonly TransactionStatus[] = [
  'SUCCESS',
  'RETURNED',
  'REVERSAL_PENDING',
  'REVERSAL_REJECTED',
];

/** The transaction query's answer (reference A.7): machine status and the readable text. */
export function toQueryResponse(row: TransactionRow): TransactionQueryResponse {
  const request = row.request as {
    amount: string;
    currency: string;
    type: TransactionQueryResponse['type'];
    requestDate: string;
    debitParty: { key: string; value: string }[];
    creditParty: { key: string; value: string }[];
  };
  const status = row.status as TransactionStatus;
  return {
    amount: request.amount,
    currency: request.currency,
    type: request.type,
    requestDate: request.requestDate,
    requestingOrganisationTransactionReference: row.partnerRef,
    debitParty: request.debitParty,
    creditParty: request.creditParty,
    transactionReference: row.serviceRef,
    status,
    transactionStatus:
      status === 'FAILED' && row.errorMessage
        ? `${row.errorCode}:${row.errorMessage}`
        : TRANSACTION_STATUS_TEXT[status],
    ...(PAID_OUT_OR_AFTER.includes(status)
      ? { creditingOrganisationTransactionReference: `PO${row.serviceRef.slice(2)}` }
      : {}),
    ...(row.errorCode ? { errorCode: row.errorCode, errorMessage: row.errorMessage ?? '' } : {}),
    // a return's or a cancellation's reason, which has no code
    ...(!row.errorCode && row.errorMessage ? { errorMessage: row.errorMessage } : {}),
  };
}

/**
 * What a cancel or a reversal did: the transaction as it is now, the status it had when asked, and
 * whether it had already been done (a repeat answers the same state and changes nothing).
 * `outcome` is what a provider-form answer names (reference A.10): CANCELLED 15000,
 * ALREADY_CANCELLED 15005; REVERSAL_REQUESTED 16000, ALREADY_REQUESTED 16005.
 */
export interface TransactionOperationResult<O extends string> {
  transaction: TransactionRow;
  previousStatus: TransactionStatus;
  outcome: O;
  replayed: boolean;
}
export type CancelResult = TransactionOperationResult<'CANCELLED' | 'ALREADY_CANCELLED'>;
export type ReversalResult = TransactionOperationResult<'REVERSAL_REQUESTED' | 'ALREADY_REQUESTED'>;

type Refusals = Partial<Record<TransactionStatus, { code: ErrorCode; why: string }>>;

/** Why a transaction in each status cannot be cancelled (ACKNOWLEDGED and PENDING can; CANCELLED is a repeat). */
const CANCEL_REFUSALS: Refusals = {
  SUCCESS: { code: 'CANCEL_TOO_LATE', why: 'was already paid out; request a reversal instead' },
  REVERSAL_PENDING: { code: 'CANCEL_TOO_LATE', why: 'was already paid out and a reversal is pending' },
  REVERSAL_REJECTED: { code: 'CANCEL_TOO_LATE', why: 'was already paid out (its reversal was rejected)' },
  FAILED: { code: 'TRANSACTION_ALREADY_FINAL', why: 'has already failed, and its amount and fee were refunded' },
  RETURNED: { code: 'TRANSACTION_ALREADY_FINAL', why: 'was already returned, and its amount credited back' },
};

/** Why a transaction in each status cannot be reversed (SUCCESS can; REVERSAL_PENDING is a repeat). */
const REVERSAL_REFUSALS: Refusals = {
  ACKNOWLEDGED: { code: 'REVERSAL_TOO_EARLY', why: 'has not been paid out yet; cancel it instead' },
  PENDING: { code: 'REVERSAL_TOO_EARLY', why: 'has not been paid out yet; cancel it instead' },
  CANCELLED: { code: 'TRANSACTION_ALREADY_CANCELLED', why: 'was cancelled before it was paid out' },
  FAILED: { code: 'TRANSACTION_ALREADY_FINAL', why: 'has failed: it was never paid out' },
  RETURNED: { code: 'TRANSACTION_ALREADY_REVERSED', why: 'was already reversed or returned' },
  REVERSAL_REJECTED: { code: 'REVERSAL_REJECTED', why: 'had a reversal rejected by the receiving partner' },
};

function refuse(row: TransactionRow, operation: 'cancelled' | 'reversed', refusal: { code: ErrorCode; why: string }) {
  return new ApiError(
    refusal.code,
    `Transaction ${row.serviceRef} (${row.status}) cannot be ${operation}: it ${refusal.why}`,
    [{ field: 'transactionReference', message: `is ${row.status}: it ${refusal.why}` }],
  );
}

/**
 * Moves the merchant's transaction (either reference), locked in `tx`, by one operation: `to` from
 * `from`, or nothing when it is already at `done` (a repeat), else the refusal its status has.
 */
async function operate<O extends string>(
  deps: ProviderDeps,
  tx: Tx,
  merchantId: string,
  reference: string,
  op: {
    from: readonly TransactionStatus[];
    to: TransactionStatus;
    done: TransactionStatus;
    reason: string;
    refusals: Refusals;
    verb: 'cancelled' | 'reversed';
    outcomes: [moved: O, repeated: O];
  },
): Promise<TransactionOperationResult<O>> {
  const row = foundOrThrow(
    await findTransaction(tx, merchantId, reference, { forUpdate: true }),
    transactionNotFound(reference),
  );
  const previousStatus = row.status as TransactionStatus;
  if (previousStatus === op.done) return { transaction: row, previousStatus, outcome: op.outcomes[1], replayed: true };
  const refusal = op.refusals[previousStatus];
  if (refusal || !op.from.includes(previousStatus))
    throw refuse(row, op.verb, refusal ?? { code: 'INVALID_TRANSITION', why: `is ${previousStatus}` });
  const moved = await applyTransactionTransition(deps, tx, row, op.to, 'api', op.reason);
  return { transaction: moved, previousStatus, outcome: op.outcomes[0], replayed: false };
}

/**
 * Cancels a transaction before its payout (ACKNOWLEDGED or PENDING → CANCELLED): the sending
 * amount and the fee are credited back, the event and the status webhook written, all in `tx`.
 * A repeat on a CANCELLED transaction changes nothing and answers it (`ALREADY_CANCELLED`,
 * `replayed`). Refusals (ApiError): NOT_FOUND; CANCEL_TOO_LATE once paid out (SUCCESS and the
 * reversal statuses: provider 15002); TRANSACTION_ALREADY_FINAL when FAILED (15003) or RETURNED.
 */
export function cancelTransaction(
  deps: ProviderDeps,
  tx: Tx,
  merchantId: string,
  reference: string,
  reason: string,
): Promise<CancelResult> {
  return operate(deps, tx, merchantId, reference, {
    from: ['ACKNOWLEDGED', 'PENDING'],
    to: 'CANCELLED',
    done: 'CANCELLED',
    reason: `${CANCEL_PREFIX}${reason}`,
    refusals: CANCEL_REFUSALS,
    verb: 'cancelled',
    outcomes: ['CANCELLED', 'ALREADY_CANCELLED'],
  });
}

/**
 * Asks the receiving partner to reverse a paid-out transaction (SUCCESS → REVERSAL_PENDING; no money
 * moves yet). One sandbox step later the partner reverses it (RETURNED: the amount credited back,
 * the fee kept) or, when the reason holds the word REJECT, refuses (REVERSAL_REJECTED). A repeat
 * while REVERSAL_PENDING changes nothing (`ALREADY_REQUESTED`, `replayed`). Refusals (ApiError):
 * NOT_FOUND; REVERSAL_TOO_EARLY before payout (16004); TRANSACTION_ALREADY_CANCELLED;
 * TRANSACTION_ALREADY_FINAL when FAILED (16007); TRANSACTION_ALREADY_REVERSED when RETURNED (16006);
 * REVERSAL_REJECTED after a rejected one (16002).
 */
export function requestReversal(
  deps: ProviderDeps,
  tx: Tx,
  merchantId: string,
  reference: string,
  reason: string,
): Promise<ReversalResult> {
  return operate(deps, tx, merchantId, reference, {
    from: ['SUCCESS'],
    to: 'REVERSAL_PENDING',
    done: 'REVERSAL_PENDING',
    reason,
    refusals: REVERSAL_REFUSALS,
    verb: 'reversed',
    outcomes: ['REVERSAL_REQUESTED', 'ALREADY_REQUESTED'],
  });
}

/** The statuses whose next outcome the sandbox can still plan, and the outcomes each allows. */
const PLANNABLE: Partial<Record<TransactionStatus, readonly PlannedOutcome[]>> = {
  ACKNOWLEDGED: ['SUCCESS', 'FAILED', 'RETURNED'],
  PENDING: ['SUCCESS', 'FAILED', 'RETURNED'],
  SUCCESS: ['SUCCESS', 'RETURNED'],
  REVERSAL_PENDING: ['SUCCESS', 'RETURNED'],
  REVERSAL_REJECTED: ['SUCCESS', 'RETURNED'],
};

/** The stored plan (provider.transactions.planned_outcome) an outcome is at a status. */
function storedPlan(status: TransactionStatus, outcome: PlannedOutcome, errorCode?: string): string | null {
  if (outcome === 'FAILED') return `FAILED:${errorCode ?? 'GSME3032'}`;
  if (outcome === 'RETURNED') return 'RETURNED';
  return status === 'REVERSAL_PENDING' ? 'REVERSAL_REJECTED' : null;
}

/** What the sandbox's magic values plan for a transaction at its status (model.ts). */
function naturalPlan(row: TransactionRow): string | null {
  const status = row.status as TransactionStatus;
  if (status === 'REVERSAL_PENDING')
    return plannedReversalOutcome(row.errorMessage?.replace(REVERSAL_REQUEST_PREFIX, '') ?? '');
  const natural = plannedTransactionOutcome((row.request as { amount: string }).amount, row.partnerRef);
  if (status === 'ACKNOWLEDGED' || status === 'PENDING') return natural;
  return status === 'SUCCESS' && natural === 'RETURNED' ? 'RETURNED' : null;
}

/** The planned-outcome answer: the plan read back as an outcome at the row's status. */
function toPlannedOutcome(row: TransactionRow): PlannedOutcomeAnswer {
  const status = row.status as TransactionStatus;
  const plan = row.plannedOutcome;
  const outcome: PlannedOutcome | null = !PLANNABLE[status]
    ? null
    : plan?.startsWith('FAILED')
      ? 'FAILED'
      : plan === 'RETURNED' || (status === 'REVERSAL_PENDING' && plan !== 'REVERSAL_REJECTED')
        ? 'RETURNED'
        : 'SUCCESS';
  return {
    transactionReference: row.serviceRef,
    status,
    outcome,
    ...(outcome === 'FAILED' ? { errorCode: plan!.split(':')[1] as PlannedOutcomeAnswer['errorCode'] } : {}),
    natural: outcome === null || (plan ?? null) === naturalPlan(row),
    nextStepAt: row.nextStepAt?.toISOString() ?? null,
  };
}

/** GET /api/v1/sandbox/transactions/{reference}/planned-outcome: the next outcome the lifecycle will play. */
export async function getPlannedOutcome(deps: ProviderDeps, merchantId: string, reference: string) {
  const row = await findTransaction(deps.db, merchantId, reference);
  return toPlannedOutcome(foundOrThrow(row, transactionNotFound(reference)));
}

/**
 * Sets (or, with `undefined`, resets to what the magic values give) the next outcome a sandbox
 * transaction's lifecycle plays at its own pace; nothing moves now. A paid-out transaction that is
 * to be returned gets a next step one sandbox step on; one that is to stay paid out, none. Refused
 * (ApiError) when the transaction has reached its end (TRANSACTION_ALREADY_FINAL) or the outcome
 * can no longer happen (INVALID_TRANSITION: a paid-out transaction cannot fail).
 */
export async function planTransactionOutcome(
  deps: ProviderDeps,
  merchantId: string,
  reference: string,
  plan: PlannedOutcomeRequest | undefined,
): Promise<PlannedOutcomeAnswer> {
  return deps.db.transaction(async (tx) => {
    const row = foundOrThrow(
      await findTransaction(tx, merchantId, reference, { forUpdate: true }),
      transactionNotFound(reference),
    );
    const status = row.status as TransactionStatus;
    const allowed = PLANNABLE[status];
    if (!allowed)
      throw new ApiError(
        'TRANSACTION_ALREADY_FINAL',
        `Transaction ${row.serviceRef} is ${status}: it has reached its end, so no outcome can be planned for it`,
        [{ field: 'transactionReference', message: `is ${status}: it has reached its end` }],
      );
    if (plan && !allowed.includes(plan.outcome))
      throw new ApiError(
        'INVALID_TRANSITION',
        `Transaction ${row.serviceRef} is ${status}: it was already paid out, so it can no longer be ${plan.outcome}`,
        [{ field: 'outcome', message: `cannot be ${plan.outcome}: the transaction is ${status} (already paid out)` }],
      );
    const plannedOutcome = plan ? storedPlan(status, plan.outcome, plan.errorCode) : naturalPlan(row);
    const paidOut = status === 'SUCCESS' || status === 'REVERSAL_REJECTED';
    const now = deps.now();
    const nextStepAt = !paidOut
      ? row.nextStepAt
      : plannedOutcome === 'RETURNED'
        ? (row.nextStepAt ?? new Date(now.getTime() + deps.config.sandboxStepMs))
        : null;
    const [updated] = await tx
      .update(transactions)
      .set({ plannedOutcome, nextStepAt, updatedAt: now })
      .where(eq(transactions.serviceRef, row.serviceRef))
      .returning();
    return toPlannedOutcome(updated!);
  });
}
