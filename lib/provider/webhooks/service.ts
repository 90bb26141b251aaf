import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { isWebhookSecret, WEBHOOK_SECRET_RULE } from '@/lib/config/webhook-secret';
import type { DbOrTx } from '@/lib/db/client';
import { webhookDeliveries, webhookEndpoints, webhookOutbox } from '@/lib/db/schema';
import { encodeListCursor } from '@/lib/schemas/list';
import type { WebhookEndpointRequest } from '@/lib/schemas/webhook';
import { WEBHOOK_MESSAGE_REFERENCE_KEYS, type WebhookMessageListQuery } from '@/lib/schemas/webhook-message';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { endpointUrlRefusal, webhookAllowPrivate } from './url-guard';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type MessageRow = typeof webhookOutbox.$inferSelect;

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Why a URL may not become an endpoint, as the 400 to throw, or undefined: https in live mode, and
 * an address webhooks may be sent to (url-guard.ts). Run it outside any transaction: it may wait on DNS.
 */
export async function endpointUrlProblem(deps: ProviderDeps, url: string): Promise<ApiError | undefined> {
  if (deps.config.mode === 'live' && !url.startsWith('https://')) {
    return new ApiError('VALIDATION_FAILED', 'url must use https in live mode', [
      { field: 'url', message: 'must use https in live mode' },
    ]);
  }
  const refusal = await endpointUrlRefusal(new URL(url), { allowPrivate: webhookAllowPrivate(deps.config) });
  if (!refusal) return undefined;
  return new ApiError(
    'VALIDATION_FAILED',
    `url is refused because ${refusal}; webhooks are sent only to public addresses`,
    [{ field: 'url', message: 'must resolve to a public address' }],
  );
}

/**
 * Registers an endpoint whose URL `endpointUrlProblem` accepted. Its secret is always generated here
 * (the API takes none from callers, so it is a valid whsec_ secret) and answered once.
 */
export async function createEndpoint(
  deps: ProviderDeps,
  db: DbOrTx,
  merchantId: string,
  request: WebhookEndpointRequest,
) {
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id: `we_${randomBytes(8).toString('hex')}`,
      merchantId,
      url: request.url,
      description: request.description,
      eventTypes: request.eventTypes,
      secret,
    })
    .returning();
  return { ...endpointView(row!), secret };
}

export async function listEndpoints(db: DbOrTx, merchantId: string) {
  return (
    await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.merchantId, merchantId))
      .orderBy(asc(webhookEndpoints.createdAt))
  ).map(endpointView);
}

/**
 * One endpoint with its rotation overlap (when the old secret still signs) and its delivery attempts
 * of the last 24 h (real time: attempts are stamped when they are made), or undefined.
 */
export async function getEndpointDetail(db: DbOrTx, merchantId: string, id: string, realNow = new Date()) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantId)))
    .limit(1);
  if (!row) return undefined;
  const since = new Date(realNow.getTime() - 24 * 3600_000);
  const [counts] = await db
    .select({
      attempts: count(),
      succeeded: count(sql`case when ${webhookDeliveries.statusCode} between 200 and 299 then 1 end`),
    })
    .from(webhookDeliveries)
    .innerJoin(webhookOutbox, eq(webhookOutbox.id, webhookDeliveries.messageId))
    .where(and(eq(webhookOutbox.endpointId, id), gte(webhookDeliveries.createdAt, since)));
  const attempts = Number(counts?.attempts ?? 0);
  const succeeded = Number(counts?.succeeded ?? 0);
  const overlapEnds = row.previousSecret && row.previousSecretExpiresAt;
  return {
    ...endpointView(row),
    previousSecretExpiresAt: overlapEnds && overlapEnds > realNow ? overlapEnds.toISOString() : null,
    last24h: { attempts, succeeded, failed: attempts - succeeded },
  };
}

/**
 * Gives an endpoint a new secret, answered this once; the current one keeps signing beside it (both
 * signatures in the header) for `overlapSeconds` of real time, as signatures keep real time. A
 * secret rotated out earlier and still in its overlap stops at once.
 */
export async function rotateEndpointSecret(
  db: DbOrTx,
  merchantId: string,
  id: string,
  overlapSeconds: number,
  realNow = new Date(),
) {
  const secret = newWebhookSecret();
  const previousSecretExpiresAt = new Date(realNow.getTime() + overlapSeconds * 1000);
  const [row] = await db
    .update(webhookEndpoints)
    .set({ previousSecret: sql`${webhookEndpoints.secret}`, previousSecretExpiresAt, secret })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantId)))
    .returning({ id: webhookEndpoints.id });
  return row && { id: row.id, secret, previousSecretExpiresAt: previousSecretExpiresAt.toISOString() };
}

