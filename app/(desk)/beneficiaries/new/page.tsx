import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { CreateBeneficiaryForm } from '@/components/beneficiaries/create-beneficiary-form';
import { CreatePage } from '@/components/shell/create-page';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New beneficiary' };

export default async function NewBeneficiaryPage() {
  await requirePermission('parties:write');
  return (
    <CreatePage
      title="New beneficiary"
      description="Who receives FX payments: the account holder, their bank account, and how the money is routed to it."
      back={{ href: '/beneficiaries', label: 'All beneficiaries' }}
    >
      {/* One requestId and Idempotency-Key per form instance: a doubled submit creates one beneficiary. */}
      <CreateBeneficiaryForm requestId={`desk-bene-${randomUUID()}`} idempotencyKey={randomUUID()} />
    </CreatePage>
  );
}
