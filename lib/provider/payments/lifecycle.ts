import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import type { PaymentResponse, PaymentStatus } from '@/lib/schemas/payment';
import type { ProviderDeps } from '../deps';
import { foundOrThrow } from '../http/not-found';
import { postEntry } from '../ledger/service';
import { advanceDueRows } from '../lifecycle/advance-due';
import { assertMoveAllowed, movedMeanwhile } from '../lifecycle/assert-move';
import { recordTransition } from '../lifecycle/record-transition';
import { COMPLETING, FAILURE_REASON, PAYMENT_TRANSITIONS } from './model';
import { getPayment, paymentNotFound, type PaymentRow } from './service';
import { paymentWebhook } from './webhook-payload';

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

/** Ledger effect of entering a status: refunds on FAILED/CANCELLED (debit + fee), RETURNED (debit only). */
async function settleLedger(tx: Tx, row: PaymentRow, to: PaymentStatus): Promise<void> {
  const record = row.record as Omit<PaymentResponse, 'status' | 'timeline'>;
  const refundDebit = to === 'FAILED' || to === 'CANCELLED' || to === 'RETURNED';
  const refundFee = to === 'FAILED' || to === 'CANCELLED';
  if (refundDebit)
    await postEntry(tx, {
      merchantId: row.merchantId,
      currency: record.amount.debitCurrency,
      amount: new Decimal(record.amount.debitAmount),
      kind: 'REFUND',
      reference: row.serviceRef,
    });
  if (refundFee)
    await postEntry(tx, {
      merchantId: row.merchantId,
      currency: record.fee.feeCurrency,
      amount: new Decimal(record.fee.feeAmount),
      kind: 'REFUND',
      reference: `${row.serviceRef}:fee`,
    });
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
  await settleLedger(tx, row, to);
  const failureReason = to === 'FAILED' ? (reason ?? FAILURE_REASON) : undefined;
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
  return advanceDueRows(
    deps,
    { table: payments, rowKey: (row) => eq(payments.serviceRef, row.serviceRef), limit },
    async (tx, row) => {
      const to = nextStatus(row);
      if (to) await applyPaymentTransition(deps, tx, row, to, 'worker');
      return to !== undefined;
    },
  );
}

/** Sandbox control: force a payment along an allowed edge now. */
export async function forcePaymentTransition(
  deps: ProviderDeps,
  merchantId: string,
  serviceRef: string,
  to: PaymentStatus,
  reason?: string,
): Promise<PaymentRow> {
  return deps.db.transaction(async (tx) => {
    const row = foundOrThrow(
      await getPayment(tx, merchantId, serviceRef, { forUpdate: true }),
      paymentNotFound(serviceRef),
    );
    // A forced COMPLETED is final: clear a planned return so the worker does not move it on.
    const target = to === 'COMPLETED' ? { ...row, plannedOutcome: null } : row;
    return applyPaymentTransition(deps, tx, target, to, 'sandbox-control', reason);
  });
}
