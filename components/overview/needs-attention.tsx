import Link from 'next/link';
import type { ReactNode } from 'react';
import { RemittanceLine } from '@/components/remittances/remittance-line';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import type { PaymentsApiError } from '@/lib/api-client/client';
import type { ExpiringInstruction } from '@/lib/desk/overview/deposits';
import type { ProblemRemittance } from '@/lib/desk/overview/problems';
import type { StuckPolicy, StuckRemittance } from '@/lib/desk/overview/stuck';
import { attentionSummary, describeBasis, describeWait, formatDuration } from '@/lib/desk/overview/words';
import { explainStatus } from '@/lib/desk/remittances/presentation';
import { formatDateTime } from '@/lib/desk/time-zone';

type Names = (value: string | null) => string;

export interface NeedsAttentionProps {
  /** Absent for a role that may not read remittances (so are `stuck`), or deposits. */
  problems?: { items: ProblemRemittance[]; total: number };
  stuck?: { items: StuckRemittance[]; total: number; policy: StuckPolicy };
  deposits?: { items: ExpiringInstruction[]; error?: PaymentsApiError };
  zone: string;
  names: Names;
}

/** Failed and returned remittances, stuck ones, and deposit instructions about to expire; each with its empty state. */
export function NeedsAttention({ problems, stuck, deposits, zone, names }: NeedsAttentionProps) {
  return (
    <div className="space-y-6" data-testid="overview-attention">
      <p className="text-sm font-medium" data-testid="attention-summary">
        {attentionSummary({ problems, stuck, deposits })}
      </p>
      {problems && (
        <Section
          id="attention-problems"
          title="Failed or returned"
          hint="Last 30 days, newest first."
          total={problems.total}
          empty="No remittance failed or came back in the last 30 days."
          more={
            problems.total > problems.items.length
              ? { href: '/remittances?status=problem', label: `All ${problems.total} failed or returned →` }
              : undefined
          }
        >
          {problems.items.map((item) => (
            <ProblemRow key={item.reference} item={item} zone={zone} names={names} />
          ))}
        </Section>
      )}
      {stuck && (
        <Section
          id="attention-stuck"
          title="Stuck"
          hint={`Waiting in their status longer than ${Math.round(stuck.policy.percentile * 100)}% of earlier remittances to the same corridor did (all corridors when it has fewer than ${stuck.policy.minSamples}, else a default), and at least ${formatDuration(stuck.policy.floorMs, 'up')}.`}
          total={stuck.total}
          empty="Every remittance in flight is moving as usual."
          more={
            stuck.total > stuck.items.length
              ? {
                  href: '/remittances?status=in-flight',
                  label: `${stuck.total} stuck in all; see everything in flight →`,
                }
              : undefined
          }
        >
          {stuck.items.map((item) => (
            <StuckRow key={item.reference} item={item} policy={stuck.policy} names={names} />
          ))}
        </Section>
      )}
      {deposits && (
        <Section
          id="attention-deposits"
          title="Deposit instructions expiring within the hour"
          hint="The deposit page's default and one on SWIFT for each balance's currency. Not counted above: the service renews each when it expires; payers who still have the old details need the new ones."
          total={deposits.items.length}
          empty="No deposit instruction expires within the hour."
          error={
            deposits.error && (
              <ApiErrorAlert
                code={deposits.error.code}
                message={deposits.error.message}
                requestId={deposits.error.requestId}
              />
            )
          }
        >
          {deposits.items.map((item) => (
            <li
              key={`${item.asset}-${item.network}-${item.sourceCountry}`}
              className="py-2"
              data-testid="expiring-deposit"
            >
              <Link href={item.href} className="font-medium text-brand-700 hover:underline">
                {item.asset} · {item.networkLabel} · payers in {item.sourceCountry}
              </Link>
              <p className="text-slate-600">
                Expires in {formatDuration(item.leftMs)}, at {formatDateTime(item.expireTime, zone)}.
              </p>
            </li>
          ))}
        </Section>
      )}
    </div>
  );
}

function Section({
  id,
  title,
  hint,
  total,
  empty,
  more,
  error,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  total: number;
  empty: string;
  more?: { href: string; label: string };
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {title}
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${total > 0 ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-600'}`}
        >
          {total}
          <span className="sr-only"> {total === 1 ? 'item' : 'items'}</span>
        </span>
      </h3>
      <p className="mt-0.5 text-xs text-slate-500">{hint}</p>
      {error && <div className="mt-2">{error}</div>}
      {total === 0 ? (
        !error && <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">{children}</ul>
      )}
      {more && (
        <p className="mt-1 text-sm">
          <Link href={more.href} className="font-medium text-brand-700 hover:underline">
            {more.label}
          </Link>
        </p>
      )}
    </section>
  );
}

function ProblemRow({ item, zone, names }: { item: ProblemRemittance; zone: string; names: Names }) {
  const explanation = explainStatus(item.kind, item.status, item.errorCode, item.errorMessage);
  const reason = explanation.failure?.title ?? explanation.summary;
  return (
    <li className="py-2" data-testid="attention-problem">
      <RemittanceLine item={item} names={names} />
      <p className="mt-1 text-slate-700">{reason}</p>
      <p className="text-xs text-slate-500">
        {item.status === 'RETURNED' ? 'Returned' : 'Failed'} {formatDateTime(item.at, zone)}
        {explanation.failure?.code && <> · code {explanation.failure.code}</>}
      </p>
    </li>
  );
}

function StuckRow({ item, policy, names }: { item: StuckRemittance; policy: StuckPolicy; names: Names }) {
  const wait = describeWait(item.normal, item.waitingMs);
  return (
    <li className="py-2" data-testid="attention-stuck-item">
      <RemittanceLine item={item} names={names} />
      <p className="mt-1 text-slate-700">{wait.charAt(0).toUpperCase() + wait.slice(1)}.</p>
      <p className="text-xs text-slate-500">
        Threshold:{' '}
        {describeBasis(item.normal, {
          kind: item.kind,
          status: item.status,
          country: item.receivingCountry,
          percentile: policy.percentile,
          minSamples: policy.minSamples,
          floorMs: policy.floorMs,
        })}
        .
      </p>
    </li>
  );
}
