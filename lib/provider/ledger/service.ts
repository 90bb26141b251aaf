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

/**
 * What a ledger entry is, as a statement names it:
 * - `SEED`: the sandbox's opening balance; `DEPOSIT`: money paid in;
 * - `TRANSACTION_DEBIT` / `PAYMENT_DEBIT`: a remittance's amount, taken when it is accepted;
 * - `FEE`: its fee, taken beside it (the same reference);
 * - `REFUND`: amount and fee given back when it failed or was cancelled;
 * - `RETURN`: the amount given back when the payout network returned it after paying out (the fee is kept).
 */
export const LEDGER_KINDS = [
  'SEED',
  'DEPOSIT',
  'TRANSACTION_DEBIT',
  'PAYMENT_DEBIT',
  'FEE',
  'REFUND',
  'RETURN',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerPosting {
  merchantId: string;
  currency: string;
  /** Signed decimal: credits positive, debits negative. */
  amount: Decimal.Value;
  kind: LedgerKind;
  /** For a remittance, the API's reference of it (its serviceRef). */
  reference?: string;
  /** When it happened, by the service clock (`deps.now()`); the database's clock when absent. */
  at?: Date;
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
    .values({
      merchantId: posting.merchantId,
      currency: posting.currency,
      balance: amount,
      ...(posting.at ? { updatedAt: posting.at } : {}),
    })
    .onConflictDoUpdate({
      target: [ledgerAccounts.merchantId, ledgerAccounts.currency],
      set: {
        balance: sql`${ledgerAccounts.balance} + ${amount}::numeric`,
        updatedAt: posting.at ?? sql`now()`,
      },
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
    ...(posting.at ? { createdAt: posting.at } : {}),
  });
  return account;
}
