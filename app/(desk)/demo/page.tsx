import type { Metadata } from 'next';
import { DemoAdmin } from '@/components/demo/demo-admin';
import { DemoWatch } from '@/components/demo/demo-watch';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { listScenarios } from '@/lib/desk/demo/scenarios';
import { demoView } from '@/lib/desk/demo/view';
import { personTimeZone } from '@/lib/desk/preferences';

export const metadata: Metadata = { title: 'Demo' };
export const dynamic = 'force-dynamic';

/** The demo run: everyone signed in watches it; admins pick a scenario and start, stop or reset it. */
export default async function DemoPage() {
  const user = await requirePermission('remittances:read');
  const admin = can(user.role, 'demo:run');
  const [view, zone, scenarios] = await Promise.all([
    demoView(await deskDb(), user),
    personTimeZone(user.id),
    admin ? listScenarios() : Promise.resolve([]),
  ]);
  return (
    <>
      <PageHeader
        title="Demo"
        description="A scenario played on the sandbox: remittances of every type moving through their lifecycles, a failure, a return and a compliance stop, live."
      />
      {admin ? (
        <DemoAdmin initial={view} zone={zone} scenarios={scenarios} />
      ) : (
        <DemoWatch initial={view} zone={zone} />
      )}
    </>
  );
}
