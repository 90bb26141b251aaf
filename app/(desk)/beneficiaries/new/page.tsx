import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { notFound } from 'next/navigation';
import { beneficiaryFormValues } from '@/components/beneficiaries/beneficiary-form-values';
import { CreateBeneficiaryForm, type ReplacedBeneficiary } from '@/components/beneficiaries/create-beneficiary-form';
import { CreatePage } from '@/components/shell/create-page';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paymentsApi, settle, type PaymentsApiError } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New beneficiary' };

/** The beneficiary a new version starts from. */
async function replacedBeneficiary(
  id: string,
  requestId: string,
): Promise<ReplacedBeneficiary | { error: PaymentsApiError }> {
  const found = await settle(paymentsApi().getBeneficiary(id));
  if (!found.ok) {
    if (found.error.code === 'NOT_FOUND') notFound();
    return { error: found.error };
  }
  const beneficiary = found.data;
  return {
    id: beneficiary.beneficiaryId,
    name: beneficiary.beneficiary.name,
    values: beneficiaryFormValues(beneficiary, requestId),
  };
}

export default async function NewBeneficiaryPage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  await requirePermission('parties:write');
  const { from } = await searchParams;
  // One requestId and Idempotency-Key per form instance: a doubled submit creates one beneficiary.
  const requestId = `desk-bene-${randomUUID()}`;
  const replaces = from ? await replacedBeneficiary(from, requestId) : undefined;
  if (replaces && 'error' in replaces)
    return (
      <CreatePage
        title="New version of a beneficiary"
        description="The beneficiary to start from could not be read."
        back={{ href: '/beneficiaries', label: 'All beneficiaries' }}
      >
        <ApiErrorAlert code={replaces.error.code} message={replaces.error.message} />
      </CreatePage>
    );
  return (
    <CreatePage
      title={replaces ? `New version of ${replaces.name}` : 'New beneficiary'}
      description={
        replaces
          ? 'A new beneficiary, prefilled from the one it replaces: change what has changed, then create it.'
          : 'Who receives FX payments: the account holder, their bank account, and how the money is routed to it.'
      }
      back={
        replaces
          ? { href: `/beneficiaries/${encodeURIComponent(replaces.id)}`, label: replaces.name }
          : { href: '/beneficiaries', label: 'All beneficiaries' }
      }
    >
      <CreateBeneficiaryForm requestId={requestId} idempotencyKey={randomUUID()} replaces={replaces} />
    </CreatePage>
  );
}
