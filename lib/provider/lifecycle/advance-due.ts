import { and, asc, isNotNull, lte, or, type SQL } from 'drizzle-orm';
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

/** Locks the due rows (oldest first, skipping rows another worker holds) in the caller's transaction. */
async function claimDue<TTable extends SteppedTable>(
  deps: ProviderDeps,
  tx: Tx,
  due: DueRows<TTable>,
): Promise<TTable['$inferSelect'][]> {
  const { table } = due;
  return (await tx
    .select()
    .from(table as PgTable)
    .where(and(due.only, isNotNull(table.nextStepAt), lte(table.nextStepAt, deps.now())))
    .orderBy(asc(table.nextStepAt))
    .limit(due.limit)
    .for('update', { skipLocked: true })) as TTable['$inferSelect'][];
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
    const rows = await claimDue(deps, tx, due);
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

/** One planned move of a claimed row. */
export interface Move<Row, S> {
  row: Row;
  to: S;
}

/** How a lifecycle whose next status is planned per row (payments, transactions) steps its due rows. */
export interface PlannedSteps<Row, S> {
  /** Where the row goes next, or undefined when it has nowhere to go (its schedule is then cleared). */
  next: (row: Row) => S | undefined;
  /** Whether the move has a ledger effect: such moves are made one by one, by `one`. */
  perRow: (move: Move<Row, S>) => boolean;
  /** The per-row move (the aggregate's applyXTransition). */
  one: (tx: Tx, move: Move<Row, S>) => Promise<unknown>;
  /** The set-based move of all the others at once (the aggregate's applyXTransitions). */
  all: (tx: Tx, moves: Move<Row, S>[]) => Promise<unknown>;
}

/**
 * The set-based worker step: claims due rows as advanceDueRows does (by the service clock, oldest
 * first, FOR UPDATE SKIP LOCKED, so two instances never move the same row), then, in the one
 * transaction that holds the claim, moves every row whose move has no ledger effect together
 * (`all`: one UPDATE, one INSERT for the events and their outbox rows), the rare others one by
 * one (`one`), and clears the schedule of rows with nowhere to go in one statement. A failure of
 * any of them rolls the whole batch back. Answers how many rows it claimed.
 */
export async function advanceDueInBatch<TTable extends SteppedTable, S>(
  deps: ProviderDeps,
  due: DueRows<TTable>,
  steps: PlannedSteps<TTable['$inferSelect'], S>,
): Promise<number> {
  type Row = TTable['$inferSelect'];
  return deps.db.transaction(async (tx) => {
    const rows = await claimDue(deps, tx, due);
    const together: Move<Row, S>[] = [];
    const oneByOne: Move<Row, S>[] = [];
    const stuck: Row[] = [];
    for (const row of rows) {
      const to = steps.next(row);
      if (to === undefined) stuck.push(row);
      else (steps.perRow({ row, to }) ? oneByOne : together).push({ row, to });
    }
    if (together.length > 0) await steps.all(tx, together);
    for (const move of oneByOne) await steps.one(tx, move);
    if (stuck.length > 0)
      await tx
        .update(due.table)
        .set({ nextStepAt: null } as never)
        .where(or(...stuck.map(due.rowKey)));
    return rows.length;
  });
}
