import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { eventInsert, outboxInsert, type Transition, type TransitionWebhook } from './record-transition';

export interface RecordedMove {
  transition: Transition;
  webhook?: TransitionWebhook;
}

/**
 * `unnest($1::text[], $2::text[], …) as alias ("name", …)`: one row per index, one array parameter
 * per column (node-postgres sends a JS array as one PostgreSQL array, whatever its length, so the
 * statement's text does not depend on how many rows it carries).
 */
export function unnestRows(alias: string, columns: Record<string, { type: string; values: unknown[] }>): SQL {
  const names = Object.keys(columns);
  const arrays = names.map((name) => sql`${sql.param(columns[name]!.values)}::${sql.raw(columns[name]!.type)}[]`);
  return sql`unnest(${sql.join(arrays, sql`, `)}) as ${sql.raw(alias)} (${sql.raw(names.map((name) => `"${name}"`).join(', '))})`;
}

/** `alias."name"` for each key: the columns of an unnestRows source as insert values. */
function columnsOf<K extends string>(alias: string, keys: readonly K[]): Record<K, SQL> {
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`${alias}."${key}"`)])) as Record<K, SQL>;
}

const text = (values: unknown[]) => ({ type: 'text', values });

/**
 * The set-based recordTransition: appends the events of many moves, in the order given, and for
 * each move an outbox message per enabled webhook endpoint of its merchant subscribed to its event
 * type, in the caller's database transaction and in one statement — the same insert texts
 * (eventInsert, outboxInsert) fed from arrays instead of one value each.
 */
export async function recordTransitions(tx: DbOrTx, moves: readonly RecordedMove[]): Promise<void> {
  if (moves.length === 0) return;
  const eventRows = unnestRows('e', {
    merchantId: text(moves.map((m) => m.transition.merchantId)),
    aggregate: text(moves.map((m) => m.transition.aggregate)),
    ref: text(moves.map((m) => m.transition.ref)),
    from: text(moves.map((m) => m.transition.from)),
    to: text(moves.map((m) => m.transition.to)),
    actor: text(moves.map((m) => m.transition.actor)),
    reason: text(moves.map((m) => m.transition.reason ?? null)),
    at: text(moves.map((m) => m.transition.at.toISOString())),
    n: { type: 'int', values: moves.map((_, i) => i) },
  });
  const events = eventInsert<unknown, SQL>(
    sql,
    columnsOf('e', ['merchantId', 'aggregate', 'ref', 'from', 'to', 'actor', 'reason', 'at'] as const),
    sql`from ${eventRows} order by e.n`,
  );
  const hooked = moves.filter((m): m is Required<RecordedMove> => m.webhook !== undefined);
  if (hooked.length === 0) {
    await tx.execute(events);
    return;
  }
  const outboxRows = unnestRows('w', {
    merchantId: text(hooked.map((m) => m.transition.merchantId)),
    eventType: text(hooked.map((m) => m.webhook.eventType)),
    payload: text(hooked.map((m) => JSON.stringify(m.webhook.payload))),
    eventTypes: text(hooked.map((m) => JSON.stringify([m.webhook.eventType]))),
    at: text(hooked.map((m) => m.transition.at.toISOString())),
  });
  const outbox = outboxInsert<unknown, SQL>(
    sql,
    columnsOf('w', ['merchantId', 'eventType', 'payload', 'eventTypes', 'at'] as const),
    sql`${outboxRows}, `,
  );
  // A data-modifying CTE runs whether or not it is read: both inserts in one round trip.
  await tx.execute(sql`with events as (${events}) ${outbox}`);
}
