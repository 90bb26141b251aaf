import type { payments } from '@/lib/db/schema';
import { FINAL_PAYMENT_STATUSES, type PaymentStatus } from '@/lib/schemas/payment';

type PaymentRow = typeof payments.$inferSelect;

/** The payment status webhook: event type per status, `final` on the end states. */
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
      final: FINAL_PAYMENT_STATUSES.includes(status) || (status === 'COMPLETED' && row.plannedOutcome !== 'RETURNED'),
      ...(failureReason ? { failureReason } : {}),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
