import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { MoneyPicture } from '@/components/remittances/money-picture';
import { StatusBadge } from '@/components/remittances/status-badge';
import { PrintButton } from '@/components/review/print-button';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { requirePermission } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { pageReference, remittanceForPage } from '@/lib/desk/remittances/for-page';
import { namesFor } from '@/lib/desk/mask';
import { personTimeZone } from '@/lib/desk/preferences';
import { paymentMoney, readMoney } from '@/lib/desk/remittances/money';
import { moneyOutcome } from '@/lib/desk/remittances/money-words';
import { explainStatus, formatDateTime, hasReceipt, kindLabel, statusLabel } from '@/lib/desk/remittances/presentation';
import { listRemittanceEvents } from '@/lib/desk/remittances/queries';
import { bankAccount, paidOutAt, partyAccount, type ReceiptAccount } from '@/lib/desk/remittances/receipt';
import type { Remittance } from '@/lib/desk/remittances/record';
import { countryName } from '@/lib/reference/countries';
import { referenceFromParam, remittancePath } from '@/lib/schemas/reference-path';

type Params = Promise<{ reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Proof of payment ${referenceFromParam((await params).reference)}` };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `receipt-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="break-inside-avoid border-t border-slate-200 pt-4 print:border-black">
      <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase print:text-black">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Field({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-1 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className={`break-words text-slate-900 ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  );
}

/** A party on the receipt: the name as the role may see it, the account always masked. */
function Party({
  title,
  name,
  account,
  extra,
}: {
  title: string;
  name: string;
  account?: ReceiptAccount;
  extra?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-medium text-slate-900">{title}</h3>
      <dl>
        <Field label="Name">{name || 'Not known to the desk'}</Field>
        {account && (
          <Field label={account.label} mono>
            {account.value}
          </Field>
        )}
        {extra}
      </dl>
    </div>
  );
}

/** The FX payment's record (fee, rate, completion time) and its beneficiary's bank account. */
async function paymentRecord(remittance: Remittance) {
  if (remittance.kind !== 'payment') return { payment: undefined, beneficiary: undefined };
  const api = paymentsApi();
  const payment = await settle(api.getPayment(remittance.serviceRef));
  const beneficiaryId = payment.ok ? payment.data.beneficiary.beneficiaryId : undefined;
  const beneficiary = beneficiaryId ? await settle(api.getBeneficiary(beneficiaryId)) : undefined;
  return {
    payment: payment.ok ? payment.data : undefined,
    beneficiary: beneficiary?.ok ? beneficiary.data : undefined,
  };
}

/** A4 with margins the printer keeps; black on white in any theme comes from globals.css's print rule. */
const PRINT_STYLE = `@page { size: A4; margin: 16mm; }
@media print {
  body { background: #fff; }
}`;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * A proof of payment for one paid-out remittance (or one paid out and then returned): who sent
 * what to whom, the money picture, the references and when it was paid out in the person's
 * timezone. Names as the role may see them, account numbers always masked. Printed on A4 without
 * the desk's navigation (print: variants). A remittance not paid out has no receipt.
 */
