import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { idempotencyKeys } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';
import type { ProviderDeps } from '../deps';
import { requestHash, withIdempotencyKey, type Idempotent } from './service';

/**
 * One create per caller's `requestId`, for records without a requestId column of their own
 * (payers, beneficiaries): the requestId is claimed as a row of idempotency_keys under
 * `${scope}.requestId`, in the create's own transaction. A concurrent duplicate waits on the
 * primary key, then finds the committed row: the same body replays the first response, another
 * body is a 409 DUPLICATE_REFERENCE. If the create fails, the claim rolls back with it.
 */
export async function withRequestId<T>(
  tx: Tx,
  options: { merchantId: string; scope: string; requestId: string; body: unknown; noun: string },
  create: () => Promise<T>,
): Promise<{ body: T; replayed: boolean }> {
  const { merchantId, requestId } = options;
  const scope = `${options.scope}.requestId`;
  const hash = requestHash(options.body);
  const where = and(
    eq(idempotencyKeys.merchantId, merchantId),
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, requestId),
  );
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ merchantId, scope, key: requestId, requestHash: hash, responseStatus: 201, responseBody: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await tx.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) throw new Error(`requestId ${requestId} claim vanished`);
    if (row.requestHash !== hash) {
      throw new ApiError(
        'DUPLICATE_REFERENCE',
        `requestId ${requestId} was already used for a different ${options.noun}`,
        [{ field: 'requestId', message: `was used for a different ${options.noun}` }],
      );
    }
    return { body: row.responseBody as T, replayed: true };
  }
  const body = await create();
  await tx
    .update(idempotencyKeys)
    .set({ responseBody: body as object })
    .where(where);
  return { body, replayed: false };
}

/**
 * A create idempotent twice over: on the Idempotency-Key header (`key`, may be absent) and on the
 * body's requestId, both under `scope`. A replay by either answers the first response, before
 * any business rule of `create` runs.
 */
export async function withKeyAndRequestId<T>(
  deps: ProviderDeps,
  options: {
    merchantId: string;
    scope: string;
    key: string | undefined;
    requestId: string;
    body: unknown;
    noun: string;
  },
  create: (tx: Tx) => Promise<T>,
): Promise<Idempotent<T>> {
  const { merchantId, scope, key, requestId, body, noun } = options;
  let replayedByRequestId = false;
  const result = await withIdempotencyKey(deps, { merchantId, scope, key, body, status: 201 }, async (tx) => {
    const claimed = await withRequestId(tx, { merchantId, scope, requestId, body, noun }, () => create(tx));
    replayedByRequestId = claimed.replayed;
    return claimed.body;
  });
  return { body: result.body, replayed: result.replayed || replayedByRequestId };
}
