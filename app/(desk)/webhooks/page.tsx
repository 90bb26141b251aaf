import type { Metadata } from 'next';
import Link from 'next/link';
import { DeliveriesTable } from '@/components/webhooks/deliveries-table';
import { ReceivedTable } from '@/components/webhooks/received-table';
import { Alert } from '@/components/ui/alert';
import { ListPageError } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses } from '@/components/ui/field';
import { EmptyState, Pager } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { loadDeliveryLog, readWebhookPageQuery, webhookPageHref } from '@/lib/desk/webhooks/deliveries';
import { listReceivedWebhooks } from '@/lib/desk/webhooks/log';

export const metadata: Metadata = { title: 'Webhooks' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const FIELD_WORDS: Record<string, string> = {
  reference: 'the reference searched for',
  cursor: 'the page of sent messages',
  before: 'the page of received messages',
};

/** The search of the sent messages by a remittance's reference: a GET form, so it is a link. */
function ReferenceSearch({ reference }: { reference?: string }) {
  return (
    <form method="get" action="/webhooks" role="search" className="mb-4 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <label htmlFor="reference" className="block text-sm font-medium text-slate-700">
          Remittance reference
        </label>
        <input
          id="reference"
          name="reference"
          type="search"
          maxLength={100}
          defaultValue={reference}
          className={`${inputClasses} mt-1`}
        />
      </div>
      <button type="submit" className={buttonClasses('secondary')}>
        Show its messages
      </button>
      {reference && (
        <Link href="/webhooks" className="px-2 py-2 text-sm font-medium text-brand-700 hover:underline">
          Show all
        </Link>
      )}
    </form>
  );
}

export default async function WebhooksPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('webhooks:read');
  const zone = await personTimeZone(user.id);
  const { query, invalid } = readWebhookPageQuery(await searchParams);
  const { reference, cursor, before } = query;
  const db = await deskDb();
  const [received, sent] = await Promise.all([
    listReceivedWebhooks(db, { before }),
    settle(loadDeliveryLog(db, paymentsApi(), { reference, cursor })),
  ]);
  const shared = !sent.ok || sent.data.shared;

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="What the payments API told the desk about its remittances: each message it sent with every attempt to deliver it, and each message the desk verified and applied, or refused."
      />
      {invalid.length > 0 && (
        <div className="mb-6">
          <Alert tone="warning" title="Part of the address was not understood.">
            Ignored {invalid.map((field) => FIELD_WORDS[field] ?? field).join(', ')}.
          </Alert>
        </div>
      )}
      <Card
        title="Sent by the payments API"
        description={`Newest first. Each attempt shows the status code the desk answered and how long it took; a message that failed is tried again later, and may be redelivered now. Times in ${zone}.`}
      >
        {shared && <ReferenceSearch reference={reference} />}
        {!sent.ok ? (
          <ListPageError
            error={sent.error}
            cursor={cursor}
            stale={{
              title: 'This page of sent messages cannot be shown.',
              detail: 'The address of the page was changed or belongs to another search.',
            }}
            back={{ href: webhookPageHref({ reference }), label: 'Back to the newest' }}
          />
        ) : !sent.data.shared ? (
          <Alert title="This API does not share its delivery attempts.">
            The desk is connected to a payments API other than its built-in one. What it sent, and when, is in that
            API&apos;s own tools; the messages that reached the desk are below.
          </Alert>
        ) : sent.data.items.length > 0 ? (
          <>
            <DeliveriesTable items={sent.data.items} zone={zone} canRedeliver={can(user.role, 'webhooks:redeliver')} />
            <Pager
              path="/webhooks"
              filters={{ reference, before: before?.toISOString() }}
              cursor={cursor}
              nextCursor={sent.data.nextCursor}
              label="Pages of sent messages"
            />
          </>
        ) : (
          <EmptyState
            link={reference || cursor ? { href: webhookPageHref({ before }), label: 'Back to the newest' } : undefined}
          >
            {reference
              ? `No message names ${reference}.`
              : cursor
                ? 'No older messages.'
                : 'The payments API has sent no message yet. They are sent as remittances move.'}
          </EmptyState>
        )}
      </Card>
      <Card
        className="mt-6"
        title="Received by the desk"
        description="A message is applied only when its Standard Webhooks signature matches and it is no more than five minutes old; a redelivered message is recognised by its id and applied once."
      >
        {received.items.length > 0 ? (
          <>
            <ReceivedTable items={received.items} zone={zone} />
            <Pager
              path="/webhooks"
              filters={{ reference, cursor }}
              cursor={before?.toISOString()}
              nextCursor={received.nextBefore?.toISOString() ?? null}
              param="before"
              label="Pages of received messages"
            />
          </>
        ) : (
          <EmptyState
            link={before ? { href: webhookPageHref({ reference, cursor }), label: 'Back to the newest' } : undefined}
          >
            {before ? 'No older messages.' : 'No webhook has reached the desk yet. They arrive as remittances move.'}
          </EmptyState>
        )}
      </Card>
    </>
  );
}
