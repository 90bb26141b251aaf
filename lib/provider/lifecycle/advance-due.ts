import { and, asc, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/client';
import type { ProviderDeps } from '../deps';

/** A table whose rows the worker moves: each carries the time of its next step. */
export type SteppedTable = PgTable & { nextStepAt: PgColumn };

export interface DueRows<TTable extends SteppedTable> {
  table: TTable;
  /** The row's own key, to stop scheduling a row that has no next step. */
  rowKey: (row: TTable['$inferSelect']) => SQL;
  /** A further condition on the rows worth claiming (e.g. only the statuses that move). */
  only?: SQL;
  limit: number;
}

/**
 * Advances due rows one step each, by the service clock (`deps.now()`, never the database's):
 * rows with nextStepAt at or before now are claimed oldest first with FOR UPDATE SKIP LOCKED, so
 * several workers (instances on one PostgreSQL) never move the same row twice, and every step runs
 * in the one transaction that holds the lock. `step` answers false when the row has nowhere to go;
 * its schedule is then cleared. Answers how many rows it looked at.
 */
export async function advanceDueRows<TTable extends SteppedTable>(
  deps: ProviderDeps,
  due: DueRows<TTable>,
  step: (tx: Tx, row: TTable['$inferSelect']) => Promise<boolean>,
): Promise<number> {
  const { table } = due;
  return deps.db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(table as PgTable)
      .where(and(due.only, isNotNull(table.nextStepAt), lte(table.nextStepAt, deps.now())))
      .orderBy(asc(table.nextStepAt))
      .limit(due.limit)
      .for('update', { skipLocked: true })) as TTable['$inferSelect'][];
    for (const row of rows) {
      const moved = await step(tx, row);
      if (!moved)
        await tx
          .update(table)
          .set({ nextStepAt: null } as never)
          .where(due.rowKey(row));
    }
    return rows.length;
  });
}

/**
 * The worker step of a lifecycle whose next status is planned per row (payments, transactions):
 * moves the row to `nextStatus(row)`, or answers false when it has none.
 */
export function stepToNext<Row, S>(
  nextStatus: (row: Row) => S | undefined,
  move: (tx: Tx, row: Row, to: S) => Promise<unknown>,
): (tx: Tx, row: Row) => Promise<boolean> {
  return async (tx, row) => {
    const to = nextStatus(row);
    if (to === undefined) return false;
    await move(tx, row, to);
    return true;
  };
}
