import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PartyDetailPage } from '@/components/payers/party-details';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
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
  const name = namesFor(user);
  const used = await remittancesUsing(db, 'beneficiary', beneficiary.beneficiaryId);

  return (
    <PartyDetailPage
      noun="beneficiary"
      id={beneficiary.beneficiaryId}
      shownName={name(beneficiary.beneficiary.name)}
      status={beneficiary.status}
      writer={can(user.role, 'parties:write')}
      deactivate={deactivateBeneficiaryAction}
      notice={await searchParams}
      sections={beneficiaryFacts(beneficiary, { name, number: piiFor(user), zone, today: todayIn(zone) })}
      used={used}
      names={name}
    />
  );
}
