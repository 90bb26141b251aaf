import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { transactionQuotes, transactions } from '@/lib/db/schema';
import type { TransactionStatus } from '@/lib/schemas/transaction';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { postEntry } from '../ledger/service';
import { recordTransition } from '../lifecycle/record-transition';
import { REFUNDING, REMIT_FAILURES, TRANSACTION_TRANSITIONS, type RemitFailureCode } from './model';
import { transactionWebhook } from './webhook-payload';

type TransactionRow = typeof transactions.$inferSelect;

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

export async function applyTransactionTransition(
  tx: Tx,
  deps: ProviderDeps,
  row: TransactionRow,
  to: TransactionStatus,
  actor: string,
  reason?: string,
): Promise<TransactionRow> {
  const from = row.status as TransactionStatus;
  if (!TRANSACTION_TRANSITIONS[from].includes(to)) {
    throw new ApiError(
      'INVALID_TRANSITION',
      `A ${from} transaction cannot become ${to}; allowed: ${TRANSACTION_TRANSITIONS[from].join(', ') || 'none (final)'}`,
      [{ field: 'to', message: `is not allowed from ${from}` }],
    );
  }
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
  if (!moved) throw new ApiError('INVALID_TRANSITION', `Transaction ${row.serviceRef} moved meanwhile; read it again`);
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

/** Advances due transactions one step each (claimed with FOR UPDATE SKIP LOCKED). */
export async function advanceDueTransactions(deps: ProviderDeps, limit = 100): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(transactions)
      .where(and(isNotNull(transactions.nextStepAt), lte(transactions.nextStepAt, deps.now())))
      .orderBy(asc(transactions.nextStepAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const to = nextStatus(row);
      if (to) await applyTransactionTransition(tx, deps, row, to, 'worker');
      else await tx.update(transactions).set({ nextStepAt: null }).where(eq(transactions.serviceRef, row.serviceRef));
    }
    return due.length;
  });
}

/** Sandbox control: force a transaction along an allowed edge now (e.g. FAILED with a reason). */
export async function forceTransactionTransition(
  deps: ProviderDeps,
  row: TransactionRow,
  to: TransactionStatus,
  reason?: string,
): Promise<TransactionRow> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.serviceRef, row.serviceRef))
      .for('update')
      .limit(1);
    const target = to === 'SUCCESS' ? { ...locked!, plannedOutcome: null } : locked!;
    return applyTransactionTransition(tx, deps, target, to, 'sandbox-control', reason);
  });
}
