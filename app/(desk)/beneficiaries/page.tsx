import type { Metadata } from 'next';
import { BeneficiariesTable } from '@/components/beneficiaries/beneficiaries-table';
import { PartyListRoute, type ListSearchParams } from '@/components/ui/party-list-page';

export const metadata: Metadata = { title: 'Beneficiaries' };

export default async function BeneficiariesPage({ searchParams }: { searchParams: ListSearchParams }) {
  return (
    <PartyListRoute
      searchParams={searchParams}
      noun={{ one: 'beneficiary', many: 'beneficiaries' }}
      path="/beneficiaries"
      description="Who receives FX payments: account holders with their bank accounts, by SWIFT or local clearing."
      list={(api, query) => api.listBeneficiaries(query)}
      getOne={(api, id) => api.getBeneficiary(id)}
      table={(beneficiaries, view) => <BeneficiariesTable beneficiaries={beneficiaries} {...view} />}
    />
  );
}
