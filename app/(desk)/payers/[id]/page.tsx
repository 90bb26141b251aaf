import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeactivateParty } from '@/components/payers/deactivate-party';
import { PartyFacts, PartyRemittances, PartyStatusBadge, VersionNotice } from '@/components/payers/party-details';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deactivatePayerAction } from '@/lib/desk/actions/payers';
import { deskDb } from '@/lib/desk/database';
import { namesFor, piiFor } from '@/lib/desk/mask';
import { partyDocument } from '@/lib/desk/party-pages/documents';
import { payerFacts, todayIn } from '@/lib/desk/party-pages/facts';
import { remittancesUsing } from '@/lib/desk/party-pages/remittances';
import { personTimeZone } from '@/lib/desk/preferences';

type Params = Promise<{ id: string }>;
type SearchParams = Promise<{ replaces?: string; old?: string }>;

export const metadata: Metadata = { title: 'Payer' };

export default async function PayerPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const user = await requirePermission('parties:read');
  const { id } = await params;
  const notice = await searchParams;
  const api = paymentsApi();
  const found = await settle(api.getPayer(id));
  if (!found.ok && found.error.code === 'NOT_FOUND') notFound();
  const [zone, db] = await Promise.all([personTimeZone(user.id), deskDb()]);
  if (!found.ok)
    return (
      <>
        <PageHeader title="Payer" />
        <ApiErrorAlert code={found.error.code} message={found.error.message} requestId={found.error.requestId} />
      </>
    );
  const payer = found.data;
  const name = namesFor(user.role);
  const [used, files] = await Promise.all([
    remittancesUsing(db, 'payer', payer.originalPayerId),
    Promise.all(payer.documents.map((d) => settle(api.getFile(d.fileId)))),
  ]);
  const documents = payer.documents.map((d, i) => {
    const file = files[i]!;
    return partyDocument(d, file.ok ? file.data : undefined);
  });
  const writer = can(user.role, 'parties:write');
  const active = payer.status === 'ACTIVE';
  const shownName = name(payer.name);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/payers" className="font-medium text-brand-700 hover:underline">
          ← All payers
        </Link>
      </p>
      <PageHeader
        title={shownName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PartyStatusBadge status={payer.status} />
            <span className="font-mono text-xs">{payer.originalPayerId}</span>
          </span>
        }
        actions={
          writer && (
            <div className="flex flex-wrap items-start gap-2">
              <Link
                href={`/payers/new?from=${encodeURIComponent(payer.originalPayerId)}`}
                prefetch={false}
                className={buttonClasses('secondary')}
              >
                New version
              </Link>
              {active && (
                <DeactivateParty
                  id={payer.originalPayerId}
                  name={shownName}
                  noun="payer"
                  deactivate={deactivatePayerAction}
                />
              )}
            </div>
          )
        }
      />
      <div className="space-y-6">
        <VersionNotice noun="payer" list="/payers" replaces={notice.replaces} old={notice.old} />
        {!active && (
          <Alert tone="warning" title="Deactivated">
            New payments naming this payer are refused. Its record and the payments already made stay as they are.
          </Alert>
        )}
        {writer && active && (
          <p className="text-sm text-slate-600">
            The payments service cannot change a payer once it is registered. To correct or update these details, make a
            new version: a new payer, prefilled from this one, that you can then use instead.
          </p>
        )}
        <PartyFacts sections={payerFacts(payer, { name, number: piiFor(user.role), zone, today: todayIn(zone) })} />
        <Card
          title="Documents"
          description="The documents cited when the payer was registered, as the payments service checked them."
        >
          {documents.length === 0 ? (
            <p className="text-sm text-slate-500">No documents were given for this payer.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Documents of this payer">
              {documents.map((d) => (
                <li
                  key={d.fileId}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
                  data-testid="party-document"
                >
                  <span className="min-w-0">
                    <span className="font-medium text-slate-900">{d.type}</span>
                    <span className="block text-xs break-all text-slate-500">{name(d.fileName) || d.fileId}</span>
                  </span>
                  <Badge tone={d.tone}>{d.status}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <PartyRemittances items={used.items} more={used.more} noun="payer" names={name} />
      </div>
    </>
  );
}
