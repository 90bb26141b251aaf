import type { Metadata } from 'next';
import { PartiesTable } from '@/components/parties/parties-table';
import { PartyListPage, readListParams, type ListSearchParams } from '@/components/ui/party-list-page';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { searchesByName } from '@/lib/desk/mask';
import { listParties } from '@/lib/desk/parties/service';
import { personTimeZone } from '@/lib/desk/preferences';

export const metadata: Metadata = { title: 'Parties' };

/** How many a page lists: a search narrows the rest. */
const LIMIT = 100;

export default async function PartiesPage({ searchParams }: { searchParams: ListSearchParams }) {
  const user = await requirePermission('parties:read');
  const zone = await personTimeZone(user.id);
  const params = await readListParams(searchParams);
  const items = await listParties(await deskDb(), user, { search: params.search, includeInactive: true, limit: LIMIT });
  return (
    <PartyListPage
      noun={{ one: 'party', many: 'parties' }}
      path="/parties"
      description={`Senders and recipients of transactions, saved with their details so a remittance is composed without retyping them. ${items.length >= LIMIT ? `The first ${LIMIT} by name are listed; search to narrow.` : ''}`}
      canCreate={can(user.role, 'parties:write')}
      searchBy={searchesByName(user) ? 'name' : 'id'}
      params={{ search: params.search }}
      result={{ ok: true, data: { items, nextCursor: null } }}
    >
      {(parties) => <PartiesTable parties={parties} zone={zone} />}
    </PartyListPage>
  );
}
