import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import canonicalize from 'canonicalize';
import type { Tx } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { RouteContext } from '../http/define-route';

/** SHA-256 of the RFC 8785 canonical JSON: key order and whitespace do not make another request. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalize(body) ?? '')
    .digest('hex');
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,255}$/;

/** The Idempotency-Key header, checked; undefined when absent. */
export function idempotencyKeyFrom(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key') ?? undefined;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('VALIDATION_FAILED', 'Idempotency-Key must be 1-255 letters, digits or ._:-', [
      { field: 'Idempotency-Key', message: 'must be 1-255 letters, digits or ._:-' },
    ]);
  }
  return key;
}

class KeyTaken extends Error {}

/** What every idempotent create answers: the body, and whether it is the replay of a first answer. */
export interface Idempotent<T> {
  body: T;
  replayed: boolean;
}

/**
 * A record stored under the caller's own reference (requestId, transactionReference) is replayed
 * only for the same body: another body under that reference is a 409 DUPLICATE_REFERENCE.
 */
export function assertSameRequest(
  stored: { requestHash: string; serviceRef: string },
  hash: string,
  reference: { field: string; value: string; noun: string },
): void {
  if (stored.requestHash === hash) return;
  const { field, value, noun } = reference;
  throw new ApiError(
    'DUPLICATE_REFERENCE',
    `${field} ${value} was already used for a different ${noun} (${stored.serviceRef})`,
    [{ field, message: `was used for a different ${noun}` }],
  );
}

/** A create route's answer: the body, with `Idempotent-Replayed: true` when it is a replay. */
export function answerCreate<T>(setHeader: RouteContext<unknown, unknown>['setHeader'], result: Idempotent<T>): T {
  if (result.replayed) setHeader('Idempotent-Replayed', 'true');
  return result.body;
}

/**
 * Runs a create at most once per (merchant, scope, key). The key row is claimed first, in the
 * create's own transaction, so a concurrent duplicate waits on it and then replays the stored
 * response; another body under the same key is a 409. Failures store nothing: a retry runs again.
 * Without a key, the create simply runs.
 */
export async function withIdempotencyKey<T>(
  deps: ProviderDeps,
  options: { merchantId: string; scope: string; key: string | undefined; body: unknown; status: number },
  create: (tx: Tx) => Promise<T>,
): Promise<Idempotent<T>> {
  const { merchantId, scope, key } = options;
  if (!key) return { body: await deps.db.transaction(create), replayed: false };
  const hash = requestHash(options.body);
  const where = and(
    eq(idempotencyKeys.merchantId, merchantId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
  );

  const replay = async (): Promise<Idempotent<T>> => {
    const [row] = await deps.db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) return withIdempotencyKey(deps, options, create); // the holder rolled back: try again
    if (row.requestHash !== hash) {
      throw new ApiError('IDEMPOTENCY_KEY_REUSED', `Idempotency-Key ${key} was used for a different ${scope} request`, [
        { field: 'Idempotency-Key', message: 'was used for a different request' },
      ]);
    }
    return { body: row.responseBody as T, replayed: true };
  };

  const [existing] = await deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(where).limit(1);
  if (existing) return replay();
  try {
    const body = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ merchantId, scope, key, requestHash: hash, responseStatus: options.status, responseBody: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new KeyTaken();
      const result = await create(tx);
      await tx
        .update(idempotencyKeys)
        .set({ responseBody: result as object })
        .where(where);
      return result;
    });
    return { body, replayed: false };
  } catch (error) {
    if (error instanceof KeyTaken) return replay();
    throw error;
  }
}

/**
 * A create route idempotent on the Idempotency-Key header alone (scope per aggregate): runs
 * `create` at most once per key and answers its body, or the replay with Idempotent-Replayed.
 */
export async function answerKeyedCreate<T>(
  ctx: RouteContext<unknown, unknown>,
  scope: string,
  create: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyFrom(ctx.request.headers);
  const options = { merchantId: ctx.caller.merchantId, scope, key, body: ctx.body, status: 201 };
  return answerCreate(ctx.setHeader, await withIdempotencyKey(ctx.deps, options, create));
}
