import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';

export interface Transition {
  merchantId: string;
  aggregate: 'payment' | 'transaction' | 'file';
  ref: string;
  from: string | null;
  to: string;
  /** Who moved it: `api`, `worker`, `sandbox-control`, … */
  actor: string;
  reason?: string;
  /** When, by the service's clock: the event's time and the moment its webhooks fall due. */
  at: Date;
}

export interface TransitionWebhook {
  eventType: string;
  payload: Record<string, unknown>;
}

/**
 * A template tag: drizzle's `sql` (values become bound parameters) or `sqlText` (values are SQL
 * text, e.g. `$4` of a prepared statement). The statements below are written once for both.
 */
type Compose<V, R> = (strings: TemplateStringsArray, ...values: V[]) => R;

/** Joins the template with its values as plain SQL text (for constant, prepared statement text). */
export const sqlText: Compose<string, string> = (strings, ...values) =>
  strings.reduce((text, part, i) => text + part + (i < values.length ? values[i] : ''), '');

/** The values of an event row; `at` is cast to timestamptz. */
export interface EventColumns<V> {
  merchantId: V;
  aggregate: V;
  ref: V;
  from: V;
  to: V;
  actor: V;
  reason: V;
  at: V;
}

/** The outbox values: `payload` and `eventTypes` (the event type as a JSON array) are cast to jsonb. */
export interface OutboxColumns<V> {
  merchantId: V;
  eventType: V;
  payload: V;
  eventTypes: V;
  at: V;
}

/**
 * Appends the lifecycle event. `source` is what follows the select list: empty, or e.g. `from t`
 * so that the event exists only if the CTE `t` inserted its row.
 */
export function eventInsert<V, R>(compose: Compose<V, R>, c: EventColumns<V>, source: V): R {
  return compose`insert into provider.lifecycle_events (merchant_id, aggregate, ref, from_status, to_status, actor, reason, created_at)
    select ${c.merchantId}, ${c.aggregate}, ${c.ref}, ${c.from}, ${c.to}, ${c.actor}, ${c.reason}, ${c.at}::timestamptz ${source}`;
}

/**
 * Appends one outbox message for every enabled webhook endpoint of the merchant subscribed to the
 * event type (or to `*`), due at once. `source` adds FROM items before the endpoints (`t, ` or empty).
 */
export function outboxInsert<V, R>(compose: Compose<V, R>, c: OutboxColumns<V>, source: V): R {
  return compose`insert into provider.webhook_outbox (id, merchant_id, endpoint_id, event_type, payload, status, next_attempt_at, created_at)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), we.merchant_id, we.id, ${c.eventType}, ${c.payload}::jsonb, 'PENDING', ${c.at}::timestamptz, ${c.at}::timestamptz
    from ${source}provider.webhook_endpoints we
    where we.merchant_id = ${c.merchantId} and we.enabled
      and (we.event_types @> '["*"]'::jsonb or we.event_types @> ${c.eventTypes}::jsonb)`;
}

const nothing: SQL = sql``;

/**
 * Appends the event and, for every enabled webhook endpoint of the merchant subscribed to the
 * event type, an outbox message, in the caller's database transaction (one statement each).
 */
export async function recordTransition(tx: DbOrTx, transition: Transition, webhook?: TransitionWebhook): Promise<void> {
  const at = transition.at.toISOString();
  await tx.execute(
    eventInsert<unknown, SQL>(
      sql,
      {
        merchantId: transition.merchantId,
        aggregate: transition.aggregate,
        ref: transition.ref,
        from: transition.from,
        to: transition.to,
        actor: transition.actor,
        reason: transition.reason ?? null,
        at,
      },
      nothing,
    ),
  );
  if (!webhook) return;
  await tx.execute(
    outboxInsert<unknown, SQL>(
      sql,
      {
        merchantId: transition.merchantId,
        eventType: webhook.eventType,
        payload: JSON.stringify(webhook.payload),
        eventTypes: JSON.stringify([webhook.eventType]),
        at,
      },
      nothing,
    ),
  );
}
