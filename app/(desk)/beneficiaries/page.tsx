import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState, Pager, SearchForm } from '@/components/payers/list-controls';
import { BeneficiariesTable } from '@/components/beneficiaries/beneficiaries-table';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { piiFor } from '@/lib/desk/mask';

export const metadata: Metadata = { title: 'Beneficiaries' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export default async function BeneficiariesPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('parties:read');
  const params = await searchParams;
  const search = first(params.search);
  const cursor = first(params.cursor);
  const created = first(params.created);
  const result = await settle(paymentsApi().listBeneficiaries({ search, cursor }));
  return (
    <>
      <PageHeader
        title="Beneficiaries"
        description="Who receives FX payments: account holders with their bank accounts, by SWIFT or local clearing."
        actions={
          can(user.role, 'parties:write') && (
            <Link href="/beneficiaries/new" className={buttonClasses()}>
              New beneficiary
            </Link>
          )
        }
      />
      {created && (
        <div className="mb-6">
          <Alert tone="success">Beneficiary {created} created.</Alert>
        </div>
      )}
      <Card>
        <SearchForm action="/beneficiaries" search={search} label="Search beneficiaries by name" />
        <div className="mt-4">
          {!result.ok ? (
            <ApiErrorAlert code={result.error.code} message={result.error.message} requestId={result.error.requestId} />
          ) : result.data.items.length === 0 ? (
            <EmptyState>
              {search ? (
                <>No beneficiary&apos;s name contains “{search}”.</>
              ) : cursor ? (
                'No more beneficiaries.'
              ) : (
                'No beneficiaries yet.'
              )}
            </EmptyState>
          ) : (
            <>
              <BeneficiariesTable beneficiaries={result.data.items} pii={piiFor(user.role)} />
              <Pager path="/beneficiaries" search={search} cursor={cursor} nextCursor={result.data.nextCursor} />
            </>
          )}
        </div>
      </Card>
    </>
  );
}
