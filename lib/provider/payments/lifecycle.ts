import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import type { PaymentResponse, PaymentStatus } from '@/lib/schemas/payment';
import type { ProviderDeps } from '../deps';
import { postEntry } from '../ledger/service';
import { advanceDueInBatch, type Move } from '../lifecycle/advance-due';
import { forceTransition } from '../lifecycle/force-transition';
import { assertMoveAllowed } from '../lifecycle/assert-move';
import { recordTransition } from '../lifecycle/record-transition';
import { moveEvent, planBatchMoves, updateBatchMoves, updateOnStatus } from '../lifecycle/batch-moves';
import { recordTransitions } from '../lifecycle/record-transitions';
import { COMPLETING, FAILURE_REASON, PAYMENT_TRANSITIONS, RETURN_PREFIX, SANDBOX_RETURN_REASON } from './model';
import { getPayment, paymentNotFound, type PaymentRow } from './service';
import { paymentWebhook } from './webhook-payload';

type StoredRecord = Omit<PaymentResponse, 'status' | 'timeline'>;

/** Where the worker takes a payment next: the planned outcome decides the fork. */
function nextStatus(row: PaymentRow): PaymentStatus | undefined {
  switch (row.status as PaymentStatus) {
    case 'CREATED':
      return 'PROCESSING';
    case 'PROCESSING':
      return row.plannedOutcome === 'FAILED' ? 'FAILED' : 'COMPLETED';
    case 'COMPLETED':
      return row.plannedOutcome === 'RETURNED' ? 'RETURNED' : undefined;
    default:
      return undefined;
  }
}

/** The statuses whose entry moves money in the ledger (see settleLedger): moved one by one by the worker. */
const LEDGER_STATUSES: readonly PaymentStatus[] = ['FAILED', 'CANCELLED', 'RETURNED'];

/**
 * Ledger effect of entering a status, by the service clock and under the payment's service ref:
 * FAILED and CANCELLED give back the debit and the fee (REFUND entries); RETURNED gives back the
 * debit alone (a RETURN entry: the payout happened, the fee is kept) — the rule transactions follow.
 */
async function settleLedger(deps: ProviderDeps, tx: Tx, row: PaymentRow, to: PaymentStatus): Promise<void> {
  const record = row.record as StoredRecord;
  const credit = (currency: string, amount: number, kind: 'REFUND' | 'RETURN') =>
    postEntry(tx, {
      merchantId: row.merchantId,
      currency,
      amount: new Decimal(amount),
      kind,
      reference: row.serviceRef,
      at: deps.now(),
    });
  if (to === 'RETURNED') await credit(record.amount.debitCurrency, record.amount.debitAmount, 'RETURN');
  if (to === 'FAILED' || to === 'CANCELLED') {
    await credit(record.amount.debitCurrency, record.amount.debitAmount, 'REFUND');
    if (!new Decimal(record.fee.feeAmount).isZero())
      await credit(record.fee.feeCurrency, record.fee.feeAmount, 'REFUND');
  }
}

/** What a move at `now` sets on the row, and the failure reason its event and webhook carry. */
function planMove(
  deps: ProviderDeps,
  row: PaymentRow,
  to: PaymentStatus,
  reason: string | undefined,
  now = deps.now(),
) {
  const moreToCome =
    to === 'CREATED' || to === 'PROCESSING' || (to === 'COMPLETED' && row.plannedOutcome === 'RETURNED');
  const failureReason =
    to === 'FAILED'
      ? (reason ?? FAILURE_REASON)
      : to === 'RETURNED'
        ? `${RETURN_PREFIX}${reason ?? SANDBOX_RETURN_REASON}`
        : undefined;
  return {
    set: {
      status: to,
      updatedAt: now,
      completedAt: COMPLETING.includes(to) ? now : row.completedAt,
      nextStepAt: moreToCome ? new Date(now.getTime() + deps.config.sandboxStepMs) : null,
      record: failureReason ? { ...(row.record as object), failureReason } : row.record,
    },
    failureReason,
  };
}

