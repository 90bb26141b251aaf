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

/** The statuses whose errorMessage is a reason in words: a failure, a cancellation, a return, a reversal. */
const EXPLAINED = ['FAILED', 'CANCELLED', 'RETURNED', 'REVERSAL_PENDING', 'REVERSAL_REJECTED'];

/** The error fields as the desk keeps them: the remit code unless `0000`, the reason where there is one. */
export function transactionErrorFields(status: string, errorCode?: string | null, errorMessage?: string | null) {
  return {
    errorCode: errorCode && errorCode !== NO_ERROR ? errorCode : null,
    errorMessage: EXPLAINED.includes(status) ? (errorMessage ?? null) : null,
  };
}

/** What both status webhooks say, in the desk's words. */
interface WebhookStatus {
  reference: string;
  serviceRef: string;
  status: string;
  final: boolean;
  errorCode: string | null;
  errorMessage: string | null;
}

/** Status webhooks by event type prefix: which remittance kind, and how its data reads. */
const STATUS_WEBHOOKS: readonly {
  prefix: string;
  kind: RemittanceKindName;
  data: z.ZodType<WebhookStatus, unknown>;
}[] = [
  {
    prefix: 'transaction.',
    kind: 'transaction',
    data: transactionWebhookData.transform((d) => ({
      reference: d.partnerTransactionReference,
      serviceRef: d.transactionReference,
      status: d.status,
      final: d.final,
      ...transactionErrorFields(d.status, d.errorCode, d.errorMessage),
    })),
  },
  {
    prefix: 'payment.',
    kind: 'payment',
    data: paymentWebhookData.transform((d) => ({
      reference: d.requestId,
      serviceRef: d.serviceRef,
      status: d.status,
      final: d.final,
      errorCode: null,
      errorMessage: d.failureReason ?? null,
    })),
  },
];

/**
 * The remittance status a webhook carries, or undefined for other events (files) and for data
 * that is not a status message (it was stored as received; nothing to apply).
 */
export function remittanceSignalOf(eventType: string, data: Record<string, unknown>): RemittanceSignal | undefined {
  const webhook = STATUS_WEBHOOKS.find((candidate) => eventType.startsWith(candidate.prefix));
  const parsed = webhook?.data.safeParse(data);
  if (!webhook || !parsed?.success) return undefined;
  const { serviceRef, ...status } = parsed.data;
  return {
    kind: webhook.kind,
    reference: status.reference,
    serviceRef,
    update: { ...status, source: 'webhook', details: { eventType } },
  };
}
