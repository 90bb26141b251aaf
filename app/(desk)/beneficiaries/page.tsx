import type { Metadata } from 'next';
import { BeneficiariesTable } from '@/components/beneficiaries/beneficiaries-table';
import { PartyListPage, readListParams, type ListSearchParams } from '@/components/ui/party-list-page';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { piiFor } from '@/lib/desk/mask';

export const metadata: Metadata = { title: 'Beneficiaries' };

export default async function BeneficiariesPage({ searchParams }: { searchParams: ListSearchParams }) {
  const user = await requirePermission('parties:read');
  const params = await readListParams(searchParams);
  const result = await settle(paymentsApi().listBeneficiaries({ search: params.search, cursor: params.cursor }));
  return (
    <PartyListPage
      noun={{ one: 'beneficiary', many: 'beneficiaries' }}
      path="/beneficiaries"
      description="Who receives FX payments: account holders with their bank accounts, by SWIFT or local clearing."
      canCreate={can(user.role, 'parties:write')}
      params={params}
      result={result}
    >
      {(beneficiaries) => <BeneficiariesTable beneficiaries={beneficiaries} pii={piiFor(user.role)} />}
    </PartyListPage>
  );
}
