import type { TransactionStatus } from '@/lib/schemas/transaction';

export interface TransactionWebhookSource {
  serviceRef: string;
  partnerRef: string;
  status: string;
  errorCode: string | null;
  errorMessage: string | null;
  plannedOutcome: string | null;
}

const FINAL: readonly TransactionStatus[] = ['FAILED', 'CANCELLED', 'RETURNED'];

/**
 * The transaction status webhook in the provider's shape (reference A.11: transactionReference,
 * partnerTransactionReference, errorCode `0000` or the remit code, errorMessage, status), fired on
 * every status change; `final` says whether more will follow.
 */
export function transactionWebhook(row: TransactionWebhookSource, previousStatus: string | null) {
  const status = row.status as TransactionStatus;
  const final = FINAL.includes(status) || (status === 'SUCCESS' && row.plannedOutcome !== 'RETURNED');
  return {
    eventType: `transaction.${status.toLowerCase()}`,
    payload: {
      transactionReference: row.serviceRef,
      partnerTransactionReference: row.partnerRef,
      errorCode: row.errorCode ?? '0000',
      errorMessage: row.errorMessage ?? (status === 'FAILED' ? 'Remit failed' : 'Success'),
      status,
      previousStatus,
      final,
    },
  };
}
