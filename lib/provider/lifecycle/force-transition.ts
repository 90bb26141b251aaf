import type { Tx } from '@/lib/db/client';
import type { ProviderDeps } from '../deps';
import { foundOrThrow, type NotFound } from '../http/not-found';

export interface ForcedMove<Row, S> {
  /** Reads the merchant's record FOR UPDATE in the given transaction. */
  lock: (tx: Tx) => Promise<Row | undefined>;
  notFound: NotFound;
  to: S;
  /** The status that ends the planned path: forced, it is final (a planned return is dropped). */
  settles: S;
  /** The aggregate's transition (allowed-edge check, effects, event and webhook). */
  apply: (tx: Tx, row: Row) => Promise<Row>;
}

/**
 * Sandbox control: locks the record and moves it along an allowed edge now, in one database
 * transaction. Forcing the `settles` status clears the planned outcome, so the worker does not
 * move the record on.
 */
export async function forceTransition<Row extends { plannedOutcome: string | null }, S>(
  deps: ProviderDeps,
  move: ForcedMove<Row, S>,
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const row = foundOrThrow(await move.lock(tx), move.notFound);
    return move.apply(tx, move.to === move.settles ? { ...row, plannedOutcome: null } : row);
  });
}
