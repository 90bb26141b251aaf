import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { randomBytes, randomUUID } from 'node:crypto';
import { PaymentComposer, type DebitBalance } from '@/components/payments/payment-composer';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { paymentDraftFrom, type PaymentDraftValues } from '@/lib/desk/draft-content';
import { closeSentPaymentDrafts, getDraft } from '@/lib/desk/drafts';
import { prefillFromRequest } from '@/lib/desk/payments/compose-checks';
import { blankPaymentForm, type PaymentFormValues } from '@/lib/desk/payments/compose-form';
import { getRemittance } from '@/lib/desk/remittances/record';
import { getCaseByReference } from '@/lib/desk/review/cases';
import { CURRENCIES } from '@/lib/reference/currencies';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';

export const metadata: Metadata = { title: 'New FX payment' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

interface Repeat {
  values: PaymentFormValues;
  payerName?: string;
  beneficiaryName?: string;
  notice: string;
}

/** The form prefilled from a past payment the desk recorded (`?repeat=<reference>`). */
async function repeatOf(reference: string | undefined): Promise<Repeat | undefined> {
  if (!reference) return undefined;
  const db = await deskDb();
  const past = await getRemittance(db, reference.slice(0, 64));
  if (!past || past.kind !== 'payment') {
    // Not sent: one compliance held and returned (or rejected) is composed again from its request.
    const held = await getCaseByReference(db, reference.slice(0, 64));
    if (held?.kind === 'payment')
      return {
        values: prefillFromRequest(held.request),
        payerName: held.senderName ?? undefined,
        beneficiaryName: held.recipientName ?? undefined,
        notice: `Composing ${reference} again${held.decisionReason ? ` — compliance said: “${held.decisionReason}”` : ''}. Fix it, get a fresh quote and confirm: it is a new payment, reviewed again.`,
      };
    return { values: blankPaymentForm(), notice: `No FX payment ${reference} to repeat; start a new one below.` };
  }
  return {
    values: prefillFromRequest(past.request),
    payerName: past.senderName ?? undefined,
    beneficiaryName: past.recipientName ?? undefined,
    notice: `Repeating ${reference}: check the figures, then get a fresh quote.`,
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
const newMerchantRef = () =>
  `PAY-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

interface Resumed {
  draftId: string;
  requestId: string;
  draft: PaymentDraftValues;
}

/**
 * A saved FX payment draft (`?draft=<id>`), the owner's only. One already confirmed goes to its
 * payment (or its review): its requestId is spent, and confirming it again would be the same payment.
 */
async function resumeDraft(draftId: string | undefined, ownerId: string): Promise<Resumed | undefined> {
  if (!draftId) return undefined;
  const db = await deskDb();
  if (!/^[0-9a-f-]{36}$/i.test(draftId)) notFound();
  await closeSentPaymentDrafts(db, ownerId);
  const found = await getDraft(db, ownerId, draftId);
  if (!found || found.kind !== 'payment') notFound();
  if (found.submittedAt) {
    const held = await getCaseByReference(db, found.reference);
    redirect(held ? reviewPath(found.reference) : remittancePath(found.reference));
  }
  return { draftId: found.id, requestId: found.reference, draft: paymentDraftFrom(found.values) };
}

export default async function ComposePaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('remittances:compose');
  const params = await searchParams;
  const [balances, repeated, resumed] = await Promise.all([
    settle(paymentsApi().listBalances()),
    repeatOf(first(params.draft) ? undefined : first(params.repeat)),
    resumeDraft(first(params.draft), user.id),
  ]);
  const debitBalances: DebitBalance[] = balances.ok
    ? balances.data.balances.map((b) => ({ currency: b.currency, available: b.availableBalance }))
    : [];
  // One requestId and merchantRef per draft, kept with it: a doubled or retried confirm, or one
  // made again after a reload, creates one payment.
  const draftId = resumed?.draftId ?? randomUUID();
  const requestId = resumed?.requestId ?? `desk-pay-${randomUUID()}`;
  const merchantRef = resumed?.draft.merchantRef || newMerchantRef();
  const initialValues = resumed?.draft.form ?? repeated?.values ?? blankPaymentForm();
  const documents = resumed?.draft.documents ?? 0;
  return (
    <>
      <PageHeader
        title="New FX payment"
        description="Pay a registered beneficiary from one of your balances: pick the parties, get a quote, add the instruction and documents, confirm."
        actions={
          <Link href="/compose/drafts" className="text-sm font-medium text-brand-700 hover:underline">
            Drafts
          </Link>
        }
      />
      {!balances.ok && (
        <div className="mb-6">
          <ApiErrorAlert
            code={balances.error.code}
            message={balances.error.message}
            requestId={balances.error.requestId}
          />
        </div>
      )}
      {repeated && (
        <div className="mb-6">
          <Alert tone="info">{repeated.notice}</Alert>
        </div>
      )}
      {documents > 0 && (
        <div className="mb-6">
          <Alert tone="info">
            {documents === 1
              ? 'This draft had a supporting document. Documents are not kept with a draft: add it again before you confirm.'
              : `This draft had ${documents} supporting documents. Documents are not kept with a draft: add them again before you confirm.`}
          </Alert>
        </div>
      )}
      <PaymentComposer
        key={draftId}
        draftId={draftId}
        ids={{ requestId, merchantRef }}
        balances={debitBalances}
        payoutCurrencies={CURRENCIES.map((c) => ({ code: c.code, name: c.name }))}
        initialValues={initialValues}
        initialNames={{ payer: repeated?.payerName, beneficiary: repeated?.beneficiaryName }}
        initialParties={resumed?.draft.parties}
      />
    </>
  );
}
