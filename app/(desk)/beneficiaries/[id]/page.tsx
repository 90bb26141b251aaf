import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeactivateParty } from '@/components/payers/deactivate-party';
import { PartyFacts, PartyRemittances, PartyStatusBadge, VersionNotice } from '@/components/payers/party-details';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, settle } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deactivateBeneficiaryAction } from '@/lib/desk/actions/beneficiaries';
import { deskDb } from '@/lib/desk/database';
import { namesFor, piiFor } from '@/lib/desk/mask';
import { beneficiaryFacts, todayIn } from '@/lib/desk/party-pages/facts';
import { remittancesUsing } from '@/lib/desk/party-pages/remittances';
import { personTimeZone } from '@/lib/desk/preferences';

type Params = Promise<{ id: string }>;
type SearchParams = Promise<{ replaces?: string; old?: string }>;

export const metadata: Metadata = { title: 'Beneficiary' };

export default async function BeneficiaryPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const user = await requirePermission('parties:read');
  const { id } = await params;
  const notice = await searchParams;
  const found = await settle(paymentsApi().getBeneficiary(id));
  if (!found.ok && found.error.code === 'NOT_FOUND') notFound();
  const [zone, db] = await Promise.all([personTimeZone(user.id), deskDb()]);
  if (!found.ok)
    return (
      <>
        <PageHeader title="Beneficiary" />
        <ApiErrorAlert code={found.error.code} message={found.error.message} requestId={found.error.requestId} />
      </>
    );
  const beneficiary = found.data;
  const name = namesFor(user.role);
  const used = await remittancesUsing(db, 'beneficiary', beneficiary.beneficiaryId);
  const writer = can(user.role, 'parties:write');
  const active = beneficiary.status === 'ACTIVE';
  const shownName = name(beneficiary.beneficiary.name);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/beneficiaries" className="font-medium text-brand-700 hover:underline">
          ← All beneficiaries
        </Link>
      </p>
      <PageHeader
        title={shownName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PartyStatusBadge status={beneficiary.status} />
            <span className="font-mono text-xs">{beneficiary.beneficiaryId}</span>
          </span>
        }
        actions={
          writer && (
            <div className="flex flex-wrap items-start gap-2">
              <Link
                href={`/beneficiaries/new?from=${encodeURIComponent(beneficiary.beneficiaryId)}`}
                prefetch={false}
                className={buttonClasses('secondary')}
              >
                New version
              </Link>
              {active && (
                <DeactivateParty
                  id={beneficiary.beneficiaryId}
                  name={shownName}
                  noun="beneficiary"
                  deactivate={deactivateBeneficiaryAction}
                />
              )}
            </div>
          )
        }
      />
      <div className="space-y-6">
        <VersionNotice noun="beneficiary" list="/beneficiaries" replaces={notice.replaces} old={notice.old} />
        {!active && (
          <Alert tone="warning" title="Deactivated">
            New payments naming this beneficiary are refused. Its record and the payments already made stay as they are.
          </Alert>
        )}
        {writer && active && (
          <p className="text-sm text-slate-600">
            The payments service cannot change a beneficiary once it is registered. To correct or update these details,
            make a new version: a new beneficiary, prefilled from this one, that you can then use instead.
          </p>
        )}
        <PartyFacts
          sections={beneficiaryFacts(beneficiary, { name, number: piiFor(user.role), zone, today: todayIn(zone) })}
        />
        <PartyRemittances items={used.items} more={used.more} noun="beneficiary" names={name} />
      </div>
    </>
  );
}