/** Deletes an endpoint; its pending messages are marked FAILED so nothing retries into the void. */
export async function deleteEndpoint(db: DbOrTx, merchantId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) return false;
  await db
    .update(webhookOutbox)
    .set({ status: 'FAILED', nextAttemptAt: null })
    .where(and(eq(webhookOutbox.endpointId, id), eq(webhookOutbox.status, 'PENDING')));
  return true;
}

export function messageView(row: MessageRow, deliveries?: (typeof webhookDeliveries.$inferSelect)[]) {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    status: row.status as 'PENDING' | 'DELIVERED' | 'FAILED',
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload,
    ...(deliveries
      ? {
          deliveries: deliveries.map((d) => ({
            attempt: d.attempt,
            url: d.url,
            statusCode: d.statusCode,
            latencyMs: d.latencyMs,
            responseExcerpt: d.responseExcerpt,
            error: d.error,
            at: d.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

/**
 * One page of the merchant's messages, newest first (createdAt, then id), after the cursor when
 * there is one; narrowed by status and by a reference their data names; with each message's
 * delivery attempts (oldest first) when asked, read in one more query for the whole page.
 */
export async function listMessages(db: DbOrTx, merchantId: string, query: WebhookMessageListQuery) {
  const conditions: (SQL | undefined)[] = [eq(webhookOutbox.merchantId, merchantId)];
  if (query.status) conditions.push(eq(webhookOutbox.status, query.status));
  if (query.reference) {
    const reference = query.reference;
    // Containment (@>) rather than ->>, so that a GIN index on payload (jsonb_path_ops) can serve it.
    conditions.push(
      or(
        ...WEBHOOK_MESSAGE_REFERENCE_KEYS.map(
          (key) => sql`${webhookOutbox.payload} @> ${JSON.stringify({ [key]: reference })}::jsonb`,
        ),
      ),
    );
  }
  if (query.cursor) {
    const { createdAt, id } = query.cursor;
    conditions.push(
      or(lt(webhookOutbox.createdAt, createdAt), and(eq(webhookOutbox.createdAt, createdAt), lt(webhookOutbox.id, id))),
    );
  }
  const rows = await db
    .select()
    .from(webhookOutbox)
    .where(and(...conditions))
    .orderBy(desc(webhookOutbox.createdAt), desc(webhookOutbox.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeListCursor({ createdAt: last.createdAt, id: last.id }) : null;
  if (query.include !== 'deliveries' || page.length === 0)
    return { items: page.map((row) => messageView(row)), nextCursor };
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.messageId,
        page.map((row) => row.id),
      ),
    )
    .orderBy(asc(webhookDeliveries.messageId), asc(webhookDeliveries.id));
  const byMessage = new Map<string, typeof deliveries>();
  for (const delivery of deliveries) {
    const list = byMessage.get(delivery.messageId);
    if (list) list.push(delivery);
    else byMessage.set(delivery.messageId, [delivery]);
  }
  return { items: page.map((row) => messageView(row, byMessage.get(row.id) ?? [])), nextCursor };
}

export async function getMessage(db: DbOrTx, merchantId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookOutbox)
    .where(and(eq(webhookOutbox.id, id), eq(webhookOutbox.merchantId, merchantId)))
    .limit(1);
  if (!row) return undefined;
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.messageId, [id]))
    .orderBy(asc(webhookDeliveries.id));
  return messageView(row, deliveries);
}

/** Manual redelivery: back to PENDING, due now, whatever its state. */
export async function redeliver(db: DbOrTx, merchantId: string, id: string, now: Date) {
  const [row] = await db
    .update(webhookOutbox)
    .set({ status: 'PENDING', nextAttemptAt: now })
    .where(and(eq(webhookOutbox.id, id), eq(webhookOutbox.merchantId, merchantId)))
    .returning();
  return row ? messageView(row) : undefined;
}

/**
 * Registers the desk's receiver for a merchant that has no endpoint yet (sandbox start-up). A secret
 * that could not sign (WEBHOOK_SECRET is checked at start-up too) is refused here, not at each delivery.
 */
export async function ensureDefaultEndpoint(
  db: DbOrTx,
  merchantId: string,
  url: string,
  secret: string,
): Promise<boolean> {
  if (!isWebhookSecret(secret)) throw new Error(`The default webhook endpoint's secret ${WEBHOOK_SECRET_RULE}`);
  const [any] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.merchantId, merchantId))
    .limit(1);
  if (any) return false;
  await db.insert(webhookEndpoints).values({
    id: `we_${randomBytes(8).toString('hex')}`,
    merchantId,
    url,
    description: "Corridor desk's receiver",
    eventTypes: ['*'],
    secret,
  });
  return true;
}
