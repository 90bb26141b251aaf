import type { Metadata } from 'next';
import {
  StatementFormFields,
  statementHref,
  StatementMovements,
  StatementPager,
  StatementSummary,
} from '@/components/statement/statement-view';
import { ApiErrorAlert, ListPageError } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { readStatementPeriod } from '@/lib/desk/statement/period';
import { loadStatementPage } from '@/lib/desk/statement/statement';

export const metadata: Metadata = { title: 'Statement' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

export default async function StatementPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('balances:read');
  const zone = await personTimeZone(user.id);
  const query = await searchParams;
  const api = paymentsApi();
  const header = (
    <PageHeader
      title="Statement"
      description="Every movement of a balance over the days you choose — deposits, remittances, fees, refunds and returns — with the balance after each, to reconcile against your books."
    />
  );

  const balances = await settle(api.listBalances());
  if (!balances.ok)
    return (
      <>
        {header}
        <ApiErrorAlert
          code={balances.error.code}
          message={balances.error.message}
          requestId={balances.error.requestId}
        />
      </>
    );
  const currencies = balances.data.balances.map((balance) => balance.currency);
  if (currencies.length === 0)
    return (
      <>
        {header}
        <EmptyState link={{ href: '/deposits', label: 'Fund a balance' }}>
          You have no balances yet, so there is no statement.
        </EmptyState>
      </>
    );

  const period = readStatementPeriod(query, { zone, now: new Date(), currencies });
  const cursor = first(query.cursor);
  const page = await settle(loadStatementPage(await deskDb(), api, period, cursor));
  const downloadHref = statementHref('/api/desk/statement', period.form);

  return (
    <>
      {header}
      <Card>
        <StatementFormFields period={period} currencies={currencies} zone={zone} />
      </Card>
      <Card
        className="mt-6"
        title={`${period.form.currency} from ${period.form.from} to ${period.form.to}`}
        description={`Oldest first. Times in ${zone}.`}
        actions={
          page.ok ? (
            <a href={downloadHref} download className={buttonClasses('secondary', 'sm')}>
              Download CSV
            </a>
          ) : undefined
        }
      >
        {page.ok ? (
          <div className="space-y-5">
            <StatementSummary
              statement={page.data.statement}
              period={period}
              zone={zone}
              reconciliation={page.data.reconciliation}
            />
            <StatementMovements
              statement={page.data.statement}
              references={page.data.references}
              zone={zone}
              empty={cursor ? 'No more movements in this period.' : 'No movements in this period.'}
            />
            <StatementPager form={period.form} cursor={cursor} nextCursor={page.data.statement.nextCursor} />
          </div>
        ) : (
          <ListPageError
            error={page.error}
            cursor={cursor}
            stale={{
              title: 'This page of the statement cannot be shown.',
              detail: 'The address of the page was changed or belongs to another statement.',
            }}
            back={{ href: statementHref('/statement', period.form), label: 'Back to the first page' }}
          />
        )}
      </Card>
    </>
  );
}
