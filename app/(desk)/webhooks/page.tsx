import type { Metadata } from 'next';
import Link from 'next/link';
import { ReceivedTable } from '@/components/webhooks/received-table';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { listReceivedWebhooks } from '@/lib/desk/webhooks/log';

export const metadata: Metadata = { title: 'Webhooks' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** `?before=` as an instant, or undefined for the newest page (a bad value is ignored, never a 500). */
function beforeOf(raw: string | string[] | undefined): Date | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export default async function WebhooksPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('webhooks:read');
  const zone = await personTimeZone(user.id);
  const before = beforeOf((await searchParams).before);
  const received = await listReceivedWebhooks(await deskDb(), { before });
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="What the payments API told the desk about its remittances: each message the desk verified and applied, and each it refused."
      />
      <Card
        title="Received by the desk"
        description="A message is applied only when its Standard Webhooks signature matches and it is no more than five minutes old; a redelivered message is recognised by its id and applied once."
      >
        {received.items.length > 0 ? (
          <>
            <ReceivedTable items={received.items} zone={zone} />
            <div className="mt-4 flex gap-2">
              {before && (
                <Link href="/webhooks" className={buttonClasses('secondary', 'sm')}>
                  Newest
                </Link>
              )}
              {received.nextBefore && (
                <Link
                  href={`/webhooks?before=${encodeURIComponent(received.nextBefore.toISOString())}`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Older
                </Link>
              )}
            </div>
          </>
        ) : (
          <EmptyState link={before ? { href: '/webhooks', label: 'Back to the newest' } : undefined}>
            {before ? 'No older messages.' : 'No webhook has reached the desk yet. They arrive as remittances move.'}
          </EmptyState>
        )}
      </Card>
    </>
  );
}
