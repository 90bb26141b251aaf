import { z } from 'zod';
import type { RemittanceKindName } from './lifecycle';
import type { StatusUpdate } from './apply-status';

/** The transaction status webhook's data (reference A.11; lib/provider/transactions/webhook-payload.ts). */
const transactionWebhookData = z.object({
  transactionReference: z.string().min(1),
  partnerTransactionReference: z.string().min(1),
  status: z.string().min(1),
  previousStatus: z.string().nullish(),
  final: z.boolean(),
  errorCode: z.string().nullish(),
  errorMessage: z.string().nullish(),
});

/** The payment status webhook's data (lib/provider/payments/webhook-payload.ts). */
const paymentWebhookData = z.object({
  serviceRef: z.string().min(1),
  requestId: z.string().min(1),
  merchantRef: z.string().nullish(),
  status: z.string().min(1),
  final: z.boolean(),
  failureReason: z.string().nullish(),
});

/** Which remittance a status message is about, and the status it carries. */
export interface RemittanceSignal {
  kind: RemittanceKindName;
  /** The desk's reference: partnerTransactionReference, or the payment's requestId. */
  reference: string;
  /** The API's own reference. */
  serviceRef: string;
  update: StatusUpdate;
}

/** `0000` with "Success" is how the provider says "no error". */
const NO_ERROR = '0000';

export function transactionErrorFields(status: string, errorCode?: string | null, errorMessage?: string | null) {
  const failed = status === 'FAILED' || status === 'CANCELLED';
  return {
    errorCode: errorCode && errorCode !== NO_ERROR ? errorCode : null,
    errorMessage: failed ? (errorMessage ?? null) : null,
  };
}

/**
 * The remittance status a webhook carries, or undefined for other events (files) and for data
 * that is not a status message (it was stored as received; nothing to apply).
 */
export function remittanceSignalOf(eventType: string, data: Record<string, unknown>): RemittanceSignal | undefined {
  if (eventType.startsWith('transaction.')) {
    const parsed = transactionWebhookData.safeParse(data);
    if (!parsed.success) return undefined;
    const d = parsed.data;
    return {
      kind: 'transaction',
      reference: d.partnerTransactionReference,
      serviceRef: d.transactionReference,
      update: {
        reference: d.partnerTransactionReference,
        status: d.status,
        final: d.final,
        ...transactionErrorFields(d.status, d.errorCode, d.errorMessage),
        source: 'webhook',
        details: { eventType },
      },
    };
  }
  if (eventType.startsWith('payment.')) {
    const parsed = paymentWebhookData.safeParse(data);
    if (!parsed.success) return undefined;
    const d = parsed.data;
    return {
      kind: 'payment',
      reference: d.requestId,
      serviceRef: d.serviceRef,
      update: {
        reference: d.requestId,
        status: d.status,
        final: d.final,
        errorCode: null,
        errorMessage: d.failureReason ?? null,
        source: 'webhook',
        details: { eventType },
      },
    };
  }
  return undefined;
}
