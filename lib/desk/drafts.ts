import { and, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/lib/db/client';
import { composerDrafts, remittances, reviewCases } from '@/lib/db/schema';
import { storableText } from '@/lib/schemas/fields';
import { draftHasParties } from './draft-content';

/*
 * Composer drafts: one row per half-filled form, per user. The draft's `reference` is generated
 * once, when the draft is made, and is the remittance's idempotency key — submitting the same
 * draft twice (a double click, a retry after a lost answer) is one remittance.
 */

export type Draft = typeof composerDrafts.$inferSelect;
export type DraftKind = Draft['kind'];

/** Longest values document a draft keeps (a b2b form with ten ID documents is ~10 kB). */
export const MAX_DRAFT_BYTES = 200_000;

/**
 * The values with NULs and lone surrogates left out of every string and member name, at any depth:
 * neither can be stored as text or jsonb (SQLSTATE 22P05, once a 500 on autosave). Left out rather
 * than refused, so an autosave never loses the rest of the form; the form's own checks still name
 * the field when it is submitted.
 */
function storableValue(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableValue);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    // Defined, not assigned: a member named __proto__ stays an ordinary member.
    Object.defineProperty(out, storableText(key), {
      value: storableValue(item),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

const storableValues = (values: Record<string, unknown>) => storableValue(values) as Record<string, unknown>;

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
      values: storableValues(input.values ?? {}),
      title: storableText(input.title ?? ''),
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

/** The owner's draft of this kind whose remittance has this reference (an FX payment's requestId). */
export async function findDraftByReference(
  db: DbOrTx,
  ownerId: string,
  kind: DraftKind,
  reference: string,
): Promise<Draft | undefined> {
  const [draft] = await db
    .select()
    .from(composerDrafts)
    .where(
      and(eq(composerDrafts.ownerId, ownerId), eq(composerDrafts.kind, kind), eq(composerDrafts.reference, reference)),
    )
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
    .set({ values: storableValues(values), title: storableText(title), updatedAt: sql`now()` })
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

/** Review cases whose draft is being reviewed or approved and about to be sent: it stays. */
const heldDraftIds = (db: DbOrTx) =>
  db
    .select({ id: reviewCases.draftId })
    .from(reviewCases)
    .where(inArray(reviewCases.status, ['in_review', 'approved']));

/** Deletes one of the owner's drafts; false when there is none (or it is held in compliance review). */
export async function discardDraft(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(composerDrafts)
    .where(
      and(
        eq(composerDrafts.id, id),
        eq(composerDrafts.ownerId, ownerId),
        notInArray(composerDrafts.id, heldDraftIds(db)),
      ),
    )
    .returning({ id: composerDrafts.id });
  return deleted.length > 0;
}

/** Whether the owner's draft is held in compliance review (so it cannot be deleted). */
export async function isDraftInReview(db: DbOrTx, ownerId: string, id: string): Promise<boolean> {
  const [held] = await db
    .select({ id: composerDrafts.id })
    .from(composerDrafts)
    .where(
      and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId), inArray(composerDrafts.id, heldDraftIds(db))),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * Takes the draft's next submission for one submit, or answers false: only a submit from a page
 * that saw the draft's current count (`seen`) of an open draft gets it. One conditional update, so
 * two submits at once (two tabs, a double click, two server action calls) are one after the other
 * on the row's lock and exactly one wins; the other was opened before a submission it did not see.
 */
export async function claimSubmission(db: DbOrTx, ownerId: string, id: string, seen: number): Promise<boolean> {
  const claimed = await db
    .update(composerDrafts)
    .set({ submissions: sql`${composerDrafts.submissions} + 1` })
    .where(
      and(
        eq(composerDrafts.id, id),
        eq(composerDrafts.ownerId, ownerId),
        eq(composerDrafts.submissions, seen),
        isNull(composerDrafts.submittedAt),
      ),
    )
    .returning({ id: composerDrafts.id });
  return claimed.length > 0;
}

/** Gives back a claimed submission that came to nothing (refused, or failed before it was taken). */
export async function releaseSubmission(db: DbOrTx, ownerId: string, id: string, seen: number): Promise<void> {
  await db
    .update(composerDrafts)
    .set({ submissions: seen })
    .where(
      and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId), eq(composerDrafts.submissions, seen + 1)),
    );
}

/** Closes a draft once its remittance was accepted: it leaves the list. */
export async function markDraftSubmitted(db: DbOrTx, ownerId: string, id: string): Promise<void> {
  await db
    .update(composerDrafts)
    .set({ submittedAt: new Date() })
    .where(and(eq(composerDrafts.id, id), eq(composerDrafts.ownerId, ownerId)));
}

/** A draft untouched this long that names no party is cleaned up. */
export const STALE_DRAFT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes open drafts last edited more than STALE_DRAFT_DAYS ago that name no party (of one owner,
 * or of everyone): forms someone started and left. A draft held in compliance review is kept
 * whatever it holds. Answers how many were deleted.
 */
export async function pruneStaleDrafts(
  db: DbOrTx,
  { ownerId, now = new Date(), limit = 500 }: { ownerId?: string; now?: Date; limit?: number } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_DRAFT_DAYS * DAY_MS);
  const candidates = await db
    .select({ id: composerDrafts.id, kind: composerDrafts.kind, values: composerDrafts.values })
    .from(composerDrafts)
    .where(
      and(
        ownerId === undefined ? undefined : eq(composerDrafts.ownerId, ownerId),
        isNull(composerDrafts.submittedAt),
        lt(composerDrafts.updatedAt, cutoff),
        notInArray(composerDrafts.id, db.select({ id: reviewCases.draftId }).from(reviewCases)),
      ),
    )
    .limit(limit);
  const stale = candidates.filter((d) => !draftHasParties(d.kind, d.values)).map((d) => d.id);
  if (stale.length === 0) return 0;
  // Still stale at the delete: a save made since the read keeps its draft.
  const deleted = await db
    .delete(composerDrafts)
    .where(
      and(inArray(composerDrafts.id, stale), isNull(composerDrafts.submittedAt), lt(composerDrafts.updatedAt, cutoff)),
    )
    .returning({ id: composerDrafts.id });
  return deleted.length;
}

/**
 * Closes the owner's FX payment drafts whose payment was made or held for review: the draft's
 * reference is the payment's requestId, which is the remittance's (or the review case's)
 * reference. The confirm itself does not know the draft, so the list and the composer ask.
 */
export async function closeSentPaymentDrafts(db: DbOrTx, ownerId: string): Promise<number> {
  const closed = await db
    .update(composerDrafts)
    .set({ submittedAt: sql`now()` })
    .where(
      and(
        eq(composerDrafts.ownerId, ownerId),
        eq(composerDrafts.kind, 'payment'),
        isNull(composerDrafts.submittedAt),
        or(
          inArray(composerDrafts.reference, db.select({ reference: remittances.reference }).from(remittances)),
          inArray(composerDrafts.reference, db.select({ reference: reviewCases.reference }).from(reviewCases)),
        ),
      ),
    )
    .returning({ id: composerDrafts.id });
  return closed.length;
}

/** The drafts list as a person opens it: sent payments closed, stale empty drafts cleaned up, then the list. */
export async function openDrafts(db: DbOrTx, ownerId: string, now = new Date()): Promise<Draft[]> {
  await closeSentPaymentDrafts(db, ownerId);
  await pruneStaleDrafts(db, { ownerId, now });
  return listDrafts(db, ownerId);
}

/** Each draft's review case, if it has one: its status and the reviewer's reason (the drafts list). */
export async function draftReviews(
  db: DbOrTx,
  references: readonly string[],
): Promise<Map<string, { status: string; reason: string | null }>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({ reference: reviewCases.reference, status: reviewCases.status, reason: reviewCases.decisionReason })
    .from(reviewCases)
    .where(inArray(reviewCases.reference, [...references]));
  return new Map(rows.map((row) => [row.reference, { status: row.status, reason: row.reason }]));
}
