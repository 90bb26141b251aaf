import Decimal from 'decimal.js';
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  beneficiaries,
  fxQuotes,
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  lifecycleEvents,
  payers,
  payments,
  transactionQuotes,
  transactions,
  webhookDeliveries,
  webhookOutbox,
} from '@/lib/db/schema';
import type { SandboxResetRequest, SandboxResetResponse } from '@/lib/schemas/sandbox-reset';
import { WEBHOOK_MESSAGE_REFERENCE_KEYS } from '@/lib/schemas/webhook-message';

/*
 * The sandbox's reset of one demo run (POST /api/v1/sandbox/reset): everything whose reference
 * starts with the run's prefix goes, in one database transaction, and the balances return to what
 * they would be had it never happened — each removed ledger entry is taken off its account, and
 * off the running balance of every later entry, so a statement still adds up.
 */

/** `column` starts with `prefix` (not LIKE: `_` in a prefix is no wildcard). */
const startsWith = (column: SQL.Aliased | Parameters<typeof eq>[0], prefix: string) =>
  sql`left(${column}, ${prefix.length}) = ${prefix}`;

/** Takes removed ledger entries off their account's balance and off every later entry's balanceAfter. */
async function unwindEntries(
  tx: DbOrTx,
  merchantId: string,
  removed: { id: number; currency: string; amount: string }[],
): Promise<void> {
  const perCurrency = new Map<string, Decimal>();
  for (const entry of removed) {
    perCurrency.set(entry.currency, (perCurrency.get(entry.currency) ?? new Decimal(0)).plus(entry.amount));
    await tx
      .update(ledgerEntries)
      .set({ balanceAfter: sql`${ledgerEntries.balanceAfter} - ${entry.amount}::numeric` })
      .where(
        and(
          eq(ledgerEntries.merchantId, merchantId),
          eq(ledgerEntries.currency, entry.currency),
          gt(ledgerEntries.id, entry.id),
        ),
      );
  }
  for (const [currency, sum] of perCurrency)
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} - ${sum.toFixed()}::numeric` })
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.currency, currency)));
}

/** Removes the webhook messages whose data names one of `references`, with their delivery attempts. */
async function removeMessages(tx: DbOrTx, merchantId: string, references: string[]): Promise<number> {
  if (references.length === 0) return 0;
  const names = references.flatMap((reference) =>
    WEBHOOK_MESSAGE_REFERENCE_KEYS.map(
      (key) => sql`${webhookOutbox.payload} @> ${JSON.stringify({ [key]: reference })}::jsonb`,
    ),
  );
  const messages = await tx
    .delete(webhookOutbox)
    .where(and(eq(webhookOutbox.merchantId, merchantId), or(...names)))
    .returning({ id: webhookOutbox.id });
  const ids = messages.map((m) => m.id);
  if (ids.length > 0) await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.messageId, ids));
  return ids.length;
}

export async function resetSandboxRun(
  db: Db,
  merchantId: string,
  request: SandboxResetRequest,
): Promise<SandboxResetResponse> {
  const prefix = request.referencePrefix;
  return db.transaction(async (tx) => {
    const removedTransactions = await tx
      .delete(transactions)
      .where(and(eq(transactions.merchantId, merchantId), startsWith(transactions.partnerRef, prefix)))
      .returning({
        serviceRef: transactions.serviceRef,
        partnerRef: transactions.partnerRef,
        quoteId: transactions.quoteId,
      });
    const removedPayments = await tx
      .delete(payments)
      .where(
        and(
          eq(payments.merchantId, merchantId),
          or(startsWith(payments.requestId, prefix), startsWith(payments.merchantRef, prefix)),
        ),
      )
      .returning({
        serviceRef: payments.serviceRef,
        requestId: payments.requestId,
        merchantRef: payments.merchantRef,
        quoteId: payments.quoteId,
      });
    const serviceRefs = [...removedTransactions, ...removedPayments].map((r) => r.serviceRef);

    const quoteIds = [
      ...new Set([...removedTransactions, ...removedPayments].map((r) => r.quoteId).concat(request.quoteIds ?? [])),
    ];
    let quotes = 0;
    if (quoteIds.length > 0) {
      const transactionQuoteRows = await tx
        .delete(transactionQuotes)
        .where(and(eq(transactionQuotes.merchantId, merchantId), inArray(transactionQuotes.quoteId, quoteIds)))
        .returning({ id: transactionQuotes.quoteId });
      const fxQuoteRows = await tx
        .delete(fxQuotes)
        .where(and(eq(fxQuotes.merchantId, merchantId), inArray(fxQuotes.id, quoteIds)))
        .returning({ id: fxQuotes.id });
      quotes = transactionQuoteRows.length + fxQuoteRows.length;
    }

    const partyIds = request.partyIds ?? [];
    let parties = 0;
    if (partyIds.length > 0) {
      const payerRows = await tx
        .delete(payers)
        .where(and(eq(payers.merchantId, merchantId), inArray(payers.id, partyIds)))
        .returning({ id: payers.id });
      const beneficiaryRows = await tx
        .delete(beneficiaries)
        .where(and(eq(beneficiaries.merchantId, merchantId), inArray(beneficiaries.id, partyIds)))
        .returning({ id: beneficiaries.id });
      parties = payerRows.length + beneficiaryRows.length;
    }
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.merchantId, merchantId), startsWith(idempotencyKeys.key, prefix)));

    const entries = await tx
      .delete(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.merchantId, merchantId),
          or(
            startsWith(ledgerEntries.reference, prefix),
            serviceRefs.length > 0 ? inArray(ledgerEntries.reference, serviceRefs) : undefined,
          ),
        ),
      )
      .returning({ id: ledgerEntries.id, currency: ledgerEntries.currency, amount: ledgerEntries.amount });
    await unwindEntries(
      tx,
      merchantId,
      entries.sort((a, b) => a.id - b.id),
    );

    const events =
      serviceRefs.length === 0
        ? []
        : await tx
            .delete(lifecycleEvents)
            .where(and(eq(lifecycleEvents.merchantId, merchantId), inArray(lifecycleEvents.ref, serviceRefs)))
            .returning({ id: lifecycleEvents.id });
    const webhookMessages = await removeMessages(tx, merchantId, [
      ...serviceRefs,
      ...removedTransactions.map((r) => r.partnerRef),
      ...removedPayments.flatMap((r) => [r.requestId, r.merchantRef]),
    ]);

    return {
      referencePrefix: prefix,
      removed: {
        transactions: removedTransactions.length,
        payments: removedPayments.length,
        quotes,
        parties,
        ledgerEntries: entries.length,
        lifecycleEvents: events.length,
        webhookMessages,
      },
    };
  });
}
