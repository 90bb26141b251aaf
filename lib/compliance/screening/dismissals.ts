import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { screeningDismissals } from '@/lib/db/schema';
import type { HitDismissal, ScreeningEntry, ScreeningHit, ScreeningSubject } from '../types';
import { screenOne } from './match';
import { subjectKey } from './normalize';

/*
 * Dismissed hits: a reviewer judged a subject × entry a false positive, with a reason. It is
 * remembered under the subject's normalised name (subjectKey), so the same person on the next
 * remittance comes back marked dismissed, while a changed name is a new name and is screened
 * afresh. It holds only while the entry is the one dismissed (same list and name): a replaced
 * list that gives an old id to someone else is not covered. When the rules asked for two people,
 * both are kept (`secondBy`), so a later remittance under the same rule is cleared only by a
 * dismissal two people made (lib/desk/review/assess.ts).
 */

/** A dismissal refused (no reason, or a name with nothing to remember it by). */
export class DismissalRefused extends Error {}

const pairKey = (key: string, entryId: string) => `${key}\u0000${entryId}`;

/** Records (or, for the same subject × entry, replaces) a dismissal; refused without a reason. */
export async function dismissHit(
  db: DbOrTx,
  input: { subject: ScreeningSubject; entry: ScreeningEntry; reason: string; by: string; secondBy?: string; at?: Date },
): Promise<HitDismissal & { secondBy?: string }> {
  const reason = input.reason.trim();
  if (!reason) throw new DismissalRefused('A dismissal needs a reason: say why this is not the listed person.');
  const key = subjectKey(input.subject.name);
  if (!key) throw new DismissalRefused('This name has no letters or digits to remember a dismissal by.');
  const at = input.at ?? new Date();
  const values = {
    listName: input.entry.listName,
    name: input.entry.name,
    reason,
    dismissedBy: input.by,
    secondBy: input.secondBy ?? null,
    at,
  };
  await db
    .insert(screeningDismissals)
    .values({ subjectKey: key, entryId: input.entry.id, ...values })
    .onConflictDoUpdate({ target: [screeningDismissals.subjectKey, screeningDismissals.entryId], set: values });
  return { reason, by: input.by, at: at.toISOString(), ...(input.secondBy ? { secondBy: input.secondBy } : {}) };
}

/** Forgets a remembered dismissal (a reviewer confirmed the subject × entry as a true match). */
export async function forgetDismissal(db: DbOrTx, subject: ScreeningSubject, entryId: string): Promise<void> {
  const key = subjectKey(subject.name);
  if (!key) return;
  await db
    .delete(screeningDismissals)
    .where(and(eq(screeningDismissals.subjectKey, key), eq(screeningDismissals.entryId, entryId)));
}

/**
 * Screens each subject against the list (screenOne) and marks the hits a reviewer dismissed
 * earlier with `dismissed`. Hits stay in the subjects' order, each subject's highest first.
 */
export async function screenSubjects(
  db: DbOrTx,
  subjects: readonly ScreeningSubject[],
  entries: readonly ScreeningEntry[],
  threshold: number,
): Promise<ScreeningHit[]> {
  const hits = subjects.flatMap((subject) => screenOne(subject, entries, threshold));
  if (hits.length === 0) return hits;
  const keys = [...new Set(hits.map((hit) => subjectKey(hit.subject.name)))];
  const entryIds = [...new Set(hits.map((hit) => hit.entry.id))];
  const rows = await db
    .select()
    .from(screeningDismissals)
    .where(and(inArray(screeningDismissals.subjectKey, keys), inArray(screeningDismissals.entryId, entryIds)));
  const dismissed = new Map(rows.map((row) => [pairKey(row.subjectKey, row.entryId), row]));
  return hits.map((hit) => {
    const row = dismissed.get(pairKey(subjectKey(hit.subject.name), hit.entry.id));
    if (!row || row.listName !== hit.entry.listName || row.name !== hit.entry.name) return hit;
    const judged = { reason: row.reason, by: row.dismissedBy, at: row.at.toISOString() };
    return { ...hit, dismissed: row.secondBy ? { ...judged, secondBy: row.secondBy } : judged };
  });
}
