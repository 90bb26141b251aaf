import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ListChips } from '@/components/remittances/list-chips';
import { RemittanceCards } from '@/components/remittances/list-cards';
import { ListFilters } from '@/components/remittances/list-filters';
import { SavedViews } from '@/components/remittances/list-views';
import { RemittancesTable } from '@/components/remittances/remittances-table';
import { HeldTable } from '@/components/review/held-table';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, Pager } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { namesFor, seesPersonalData } from '@/lib/desk/mask';
import { personTimeZone } from '@/lib/desk/preferences';
import {
  countRemittances,
  FIELD_LABELS,
  isFiltered,
  listMakers,
  listRemittances,
  listSearchParams,
  parseListQuery,
} from '@/lib/desk/remittances/queries';
import { listUnsentCases } from '@/lib/desk/review/cases';
import { listSavedViews } from '@/lib/desk/saved-views/views';

export const metadata: Metadata = { title: 'Remittances' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** "New transaction" / "New FX payment", for roles that may compose. */
function ComposeLinks({
  size = 'md',
  className = 'hidden shrink-0 gap-2 sm:flex',
}: {
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <div className={className}>
      <Link href="/compose/transaction" className={buttonClasses('primary', size)}>
        New transaction
      </Link>
      <Link href="/compose/payment" className={buttonClasses('secondary', size)}>
        New FX payment
      </Link>
    </div>
  );
}

const href = (params: URLSearchParams) => (params.size > 0 ? `/remittances?${params}` : '/remittances');

/** The same query string, whatever the order of its fields, for comparing addresses. */
function sameAddress(raw: Record<string, string | string[] | undefined>, canonical: URLSearchParams): boolean {
  const given = new URLSearchParams();
  for (const [key, value] of Object.entries(raw))
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) given.append(key, one);
  given.sort();
  const expected = new URLSearchParams(canonical);
  expected.sort();
  return given.toString() === expected.toString();
}

/** "1 remittance", "1,204 remittances match", "10,000+ remittances". */
function countWords({ count, more }: { count: number; more: boolean }, filtered: boolean): string {
  const one = count === 1 && !more;
  const words = `${count.toLocaleString('en-GB')}${more ? '+' : ''} ${one ? 'remittance' : 'remittances'}`;
  return filtered ? `${words} ${one ? 'matches' : 'match'}` : words;
}

export default async function RemittancesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('remittances:read');
  const raw = await searchParams;
  const { query, columns, invalid } = parseListQuery(raw);
  // The filter form sends every field, blanks too: go to the address a person would share.
  const canonical = listSearchParams(query, { columns, cursor: query.cursor });
  if (invalid.length === 0 && !sameAddress(raw, canonical)) redirect(href(canonical));

  const zone = await personTimeZone(user.id);
  const seesNames = seesPersonalData(user);
  const mayCompose = can(user.role, 'remittances:compose');
  // Saving a view is for the roles that see names (lib/desk/actions/saved-views.ts).
  const maySaveViews = can(user.role, 'views:save');
  const names = namesFor(user);
  const options = { ...query, zone, searchNames: seesNames };
  const db = await deskDb();
  const [page, held, makers, views] = await Promise.all([
    listRemittances(db, options),
    query.cursor ? Promise.resolve([]) : listUnsentCases(db),
    listMakers(db),
    listSavedViews(db, user),
  ]);
  // A first page that is also the last counts itself; otherwise a count bounded at COUNT_CAP.
  const total =
    !query.cursor && !page.nextCursor ? { count: page.items.length, more: false } : await countRemittances(db, options);
  const filtered = isFiltered(query);
  const kept = listSearchParams({ sort: query.sort }, { columns });
  // Filters and sort, without page or columns: what the export and a saved view take.
  const address = listSearchParams(query);
  const makerNames = new Map(makers.map((maker) => [maker.id, names(maker.name)]));
  return (
    <>
      <PageHeader
        title="Remittances"
        description="Every transaction and FX payment of the merchant, kept current by the API's webhooks."
        actions={mayCompose && <ComposeLinks />}
      />
      {invalid.length > 0 && (
        <div className="mb-6">
          <Alert tone="warning" title="Part of the address was not understood.">
            Ignored: {invalid.map((field) => FIELD_LABELS[field]).join(', ')}. Showing the list without{' '}
            {invalid.length === 1 ? 'it' : 'them'}.
          </Alert>
        </div>
      )}
      {held.length > 0 && (
        <Card
          className="mb-6"
          title="Held for compliance review"
          description="Not sent: each waits for a reviewer, was returned to its maker to fix, or was rejected, as its status says. Open one to see why."
        >
          <HeldTable rows={held} names={names} zone={zone} showStatus />
        </Card>
      )}
      <Card>
        <SavedViews
          views={views}
          current={href(listSearchParams(query, { columns }))}
          save={maySaveViews ? { query: address.toString(), columns } : undefined}
        />
        <ListFilters
          query={query}
          columns={columns}
          searchLabel={seesNames ? 'Search by reference or name' : 'Search by reference'}
          searchHint={
            seesNames
              ? 'Any reference (desk, service, PAY-…), invoice text or name'
              : 'Any reference (desk, service, PAY-…) or invoice text'
          }
          zone={zone}
          makers={makers.map((maker) => ({ value: maker.id, label: names(maker.name) }))}
        />
        <div className="mt-4 space-y-3">
          <ListChips
            query={query}
            columns={columns}
            makerName={(id) => makerNames.get(id) ?? id}
            clearHref={href(kept)}
          />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-sm text-slate-600" data-testid="remittance-count">
              {countWords(total, filtered)}
              <span className="text-slate-500"> · times in {zone}</span>
            </p>
            {page.items.length > 0 && (
              <a
                href={address.size > 0 ? `/api/desk/remittances/export?${address}` : '/api/desk/remittances/export'}
                download
                className={buttonClasses('secondary', 'sm')}
              >
                Export CSV
              </a>
            )}
          </div>
        </div>
        <div className="mt-4">
          {page.items.length > 0 ? (
            <>
              <RemittancesTable
                items={page.items}
                columns={columns}
                names={names}
                zone={zone}
                className="hidden sm:block"
              />
              <RemittanceCards items={page.items} names={names} zone={zone} className="sm:hidden" />
              <Pager
                path="/remittances"
                filters={Object.fromEntries(listSearchParams(query, { columns }))}
                cursor={query.cursor}
                nextCursor={page.nextCursor}
              />
            </>
          ) : filtered ? (
            <EmptyState link={{ href: href(kept), label: 'Clear filters' }}>
              No remittance matches these filters.
            </EmptyState>
          ) : query.cursor ? (
            <EmptyState link={{ href: href(kept), label: 'Back to the first page' }}>No more remittances.</EmptyState>
          ) : (
            <EmptyState>
              <p className="mb-3">
                No remittances yet. They appear here once submitted, from the desk or from any other client of the API.
              </p>
              {mayCompose && <ComposeLinks size="sm" className="flex flex-wrap justify-center gap-2" />}
            </EmptyState>
          )}
        </div>
      </Card>
    </>
  );
}