/** Moves one locked payment along an allowed edge, with its ledger effect, event and webhook. */
export async function applyPaymentTransition(
  deps: ProviderDeps,
  tx: Tx,
  row: PaymentRow,
  to: PaymentStatus,
  actor: string,
  reason?: string,
): Promise<PaymentRow> {
  const from = row.status as PaymentStatus;
  assertMoveAllowed(PAYMENT_TRANSITIONS, 'payment', from, to);
  const { set, failureReason } = planMove(deps, row, to, reason);
  await settleLedger(deps, tx, row, to);
  const moved = await updateOnStatus<PaymentRow>(tx, payments, 'Payment', row, from, set);
  await recordTransition(
    tx,
    moveEvent('payment', row, { from, to, actor, reason: failureReason ?? reason, at: set.updatedAt }),
    paymentWebhook(moved, from, failureReason),
  );
  return moved;
}

/**
 * The set-based applyPaymentTransition, for moves without a ledger effect (CREATED → PROCESSING,
 * PROCESSING → COMPLETED): moves many locked payments, each along an allowed edge, with one
 * UPDATE … FROM (the moves) … RETURNING, then writes their events and webhooks with one statement
 * (recordTransitions), in the caller's database transaction. The columns set and the webhooks are
 * those applyPaymentTransition would set and send, row by row (such moves leave the record as is).
 */
export async function applyPaymentTransitions(
  deps: ProviderDeps,
  tx: Tx,
  moves: readonly Move<PaymentRow, PaymentStatus>[],
  actor: string,
): Promise<PaymentRow[]> {
  if (moves.length === 0) return [];
  const at = deps.now();
  const planned = planBatchMoves(
    moves,
    { transitions: PAYMENT_TRANSITIONS, noun: 'payment', alone: LEDGER_STATUSES },
    (row, to) => planMove(deps, row, to, undefined, at),
  );
  const moved = await updateBatchMoves(tx, payments, 'Payment', planned, at, {
    completedAt: { of: (p) => p.set.completedAt?.toISOString() ?? null, cast: 'timestamptz' },
    nextStepAt: { of: (p) => p.set.nextStepAt?.toISOString() ?? null, cast: 'timestamptz' },
  });
  await recordTransitions(
    tx,
    moved.map(({ row, from, to }) => ({
      transition: moveEvent('payment', row, { from, to, actor, reason: undefined, at }),
      webhook: paymentWebhook(row, from),
    })),
  );
  return moved.map(({ row }) => row);
}

/**
 * Advances due payments one step each (see advanceDueInBatch: claimed once, by the service clock):
 * the moves without a ledger effect together, FAILED and RETURNED one by one.
 */
export async function advanceDuePayments(deps: ProviderDeps, limit = 50): Promise<number> {
  return advanceDueInBatch(
    deps,
    { table: payments, rowKey: (row) => eq(payments.serviceRef, row.serviceRef), limit },
    {
      next: nextStatus,
      perRow: ({ to }) => LEDGER_STATUSES.includes(to),
      one: (tx, { row, to }) => applyPaymentTransition(deps, tx, row, to, 'worker'),
      all: (tx, moves) => applyPaymentTransitions(deps, tx, moves, 'worker'),
    },
  );
}

/** Sandbox control: force a payment along an allowed edge now (a forced COMPLETED is final). */
export async function forcePaymentTransition(
  deps: ProviderDeps,
  merchantId: string,
  serviceRef: string,
  to: PaymentStatus,
  reason?: string,
): Promise<PaymentRow> {
  return forceTransition(deps, {
    lock: (tx) => getPayment(tx, merchantId, serviceRef, { forUpdate: true }),
    notFound: paymentNotFound(serviceRef),
    to,
    settles: 'COMPLETED',
    apply: (tx, row) => applyPaymentTransition(deps, tx, row, to, 'sandbox-control', reason),
  });
}
