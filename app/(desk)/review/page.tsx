import type { Metadata } from 'next';
import { HeldTable } from '@/components/review/held-table';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { deskDb } from '@/lib/desk/database';
import { namesFor } from '@/lib/desk/mask';
import { listQueue } from '@/lib/desk/review/cases';

export const metadata: Metadata = { title: 'Review queue' };
export const dynamic = 'force-dynamic';

export default async function ReviewQueuePage() {
  const user = await requirePermission('review:read');
  const zone = await personTimeZone(user.id);
  const rows = await listQueue(await deskDb());
  const names = namesFor(user);
  return (
    <>
      <PageHeader
        title="Review queue"
        description="Remittances held before they are sent: a rule or an automatic finding caught them. The soonest review deadline comes first; a quote that expired while it waited is asked again on approval."
      />
      <Card>
        {rows.length === 0 ? (
          <EmptyState>Nothing waits for review. New remittances that a rule or a finding holds appear here.</EmptyState>
        ) : (
          <HeldTable rows={rows} names={names} zone={zone} />
        )}
      </Card>
    </>
  );
}
