import Decimal from 'decimal.js';
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
import {
  REFUNDING,
  REMIT_FAILURES,
  RETURN_PREFIX,
  SANDBOX_RETURN_REASON,
  TRANSACTION_TRANSITIONS,
  type RemitFailureCode,
} from './model';
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

/**
 * Credits the sender back what the create debited: on FAILED and CANCELLED the amount and the fee
 * (REFUND entries), on RETURNED the amount alone (a RETURN entry; the fee was earned by the payout
 * that happened). Dated by the service clock, referenced by the transaction's service ref.
 */
async function creditBack(deps: ProviderDeps, tx: Tx, row: TransactionRow, to: TransactionStatus): Promise<void> {
  const [quote] = await tx
    .select({
      amount: transactionQuotes.sendingAmount,
      fee: transactionQuotes.fee,
      currency: transactionQuotes.sendingCurrency,
    })
    .from(transactionQuotes)
    .where(eq(transactionQuotes.quoteId, row.quoteId))
    .limit(1);
  if (!quote) throw new Error(`quote ${row.quoteId} of ${row.serviceRef} is missing`);
  const credit = (amount: string, kind: 'REFUND' | 'RETURN') =>
    postEntry(tx, {
      merchantId: row.merchantId,
      currency: quote.currency,
      amount,
      kind,
      reference: row.serviceRef,
      at: deps.now(),
    });
  if (to === 'RETURNED') {
    await credit(quote.amount, 'RETURN');
    return;
  }
  await credit(quote.amount, 'REFUND');
  if (!new Decimal(quote.fee).isZero()) await credit(quote.fee, 'REFUND');
}

/**
 * Moves one locked transaction along an allowed edge, with its ledger credit, event and webhook.
 * FAILED carries the remit error; CANCELLED and RETURNED their reason in words (`reason`, or the
 * sandbox's own).
 */
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
  const explanation =
    to === 'CANCELLED'
      ? (reason ?? 'Cancelled by the sender')
      : to === 'RETURNED'
        ? `${RETURN_PREFIX}${reason ?? SANDBOX_RETURN_REASON}`
        : undefined;
  if (REFUNDING.includes(to)) await creditBack(deps, tx, row, to);
  const [moved] = await tx
    .update(transactions)
    .set({
      status: to,
      updatedAt: now,
      nextStepAt: moreToCome ? new Date(now.getTime() + deps.config.sandboxStepMs) : null,
      errorCode: failure?.code ?? row.errorCode,
      errorMessage: failure?.message ?? explanation ?? row.errorMessage,
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
      reason: failure?.message ?? explanation ?? reason,
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
