import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { BalancesPanel } from '@/components/balances/balances-panel';
import { NeedsAttention } from '@/components/overview/needs-attention';
import { SentByCurrency } from '@/components/overview/sent-by-currency';
import { StatusCounts } from '@/components/overview/status-counts';
import { VolumeSection } from '@/components/overview/volume-section';
import { RecentRemittances } from '@/components/remittances/recent-remittances';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AutoRefresh } from '@/components/ui/auto-refresh';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { deskMerchantId, paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission, type DeskUser } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { namesFor } from '@/lib/desk/mask';
import { expiringInstructions, watchedInstructions } from '@/lib/desk/overview/deposits';
import { recentProblems } from '@/lib/desk/overview/problems';
import { findStuckRemittances, overviewWaitStatistics, stuckPolicy } from '@/lib/desk/overview/stuck';
import { loadOverviewTotals } from '@/lib/desk/overview/totals';
import { personTimeZone } from '@/lib/desk/preferences';
import { listRemittances } from '@/lib/desk/remittances/queries';

export const metadata: Metadata = { title: 'Overview' };

const linkClasses = 'text-sm font-medium text-brand-700 hover:underline';

export default async function OverviewPage() {
  const user = await requirePermission('balances:read');
  const showRemittances = can(user.role, 'remittances:read');
  const showDeposits = can(user.role, 'deposits:read');
  const balances = await settle(paymentsApi().listBalances());
  const balanceCurrencies = balances.ok ? balances.data.balances.map((b) => b.currency) : [];
  return (
    <>
      <PageHeader
        title={`Good to see you, ${user.name.split(' ')[0]}`}
        description="Your balances with the payments provider, what needs attention, and what was sent."
      />
      <Card
        title="Balances"
        description="Funds available for payments and remittances."
        actions={
          <Link href="/deposits" className={linkClasses}>
            Fund a balance →
          </Link>
        }
      >
        {balances.ok ? (
          <BalancesPanel balances={balances.data} />
        ) : (
          <ApiErrorAlert
            code={balances.error.code}
            message={balances.error.message}
            requestId={balances.error.requestId}
          />
        )}
        <AutoRefresh everyMs={10_000} what={showRemittances ? 'Balances and the overview' : 'Balances'} />
      </Card>

      {(showRemittances || showDeposits) && (
        <Card
          className="mt-6"
          title="Needs attention"
          description="Remittances that failed, came back or stopped moving, and deposit details about to change."
        >
          <Suspense fallback={<SectionSkeleton label="Looking for what needs attention…" />}>
            <AttentionSection
              user={user}
              showRemittances={showRemittances}
              showDeposits={showDeposits}
              balanceCurrencies={balanceCurrencies}
            />
          </Suspense>
        </Card>
      )}

      {showRemittances && (
        <Suspense fallback={<SectionSkeleton label="Adding up what was sent…" className="mt-6" />}>
          <FiguresSection user={user} />
        </Suspense>
      )}
    </>
  );
}

async function AttentionSection({
  user,
  showRemittances,
  showDeposits,
  balanceCurrencies,
}: {
  user: DeskUser;
  showRemittances: boolean;
  showDeposits: boolean;
  balanceCurrencies: string[];
}) {
  const now = new Date();
  const db = await deskDb();
  const policy = stuckPolicy(config());
  const [zone, problems, stuck, deposits] = await Promise.all([
    personTimeZone(user.id),
    showRemittances ? recentProblems(db, { now }) : undefined,
    showRemittances
      ? findStuckRemittances(db, { now, policy, statistics: overviewWaitStatistics(db, policy, now) })
      : undefined,
    showDeposits
      ? expiringInstructions(paymentsApi(), deskMerchantId(), watchedInstructions(balanceCurrencies), now)
      : undefined,
  ]);
  return (
    <NeedsAttention
      problems={problems}
      stuck={stuck && { ...stuck, policy }}
      deposits={deposits}
      zone={zone}
      names={namesFor(user)}
    />
  );
}

async function FiguresSection({ user }: { user: DeskUser }) {
  const db = await deskDb();
  const zone = await personTimeZone(user.id);
  const [totals, recent] = await Promise.all([
    loadOverviewTotals(db, { now: new Date(), zone }),
    listRemittances(db, { limit: 5 }),
  ]);
  const allRemittances = (
    <Link href="/remittances" className={linkClasses}>
      All remittances →
    </Link>
  );
  return (
    <>
      <div data-testid="overview-figures">
        <Card
          className="mt-6"
          title="Sent by currency"
          description={`The sending side, in your timezone (${zone}). Failed, cancelled and returned remittances count as remittances but not as sent: their money came back.`}
        >
          <SentByCurrency currencies={totals.currencies} />
        </Card>
        <div className="mt-6 grid gap-6 xl:grid-cols-[3fr_2fr]">
          {/* min-w-0: a grid item is otherwise as wide as its widest content (the chart, a table). */}
          <Card
            className="min-w-0"
            title="Sent per day"
            description="Last 30 days, sending side, one currency at a time."
          >
            <VolumeSection days={totals.days} currencies={totals.currencies} />
          </Card>
          <Card
            className="min-w-0"
            title="By status"
            description="Remittances submitted in each period, grouped as the list filters them."
          >
            <StatusCounts statuses={totals.statuses} />
          </Card>
        </div>
      </div>
      <Card className="mt-6" title="Recent remittances" actions={allRemittances}>
        <RecentRemittances items={recent.items} names={namesFor(user)} />
      </Card>
    </>
  );
}

function SectionSkeleton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`h-40 animate-pulse rounded-lg bg-slate-200/70 ${className}`}>
      <span className="sr-only">{label}</span>
    </div>
  );
}
