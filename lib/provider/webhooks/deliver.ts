import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { webhookDeliveries, webhookEndpoints, webhookOutbox } from '@/lib/db/schema';
import type { ProviderDeps } from '../deps';
import { unnestRows } from '../lifecycle/record-transitions';
import { MAX_SOCKETS_PER_RECEIVER, postWebhook } from './post';
import { guardedLookup, webhookAllowPrivate, WebhookAddressRefused, type Resolve } from './url-guard';

/**
 * Retry delays after each failed attempt, over a little more than 24 h (5 s … 8 h); each is
 * stretched by up to 20 % of jitter so a recovering receiver is not hit by every sender at once.
 * After the last one (27.7 h after the first try) the message is FAILED (manual redelivery still works).
 */
export const RETRY_SCHEDULE_MS = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 43_200_000,
];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
const CLAIM_LEASE_MS = 60_000;
const TIMEOUT_MS = 5_000;
/** The delivery log's reason when an endpoint's secret cannot sign (it is retried like any failure). */
export const BAD_SECRET_REASON = "the endpoint's signing secret is not a valid whsec_ secret";

export function retryDelay(failedAttempts: number, random = Math.random): number | undefined {
  const base = RETRY_SCHEDULE_MS[failedAttempts - 1];
  return base === undefined ? undefined : Math.round(base * (1 + 0.2 * random()));
}

interface Claimed {
  id: string;
  eventType: string;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: Date;
  url: string;
  secret: string;
  /** A rotated-out secret that signs beside `secret` until `previousSecretExpiresAt`. */
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/** Claims due messages (SKIP LOCKED) and leases them, so no other worker sends them meanwhile. */
async function claimDue(deps: ProviderDeps, limit: number): Promise<Claimed[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Lock only outbox rows (an endpoint's row stays free for other workers' messages).
    const ids = await tx
      .select({ id: webhookOutbox.id })
      .from(webhookOutbox)
      .where(and(eq(webhookOutbox.status, 'PENDING'), lte(webhookOutbox.nextAttemptAt, now)))
      .orderBy(asc(webhookOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (ids.length === 0) return [];
    const due = await tx
      .select({
        id: webhookOutbox.id,
        eventType: webhookOutbox.eventType,
        payload: webhookOutbox.payload,
        attempts: webhookOutbox.attempts,
        createdAt: webhookOutbox.createdAt,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      })
      .from(webhookOutbox)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookOutbox.endpointId))
      .where(
        inArray(
          webhookOutbox.id,
          ids.map((r) => r.id),
        ),
      );
    if (due.length > 0) {
      await tx
        .update(webhookOutbox)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
        .where(
          inArray(
            webhookOutbox.id,
            due.map((d) => d.id),
          ),
        );
    }
    return due;
  });
}

/** The secrets a message is signed with at `at`: the current one, and a rotated-out one during its overlap. */
export function signingSecrets(
  endpoint: Pick<Claimed, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  at: Date,
): string[] {
  const { secret, previousSecret, previousSecretExpiresAt } = endpoint;
  return previousSecret && previousSecretExpiresAt && previousSecretExpiresAt > at
    ? [secret, previousSecret]
    : [secret];
}

/**
 * Standard Webhooks request: webhook-id, webhook-timestamp, webhook-signature over the raw body;
 * with several secrets (a rotation's overlap) the header carries one `v1,…` signature each, space-separated.
 */
export function signedRequest(
  message: { id: string; eventType: string; payload: Record<string, unknown> },
  secret: string | readonly string[],
  at: Date,
) {
  const body = JSON.stringify({ type: message.eventType, timestamp: at.toISOString(), data: message.payload });
  const signature = (typeof secret === 'string' ? [secret] : secret)
    .map((each) => new Webhook(each).sign(message.id, at, body))
    .join(' ');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Corridor-Webhooks/1',
      'webhook-id': message.id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}

