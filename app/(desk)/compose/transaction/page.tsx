import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { randomUUID } from 'node:crypto';
import { TransactionComposer } from '@/components/compose/transaction-composer';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { composerValuesFrom, composerValuesFromRequest } from '@/lib/desk/composer/from-request';
import { draftTitle } from '@/lib/desk/composer/names';
import { newTransactionReference } from '@/lib/desk/composer/reference';
import { blankComposerValues, type ComposerValues } from '@/lib/desk/composer/values';
import { deskDb } from '@/lib/desk/database';
import { createDraft, getDraft } from '@/lib/desk/drafts';
import { getRemittance } from '@/lib/desk/remittances/record';
import { getCaseByDraft, latestVerdicts } from '@/lib/desk/review/cases';
import { fieldLabel } from '@/lib/desk/review/fields';
import type { Db } from '@/lib/db/client';
import type { ReviewNotes } from '@/components/compose/review-checklist';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';

export const metadata: Metadata = { title: 'New transaction' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

interface Start {
  draftId: string;
  reference: string;
  values: ComposerValues;
  /** How many times the draft was submitted when this page was made (a stale page's submit is refused). */
  submissions: number;
  note?: string;
  review?: ReviewNotes;
}

/** A draft held in review, or returned by it: the reviewer's reason and "needs fix" comments. */
async function reviewNotes(db: Db, draftId: string): Promise<ReviewNotes | undefined> {
  const held = await getCaseByDraft(db, draftId);
  if (!held || held.status === 'sent') return undefined;
  const verdicts = await latestVerdicts(db, held.id, held.round);
  return {
    status: held.status,
    reason: held.decisionReason,
    items: verdicts
      .filter((v) => v.verdict === 'needs_fix')
      .map((v) => ({ field: v.field, label: fieldLabel(v.field), comment: v.comment ?? '' })),
  };
}

/**
 * Which composer to open: a saved draft (?draft=), a new draft repeating a past transaction
 * (?repeat=, parties prefilled), or a blank one whose draft is made on its first save.
 */
async function startFrom(params: Record<string, string | string[] | undefined>, ownerId: string): Promise<Start> {
  const db = await deskDb();
  const draftId = first(params.draft);
  if (draftId) {
    const draft = /^[0-9a-f-]{36}$/i.test(draftId) ? await getDraft(db, ownerId, draftId) : undefined;
    if (!draft || draft.kind !== 'transaction') notFound();
    if (draft.submittedAt) redirect(remittancePath(draft.reference));
    const review = await reviewNotes(db, draft.id);
    if (review?.status === 'rejected') redirect(reviewPath(draft.reference));
    return {
      draftId: draft.id,
      reference: draft.reference,
      values: composerValuesFrom(draft.values),
      submissions: draft.submissions,
      review,
    };
  }
  const repeat = first(params.repeat);
  if (repeat) {
    const past = await getRemittance(db, repeat);
    if (!past || past.kind !== 'transaction') notFound();
    const values = composerValuesFromRequest(past.request);
    const draft = await createDraft(db, {
      ownerId,
      kind: 'transaction',
      reference: newTransactionReference(),
      values: values as unknown as Record<string, unknown>,
      title: draftTitle(values),
    });
    redirect(`/compose/transaction?draft=${draft!.id}&repeated=${encodeURIComponent(repeat)}`);
  }
  return {
    draftId: randomUUID(),
    reference: newTransactionReference(),
    values: blankComposerValues('b2b'),
    submissions: 0,
  };
}

export default async function ComposeTransactionPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('remittances:compose');
  const params = await searchParams;
  const start = await startFrom(params, user.id);
  const repeated = first(params.repeated);
  return (
    <>
      <PageHeader
        title="New transaction"
        description={
          repeated
            ? `Repeating ${repeated}: parties and details are filled in from it. Check them, then get a new quote.`
            : 'Compose a remittance of any type: choose the type, fill in its blocks, get a quote, review what will be sent, and submit.'
        }
        actions={
          <Link href="/compose/drafts" className="text-sm font-medium text-brand-700 hover:underline">
            Drafts
          </Link>
        }
      />
      <TransactionComposer
        key={start.draftId}
        draftId={start.draftId}
        reference={start.reference}
        initialValues={start.values}
        submissions={start.submissions}
        review={start.review}
      />
    </>
  );
}
