import type { Metadata } from 'next';
import { ConnectionTest } from '@/components/settings/connection-test';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { config } from '@/lib/config';

export const metadata: Metadata = { title: 'API connection' };

export default async function ConnectionPage() {
  await requirePermission('settings:manage');
  const { paymentsApiUrl, paymentsApiKey, paymentsMerchantId, mode } = config();
  return (
    <>
      <PageHeader
        title="API connection"
        description="The payments API this desk calls. It is set by PAYMENTS_API_URL and PAYMENTS_API_KEY where the desk runs."
      />
      <Card>
        <dl className="grid max-w-2xl grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-700">URL</dt>
          <dd className="break-all font-mono text-slate-900">{paymentsApiUrl}</dd>
          <dt className="font-medium text-slate-700">API key</dt>
          {/* Whether one is set, never the key itself. */}
          <dd className="text-slate-900">{paymentsApiKey ? 'Configured' : 'Not configured'}</dd>
          <dt className="font-medium text-slate-700">Merchant</dt>
          <dd className="font-mono text-slate-900">{paymentsMerchantId}</dd>
          <dt className="font-medium text-slate-700">Mode</dt>
          <dd className="text-slate-900">{mode === 'sandbox' ? 'Sandbox — no real money moves' : 'Live'}</dd>
        </dl>
        <div className="mt-6">
          <ConnectionTest />
        </div>
      </Card>
    </>
  );
}
