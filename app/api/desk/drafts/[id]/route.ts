// PUT /api/desk/drafts/{id} — autosave a composer draft (created on its first save); DELETE discards it.
import { z } from 'zod';
import { deskDb } from '@/lib/desk/database';
import { createDraft, discardDraft, getDraft, MAX_DRAFT_BYTES, saveDraft } from '@/lib/desk/drafts';
import { DeskRouteError, readJsonBody, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { transactionReferenceSchema } from '@/lib/schemas/transaction-fields';

export const dynamic = 'force-dynamic';

const saveSchema = z.strictObject({
  kind: z.enum(['transaction', 'payment']),
  reference: transactionReferenceSchema,
  title: z.string().max(200),
  values: z.record(z.string(), z.unknown()),
  /** How many submissions of the draft the saving page saw (the transaction composer says it). */
  submissionsSeen: z.number().int().min(0).optional(),
});

const noSuchDraft = () => new DeskRouteError('NOT_FOUND', 'No such draft.');
const isDraftId = (id: string) => z.uuid().safeParse(id).success;

export const PUT = withDeskRoute<{ id: string }>('remittances:compose', async ({ request, params: { id }, user }) => {
  if (!isDraftId(id)) throw noSuchDraft();
  const body = await readJsonBody(request, saveSchema, { name: 'draft', maxLength: MAX_DRAFT_BYTES });
  const db = await deskDb();
  const { kind, reference, title, values, submissionsSeen } = body;
  const existing = await getDraft(db, user.id, id);
  if (!existing) {
    const created = await createDraft(db, { id, ownerId: user.id, kind, reference, values, title });
    if (!created)
      throw new DeskRouteError('DUPLICATE_REFERENCE', 'This draft id is taken. Reload the page to start a new draft.');
  } else if (existing.submittedAt) {
    throw new DeskRouteError('INVALID_TRANSITION', 'This draft was already submitted.');
  } else if (submissionsSeen !== undefined && submissionsSeen !== existing.submissions) {
    // Another tab submitted it since this page opened: its edits must not become the held draft's.
    throw new DeskRouteError(
      'INVALID_TRANSITION',
      'This draft was submitted from another tab or window since this page was opened. Reload it to see where it went.',
    );
  } else {
    await saveDraft(db, user.id, id, values, title);
  }
  return { saved: true, savedAt: new Date().toISOString() };
});

export const DELETE = withDeskRoute<{ id: string }>('remittances:compose', async ({ params: { id }, user }) => {
  if (!isDraftId(id) || !(await discardDraft(await deskDb(), user.id, id))) throw noSuchDraft();
  return { deleted: true };
});
