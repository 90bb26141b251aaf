import type { Metadata } from 'next';
import { randomBytes, randomUUID } from 'node:crypto';
import { PaymentComposer, type DebitBalance } from '@/components/payments/payment-composer';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { prefillFromRequest } from '@/lib/desk/payments/compose-checks';
import { blankPaymentForm, type PaymentFormValues } from '@/lib/desk/payments/compose-form';
import { getRemittance } from '@/lib/desk/remittances/record';
import { getCaseByReference } from '@/lib/desk/review/cases';
import { CURRENCIES } from '@/lib/reference/currencies';

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

export default async function ComposePaymentPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePermission('remittances:compose');
  const { repeat } = await searchParams;
  const [balances, repeated] = await Promise.all([
    settle(paymentsApi().listBalances()),
    repeatOf(Array.isArray(repeat) ? repeat[0] : repeat),
  ]);
  const debitBalances: DebitBalance[] = balances.ok
    ? balances.data.balances.map((b) => ({ currency: b.currency, available: b.availableBalance }))
    : [];
  // One requestId and merchantRef per page instance: a doubled or retried confirm creates one payment.
  const requestId = `desk-pay-${randomUUID()}`;
  const merchantRef = `PAY-${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
  return (
    <>
      <PageHeader
        title="New FX payment"
        description="Pay a registered beneficiary from one of your balances: pick the parties, get a quote, add the instruction and documents, confirm."
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
      <PaymentComposer
        ids={{ requestId, merchantRef }}
        balances={debitBalances}
        payoutCurrencies={CURRENCIES.map((c) => ({ code: c.code, name: c.name }))}
        initialValues={repeated?.values ?? blankPaymentForm()}
        initialNames={{ payer: repeated?.payerName, beneficiary: repeated?.beneficiaryName }}
      />
    </>
  );
}
