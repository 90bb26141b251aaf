import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import type { PaymentResponse, PaymentStatus } from '@/lib/schemas/payment';
import type { ProviderDeps } from '../deps';
import { postEntry } from '../ledger/service';
import { advanceDueRows, stepToNext } from '../lifecycle/advance-due';
import { forceTransition } from '../lifecycle/force-transition';
import { assertMoveAllowed, movedMeanwhile } from '../lifecycle/assert-move';
import { recordTransition } from '../lifecycle/record-transition';
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
  const now = deps.now();
  const moreToCome =
    to === 'CREATED' || to === 'PROCESSING' || (to === 'COMPLETED' && row.plannedOutcome === 'RETURNED');
  await settleLedger(deps, tx, row, to);
  const failureReason =
    to === 'FAILED'
      ? (reason ?? FAILURE_REASON)
      : to === 'RETURNED'
        ? `${RETURN_PREFIX}${reason ?? SANDBOX_RETURN_REASON}`
        : undefined;
  const [moved] = await tx
    .update(payments)
    .set({
      status: to,
      updatedAt: now,
      completedAt: COMPLETING.includes(to) ? now : row.completedAt,
      nextStepAt: moreToCome ? new Date(now.getTime() + deps.config.sandboxStepMs) : null,
      record: failureReason ? { ...(row.record as object), failureReason } : row.record,
    })
    .where(and(eq(payments.serviceRef, row.serviceRef), eq(payments.status, from)))
    .returning();
  if (!moved) throw movedMeanwhile('Payment', row.serviceRef);
  await recordTransition(
    tx,
    {
      merchantId: row.merchantId,
      aggregate: 'payment',
      ref: row.serviceRef,
      from,
      to,
      actor,
      reason: failureReason ?? reason,
      at: now,
    },
    paymentWebhook(moved, from, failureReason),
  );
  return moved;
}

/** Advances due payments one step each (see advanceDueRows: claimed once, by the service clock). */
export async function advanceDuePayments(deps: ProviderDeps, limit = 50): Promise<number> {
  const rowKey = (row: PaymentRow) => eq(payments.serviceRef, row.serviceRef);
  const move = (tx: Tx, row: PaymentRow, to: PaymentStatus) => applyPaymentTransition(deps, tx, row, to, 'worker');
  return advanceDueRows(deps, { table: payments, rowKey, limit }, stepToNext(nextStatus, move));
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
