import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '@/lib/db/client';
import type { Move } from './advance-due';
import { assertMoveAllowed, movedMeanwhile } from './assert-move';
import type { Transition } from './record-transition';
import { unnestRows } from './record-transitions';

/*
 * What the set-based applyXTransitions of every aggregate share: checking and planning each move,
 * the moves as the `m` source of the batch UPDATE, and joining what the UPDATE answered back onto
 * the claimed rows; the conditional UPDATE of one row and of a batch (updateOnStatus,
 * updateBatchMoves), each aggregate naming only its own columns; the event of a move (moveEvent).
 */

interface Stepped {
  serviceRef: string;
  status: string;
}

export type PlannedMove<Row, S, Plan> = { row: Row; from: S; to: S } & Plan;

/**
 * Checks each move against the transition table and plans it (`plan`: what it sets); a move with a
 * ledger effect (`alone`) is refused here, since it must go through the per-row transition.
 */
export function planBatchMoves<Row extends Stepped, S extends string, Plan>(
  moves: readonly Move<Row, S>[],
  rules: { transitions: Record<S, readonly S[]>; noun: string; alone: readonly S[] },
  plan: (row: Row, to: S) => Plan,
): PlannedMove<Row, S, Plan>[] {
  return moves.map(({ row, to }) => {
    const from = row.status as S;
    assertMoveAllowed(rules.transitions, rules.noun, from, to);
    if (rules.alone.includes(to)) throw new Error(`${row.serviceRef} → ${to} moves money: move it alone`);
    return { row, from, to, ...plan(row, to) };
  });
}

/**
 * The moves as the batch UPDATE's `FROM` source `m`: `m.ref`, `m."from"`, `m."to"` and the
 * aggregate's own columns (`columns`, one array each, all text).
 */
export function movesSource<Row extends Stepped, S extends string, Plan>(
  planned: readonly PlannedMove<Row, S, Plan>[],
  columns: Record<string, (move: PlannedMove<Row, S, Plan>) => string | null>,
): SQL {
  const text = (values: unknown[]) => ({ type: 'text', values });
  return unnestRows('m', {
    ref: text(planned.map((p) => p.row.serviceRef)),
    from: text(planned.map((p) => p.from)),
    to: text(planned.map((p) => p.to)),
    ...Object.fromEntries(Object.entries(columns).map(([name, of]) => [name, text(planned.map(of))])),
  });
}

/**
 * Each planned move with its row as the UPDATE left it (the claimed row, with the columns the
 * UPDATE answered); a row the UPDATE missed was moved meanwhile by another writer.
 */
export function joinUpdated<Row extends Stepped, S extends string, Plan, Changed extends { serviceRef: string }>(
  planned: readonly PlannedMove<Row, S, Plan>[],
  updated: readonly Changed[],
  noun: string,
): PlannedMove<Row, S, Plan>[] {
  const byRef = new Map(updated.map((row) => [row.serviceRef, row]));
  return planned.map((p) => {
    const changed = byRef.get(p.row.serviceRef);
    if (!changed) throw movedMeanwhile(noun, p.row.serviceRef);
    return { ...p, row: { ...p.row, ...changed } };
  });
}

/** A table of records moved by their service reference (payments, transactions). */
export type MovedTable = PgTable & { serviceRef: PgColumn; status: PgColumn; updatedAt: PgColumn };

/** The event of a payment's or a transaction's move, as recordTransition(s) write it. */
export function moveEvent(
  aggregate: 'payment' | 'transaction',
  row: { merchantId: string; serviceRef: string },
  move: { from: string; to: string; actor: string; reason: string | undefined; at: Date },
): Transition {
  return { merchantId: row.merchantId, aggregate, ref: row.serviceRef, ...move };
}

/**
 * Sets `set` on one locked row while it is still in status `from`, and answers the row as updated;
 * a row another writer moved meanwhile is refused (movedMeanwhile).
 */
export async function updateOnStatus<Row>(
  tx: Tx,
  table: MovedTable,
  noun: string,
  row: { serviceRef: string },
  from: string,
  set: Record<string, unknown>,
): Promise<Row> {
  const [moved] = await tx
    .update(table)
    .set(set as never)
    .where(and(eq(table.serviceRef, row.serviceRef), eq(table.status, from)))
    .returning();
  if (!moved) throw movedMeanwhile(noun, row.serviceRef);
  return moved as Row;
}

/**
 * The batch UPDATE … FROM (the moves) … RETURNING of a set-based transition: each planned row still
 * in its `from` status takes its `to`, `updatedAt = at`, and each of the aggregate's `columns` from
 * the move (`of`, as text, cast to `cast` when given). Answers only what the move changed (the
 * claimed row has the rest: its JSON documents are not sent back), joined onto the claimed rows.
 */
export async function updateBatchMoves<Row extends Stepped, S extends string, Plan>(
  tx: Tx,
  table: MovedTable,
  noun: string,
  planned: readonly PlannedMove<Row, S, Plan>[],
  at: Date,
  columns: Record<string, { of: (move: PlannedMove<Row, S, Plan>) => string | null; cast?: 'timestamptz' }>,
): Promise<PlannedMove<Row, S, Plan>[]> {
  const names = Object.keys(columns);
  const own = (name: string) => (table as unknown as Record<string, PgColumn>)[name]!;
  const updated = await tx
    .update(table)
    .set({
      status: sql`m."to"`,
      updatedAt: at,
      ...Object.fromEntries(
        names.map((name) => {
          const cast = columns[name]!.cast;
          return [name, sql.raw(cast ? `m."${name}"::${cast}` : `m."${name}"`)];
        }),
      ),
    } as never)
    .from(movesSource(planned, Object.fromEntries(names.map((name) => [name, columns[name]!.of]))))
    .where(and(eq(table.serviceRef, sql`m.ref`), eq(table.status, sql`m."from"`)))
    .returning({
      serviceRef: table.serviceRef,
      status: table.status,
      updatedAt: table.updatedAt,
      ...Object.fromEntries(names.map((name) => [name, own(name)])),
    });
  return joinUpdated(planned, updated as { serviceRef: string }[], noun);
}
