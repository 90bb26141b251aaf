import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { ledgerAccounts, ledgerEntries } from '@/lib/db/schema';
import { formatAmount } from '@/lib/reference/money';
import type { Balance } from '@/lib/schemas/balance';

type AccountRow = typeof ledgerAccounts.$inferSelect;

export function toBalance(row: AccountRow): Balance {
  return {
    currency: row.currency,
    currentBalance: formatAmount(row.balance, row.currency),
    availableBalance: formatAmount(new Decimal(row.balance).minus(row.reserved), row.currency),
    reservedBalance: formatAmount(row.reserved, row.currency),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBalances(db: DbOrTx, merchantId: string): Promise<Balance[]> {
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.merchantId, merchantId))
    .orderBy(asc(ledgerAccounts.currency));
  return rows.map(toBalance);
}

export async function getBalance(db: DbOrTx, merchantId: string, currency: string): Promise<Balance | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.currency, currency)))
    .limit(1);
  return row ? toBalance(row) : undefined;
}

export interface LedgerPosting {
  merchantId: string;
  currency: string;
  /** Signed decimal: credits positive, debits negative. */
  amount: Decimal.Value;
  kind: 'SEED' | 'DEPOSIT' | 'PAYMENT_DEBIT' | 'FEE' | 'TRANSACTION_DEBIT' | 'REFUND';
  reference?: string;
}

export class InsufficientFundsError extends Error {
  constructor(readonly currency: string) {
    super(`Insufficient ${currency} balance`);
  }
}

/**
 * Posts one entry: moves the balance and appends the entry in the caller's transaction. A debit
 * that would take the balance below zero posts nothing and throws InsufficientFundsError.
 */
export async function postEntry(tx: DbOrTx, posting: LedgerPosting): Promise<AccountRow> {
  const amount = new Decimal(posting.amount).toFixed();
  const isDebit = new Decimal(posting.amount).isNegative();
  const [account] = await tx
    .insert(ledgerAccounts)
    .values({ merchantId: posting.merchantId, currency: posting.currency, balance: amount })
    .onConflictDoUpdate({
      target: [ledgerAccounts.merchantId, ledgerAccounts.currency],
      set: { balance: sql`${ledgerAccounts.balance} + ${amount}::numeric`, updatedAt: sql`now()` },
      setWhere: isDebit
        ? sql`${ledgerAccounts.balance} - ${ledgerAccounts.reserved} + ${amount}::numeric >= 0`
        : undefined,
    })
    .returning();
  if (!account || new Decimal(account.balance).isNegative()) throw new InsufficientFundsError(posting.currency);
  await tx.insert(ledgerEntries).values({
    merchantId: posting.merchantId,
    currency: posting.currency,
    amount,
    balanceAfter: account.balance,
    kind: posting.kind,
    reference: posting.reference,
  });
  return account;
}
