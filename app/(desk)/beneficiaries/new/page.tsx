import type { Metadata } from 'next';
import Link from 'next/link';
import { randomUUID } from 'node:crypto';
import { CreateBeneficiaryForm } from '@/components/beneficiaries/create-beneficiary-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New beneficiary' };

export default async function NewBeneficiaryPage() {
  await requirePermission('parties:write');
  // One requestId and Idempotency-Key per form instance: a doubled submit creates one beneficiary.
  const requestId = `desk-bene-${randomUUID()}`;
  return (
    <>
      <PageHeader
        title="New beneficiary"
        description="Who receives FX payments: the account holder, their bank account, and how the money is routed to it."
        actions={
          <Link href="/beneficiaries" className="text-sm font-medium text-brand-700 hover:underline">
            ← All beneficiaries
          </Link>
        }
      />
      <CreateBeneficiaryForm requestId={requestId} idempotencyKey={randomUUID()} />
    </>
  );
}
