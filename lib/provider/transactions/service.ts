import { and, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import {
  checkRequestDate,
  TRANSACTION_STATUS_TEXT,
  type TransactionQueryResponse,
  type TransactionRequestAsSent,
  type TransactionResponse,
  type TransactionStatus,
} from '@/lib/schemas/transaction';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { NotFound } from '../http/not-found';
import { assertSameRequest, requestHash, type Idempotent } from '../idempotency/service';
import { newServiceRef } from '../references';
import {
  acknowledgement,
  insertAcknowledged,
  quoteError,
  shortfallError,
  type StoredRequest,
} from './create-transaction';

export type TransactionRow = typeof transactions.$inferSelect;

export const transactionNotFound = (reference: string): NotFound => ({
  noun: 'transaction',
  id: reference,
  field: 'transactionReference',
  detail: 'is not a known transaction reference',
});

async function firstTransaction(
  db: DbOrTx,
  merchantId: string,
  match: SQL | undefined,
  forUpdate: boolean,
): Promise<TransactionRow | undefined> {
  const query = db
    .select()
    .from(transactions)
    .where(and(eq(transactions.merchantId, merchantId), match))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/**
 * By the service's reference or the caller's (reference A.7: either is accepted); `forUpdate`
 * locks the row for a transition in the caller's transaction.
 */
export async function findTransaction(
  db: DbOrTx,
  merchantId: string,
  reference: string,
  options: { forUpdate?: boolean } = {},
): Promise<TransactionRow | undefined> {
  const match = or(eq(transactions.serviceRef, reference), eq(transactions.partnerRef, reference));
  return firstTransaction(db, merchantId, match, options.forUpdate ?? false);
}

const findByPartnerRef = (db: DbOrTx, merchantId: string, partnerRef: string) =>
  firstTransaction(db, merchantId, eq(transactions.partnerRef, partnerRef), false);

function replayOrConflict(row: TransactionRow, hash: string, typeAsSent: string | undefined): TransactionResponse {
  assertSameRequest(row, hash, { field: 'transactionReference', value: row.partnerRef, noun: 'transaction' });
  return echoType(acknowledgement(row.serviceRef, row.request as unknown as StoredRequest), typeAsSent);
}

/** The answer with `type` as this request sent it (inttransfer), the record being a p2p. */
function echoType(answer: TransactionResponse, typeAsSent: string | undefined): TransactionResponse {
  return typeAsSent ? { ...answer, type: typeAsSent as TransactionResponse['type'] } : answer;
}

/**
 * Creates a transaction, idempotent on the caller's transactionReference: the same body replays
 * the first answer (also when its quote is now used), another body is DUPLICATE_REFERENCE. The
 * create itself is one all-or-nothing SQL statement (create-transaction.ts); only refusals cost
 * more queries, which read and explain but never undo.
 *
 * The provider's dialect arrives already read by the schema: the reference under either name is
 * `transactionReference`, and an `inttransfer` is a p2p with `typeAsSent`. The record, its hash
 * (so a replay under the other name, or as p2p, is the same request), its events and webhooks
 * are the p2p's; only the answer echoes the type as this request sent it.
 */
export async function createTransaction(
  deps: ProviderDeps,
  merchantId: string,
  sent: TransactionRequestAsSent,
): Promise<Idempotent<TransactionResponse>> {
  const { typeAsSent, ...request } = sent;
  const now = deps.now();
  const stored = { ...request, requestDate: request.requestDate.toISOString() } as StoredRequest;
  const hash = requestHash(stored);
  const serviceRef = newServiceRef(now);
  const dateProblem = checkRequestDate(request.requestDate, now);
  if (dateProblem) {
    const existing = await findByPartnerRef(deps.db, merchantId, stored.transactionReference);
    if (existing) return { body: replayOrConflict(existing, hash, typeAsSent), replayed: true };
    throw new ApiError('REQUEST_DATE_INVALID', `requestDate ${dateProblem}`, [
      { field: 'requestDate', message: dateProblem },
    ]);
  }
  const outcome = await insertAcknowledged(deps, merchantId, serviceRef, stored, hash);
  if (outcome.inserted !== outcome.debited)
    throw new Error(
      `transaction ${serviceRef}: inserted ${outcome.inserted} and debited ${outcome.debited}: CREATE_TRANSACTION_SQL is broken`,
    );
  if (outcome.inserted === 1)
    return { body: echoType(acknowledgement(serviceRef, stored), typeAsSent), replayed: false };
  // Nothing was written. Idempotency before business rules: a known reference answers as a replay or a conflict.
  const existing = await findByPartnerRef(deps.db, merchantId, stored.transactionReference);
  if (existing) return { body: replayOrConflict(existing, hash, typeAsSent), replayed: true };
  const quoteProblem = await quoteError(deps.db, merchantId, stored, now);
  if (quoteProblem) throw quoteProblem;
  throw await shortfallError(deps.db, merchantId, stored);
}

/** The transaction query's answer (reference A.7): machine status and the readable text. */
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
    // a return's or a cancellation's reason, which has no code
    ...(!row.errorCode && row.errorMessage ? { errorMessage: row.errorMessage } : {}),
  };
}
