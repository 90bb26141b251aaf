import type { Metadata } from 'next';
import Link from 'next/link';
import { LazyExchangesPanel } from '@/components/presenter/lazy-exchanges-panel';
import { LazySandboxOutcomes } from '@/components/remittances/lazy-sandbox-outcomes';
import { MoneyPicture } from '@/components/remittances/money-picture';
import { RemittanceLive } from '@/components/remittances/remittance-live';
import { Parties } from '@/components/remittances/remittances-table';
import { RequestJson, RequestSummary } from '@/components/remittances/request-summary';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { pageReference, remittanceForPage } from '@/lib/desk/remittances/for-page';
import { mayRevealPersonalData, namesFor, seesPersonalData } from '@/lib/desk/mask';
import { liveStatusOf } from '@/lib/desk/remittances/live';
import { paymentMoney, readMoney } from '@/lib/desk/remittances/money';
import { moneyOutcomes } from '@/lib/desk/remittances/money-words';
import { formatDateTime, kindLabel } from '@/lib/desk/remittances/presentation';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatMoney } from '@/lib/reference/money-format';
import type { Remittance } from '@/lib/desk/remittances/record';
import { requestForRole, requestSections } from '@/lib/desk/remittances/request-view';
import { wordedSections } from '@/lib/desk/words/review';
import { referenceFromParam, remittancePath, reviewPath } from '@/lib/schemas/reference-path';

type Params = Promise<{ reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Remittance ${referenceFromParam((await params).reference)}` };
}

function ReferenceRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <dt className="w-40 text-sm text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <span className="font-mono text-sm break-all text-slate-900">{value}</span>
        <CopyButton value={value} label={label.toLowerCase()} />
      </dd>
    </div>
  );
}

/** For a payment, the API's record adds the fee and the FX rate that the request does not carry. */
async function paymentAnswer(remittance: Remittance) {
  if (remittance.kind !== 'payment') return { ok: true as const, data: undefined };
  return settle(paymentsApi().getPayment(remittance.serviceRef));
}

/**
 * The money picture the desk recorded when it sent the remittance; for an FX payment without one
 * (another client sent it), the API's own record of it says the same figures.
 */
function moneyOf(remittance: Remittance, answer: Awaited<ReturnType<typeof paymentAnswer>>) {
  const recorded = readMoney(remittance.money);
  if (recorded) return { money: recorded, from: 'desk' as const };
  if (answer.ok && answer.data) return { money: paymentMoney(answer.data), from: 'api' as const };
  return { money: null, from: undefined };
}

export default async function RemittancePage({ params }: { params: Params }) {
  const user = await requirePermission('remittances:read');
  const reference = pageReference((await params).reference, remittancePath);
  const db = await deskDb();
  const remittance = await remittanceForPage(db, reference);
  const [live, answer, zone] = await Promise.all([
    liveStatusOf(db, remittance),
    paymentAnswer(remittance),
    personTimeZone(user.id),
  ]);
  const { money, from } = moneyOf(remittance, answer);
  const request = requestForRole(remittance.request, seesPersonalData(user));
  const repeatHref = `/compose/${remittance.kind === 'transaction' ? 'transaction' : 'payment'}?repeat=${encodeURIComponent(remittance.reference)}`;
  const fromDesk = remittance.createdBy !== null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/remittances" className="font-medium text-brand-700 hover:underline">
          ← All remittances
        </Link>
      </p>
      <PageHeader
        title={`${kindLabel(remittance.kind, remittance.type)} ${remittance.reference}`}
        description={
          <>
            <Parties sender={remittance.senderName} recipient={remittance.recipientName} names={namesFor(user)} />
            <span className="mx-2 text-slate-400">·</span>
            <span className="font-mono">{formatMoney(remittance.amount, remittance.currency)}</span>
            {remittance.sendingAmount && remittance.sendingCurrency && (
              <span className="text-slate-500">
                {' '}
                (sent {formatMoney(remittance.sendingAmount, remittance.sendingCurrency)})
              </span>
            )}
          </>
        }
        actions={
          <div className="flex gap-2">
            {mayRevealPersonalData(user) && (
              <Link
                href={reviewPath(remittance.reference, 'dossier')}
                prefetch={false}
                className={buttonClasses('secondary')}
              >
                Compliance dossier
              </Link>
            )}
            {can(user.role, 'remittances:compose') && (
              <Link href={repeatHref} prefetch={false} className={buttonClasses('secondary')}>
                Repeat
              </Link>
            )}
          </div>
        }
      />
      <div className="space-y-6">
        <Card title="References">
          <dl className="divide-y divide-slate-100">
            <ReferenceRow label="Reference" value={remittance.reference} />
            <ReferenceRow label="Service reference" value={remittance.serviceRef} />
          </dl>
          <p className="mt-2 text-xs text-slate-500">
            Created{' '}
            <time dateTime={remittance.createdAt.toISOString()}>{formatDateTime(remittance.createdAt, zone)}</time>
            {fromDesk
              ? ' from the desk.'
              : ' by another client of the payments API; the desk learned of it from a webhook.'}
          </p>
        </Card>
        <Card>
          <RemittanceLive
            initial={live}
            moneyOutcomes={moneyOutcomes(money)}
            zone={zone}
            receiptHref={remittancePath(remittance.reference, 'receipt')}
            operations={remittance.kind === 'transaction' && can(user.role, 'remittances:compose')}
          />
        </Card>
        {config().mode === 'sandbox' && can(user.role, 'sandbox:simulate-outcome') && (
          <Card>
            <LazySandboxOutcomes reference={remittance.reference} />
          </Card>
        )}
        <Card
          title="Money"
          description={
            from === 'api'
              ? "From the payments API's record of the payment."
              : money
                ? 'From the quote the desk was given when it sent it.'
                : undefined
          }
        >
          <MoneyPicture
            money={money}
            known={remittance}
            missing={
              fromDesk
                ? 'The desk did not keep the quote of this remittance, so its fees and rate are not known to the desk.'
                : 'Sent by another client of the payments API: the desk never saw its quote, so its fees and rate are not known to the desk.'
            }
          />
        </Card>
        <Card
          title="Request"
          description={
            fromDesk
              ? 'What the desk sent to the payments API, grouped for review.'
              : "The API's record of it: a remittance created elsewhere carries no KYC here."
          }
        >
          <div className="space-y-6">
            {!answer.ok && (
              <Alert tone="warning" title="The fee and FX rate could not be read from the payments API.">
                {answer.error.message}
              </Alert>
            )}
            <RequestSummary
              sections={wordedSections(
                requestSections(
                  remittance.kind,
                  request,
                  answer.ok ? (answer.data as unknown as Record<string, unknown> | undefined) : undefined,
                ),
                request,
                remittance.kind,
              )}
            />
            <RequestJson json={JSON.stringify(request, null, 2)} />
          </div>
        </Card>
      </div>
      {user.presenter && <LazyExchangesPanel reference={remittance.reference} zone={zone} />}
    </>
  );
}
