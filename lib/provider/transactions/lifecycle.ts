import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { transactionQuotes, transactions } from '@/lib/db/schema';
import type { TransactionStatus } from '@/lib/schemas/transaction';
import type { ProviderDeps } from '../deps';
import { postEntry } from '../ledger/service';
import { advanceDueInBatch, type Move } from '../lifecycle/advance-due';
import { forceTransition } from '../lifecycle/force-transition';
import { assertMoveAllowed } from '../lifecycle/assert-move';
import { recordTransition } from '../lifecycle/record-transition';
import { moveEvent, planBatchMoves, updateBatchMoves, updateOnStatus } from '../lifecycle/batch-moves';
import { recordTransitions } from '../lifecycle/record-transitions';
import {
  plannedReversalOutcome,
  REFUNDING,
  REMIT_FAILURES,
  RETURN_PREFIX,
  REVERSAL_REJECTED_REASON,
  REVERSAL_REQUEST_PREFIX,
  REVERSED_PREFIX,
  SANDBOX_RETURN_REASON,
  TRANSACTION_TRANSITIONS,
  type RemitFailureCode,
} from './model';
import { findTransaction, transactionNotFound, type TransactionRow } from './service';
import { transactionWebhook } from './webhook-payload';

function nextStatus(row: TransactionRow): TransactionStatus | undefined {
  switch (row.status as TransactionStatus) {
    case 'ACKNOWLEDGED':
      return 'PENDING';
    case 'PENDING':
      return row.plannedOutcome?.startsWith('FAILED') ? 'FAILED' : 'SUCCESS';
    case 'SUCCESS':
      return row.plannedOutcome === 'RETURNED' ? 'RETURNED' : undefined;
    case 'REVERSAL_PENDING':
      return row.plannedOutcome === 'REVERSAL_REJECTED' ? 'REVERSAL_REJECTED' : 'RETURNED';
    case 'REVERSAL_REJECTED': // the network may still return it (a return planned by the sandbox)
      return row.plannedOutcome === 'RETURNED' ? 'RETURNED' : undefined;
    default:
      return undefined;
  }
}

/** The remit failure a move to FAILED carries: the planned one, or the generic remit failure. */
function failureOf(row: TransactionRow, reason?: string): { code: string; message: string } {
  const planned = row.plannedOutcome?.split(':')[1] as RemitFailureCode | undefined;
  const code: RemitFailureCode = planned && planned in REMIT_FAILURES ? planned : 'GSME3032';
  return { code, message: reason ?? REMIT_FAILURES[code] };
}

/**
 * Credits the sender back what the create debited: on FAILED and CANCELLED the amount and the fee
 * (REFUND entries), on RETURNED the amount alone (a RETURN entry; the fee was earned by the payout
 * that happened). Dated by the service clock, referenced by the transaction's service ref.
 */
async function creditBack(deps: ProviderDeps, tx: Tx, row: TransactionRow, to: TransactionStatus): Promise<void> {
  const [quote] = await tx
    .select({
      amount: transactionQuotes.sendingAmount,
      fee: transactionQuotes.fee,
      currency: transactionQuotes.sendingCurrency,
    })
    .from(transactionQuotes)
    .where(eq(transactionQuotes.quoteId, row.quoteId))
    .limit(1);
  if (!quote) throw new Error(`quote ${row.quoteId} of ${row.serviceRef} is missing`);
  const credit = (amount: string, kind: 'REFUND' | 'RETURN') =>
    postEntry(tx, {
      merchantId: row.merchantId,
      currency: quote.currency,
      amount,
      kind,
      reference: row.serviceRef,
      at: deps.now(),
    });
  if (to === 'RETURNED') {
    await credit(quote.amount, 'RETURN');
    return;
  }
  await credit(quote.amount, 'REFUND');
  if (!new Decimal(quote.fee).isZero()) await credit(quote.fee, 'REFUND');
}

/** The reason in words a move to CANCELLED, RETURNED or a reversal status records. */
function explanationOf(row: TransactionRow, to: TransactionStatus, reason: string | undefined): string | undefined {
  switch (to) {
    case 'CANCELLED':
      return reason ?? 'Cancelled by the sender';
    case 'REVERSAL_PENDING':
      return `${REVERSAL_REQUEST_PREFIX}${reason ?? 'no reason given'}`;
    case 'REVERSAL_REJECTED':
      return reason ?? REVERSAL_REJECTED_REASON;
    case 'RETURNED':
      // A reversal that went through keeps the sender's reason; else the payout network returned it.
      return row.status === 'REVERSAL_PENDING'
        ? `${REVERSED_PREFIX}${reason ?? row.errorMessage?.replace(REVERSAL_REQUEST_PREFIX, '') ?? 'no reason given'}`
        : `${RETURN_PREFIX}${reason ?? SANDBOX_RETURN_REASON}`;
    default:
      return undefined;
  }
}

