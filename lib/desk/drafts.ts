import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { composerDrafts } from '@/lib/db/schema';

/*
 * Composer drafts: one row per half-filled form, per user. The draft's `reference` is generated
 * once, when the draft is made, and is the remittance's idempotency key — submitting the same
 * draft twice (a double click, a retry after a lost answer) is one remittance.
 */

export type Draft = typeof composerDrafts.$inferSelect;
export type DraftKind = Draft['kind'];

/** Longest values document a draft keeps (a b2b form with ten ID documents is ~10 kB). */
export const MAX_DRAFT_BYTES = 200_000;

export async function createDraft(
  db: DbOrTx,
  input: {
    id?: string;
    ownerId: string;
    kind: DraftKind;
    reference: string;
    values?: Record<string, unknown>;
    title?: string;
  },
): Promise<Draft | undefined> {
  const [draft] = await db
    .insert(composerDrafts)
    .values({
      id: input.id ?? randomUUID(),
      ownerId: input.ownerId,
      kind: input.kind,
      reference: input.reference,
      values: input.values ?? {},
      title: input.title ?? '',
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent first save of the same draft already made it: answer that one (never another user's).
  return draft ?? (input.id ? await getDraft(db, input.ownerId, input.id) : undefined);
}

/** The owner's draft, or undefined (another user's draft is not found, never shown). */
export async function getDraft(db: DbOrTx, ownerId: string, id: string): Promise<Draft | undefined> {
  const [draft] = await db
    .select()
    .from(composerDrafts)
    .where(and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId)))
    .limit(1);
  return draft;
}

/** Saves the form's values; false when there is no such open draft of this owner. */
export async function saveDraft(
  db: DbOrTx,
  ownerId: string,
  id: string,
  values: Record<string, unknown>,
  title: string,
): Promise<boolean> {
  const updated = await db
    .update(composerDrafts)
    // The database's clock, as at creation: a JS Date (milliseconds) could sort a save made just
    // after a creation (microseconds) before it.
    .set({ values, title, updatedAt: sql`now()` })
    .where(and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId), isNull(composerDrafts.submittedAt)))
    .returning({ id: composerDrafts.id });
  return updated.length > 0;
}

/** The owner's open drafts, most recently edited first. */
export async function listDrafts(db: DbOrTx, ownerId: string, limit = 50): Promise<Draft[]> {
  return db
    .select()
    .from(composerDrafts)
    .where(and(eq(composerDrafts.ownerId, ownerId), isNull(composerDrafts.submittedAt)))
    .orderBy(desc(composerDrafts.updatedAt))
    .limit(limit);
}

export async function discardDraft(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(composerDrafts)
    .where(and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId)))
    .returning({ id: composerDrafts.id });
  return deleted.length > 0;
}

/** Closes a draft once its remittance was accepted: it leaves the list. */
export async function markDraftSubmitted(db: DbOrTx, ownerId: string, id: string): Promise<void> {
  await db
    .update(composerDrafts)
    .set({ submittedAt: new Date() })
    .where(and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId)));
}
