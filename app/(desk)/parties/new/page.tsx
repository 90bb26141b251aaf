import type { Metadata } from 'next';
import { PartyForm } from '@/components/parties/party-form';
import { CreatePage } from '@/components/shell/create-page';
import { requirePermission } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New party' };

export default async function NewPartyPage() {
  await requirePermission('parties:write');
  return (
    <CreatePage
      title="New party"
      description="A company or a person who sends or receives transactions, saved with their details to fill the composer."
      back={{ href: '/parties', label: 'All parties' }}
    >
      <PartyForm />
    </CreatePage>
  );
}
