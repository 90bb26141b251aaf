import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DeactivateParty } from '@/components/parties/deactivate-party';
import { PartyForm } from '@/components/parties/party-form';
import { PartyRecord } from '@/components/parties/party-record';
import { PartyRemittances } from '@/components/parties/party-remittances';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { namesFor, piiFor, presenterRefusal } from '@/lib/desk/mask';
import { expiredIdNotice, PARTY_KIND_LABELS, PRESENTING_PARTY_WORDS } from '@/lib/desk/parties/party';
import { senderGaps } from '@/lib/desk/parties/schema';
import { getParty, remittancesOfParty } from '@/lib/desk/parties/service';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatDateTime } from '@/lib/desk/time-zone';
import { countryName } from '@/lib/reference/countries';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Party' };

/**
 * One saved party: everything on record, whether it can send as it is, the remittances that used
 * it, and (for those who may) its edit form and deactivation.
 */
export default async function PartyPage({ params }: { params: Params }) {
  const user = await requirePermission('parties:read');
  const { id } = await params;
  const db = await deskDb();
  const party = await getParty(db, decodeURIComponent(id));
  if (!party) notFound();
  const [used, zone] = await Promise.all([remittancesOfParty(db, party.id), personTimeZone(user.id)]);
  const name = namesFor(user);
  const writable = can(user.role, 'parties:write') && party.deactivatedAt === null;
  // The edit form holds the party whole (name, ID, account numbers): not rendered while presenting.
  const editable = writable && !presenterRefusal(user);
  const expired = expiredIdNotice(party);
  const gaps = senderGaps(party.kind, party.kyc);
  const title = name(party.displayName) || 'Unnamed party';

  return (
    <>
      <PageHeader
        title={title}
        description={
          <>
            {PARTY_KIND_LABELS[party.kind]}
            {party.country ? ` · ${countryName(party.country)}` : ''} · saved {formatDateTime(party.createdAt, zone)},
            last changed {formatDateTime(party.updatedAt, zone)}
          </>
        }
        actions={
          <Link href="/parties" className="text-sm font-medium text-brand-700 hover:underline">
            ← All parties
          </Link>
        }
      />
      <div className="space-y-6">
        {party.deactivatedAt && (
          <Alert tone="info" title="Deactivated">
            Deactivated {formatDateTime(party.deactivatedAt, zone)}: kept on record with its remittances, no longer
            offered in the composer.
          </Alert>
        )}
        {expired && <Alert tone="warning">{expired}.</Alert>}
        <Card
          title="On record"
          description="As it fills a sender or a recipient of a transaction."
          actions={
            <Badge tone={party.deactivatedAt ? 'neutral' : 'good'}>
              {party.deactivatedAt ? 'Deactivated' : 'Active'}
            </Badge>
          }
        >
          <PartyRecord party={party} name={name} number={piiFor(user)} />
          <p className="mt-6 text-sm text-slate-700" data-testid="sender-readiness">
            {gaps.length === 0
              ? 'Complete enough to be picked as a sender.'
              : `Picked as a sender, it still needs ${gaps.length === 1 ? 'one more detail' : `${gaps.length} more details`}, which the composer asks for.`}
          </p>
        </Card>
        <Card title="Remittances" description="Each remittance submitted with this party as its sender or recipient.">
          <PartyRemittances items={used} zone={zone} />
        </Card>
        {editable && (
          <Card
            title="Edit"
            description="Changes apply to remittances composed from now on; those already submitted keep what they were sent with."
          >
            <PartyForm party={party} />
          </Card>
        )}
        {writable && !editable && (
          <Card title="Edit">
            <Alert tone="info" title="Not editable while presenting">
              {PRESENTING_PARTY_WORDS}
            </Alert>
          </Card>
        )}
        {writable && (
          <Card title="Deactivate" description="Stop offering this party in the composer. It stays on record.">
            <DeactivateParty id={party.id} name={title} />
          </Card>
        )}
      </div>
    </>
  );
}
