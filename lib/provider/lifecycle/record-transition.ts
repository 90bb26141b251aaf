import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { lifecycleEvents } from '@/lib/db/schema';

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

/**
 * Appends the event and, for every enabled webhook endpoint of the merchant subscribed to the
 * event type, an outbox message, in the caller's database transaction (one statement each).
 */
export async function recordTransition(
  tx: DbOrTx,
  transition: Transition,
  webhook?: { eventType: string; payload: Record<string, unknown> },
): Promise<void> {
  await tx.insert(lifecycleEvents).values({
    merchantId: transition.merchantId,
    aggregate: transition.aggregate,
    ref: transition.ref,
    fromStatus: transition.from,
    toStatus: transition.to,
    actor: transition.actor,
    reason: transition.reason,
    createdAt: transition.at,
  });
  if (!webhook) return;
  await tx.execute(sql`
    insert into provider.webhook_outbox (id, merchant_id, endpoint_id, event_type, payload, status, next_attempt_at, created_at)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.merchant_id, e.id, ${webhook.eventType}, ${JSON.stringify(webhook.payload)}::jsonb, 'PENDING', ${transition.at.toISOString()}::timestamptz, ${transition.at.toISOString()}::timestamptz
    from provider.webhook_endpoints e
    where e.merchant_id = ${transition.merchantId} and e.enabled
      and (e.event_types @> '["*"]'::jsonb or e.event_types @> ${JSON.stringify([webhook.eventType])}::jsonb)`);
}
