import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { beneficiaries } from '@/lib/db/schema';
import type { Beneficiary, BeneficiaryList, CreateBeneficiaryRequest } from '@/lib/schemas/beneficiary';
import { encodeListCursor, searchPattern, type ListQuery } from '@/lib/schemas/list';
import type { ProviderDeps } from '../deps';
import { withRequestId } from '../idempotency/request-id';
import { withIdempotencyKey } from '../idempotency/service';

type BeneficiaryRow = typeof beneficiaries.$inferSelect;

const BENEFICIARY_ID = /^ben_[0-9a-f]{24}$/;

export function toBeneficiary(row: BeneficiaryRow): Beneficiary {
  return {
    beneficiaryId: row.id,
    status: row.status as Beneficiary['status'],
    verificationStatus: row.verificationStatus as Beneficiary['verificationStatus'],
    createdAt: row.createdAt.toISOString(),
    ...(row.details as Omit<Beneficiary, 'beneficiaryId' | 'status' | 'verificationStatus' | 'createdAt'>),
  };
}

/**
 * Sandbox account verification, decided at creation: an IBAN carries its own check digits, so an
 * account given by IBAN (already validated) is VERIFIED; a bare account number cannot be checked
 * offline and stays PENDING, as the reference's example answers.
 */
export function verificationStatusFor(request: CreateBeneficiaryRequest): Beneficiary['verificationStatus'] {
  return request.bankAccount.iban ? 'VERIFIED' : 'PENDING';
}

/**
 * Registers a beneficiary. Idempotent on the Idempotency-Key header (scope `beneficiary`) and on
 * the body's requestId (the same body replays the first beneficiary, another body is a 409).
 */
export async function createBeneficiary(
  deps: ProviderDeps,
  merchantId: string,
  request: CreateBeneficiaryRequest,
  idempotencyKey: string | undefined,
): Promise<{ beneficiary: Beneficiary; replayed: boolean }> {
  let replayedByRequestId = false;
  const result = await withIdempotencyKey(
    deps,
    { merchantId, scope: 'beneficiary', key: idempotencyKey, body: request, status: 201 },
    async (tx) => {
      const { body, replayed } = await withRequestId(
        tx,
        { merchantId, scope: 'beneficiary', requestId: request.requestId, body: request, noun: 'beneficiary' },
        async () => {
          const [row] = await tx
            .insert(beneficiaries)
            .values({
              id: `ben_${randomBytes(12).toString('hex')}`,
              merchantId,
              name: request.beneficiary.name,
              status: 'ACTIVE',
              verificationStatus: verificationStatusFor(request),
              details: request as unknown as Record<string, unknown>,
              createdAt: deps.now(),
            })
            .returning();
          return toBeneficiary(row!);
        },
      );
      replayedByRequestId = replayed;
      return body;
    },
  );
  return { beneficiary: result.body, replayed: result.replayed || replayedByRequestId };
}

export async function getBeneficiary(
  db: DbOrTx,
  merchantId: string,
  beneficiaryId: string,
): Promise<Beneficiary | undefined> {
  if (!BENEFICIARY_ID.test(beneficiaryId)) return undefined;
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, beneficiaryId), eq(beneficiaries.merchantId, merchantId)))
    .limit(1);
  return row ? toBeneficiary(row) : undefined;
}

/** The merchant's beneficiaries, newest first, a page at a time; `search` matches the name case-insensitively. */
export async function listBeneficiaries(db: DbOrTx, merchantId: string, query: ListQuery): Promise<BeneficiaryList> {
  const conditions: (SQL | undefined)[] = [eq(beneficiaries.merchantId, merchantId)];
  if (query.search) conditions.push(ilike(beneficiaries.name, searchPattern(query.search)));
  if (query.cursor) {
    const { createdAt, id } = query.cursor;
    conditions.push(
      or(lt(beneficiaries.createdAt, createdAt), and(eq(beneficiaries.createdAt, createdAt), lt(beneficiaries.id, id))),
    );
  }
  const rows = await db
    .select()
    .from(beneficiaries)
    .where(and(...conditions))
    .orderBy(desc(beneficiaries.createdAt), desc(beneficiaries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toBeneficiary),
    nextCursor: rows.length > query.limit && last ? encodeListCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