/** What a move at `now` sets on the row, and the reason its event records. */
function planMove(
  deps: ProviderDeps,
  row: TransactionRow,
  to: TransactionStatus,
  reason: string | undefined,
  now = deps.now(),
) {
  const failure = to === 'FAILED' ? failureOf(row, reason) : undefined;
  const moreToCome =
    to === 'PENDING' || to === 'REVERSAL_PENDING' || (to === 'SUCCESS' && row.plannedOutcome === 'RETURNED');
  const explanation = explanationOf(row, to, reason);
  return {
    set: {
      status: to,
      updatedAt: now,
      nextStepAt: moreToCome ? new Date(now.getTime() + deps.config.sandboxStepMs) : null,
      errorCode: failure?.code ?? row.errorCode,
      errorMessage: failure?.message ?? explanation ?? row.errorMessage,
      // What the receiving partner will answer a reversal (sandbox magic value, model.ts).
      ...(to === 'REVERSAL_PENDING' ? { plannedOutcome: plannedReversalOutcome(reason ?? '') } : {}),
    },
    eventReason: failure?.message ?? explanation ?? reason,
  };
}

/**
 * Moves one locked transaction along an allowed edge, with its ledger credit, event and webhook.
 * FAILED carries the remit error; CANCELLED and RETURNED their reason in words (`reason`, or the
 * sandbox's own).
 */
export async function applyTransactionTransition(
  deps: ProviderDeps,
  tx: Tx,
  row: TransactionRow,
  to: TransactionStatus,
  actor: string,
  reason?: string,
): Promise<TransactionRow> {
  const from = row.status as TransactionStatus;
  assertMoveAllowed(TRANSACTION_TRANSITIONS, 'transaction', from, to);
  const { set, eventReason } = planMove(deps, row, to, reason);
  if (REFUNDING.includes(to)) await creditBack(deps, tx, row, to);
  const moved = await updateOnStatus<TransactionRow>(tx, transactions, 'Transaction', row, from, set);
  await recordTransition(
    tx,
    moveEvent('transaction', row, { from, to, actor, reason: eventReason, at: set.updatedAt }),
    transactionWebhook(moved, from),
  );
  return moved;
}

/**
 * The set-based applyTransactionTransition, for moves without a ledger effect (ACKNOWLEDGED →
 * PENDING, PENDING → SUCCESS): moves many locked transactions, each along an allowed edge, with
 * one UPDATE … FROM (the moves) … RETURNING, then writes their events and webhooks with one
 * statement (recordTransitions), in the caller's database transaction. The columns set and the
 * webhooks are those applyTransactionTransition would set and send, row by row.
 */
export async function applyTransactionTransitions(
  deps: ProviderDeps,
  tx: Tx,
  moves: readonly Move<TransactionRow, TransactionStatus>[],
  actor: string,
): Promise<TransactionRow[]> {
  if (moves.length === 0) return [];
  const at = deps.now();
  const planned = planBatchMoves(
    moves,
    { transitions: TRANSACTION_TRANSITIONS, noun: 'transaction', alone: REFUNDING },
    (row, to) => planMove(deps, row, to, undefined, at),
  );
  const moved = await updateBatchMoves(tx, transactions, 'Transaction', planned, at, {
    nextStepAt: { of: (p) => p.set.nextStepAt?.toISOString() ?? null, cast: 'timestamptz' },
    errorCode: { of: (p) => p.set.errorCode },
    errorMessage: { of: (p) => p.set.errorMessage },
  });
  await recordTransitions(
    tx,
    moved.map(({ row, from, to, eventReason }) => ({
      transition: moveEvent('transaction', row, { from, to, actor, reason: eventReason, at }),
      webhook: transactionWebhook(row, from),
    })),
  );
  return moved.map(({ row }) => row);
}

/**
 * Advances due transactions one step each (see advanceDueInBatch: claimed once, by the service
 * clock): the moves without a ledger effect together, FAILED and RETURNED one by one.
 */
export async function advanceDueTransactions(deps: ProviderDeps, limit = 100): Promise<number> {
  return advanceDueInBatch(
    deps,
    { table: transactions, rowKey: (row) => eq(transactions.serviceRef, row.serviceRef), limit },
    {
      next: nextStatus,
      perRow: ({ to }) => REFUNDING.includes(to),
      one: (tx, { row, to }) => applyTransactionTransition(deps, tx, row, to, 'worker'),
      all: (tx, moves) => applyTransactionTransitions(deps, tx, moves, 'worker'),
    },
  );
}

/**
 * Sandbox control: force a transaction, found by either reference, along an allowed edge now
 * (e.g. FAILED with a reason, or with one of the sandbox's remit failure codes; a forced SUCCESS is final).
 */
export async function forceTransactionTransition(
  deps: ProviderDeps,
  merchantId: string,
  reference: string,
  to: TransactionStatus,
  reason?: string,
  errorCode?: RemitFailureCode,
): Promise<TransactionRow> {
  return forceTransition(deps, {
    lock: (tx) => findTransaction(tx, merchantId, reference, { forUpdate: true }),
    notFound: transactionNotFound(reference),
    to,
    settles: 'SUCCESS',
    apply: (tx, row) =>
      applyTransactionTransition(
        deps,
        tx,
        // A named failure is the one the move carries, as if the sandbox had planned it.
        to === 'FAILED' && errorCode ? { ...row, plannedOutcome: `FAILED:${errorCode}` } : row,
        to,
        'sandbox-control',
        reason,
      ),
  });
}
