import type { Metadata } from 'next';
import { BeneficiariesTable } from '@/components/beneficiaries/beneficiaries-table';
import { pageOfOne, PartyListPage, readListParams, type ListSearchParams } from '@/components/ui/party-list-page';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { namesFor, searchesByName } from '@/lib/desk/mask';

export const metadata: Metadata = { title: 'Beneficiaries' };

export default async function BeneficiariesPage({ searchParams }: { searchParams: ListSearchParams }) {
  const user = await requirePermission('parties:read');
  const zone = await personTimeZone(user.id);
  const params = await readListParams(searchParams);
  const byName = searchesByName(user);
  const api = paymentsApi();
  // Where names are masked, a search is an ID looked up whole: a name search would reveal the name.
  const result = await settle(
    byName || !params.search
      ? api.listBeneficiaries({ search: params.search, cursor: params.cursor })
      : pageOfOne(api.getBeneficiary(params.search)),
  );
  return (
    <PartyListPage
      noun={{ one: 'beneficiary', many: 'beneficiaries' }}
      path="/beneficiaries"
      description="Who receives FX payments: account holders with their bank accounts, by SWIFT or local clearing."
      canCreate={can(user.role, 'parties:write')}
      searchBy={byName ? 'name' : 'id'}
      params={params}
      result={result}
    >
      {(beneficiaries) => <BeneficiariesTable beneficiaries={beneficiaries} name={namesFor(user)} zone={zone} />}
    </PartyListPage>
  );
}
