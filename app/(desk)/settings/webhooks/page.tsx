import type { Metadata } from 'next';
import { AddWebhookEndpointForm } from '@/components/settings/add-webhook-endpoint-form';
import { WebhookSecretRotation } from '@/components/settings/webhook-secret-rotation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { loadWebhookEndpoints, OVERLAP_CHOICES, successRateWords } from '@/lib/desk/settings/webhooks';
import { formatDateTime } from '@/lib/desk/time-zone';
import { WEBHOOK_SECRET_OVERLAP_SECONDS } from '@/lib/schemas/webhook';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function WebhookSettingsPage() {
  const user = await requirePermission('settings:manage');
  const zone = await personTimeZone(user.id);
  const endpoints = await settle(loadWebhookEndpoints(paymentsApi()));
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="The endpoints the payments API sends status webhooks to, how their deliveries went, and their signing secrets."
      />
      {!endpoints.ok ? (
        <ApiErrorAlert
          code={endpoints.error.code}
          message={endpoints.error.message}
          requestId={endpoints.error.requestId}
        />
      ) : endpoints.data.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-600">No endpoint is registered with the API.</p>
        </Card>
      ) : (
        <ul className="space-y-6">
          {endpoints.data.map((endpoint) => (
            <li key={endpoint.id}>
              <Card
                title={endpoint.isDesk ? 'The desk’s receiver' : (endpoint.description ?? endpoint.id)}
                description={<span className="break-all font-mono">{endpoint.url}</span>}
              >
                <dl className="grid max-w-3xl grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[14rem_1fr]">
                  <dt className="font-medium text-slate-700">Events</dt>
                  <dd className="text-slate-900">
                    {endpoint.eventTypes.includes('*') ? 'Every event' : endpoint.eventTypes.join(', ')}
                  </dd>
                  <dt className="font-medium text-slate-700">Delivered, last 24 hours</dt>
                  <dd className="tabular-nums text-slate-900">{successRateWords(endpoint.last24h)}</dd>
                  <dt className="font-medium text-slate-700">State</dt>
                  <dd className="text-slate-900">{endpoint.enabled ? 'Enabled' : 'Disabled'}</dd>
                  <dt className="font-medium text-slate-700">Signing secret</dt>
                  <dd className="text-slate-900">
                    {endpoint.overlapEndsAt
                      ? `Rotated: the old secret signs beside the new one until ${formatDateTime(endpoint.overlapEndsAt, zone)}`
                      : 'One secret signs'}
                  </dd>
                </dl>
                <div className="mt-6">
                  <WebhookSecretRotation
                    endpointId={endpoint.id}
                    endpointLabel={endpoint.isDesk ? 'the desk’s receiver' : endpoint.url}
                    overlaps={OVERLAP_CHOICES}
                    defaultOverlap={WEBHOOK_SECRET_OVERLAP_SECONDS.default}
                    timeZone={zone}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Card
        className="mt-6"
        title="Add an endpoint"
        description="Another receiver of the API's webhooks, such as your ERP. The desk's own receiver is registered already."
      >
        <AddWebhookEndpointForm />
      </Card>
    </>
  );
}
