import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { encodeListCursor, searchPattern, type ListQuery } from '@/lib/schemas/list';

/** A table of merchant records listable newest first; `search` matches its `name` case-insensitively. */
export type KeysetTable = PgTable & { merchantId: PgColumn; name: PgColumn; createdAt: PgColumn; id: PgColumn };

/**
 * One page of a merchant's records, newest first (createdAt, then id, both descending), after the
 * cursor when there is one; `nextCursor` is set when more rows follow.
 */
export async function listKeysetPage<Row extends { createdAt: Date; id: string }, Item>(
  db: DbOrTx,
  merchantId: string,
  query: ListQuery,
  source: KeysetTable,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [eq(source.merchantId, merchantId)];
  if (query.search) conditions.push(ilike(source.name, searchPattern(query.search)));
  if (query.cursor) {
    const { createdAt, id } = query.cursor;
    conditions.push(or(lt(source.createdAt, createdAt), and(eq(source.createdAt, createdAt), lt(source.id, id))));
  }
  const rows = (await db
    .select()
    .from(source as PgTable)
    .where(and(...conditions))
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(query.limit + 1)) as Row[];
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > query.limit && last ? encodeListCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
