// PUT /api/desk/drafts/{id} — autosave a composer draft (created on its first save); DELETE discards it.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { can } from '@/lib/auth/roles';
import { getCurrentUser } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { createDraft, discardDraft, getDraft, MAX_DRAFT_BYTES, saveDraft } from '@/lib/desk/drafts';
import { transactionReferenceSchema } from '@/lib/schemas/transaction-fields';

export const dynamic = 'force-dynamic';

const saveSchema = z.strictObject({
  kind: z.enum(['transaction', 'payment']),
  reference: transactionReferenceSchema,
  title: z.string().max(200),
  values: z.record(z.string(), z.unknown()),
});

const problem = (status: number, message: string) => NextResponse.json({ saved: false, message }, { status });

async function authorised() {
  const user = await getCurrentUser();
  if (!user) return { error: problem(401, 'Your session has ended. Sign in again.') };
  if (!can(user.role, 'remittances:compose')) return { error: problem(403, 'Your role may not keep drafts.') };
  return { user };
}

export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!z.uuid().safeParse(id).success) return problem(404, 'No such draft.');
  const { user, error } = await authorised();
  if (!user) return error;
  const text = await request.text();
  if (text.length > MAX_DRAFT_BYTES) return problem(413, `A draft may hold at most ${MAX_DRAFT_BYTES / 1000} kB.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, 'The draft is not JSON.');
  }
  const parsed = saveSchema.safeParse(json);
  if (!parsed.success)
    return problem(400, `The draft's ${parsed.error.issues[0]?.path.join('.') || 'body'} is not valid.`);
  const db = await deskDb();
  const { kind, reference, title, values } = parsed.data;
  const existing = await getDraft(db, user.id, id);
  if (!existing) {
    const created = await createDraft(db, { id, ownerId: user.id, kind, reference, values, title });
    if (!created) return problem(409, 'This draft id is taken. Reload the page to start a new draft.');
  } else if (existing.submittedAt) {
    return problem(409, 'This draft was already submitted.');
  } else {
    await saveDraft(db, user.id, id, values, title);
  }
  return NextResponse.json({ saved: true, savedAt: new Date().toISOString() });
}

export async function DELETE(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { user, error } = await authorised();
  if (!user) return error;
  const deleted = z.uuid().safeParse(id).success && (await discardDraft(await deskDb(), user.id, id));
  return deleted ? NextResponse.json({ deleted: true }) : problem(404, 'No such draft.');
}
