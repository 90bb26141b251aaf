import type { Metadata } from 'next';
import Link from 'next/link';
import { DraftsTable } from '@/components/compose/drafts-table';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { deskDb } from '@/lib/desk/database';
import { listDrafts } from '@/lib/desk/drafts';

export const metadata: Metadata = { title: 'Drafts' };

export default async function DraftsPage() {
  const user = await requirePermission('remittances:compose');
  const zone = await personTimeZone(user.id);
  const drafts = await listDrafts(await deskDb(), user.id);
  return (
    <>
      <PageHeader
        title="Drafts"
        description="Remittances you started and have not submitted. They save as you type; resume one to go on where you left off."
        actions={
          <Link href="/compose/transaction" className={buttonClasses()}>
            New transaction
          </Link>
        }
      />
      {drafts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          No drafts. A transaction you start composing is kept here until you submit it.
        </p>
      ) : (
        <DraftsTable
          zone={zone}
          drafts={drafts.map((d) => ({
            id: d.id,
            kind: d.kind,
            title: d.title,
            reference: d.reference,
            updatedAt: d.updatedAt.toISOString(),
          }))}
        />
      )}
    </>
  );
}
