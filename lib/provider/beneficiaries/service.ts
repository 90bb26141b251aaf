import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { beneficiaries } from '@/lib/db/schema';
import type { Beneficiary, BeneficiaryList, CreateBeneficiaryRequest } from '@/lib/schemas/beneficiary';
import type { ListQuery } from '@/lib/schemas/list';
import type { ProviderDeps } from '../deps';
import type { NotFound } from '../http/not-found';
import { listKeysetPage } from '../keyset-list';
import { partyRecords } from '../party-records';
import { withKeyAndRequestId } from '../idempotency/request-id';
import type { Idempotent } from '../idempotency/service';

type BeneficiaryRow = typeof beneficiaries.$inferSelect;

const BENEFICIARY_ID = /^ben_[0-9a-f]{24}$/;

export const beneficiaryNotFound = (beneficiaryId: string): NotFound => ({
  noun: 'beneficiary',
  id: beneficiaryId.slice(0, 64),
  field: 'beneficiaryId',
  detail: 'is not a beneficiary of this merchant',
});

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
): Promise<Idempotent<Beneficiary>> {
  const options = { merchantId, scope: 'beneficiary', key: idempotencyKey, requestId: request.requestId };
  return withKeyAndRequestId(deps, { ...options, body: request, noun: 'beneficiary' }, async (tx) => {
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
  });
}

const beneficiaryRecords = partyRecords(beneficiaries, BENEFICIARY_ID, toBeneficiary);

/** One beneficiary of the merchant; undefined when it is not the merchant's. */
export const getBeneficiary = beneficiaryRecords.get;

/**
 * Deactivates a beneficiary (an extension of the interface, which has no update): new payments
 * naming it are refused (BENEFICIARY_DEACTIVATED); idempotent. Undefined when it is not the merchant's.
 */
export const deactivateBeneficiary = beneficiaryRecords.deactivate;

/** The merchant's beneficiaries, newest first, a page at a time; `search` matches the name case-insensitively. */
export async function listBeneficiaries(db: DbOrTx, merchantId: string, query: ListQuery): Promise<BeneficiaryList> {
  return listKeysetPage(db, merchantId, query, beneficiaries, toBeneficiary);
}
