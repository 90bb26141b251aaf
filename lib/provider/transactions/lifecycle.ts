import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { transactionQuotes, transactions } from '@/lib/db/schema';
import type { TransactionStatus } from '@/lib/schemas/transaction';
import type { ProviderDeps } from '../deps';
import { postEntry } from '../ledger/service';
import { advanceDueRows, stepToNext } from '../lifecycle/advance-due';
import { forceTransition } from '../lifecycle/force-transition';
import { assertMoveAllowed, movedMeanwhile } from '../lifecycle/assert-move';
import { recordTransition } from '../lifecycle/record-transition';
import { REFUNDING, REMIT_FAILURES, TRANSACTION_TRANSITIONS, type RemitFailureCode } from './model';
import { findTransaction, transactionNotFound, type TransactionRow } from './service';
import { transactionWebhook } from './webhook-payload';

function nextStatus(row: TransactionRow): TransactionStatus | undefined {
  switch (row.status as TransactionStatus) {
    case 'ACKNOWLEDGED':
      return 'PENDING';
    case 'PENDING':
      return row.plannedOutcome?.startsWith('FAILED') ? 'FAILED' : 'SUCCESS';
    case 'SUCCESS':
      return row.plannedOutcome === 'RETURNED' ? 'RETURNED' : undefined;
    default:
      return undefined;
  }
}

/** The remit failure a move to FAILED carries: the planned one, or the generic remit failure. */
function failureOf(row: TransactionRow, reason?: string): { code: string; message: string } {
  const planned = row.plannedOutcome?.split(':')[1] as RemitFailureCode | undefined;
  const code: RemitFailureCode = planned && planned in REMIT_FAILURES ? planned : 'GSME3032';
  return { code, message: reason ?? REMIT_FAILURES[code] };
}

/** Credits the sender back what the quote debited (FAILED, CANCELLED, RETURNED). */
async function refund(tx: Tx, row: TransactionRow): Promise<void> {
  const [quote] = await tx
    .select({ amount: transactionQuotes.sendingAmount, currency: transactionQuotes.sendingCurrency })
    .from(transactionQuotes)
    .where(eq(transactionQuotes.quoteId, row.quoteId))
    .limit(1);
  if (!quote) throw new Error(`quote ${row.quoteId} of ${row.serviceRef} is missing`);
  await postEntry(tx, {
    merchantId: row.merchantId,
    currency: quote.currency,
    amount: quote.amount,
    kind: 'REFUND',
    reference: row.serviceRef,
  });
}

/** Moves one locked transaction along an allowed edge, with its refund, event and webhook. */
export async function applyTransactionTransition(
  deps: ProviderDeps,
  tx: Tx,
  row: TransactionRow,
  to: TransactionStatus,
  actor: string,
  reason?: string,
): Promise<TransactionRow> {
  const from = row.status as TransactionStatus;
  assertMoveAllowed(TRANSACTION_TRANSITIONS, 'transaction', from, to);
  const now = deps.now();
  const failure = to === 'FAILED' ? failureOf(row, reason) : undefined;
  const moreToCome = to === 'PENDING' || (to === 'SUCCESS' && row.plannedOutcome === 'RETURNED');
  if (REFUNDING.includes(to)) await refund(tx, row);
  const [moved] = await tx
    .update(transactions)
    .set({
      status: to,
      updatedAt: now,
      nextStepAt: moreToCome ? new Date(now.getTime() + deps.config.sandboxStepMs) : null,
      errorCode: failure?.code ?? row.errorCode,
      errorMessage: failure?.message ?? (to === 'CANCELLED' ? (reason ?? 'Cancelled by the sender') : row.errorMessage),
    })
    .where(and(eq(transactions.serviceRef, row.serviceRef), eq(transactions.status, from)))
    .returning();
  if (!moved) throw movedMeanwhile('Transaction', row.serviceRef);
  await recordTransition(
    tx,
    {
      merchantId: row.merchantId,
      aggregate: 'transaction',
      ref: row.serviceRef,
      from,
      to,
      actor,
      reason: failure?.message ?? reason,
      at: now,
    },
    transactionWebhook(moved, from),
  );
  return moved;
}

/** Advances due transactions one step each (see advanceDueRows: claimed once, by the service clock). */
export async function advanceDueTransactions(deps: ProviderDeps, limit = 100): Promise<number> {
  const rowKey = (row: TransactionRow) => eq(transactions.serviceRef, row.serviceRef);
  const move = (tx: Tx, row: TransactionRow, to: TransactionStatus) =>
    applyTransactionTransition(deps, tx, row, to, 'worker');
  return advanceDueRows(deps, { table: transactions, rowKey, limit }, stepToNext(nextStatus, move));
}

/**
 * Sandbox control: force a transaction, found by either reference, along an allowed edge now
 * (e.g. FAILED with a reason; a forced SUCCESS is final).
 */
export async function forceTransactionTransition(
  deps: ProviderDeps,
  merchantId: string,
  reference: string,
  to: TransactionStatus,
  reason?: string,
): Promise<TransactionRow> {
  return forceTransition(deps, {
    lock: (tx) => findTransaction(tx, merchantId, reference, { forUpdate: true }),
    notFound: transactionNotFound(reference),
    to,
    settles: 'SUCCESS',
    apply: (tx, row) => applyTransactionTransition(deps, tx, row, to, 'sandbox-control', reason),
  });
}
