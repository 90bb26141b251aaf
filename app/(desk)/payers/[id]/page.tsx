import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PartyDetailPage } from '@/components/payers/party-details';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Badge } from '@/components/ui/badge';
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
  const name = namesFor(user);
  const [used, files] = await Promise.all([
    remittancesUsing(db, 'payer', payer.originalPayerId),
    Promise.all(payer.documents.map((d) => settle(api.getFile(d.fileId)))),
  ]);
  const documents = payer.documents.map((d, i) => {
    const file = files[i]!;
    return partyDocument(d, file.ok ? file.data : undefined);
  });
  const shownName = name(payer.name);

  return (
    <PartyDetailPage
      noun="payer"
      id={payer.originalPayerId}
      shownName={shownName}
      status={payer.status}
      writer={can(user.role, 'parties:write')}
      deactivate={deactivatePayerAction}
      notice={await searchParams}
      sections={payerFacts(payer, { name, number: piiFor(user), zone, today: todayIn(zone) })}
      used={used}
      names={name}
    >
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
    </PartyDetailPage>
  );
}
