import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import { lifecycleEvents } from '@/lib/db/schema';
import type { TestProvider } from '../testing';

// Helpers of the lifecycle tests (payments, transactions, files): the moves a record made, and
// the legal and illegal moves of a transition table.

/** The moves recorded for one record, oldest first, as `FROM→TO` (`∅` for the create). */
export async function recordedMoves(provider: TestProvider, aggregate: string, ref: string): Promise<string[]> {
  const rows = await provider.database.db
    .select({ from: lifecycleEvents.fromStatus, to: lifecycleEvents.toStatus })
    .from(lifecycleEvents)
    .where(and(eq(lifecycleEvents.aggregate, aggregate), eq(lifecycleEvents.ref, ref)))
    .orderBy(asc(lifecycleEvents.id));
  return rows.map((row) => `${row.from ?? '∅'}→${row.to}`);
}

/** Every edge of a transition table, as [from, to]. */
export function legalMoves<S extends string>(transitions: Record<S, readonly S[]>): [S, S][] {
  return (Object.keys(transitions) as S[]).flatMap((from) => transitions[from].map((to): [S, S] => [from, to]));
}

/** A status pair the table does not allow, for each status that is not the target of all others. */
export function illegalMoves<S extends string>(transitions: Record<S, readonly S[]>): [S, S][] {
  const statuses = Object.keys(transitions) as S[];
  return statuses.flatMap((from) => {
    const to = statuses.find((other) => other !== from && !transitions[from].includes(other));
    return to ? [[from, to] as [S, S]] : [];
  });
}

/** The shortest walk of moves from `start` to `target` along the table (empty when already there). */
export function walkTo<S extends string>(transitions: Record<S, readonly S[]>, start: S, target: S): S[] {
  const previous = new Map<S, S>();
  const queue: S[] = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === target) break;
    for (const next of transitions[at]) {
      if (next !== start && !previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  const walk: S[] = [];
  for (let at = target; at !== start; at = previous.get(at)!) {
    assert.ok(previous.has(at), `${target} is not reachable from ${start}`);
    walk.unshift(at);
  }
  return walk;
}
