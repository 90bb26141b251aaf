import type { Metadata } from 'next';
import { randomUUID } from 'node:crypto';
import { notFound } from 'next/navigation';
import { CreatePayerForm, type ReplacedPayer } from '@/components/payers/create-payer-form';
import { payerFormValues } from '@/components/payers/payer-form-values';
import { CreatePage } from '@/components/shell/create-page';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { paymentsApi, settle, type PaymentsApiError } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { partyDocument } from '@/lib/desk/party-pages/documents';

export const metadata: Metadata = { title: 'New payer' };

/** The payer a new version starts from, with the documents it may cite again. */
async function replacedPayer(id: string, requestId: string): Promise<ReplacedPayer | { error: PaymentsApiError }> {
  const api = paymentsApi();
  const found = await settle(api.getPayer(id));
  if (!found.ok) {
    if (found.error.code === 'NOT_FOUND') notFound();
    return { error: found.error };
  }
  const payer = found.data;
  const files = await Promise.all(payer.documents.map((d) => settle(api.getFile(d.fileId))));
  const documents = payer.documents
    .map((d, i) => {
      const file = files[i]!;
      const shown = partyDocument(d, file.ok ? file.data : undefined);
      return { ...d, citable: shown.citable, description: `${shown.fileName ?? d.fileId} · ${shown.status}` };
    })
    .filter((d) => d.citable)
    .map(({ fileId, type, description }) => ({ fileId, type, description }));
  return { id: payer.originalPayerId, name: payer.name, values: payerFormValues(payer, requestId), documents };
}

export default async function NewPayerPage({ searchParams }: { searchParams: Promise<{ from?: string }> }) {
  await requirePermission('parties:write');
  const { from } = await searchParams;
  // One requestId and Idempotency-Key per form instance: a doubled submit creates one payer.
  const requestId = `desk-payer-${randomUUID()}`;
  const replaces = from ? await replacedPayer(from, requestId) : undefined;
  if (replaces && 'error' in replaces)
    return (
      <CreatePage
        title="New version of a payer"
        description="The payer to start from could not be read."
        back={{ href: '/payers', label: 'All payers' }}
      >
        <ApiErrorAlert code={replaces.error.code} message={replaces.error.message} />
      </CreatePage>
    );
  return (
    <CreatePage
      title={replaces ? `New version of ${replaces.name}` : 'New payer'}
      description={
        replaces
          ? 'A new payer, prefilled from the one it replaces: change what has changed, then create it.'
          : 'The original payer of FX payments: an individual, or a business with its directors and ultimate beneficial owners.'
      }
      back={
        replaces
          ? { href: `/payers/${encodeURIComponent(replaces.id)}`, label: replaces.name }
          : { href: '/payers', label: 'All payers' }
      }
    >
      <CreatePayerForm requestId={requestId} idempotencyKey={randomUUID()} replaces={replaces} />
    </CreatePage>
  );
}
