import type { Metadata } from 'next';
import { PayersTable } from '@/components/payers/payers-table';
import { PartyListRoute, type ListSearchParams } from '@/components/ui/party-list-page';

export const metadata: Metadata = { title: 'Payers' };

export default async function PayersPage({ searchParams }: { searchParams: ListSearchParams }) {
  return (
    <PartyListRoute
      searchParams={searchParams}
      noun={{ one: 'payer', many: 'payers' }}
      path="/payers"
      description="The original payers of FX payments: individuals, and businesses with their directors and owners."
      list={(api, query) => api.listPayers(query)}
      getOne={(api, id) => api.getPayer(id)}
      table={(payers, view) => <PayersTable payers={payers} {...view} />}
    />
  );
}
