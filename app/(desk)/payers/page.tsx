import type { Metadata } from 'next';
import { PayersTable } from '@/components/payers/payers-table';
import { PartyListPage, readListParams, type ListSearchParams } from '@/components/ui/party-list-page';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { piiFor } from '@/lib/desk/mask';

export const metadata: Metadata = { title: 'Payers' };

export default async function PayersPage({ searchParams }: { searchParams: ListSearchParams }) {
  const user = await requirePermission('parties:read');
  const params = await readListParams(searchParams);
  const result = await settle(paymentsApi().listPayers({ search: params.search, cursor: params.cursor }));
  return (
    <PartyListPage
      noun={{ one: 'payer', many: 'payers' }}
      path="/payers"
      description="The original payers of FX payments: individuals, and businesses with their directors and owners."
      canCreate={can(user.role, 'parties:write')}
      params={params}
      result={result}
    >
      {(payers) => <PayersTable payers={payers} pii={piiFor(user.role)} />}
    </PartyListPage>
  );
}
