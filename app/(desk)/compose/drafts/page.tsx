import type { Metadata } from 'next';
import Link from 'next/link';
import { DraftsTable } from '@/components/compose/drafts-table';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { deskDb } from '@/lib/desk/database';
import { draftReviews, openDrafts, STALE_DRAFT_DAYS } from '@/lib/desk/drafts';

export const metadata: Metadata = { title: 'Drafts' };

export default async function DraftsPage() {
  const user = await requirePermission('remittances:compose');
  // Reading the list closes drafts whose payment was made and cleans up old ones naming nobody.
  const db = await deskDb();
  const [zone, drafts] = await Promise.all([personTimeZone(user.id), openDrafts(db, user.id)]);
  // Held, returned and rejected drafts say so: the list is where a maker learns of a return.
  const reviews = await draftReviews(
    db,
    drafts.map((d) => d.reference),
  );
  return (
    <>
      <PageHeader
        title="Drafts"
        description={`Transactions and FX payments you started and have not sent: each with where it stands in review, if it was held. They save as you type; resume one to go on where you left off. A draft naming no sender or recipient is deleted after ${STALE_DRAFT_DAYS} days without an edit.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href="/compose/transaction" className={buttonClasses()}>
              New transaction
            </Link>
            <Link href="/compose/payment" className={buttonClasses('secondary')}>
              New FX payment
            </Link>
          </div>
        }
      />
      {drafts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          No drafts. A transaction or FX payment you start composing is kept here until you submit it.
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
            review: reviews.get(d.reference),
          }))}
        />
      )}
    </>
  );
}
