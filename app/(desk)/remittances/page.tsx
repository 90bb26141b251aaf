import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState, Pager } from '@/components/ui/list-controls';
import { ListFilters } from '@/components/remittances/list-filters';
import { RemittancesTable } from '@/components/remittances/remittances-table';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { namesFor } from '@/lib/desk/mask';
import { listRemittances, parseListQuery } from '@/lib/desk/remittances/queries';
import { listUnsentCases } from '@/lib/desk/review/cases';
import { HeldTable } from '@/components/review/held-table';

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

export default async function RemittancesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('remittances:read');
  const { query, invalid } = parseListQuery(await searchParams);
  const seesNames = can(user.role, 'pii:read');
  const mayCompose = can(user.role, 'remittances:compose');
  const db = await deskDb();
  const [page, held] = await Promise.all([
    listRemittances(db, { ...query, searchNames: seesNames }),
    query.cursor ? Promise.resolve([]) : listUnsentCases(db),
  ]);
  const filtered = Boolean(query.status || query.kind || query.search);
  return (
    <>
      <PageHeader
        title="Remittances"
        description="Every transaction and FX payment of the merchant, newest first, kept current by the API's webhooks."
        actions={mayCompose && <ComposeLinks />}
      />
      {invalid.length > 0 && (
        <div className="mb-6">
          <Alert tone="warning" title="Part of the address was not understood.">
            Ignored: {invalid.join(', ')}. Showing the list without {invalid.length === 1 ? 'it' : 'them'}.
          </Alert>
        </div>
      )}
      {held.length > 0 && (
        <Card
          className="mb-6"
          title="Held for compliance review"
          description="Not sent yet: a rule or an automatic finding holds each until a reviewer approves it. Open one to see why it waits."
        >
          <HeldTable rows={held} names={namesFor(user.role)} showStatus />
        </Card>
      )}
      <Card>
        <ListFilters query={query} searchLabel={seesNames ? 'Search by reference or name' : 'Search by reference'} />
        <div className="mt-4">
          {page.items.length > 0 ? (
            <>
              <RemittancesTable items={page.items} names={namesFor(user.role)} />
              <Pager
                path="/remittances"
                filters={{ status: query.status, kind: query.kind, search: query.search }}
                cursor={query.cursor}
                nextCursor={page.nextCursor}
              />
            </>
          ) : filtered ? (
            <EmptyState link={{ href: '/remittances', label: 'Clear filters' }}>
              No remittance matches these filters.
            </EmptyState>
          ) : query.cursor ? (
            <EmptyState link={{ href: '/remittances', label: 'Back to the first page' }}>
              No more remittances.
            </EmptyState>
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
