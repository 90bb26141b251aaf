import type { Metadata } from 'next';
import { SandboxClockPanel } from '@/components/settings/sandbox-clock-panel';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';

export const metadata: Metadata = { title: 'Sandbox clock' };

export default async function SandboxClockPage() {
  const user = await requirePermission('sandbox:clock');
  const [clock, timeZone] = await Promise.all([settle(paymentsApi().getSandboxClock()), personTimeZone(user.id)]);
  return (
    <>
      <PageHeader
        title="Sandbox clock"
        description="Set the pace of a demo: speed the sandbox up, slow it down, pause it or move it forward."
      />
      <Card>
        {clock.ok ? (
          <SandboxClockPanel initial={clock.data} timeZone={timeZone} />
        ) : (
          <Alert tone="info" title="This API's clock cannot be changed">
            {clock.error.status === 404
              ? 'The payments API the desk calls keeps real time: it is a live API, or another provider.'
              : clock.error.message}
          </Alert>
        )}
      </Card>
    </>
  );
}