export default async function ReceiptPage({ params }: { params: Params }) {
  const user = await requirePermission('remittances:read');
  const reference = pageReference((await params).reference, (found) => remittancePath(found, 'receipt'));
  const db = await deskDb();
  const remittance = await remittanceForPage(db, reference);
  const back = remittancePath(remittance.reference);
  const backLink = (
    <Link href={back} className={buttonClasses('secondary')}>
      Back to the remittance
    </Link>
  );
  if (!hasReceipt(remittance.kind, remittance.status)) {
    const ended = ['FAILED', 'CANCELLED', 'RETURNED'].includes(remittance.status);
    return (
      <>
        <PageHeader title={`Proof of payment ${remittance.reference}`} actions={backLink} />
        <Alert tone={ended ? 'error' : 'info'} title="No proof of payment">
          {ended
            ? remittance.status === 'RETURNED'
              ? 'This remittance was paid out and then returned: the money came back, so there is no proof of payment for it.'
              : `This remittance was not paid out (${statusLabel(remittance.status).toLowerCase()}), so there is no receipt for it.`
            : `This remittance is not paid out yet (${statusLabel(remittance.status).toLowerCase()}). Its proof of payment is here once it is paid out.`}
        </Alert>
      </>
    );
  }

  const [zone, events, { payment, beneficiary }] = await Promise.all([
    personTimeZone(user.id),
    listRemittanceEvents(db, remittance.reference),
    paymentRecord(remittance),
  ]);
  const money = readMoney(remittance.money) ?? (payment ? paymentMoney(payment) : null);
  const paidAt = paidOutAt(remittance.kind, events, payment?.timeline.completedAt);
  const names = namesFor(user);
  const request = remittance.request;
  const transfer = request.internationalTransferInformation as Record<string, unknown> | undefined;
  const { mode, paymentsMerchantId } = config();
  const returned = remittance.status === 'RETURNED';
  const explained = explainStatus(remittance.kind, remittance.status, remittance.errorCode, remittance.errorMessage);
  const recipientBank = bankAccount(beneficiary?.bankAccount);
  const country = remittance.receivingCountry ?? beneficiary?.countryCode;
  const quoteId = text(transfer?.quoteId) ?? text((request.fx as Record<string, unknown> | undefined)?.quoteId);

  return (
    <>
      <style>{PRINT_STYLE}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        {backLink}
        <PrintButton />
      </div>
      <article
        aria-labelledby="receipt-title"
        data-testid="receipt"
        className="mx-auto max-w-3xl space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-xs tracking-wide text-slate-500 uppercase">Proof of payment</p>
            <h1 id="receipt-title" className="text-xl font-semibold text-slate-900">
              Corridor
            </h1>
            <p className="text-sm text-slate-600">
              Merchant <span className="font-mono">{paymentsMerchantId}</span>
            </p>
            {mode === 'sandbox' && (
              <p className="mt-1 text-xs font-medium text-amber-800 print:text-black">Sandbox: no real money moved.</p>
            )}
          </div>
          <div className="text-right">
            <p data-testid="receipt-status">
              <span className="sr-only">Status: </span>
              <StatusBadge status={remittance.status} label={returned ? 'Returned' : 'Paid out'} />
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Paid out{' '}
              {paidAt ? (
                <time dateTime={paidAt.toISOString()} data-testid="receipt-paid-at">
                  {formatDateTime(paidAt, zone)}
                </time>
              ) : (
                'at a time the desk does not know'
              )}
            </p>
          </div>
        </header>

        <Section title="Remittance">
          <dl>
            <Field label="Kind">{kindLabel(remittance.kind, remittance.type)}</Field>
            <Field label="Desk reference" mono>
              {remittance.reference}
            </Field>
            <Field label="Service reference" mono>
              {remittance.serviceRef}
            </Field>
            {remittance.merchantRef && (
              <Field label="FX payment reference" mono>
                {remittance.merchantRef}
              </Field>
            )}
            {remittance.paymentReference && <Field label="Payment reference">{remittance.paymentReference}</Field>}
            {quoteId && (
              <Field label="Quote" mono>
                {quoteId}
              </Field>
            )}
            {country && <Field label="Receiving country">{countryName(country)}</Field>}
            <Field label="Created">{formatDateTime(remittance.createdAt, zone)}</Field>
          </dl>
        </Section>

        <Section title="Parties">
          <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
            <Party
              title="Sender"
              name={names(remittance.senderName)}
              account={remittance.kind === 'transaction' ? partyAccount(request.debitParty) : undefined}
            />
            <Party
              title="Recipient"
              name={names(remittance.recipientName)}
              account={
                remittance.kind === 'transaction'
                  ? partyAccount(request.creditParty)
                  : recipientBank && { label: recipientBank.label, value: recipientBank.value }
              }
              extra={recipientBank?.bank && <Field label="Bank">{recipientBank.bank}</Field>}
            />
          </div>
        </Section>

        <Section title="Money">
          <MoneyPicture
            money={money}
            known={remittance}
            missing="Sent by another client of the payments API: its fees and rate are not known to the desk."
          />
        </Section>

        {returned && (
          <Section title="Returned">
            <div className="space-y-1 text-sm text-slate-900" data-testid="receipt-returned">
              <p>{explained.summary}</p>
              {explained.failure && (
                <p>{explained.failure.unexplained ? explained.failure.title : `Reason: ${explained.failure.title}`}</p>
              )}
              {moneyOutcome(remittance.status, money) && <p>{moneyOutcome(remittance.status, money)}</p>}
            </div>
          </Section>
        )}

        <footer className="border-t border-slate-200 pt-4 text-xs text-slate-500 print:border-black print:text-black">
          <p>
            Issued {formatDateTime(new Date(), zone)} for {user.name}. Times are in {zone}. Account numbers are masked
            but their last four characters.
          </p>
          <p className="mt-1">
            The payout is as the payments API reported it to the desk.{' '}
            {returned ? 'It was returned after it was paid out.' : 'A return by the payout network may still follow.'}
          </p>
        </footer>
      </article>
    </>
  );
}