async function attempt(message: Claimed, guard: Parameters<typeof postWebhook>[2]) {
  const started = performance.now();
  const failed = (error: string) => ({
    statusCode: null,
    ok: false,
    excerpt: null,
    error,
    latencyMs: Math.round(performance.now() - started),
  });
  let request: ReturnType<typeof signedRequest>;
  try {
    const at = new Date();
    request = signedRequest(message, signingSecrets(message, at), at);
  } catch {
    // A malformed secret fails this endpoint's message alone, logged and retried like any failure.
    return failed(BAD_SECRET_REASON);
  }
  const { body, headers } = request;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    const answer = await postWebhook(message.url, { headers, body, signal }, guard);
    return {
      statusCode: answer.statusCode,
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      excerpt: answer.excerpt,
      error: null,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return failed(
      signal.aborted
        ? `no answer within ${TIMEOUT_MS} ms`
        : error instanceof WebhookAddressRefused
          ? `refused: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error),
    );
  }
}

/**
 * Messages claimed per worker step, and how many of them are on their way at once. Sized so that
 * deliveries keep pace with the API at full load on the one event loop (docs/performance.md: at 32
 * in flight a 15 s load left a backlog, webhook lag p99 7.5–8.4 s; at 64, 2.4–4.1 s and none).
 */
export const DELIVERY_BATCH = 400;
export const DELIVERY_IN_FLIGHT = MAX_SOCKETS_PER_RECEIVER;

type Outcome = Awaited<ReturnType<typeof attempt>>;

/** Runs `work` over `items` with at most `limit` at a time; answers the results in order. */
async function boundedAll<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Records a batch of attempts in one transaction, two statements whatever its size: the delivery
 * log rows, and each message's new state (delivered, retried later, or FAILED).
 */
async function recordOutcomes(deps: ProviderDeps, sent: readonly { message: Claimed; result: Outcome }[]) {
  const now = deps.now();
  const rows = sent.map(({ message, result }) => {
    const attempts = message.attempts + 1;
    const delay = result.ok ? undefined : retryDelay(attempts);
    return {
      message,
      result,
      attempts,
      status: result.ok ? 'DELIVERED' : delay === undefined ? 'FAILED' : 'PENDING',
      nextAttemptAt: result.ok || delay === undefined ? null : new Date(now.getTime() + delay).toISOString(),
    };
  });
  const text = (values: unknown[]) => ({ type: 'text', values });
  const int = (values: unknown[]) => ({ type: 'int', values });
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookDeliveries).values(
      rows.map(({ message, result, attempts }) => ({
        messageId: message.id,
        attempt: attempts,
        url: message.url,
        statusCode: result.statusCode,
        latencyMs: result.latencyMs,
        responseExcerpt: result.excerpt,
        error: result.error,
      })),
    );
    const moves = unnestRows('m', {
      id: text(rows.map((row) => row.message.id)),
      attempts: int(rows.map((row) => row.attempts)),
      status: text(rows.map((row) => row.status)),
      code: int(rows.map((row) => row.result.statusCode)),
      next: text(rows.map((row) => row.nextAttemptAt)),
    });
    await tx.execute(
      sql`update provider.webhook_outbox o set attempts = m.attempts, last_status_code = m.code, status = m.status,
            next_attempt_at = m.next::timestamptz,
            delivered_at = case when m.status = 'DELIVERED' then ${now.toISOString()}::timestamptz end
          from ${moves} where o.id = m.id`,
    );
  });
}

/**
 * Delivers due webhook messages once each, DELIVERY_IN_FLIGHT at a time over keep-alive
 * connections; logs every attempt (status, latency, a sanitized excerpt) and schedules retries,
 * the whole batch in one transaction. Every new connection resolves and checks the endpoint's
 * address again (url-guard.ts).
 */
export async function deliverDueWebhooks(
  deps: ProviderDeps,
  options: { resolve?: Resolve; limit?: number } = {},
): Promise<number> {
  const claimed = await claimDue(deps, options.limit ?? DELIVERY_BATCH);
  if (claimed.length === 0) return 0;
  const allowPrivate = webhookAllowPrivate(deps.config);
  const guard = { allowPrivate, lookup: guardedLookup({ allowPrivate }, options.resolve) };
  // attempt() never rejects: every message's outcome is recorded.
  const sent = await boundedAll(claimed, DELIVERY_IN_FLIGHT, async (message) => ({
    message,
    result: await attempt(message, guard),
  }));
  await recordOutcomes(deps, sent);
  return claimed.length;
}
