import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import {
  TRANSACTION_STATUS_TEXT,
  type TransactionQueryResponse,
  type TransactionStatus,
} from '@/lib/schemas/transaction';

type TransactionRow = typeof transactions.$inferSelect;

/** By the service's reference or the caller's (reference A.7: either is accepted). */
export async function findTransaction(
  db: DbOrTx,
  merchantId: string,
  reference: string,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.merchantId, merchantId),
        or(eq(transactions.serviceRef, reference), eq(transactions.partnerRef, reference)),
      ),
    )
    .limit(1);
  return row;
}

export function toQueryResponse(row: TransactionRow): TransactionQueryResponse {
  const request = row.request as {
    amount: string;
    currency: string;
    type: TransactionQueryResponse['type'];
    requestDate: string;
    debitParty: { key: string; value: string }[];
    creditParty: { key: string; value: string }[];
  };
  const status = row.status as TransactionStatus;
  return {
    amount: request.amount,
    currency: request.currency,
    type: request.type,
    requestDate: request.requestDate,
    requestingOrganisationTransactionReference: row.partnerRef,
    debitParty: request.debitParty,
    creditParty: request.creditParty,
    transactionReference: row.serviceRef,
    status,
    transactionStatus:
      status === 'FAILED' && row.errorMessage
        ? `${row.errorCode}:${row.errorMessage}`
        : TRANSACTION_STATUS_TEXT[status],
    ...(status === 'SUCCESS' || status === 'RETURNED'
      ? { creditingOrganisationTransactionReference: `PO${row.serviceRef.slice(2)}` }
      : {}),
    ...(row.errorCode ? { errorCode: row.errorCode, errorMessage: row.errorMessage ?? '' } : {}),
  };
}
