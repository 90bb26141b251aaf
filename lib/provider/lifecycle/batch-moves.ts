import type { SQL } from 'drizzle-orm';
import type { Move } from './advance-due';
import { assertMoveAllowed, movedMeanwhile } from './assert-move';
import { unnestRows } from './record-transitions';

/*
 * What the set-based applyXTransitions of every aggregate share: checking and planning each move,
 * the moves as the `m` source of the batch UPDATE, and joining what the UPDATE answered back onto
 * the claimed rows. The UPDATE itself names the aggregate's own columns (its lifecycle.ts).
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
