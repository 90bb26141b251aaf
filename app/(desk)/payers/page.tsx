import type { Metadata } from 'next';
import { PayersTable } from '@/components/payers/payers-table';
import { pageOfOne, PartyListPage, readListParams, type ListSearchParams } from '@/components/ui/party-list-page';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { namesFor, searchesByName } from '@/lib/desk/mask';

export const metadata: Metadata = { title: 'Payers' };

export default async function PayersPage({ searchParams }: { searchParams: ListSearchParams }) {
  const user = await requirePermission('parties:read');
  const zone = await personTimeZone(user.id);
  const params = await readListParams(searchParams);
  const byName = searchesByName(user);
  const api = paymentsApi();
  // Where names are masked, a search is an ID looked up whole: a name search would reveal the name.
  const result = await settle(
    byName || !params.search
      ? api.listPayers({ search: params.search, cursor: params.cursor })
      : pageOfOne(api.getPayer(params.search)),
  );
  return (
    <PartyListPage
      noun={{ one: 'payer', many: 'payers' }}
      path="/payers"
      description="The original payers of FX payments: individuals, and businesses with their directors and owners."
      canCreate={can(user.role, 'parties:write')}
      searchBy={byName ? 'name' : 'id'}
      params={params}
      result={result}
    >
      {(payers) => <PayersTable payers={payers} name={namesFor(user)} zone={zone} />}
    </PartyListPage>
  );
}
