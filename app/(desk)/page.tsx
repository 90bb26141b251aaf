import type { Metadata } from 'next';
import Link from 'next/link';
import { BalancesPanel } from '@/components/balances/balances-panel';
import { RecentRemittances } from '@/components/remittances/recent-remittances';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutoRefresh } from '@/components/ui/auto-refresh';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { namesFor } from '@/lib/desk/mask';
import { listRemittances } from '@/lib/desk/remittances/queries';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const user = await requirePermission('balances:read');
  const showRemittances = can(user.role, 'remittances:read');
  const [balances, recent] = await Promise.all([
    settle(paymentsApi().listBalances()),
    showRemittances ? listRemittances(await deskDb(), { limit: 5 }) : undefined,
  ]);
  return (
    <>
      <PageHeader
        title={`Good to see you, ${user.name.split(' ')[0]}`}
        description="Your ledger balances with the payments provider."
      />
      <Card
        title="Balances"
        description="Funds available for payments and remittances."
        actions={
          <Link href="/deposits" className="text-sm font-medium text-brand-700 hover:underline">
            Fund a balance →
          </Link>
        }
      >
        {balances.ok ? (
          <BalancesPanel balances={balances.data} />
        ) : (
          <ApiErrorAlert
            code={balances.error.code}
            message={balances.error.message}
            requestId={balances.error.requestId}
          />
        )}
        <AutoRefresh everyMs={10_000} what={recent ? 'Balances and recent remittances' : 'Balances'} />
      </Card>
      {recent && (
        <Card
          className="mt-6"
          title="Recent remittances"
          actions={
            <Link href="/remittances" className="text-sm font-medium text-brand-700 hover:underline">
              All remittances →
            </Link>
          }
        >
          <RecentRemittances items={recent.items} names={namesFor(user.role)} />
        </Card>
      )}
    </>
  );
}
