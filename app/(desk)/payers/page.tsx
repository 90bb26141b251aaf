import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState, Pager, SearchForm } from '@/components/payers/list-controls';
import { PayersTable } from '@/components/payers/payers-table';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { piiFor } from '@/lib/desk/mask';

export const metadata: Metadata = { title: 'Payers' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export default async function PayersPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('parties:read');
  const params = await searchParams;
  const search = first(params.search);
  const cursor = first(params.cursor);
  const created = first(params.created);
  const result = await settle(paymentsApi().listPayers({ search, cursor }));
  return (
    <>
      <PageHeader
        title="Payers"
        description="The original payers of FX payments: individuals, and businesses with their directors and owners."
        actions={
          can(user.role, 'parties:write') && (
            <Link href="/payers/new" className={buttonClasses()}>
              New payer
            </Link>
          )
        }
      />
      {created && (
        <div className="mb-6">
          <Alert tone="success">Payer {created} created.</Alert>
        </div>
      )}
      <Card>
        <SearchForm action="/payers" search={search} label="Search payers by name" />
        <div className="mt-4">
          {!result.ok ? (
            <ApiErrorAlert code={result.error.code} message={result.error.message} requestId={result.error.requestId} />
          ) : result.data.items.length === 0 ? (
            <EmptyState>
              {search ? <>No payer&apos;s name contains “{search}”.</> : cursor ? 'No more payers.' : 'No payers yet.'}
            </EmptyState>
          ) : (
            <>
              <PayersTable payers={result.data.items} pii={piiFor(user.role)} />
              <Pager path="/payers" search={search} cursor={cursor} nextCursor={result.data.nextCursor} />
            </>
          )}
        </div>
      </Card>
    </>
  );
}
