import type { TransactionStatus } from '@/lib/schemas/transaction';

export interface TransactionWebhookSource {
  serviceRef: string;
  partnerRef: string;
  status: string;
  errorCode: string | null;
  errorMessage: string | null;
}

/** The end states. SUCCESS is paid out, not final: the payout network may still return it. */
export const FINAL_TRANSACTION_STATUSES: readonly TransactionStatus[] = ['FAILED', 'CANCELLED', 'RETURNED'];

/**
 * The transaction status webhook in the provider's shape (reference A.11: transactionReference,
 * partnerTransactionReference, errorCode `0000` or the remit code, errorMessage, status), fired on
 * every status change; `final` says whether the status can change again — by the lifecycle alone,
 * never by what the sandbox plans (so SUCCESS is never final). FAILED, CANCELLED and RETURNED
 * carry their reason in errorMessage.
 */
export function transactionWebhook(row: TransactionWebhookSource, previousStatus: string | null) {
  const status = row.status as TransactionStatus;
  const final = FINAL_TRANSACTION_STATUSES.includes(status);
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
