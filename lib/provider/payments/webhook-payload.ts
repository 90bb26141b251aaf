import type { payments } from '@/lib/db/schema';
import { FINAL_PAYMENT_STATUSES, type PaymentStatus } from '@/lib/schemas/payment';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment status webhook: event type per status, `final` on the end states (FAILED, RETURNED,
 * CANCELLED) only — COMPLETED is paid out and may still be returned, whatever the sandbox plans.
 * FAILED and RETURNED carry their reason (failureReason).
 */
export function paymentWebhook(row: PaymentRow, previousStatus: string | null, failureReason?: string) {
  const status = row.status as PaymentStatus;
  return {
    eventType: `payment.${status.toLowerCase()}`,
    payload: {
      serviceRef: row.serviceRef,
      requestId: row.requestId,
      merchantRef: row.merchantRef,
      status,
      previousStatus,
      final: FINAL_PAYMENT_STATUSES.includes(status),
      ...(failureReason ? { failureReason } : {}),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
