import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { payers } from '@/lib/db/schema';
import type { FieldError } from '@/lib/schemas/error-envelope';
import { isoDay } from '@/lib/schemas/fields';
import type { ListQuery } from '@/lib/schemas/list';
import type { CreatePayerRequest, Payer, PayerList } from '@/lib/schemas/payer';
import type { ProviderDeps } from '../deps';
import { listKeysetPage } from '../keyset-list';
import { partyRecords } from '../party-records';
import { assertFilesUsable } from '../files/service';
import { ApiError } from '../http/api-error';
import type { NotFound } from '../http/not-found';
import { withKeyAndRequestId } from '../idempotency/request-id';
import type { Idempotent } from '../idempotency/service';

type PayerRow = typeof payers.$inferSelect;

const PAYER_ID = /^op_[0-9a-f]{24}$/;

export const payerNotFound = (originalPayerId: string): NotFound => ({
  noun: 'payer',
  id: originalPayerId.slice(0, 64),
  field: 'originalPayerId',
  detail: 'is not a payer of this merchant',
});

export function toPayer(row: PayerRow): Payer {
  const { payerType: _payerType, ...details } = row.details as Omit<
    Payer,
    'originalPayerId' | 'status' | 'name' | 'createdAt'
  >;
  return {
    originalPayerId: row.id,
    status: row.status as Payer['status'],
    payerType: row.payerType as Payer['payerType'],
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    ...details,
  };
}

/**
 * Dates judged against today (the sandbox clock): identity and registration issued in the past,
 * not yet expired. The schema already checked their form and order.
 */
function assertDatesCurrent(request: CreatePayerRequest, now: Date): void {
  const today = isoDay(now);
  const details: FieldError[] = [];
  const notFuture = (field: string, day: string) =>
    day > today && details.push({ field, message: `must not be in the future (today is ${today})` });
  const notPassed = (field: string, day: string) =>
    day < today && details.push({ field, message: `has passed (today is ${today}); the document must still be valid` });
  notFuture('identity.issuedDate', request.identity.issuedDate);
  notPassed('identity.expirationDate', request.identity.expirationDate);
  if (request.company) {
    notFuture('company.registrationDate', request.company.registrationDate);
    notPassed('company.expiryDate', request.company.expiryDate);
  }
  request.directors.forEach((director, i) => notPassed(`directors.${i}.idExpiration`, director.idExpiration));
  const [first] = details;
  if (first)
    throw new ApiError(
      'VALIDATION_FAILED',
      `${first.field} ${first.message}${details.length > 1 ? ` (and ${details.length - 1} more)` : ''}`,
      details,
    );
}

/**
 * Registers an original payer. Idempotent twice over: on the Idempotency-Key header (scope
 * `payer`) and on the body's requestId (the same body replays the first payer, another body is a
 * 409). Replays are answered before any business rule runs.
 */
export async function createPayer(
  deps: ProviderDeps,
  merchantId: string,
  request: CreatePayerRequest,
  idempotencyKey: string | undefined,
): Promise<Idempotent<Payer>> {
  // With or without merchantId, it is the same request.
  const accepted: CreatePayerRequest = { ...request, merchantId };
  const options = { merchantId, scope: 'payer', key: idempotencyKey, requestId: accepted.requestId, noun: 'payer' };
  return withKeyAndRequestId(deps, { ...options, body: accepted }, async (tx) => {
    const now = deps.now();
    assertDatesCurrent(accepted, now);
    await assertFilesUsable(
      tx,
      merchantId,
      accepted.documents.map((d) => d.fileId),
      'documents',
      '.fileId',
    );
    const [row] = await tx
      .insert(payers)
      .values({
        id: `op_${randomBytes(12).toString('hex')}`,
        merchantId,
        payerType: accepted.payerType,
        name: accepted.payer.name,
        status: 'ACTIVE',
        details: accepted as unknown as Record<string, unknown>,
        createdAt: now,
      })
      .returning();
    return toPayer(row!);
  });
}

const payerRecords = partyRecords(payers, PAYER_ID, toPayer);

/** One payer of the merchant; undefined when it is not the merchant's. */
export const getPayer = payerRecords.get;

/**
 * Deactivates a payer (an extension of the interface, which has no update): new payments naming it
 * are refused (PAYER_DEACTIVATED); idempotent. Undefined when it is not the merchant's.
 */
export const deactivatePayer = payerRecords.deactivate;

/** The merchant's payers, newest first, a page at a time; `search` matches the name case-insensitively. */
export async function listPayers(db: DbOrTx, merchantId: string, query: ListQuery): Promise<PayerList> {
  return listKeysetPage(db, merchantId, query, payers, toPayer);
}
