import type { Metadata } from 'next';
import Link from 'next/link';
import { BalancesPanel } from '@/components/balances/balances-panel';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const user = await requirePermission('balances:read');
  const balances = await settle(paymentsApi().listBalances());
  return (
    <>
      <PageHeader title={`Good to see you, ${user.name.split(' ')[0]}`} description="Your ledger balances with the payments provider." />
      <Card title="Balances" description="Funds available for payments and remittances." actions={<Link href="/deposits" className="text-sm font-medium text-brand-700 hover:underline">Fund a balance →</Link>}>
        {balances.ok ? <BalancesPanel initial={balances.data} /> : <ApiErrorAlert code={balances.error.code} message={balances.error.message} requestId={balances.error.requestId} />}
      </Card>
    </>
  );
}
