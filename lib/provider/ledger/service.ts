import Decimal from 'decimal.js';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { ledgerAccounts, ledgerEntries } from '@/lib/db/schema';
import { formatAmount } from '@/lib/reference/money';
import { encodeStatementCursor, type Balance, type Statement, type StatementCursor } from '@/lib/schemas/balance';

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

export interface StatementPeriod {
  from: Date;
  to: Date;
  limit: number;
  cursor?: StatementCursor;
}

interface StatementRow {
  opening: string | null;
  closing: string | null;
  entries:
    | { id: string; at: string; kind: string; amount: string; balance_after: string; reference: string | null }[]
    | string;
}

/**
 * One page of the statement of a ledger over [from, to): its movements in the ledger's own
 * sequence (the id, which follows the account row's lock, so it is the order the balances moved
 * in), never by created_at alone: two instances whose clocks disagree write times that go back and
 * forth, and a statement ordered by them has running balances that do not add up.
 *
 * A period is a run of ids: from the first id written at or after `from` (by its created_at, on the
 * index ledger_entries_statement) up to the first written at or after `to`, so adjacent periods meet
 * and every movement is in exactly one (one a slow clock wrote just before `from` but after a
 * movement of the period is in it, where its balance is). The opening balance is the balance after the
 * last movement before the run (0 before the first), the closing one after its last; keyset pages
 * after the cursor's id. One statement, so the page and both balances come from one snapshot.
 * `nextCursor` is set when more movements follow in the period.
 */
export async function statementPage(
  db: DbOrTx,
  merchantId: string,
  currency: string,
  period: StatementPeriod,
): Promise<Statement> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const inLedger = (alias: string) =>
    sql`${sql.raw(alias)}.merchant_id = ${merchantId} and ${sql.raw(alias)}.currency = ${currency}`;
  // The id a period starts at for this instant: the first in the sequence written at or after it;
  // past the last id when there is none.
  const firstIdAtOrAfter = (instant: string) =>
    sql`coalesce((select min(b.id) from provider.ledger_entries b
         where ${inLedger('b')} and b.created_at >= ${instant}::timestamptz), ${Number.MAX_SAFE_INTEGER}::bigint)`;
  const balanceBefore = (id: SQL) =>
    sql`(select b.balance_after::text from provider.ledger_entries b
         where ${inLedger('b')} and b.id < ${id} order by b.id desc limit 1)`;
  const after = period.cursor ? sql`and e.id > ${period.cursor.id}::bigint` : sql``;
  const [row] = await queryRows<StatementRow>(
    db,
    sql`with run as (select low, greatest(low, high) as high
                     from (select ${firstIdAtOrAfter(from)} as low, ${firstIdAtOrAfter(to)} as high) bounds)
        select ${balanceBefore(sql`run.low`)} as opening, ${balanceBefore(sql`run.high`)} as closing,
          coalesce((select json_agg(json_build_object(
              'id', p.id::text,
              'at', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'kind', p.kind, 'amount', p.amount::text, 'balance_after', p.balance_after::text,
              'reference', p.reference) order by p.id)
            from (select e.id, e.created_at, e.kind, e.amount, e.balance_after, e.reference
                  from provider.ledger_entries e
                  where ${inLedger('e')} and e.id >= run.low and e.id < run.high ${after}
                  order by e.id
                  limit ${period.limit + 1}) p), '[]'::json) as entries
        from run`,
  );
  const found = typeof row!.entries === 'string' ? (JSON.parse(row!.entries) as StatementRow['entries']) : row!.entries;
  const rows = found as Exclude<StatementRow['entries'], string>;
  const page = rows.slice(0, period.limit);
  const last = page.at(-1);
  const money = (value: string | null) => formatAmount(value ?? 0, currency);
  return {
    currency,
    from,
    to,
    openingBalance: money(row!.opening),
    closingBalance: money(row!.closing),
    entries: page.map((entry) => ({
      id: entry.id,
      at: entry.at,
      kind: entry.kind,
      amount: money(entry.amount),
      balanceAfter: money(entry.balance_after),
      reference: entry.reference,
    })),
    nextCursor: rows.length > period.limit && last ? encodeStatementCursor({ id: Number(last.id) }) : null,
  };
}
