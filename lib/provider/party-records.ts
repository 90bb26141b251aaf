import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';

/** A table of a merchant's parties (payers, beneficiaries): each ACTIVE or INACTIVE. */
export type PartyTable = PgTable & { id: PgColumn; merchantId: PgColumn; status: PgColumn };

/**
 * The one-record operations a payer and a beneficiary share, both answering undefined for an id of
 * the wrong shape or another merchant's: `get` reads one; `deactivate` marks it INACTIVE (an
 * extension of the interface, which has no update: it stays readable and listed for the payments
 * that used it, and new payments naming it are refused) and is idempotent — deactivating it again
 * answers it as it is.
 */
export function partyRecords<Row, Item>(table: PartyTable, idPattern: RegExp, toItem: (row: Row) => Item) {
  const one = (merchantId: string, id: string) => and(eq(table.id, id), eq(table.merchantId, merchantId));
  const first = (rows: unknown[]) => (rows[0] ? toItem(rows[0] as Row) : undefined);
  return {
    async get(db: DbOrTx, merchantId: string, id: string): Promise<Item | undefined> {
      if (!idPattern.test(id)) return undefined;
      return first(await db.select().from(table).where(one(merchantId, id)).limit(1));
    },
    async deactivate(db: DbOrTx, merchantId: string, id: string): Promise<Item | undefined> {
      if (!idPattern.test(id)) return undefined;
      return first(await db.update(table).set({ status: 'INACTIVE' }).where(one(merchantId, id)).returning());
    },
  };
}
