import { eq } from 'drizzle-orm';
import { DismissalRefused, dismissHit, forgetDismissal } from '@/lib/compliance/screening/dismissals';
import type { HitDismissal, ScreeningHit, ScreeningRole } from '@/lib/compliance/types';
import type { Db, Tx } from '@/lib/db/client';
import { reviewCases } from '@/lib/db/schema';
import { assertRound, lockCase, ReviewRefusal, reviewStatusWords, type ReviewCase } from './cases';
import { dismissersRequired } from './open-hits';

/*
 * A reviewer's judgement of one screening hit of a held remittance (docs/architecture.md
 * "Compliance review"): dismissed as a false positive, with a reason, by as many different people
 * as the rules ask (never its maker), or confirmed as a true match, which rejects the remittance.
 * Like every decision, each names the round it was made on and locks the case row.
 */

export interface HitJudgement {
  caseId: string;
  /** The round the reviewer read. */
  round: number;
  /** The hit's index in the case's screening. */
  hit: number;
  by: string;
  reason: string;
}

export interface DismissOptions {
  /** False: dismissed on this remittance only, not remembered for the next (the demo's dismissals). */
  remember?: boolean;
}

export type DismissOutcome =
  { dismissed: true; hit: ScreeningHit } | { dismissed: false; hit: ScreeningHit; given: number; required: number };

const ROLE_WORDS: Record<ScreeningRole, string> = {
  sender: 'the sender',
  recipient: 'the recipient',
  'business-sender': 'the sending business',
  'business-recipient': 'the receiving business',
  director: 'a director',
  ubo: 'a beneficial owner',
};

/** What the maker and the dossier read after a confirmed match: what it was, and what to do next. */
export function trueMatchReason(hit: ScreeningHit, reason: string): string {
  return (
    `Confirmed as a true match: ${ROLE_WORDS[hit.subject.role] ?? 'a party'} is entry ${hit.entry.id} on ${hit.entry.listName} (“${reason}”). ` +
    'What next: it is not sent and cannot be resubmitted. Do not tell the sender or the recipient why; ' +
    'hand it to your compliance officer, who decides on a suspicious activity report and on the parties’ other remittances.'
  );
}

async function judge<R>(
  db: Db,
  input: HitJudgement,
  statuses: readonly string[],
  step: (reviewCase: ReviewCase, hit: ScreeningHit, tx: Tx) => Promise<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const reviewCase = await lockCase(tx, eq(reviewCases.id, input.caseId));
    if (!reviewCase) throw new ReviewRefusal('This remittance is not in review.');
    assertRound(reviewCase, input.round);
    if (!statuses.includes(reviewCase.status))
      throw new ReviewRefusal(`It is ${reviewStatusWords(reviewCase.status)}, not waiting for review.`);
    const hit = (reviewCase.screening as ScreeningHit[])[input.hit];
    if (!hit) throw new ReviewRefusal('That screening hit is no longer on this remittance. Reload the page.');
    return step(reviewCase, hit, tx);
  });
}

/**
 * One person's dismissal of a hit as a false positive. The hit is dismissed (and remembered for
 * that person and list entry) once the number of different people the rules ask for agreed.
 */
export async function dismissCaseHit(
  db: Db,
  input: HitJudgement,
  { remember = true }: DismissOptions = {},
): Promise<DismissOutcome> {
  const reason = input.reason.trim();
  if (!reason) throw new ReviewRefusal('A dismissal needs a reason: say why this is not the listed person.');
  return judge(db, input, ['in_review'], async (reviewCase, hit, tx) => {
    if (reviewCase.makerId === input.by)
      throw new ReviewRefusal(
        'You composed or last edited this remittance, so someone else must dismiss its screening hits.',
      );
    if (hit.confirmed) throw new ReviewRefusal('This hit was confirmed as a true match.');
    if (hit.dismissed) throw new ReviewRefusal('This hit is dismissed already.');
    const before = hit.dismissals ?? [];
    if (before.some((given) => given.by === input.by))
      throw new ReviewRefusal('You have dismissed this hit already; the second dismissal must come from someone else.');
    const at = new Date();
    const dismissals: HitDismissal[] = [...before, { reason, by: input.by, at: at.toISOString() }];
    const required = dismissersRequired(reviewCase);
    let judged: ScreeningHit = { ...hit, dismissals };
    if (dismissals.length >= required) {
      const dismissal = {
        reason: dismissals.map((given) => given.reason).join(' / '),
        by: dismissals[0]!.by,
        ...(dismissals[1] ? { secondBy: dismissals[1].by } : {}),
        at: at.toISOString(),
      };
      if (remember)
        await dismissHit(tx, { subject: hit.subject, entry: hit.entry, ...dismissal, at }).catch((error: unknown) => {
          throw error instanceof DismissalRefused ? new ReviewRefusal(error.message) : error;
        });
      judged = { ...judged, dismissed: dismissal };
    }
    const screening = [...(reviewCase.screening as ScreeningHit[])];
    screening[input.hit] = judged;
    await tx.update(reviewCases).set({ screening, updatedAt: at }).where(eq(reviewCases.id, reviewCase.id));
    return judged.dismissed
      ? { dismissed: true, hit: judged }
      : { dismissed: false, hit: judged, given: dismissals.length, required };
  });
}

/**
 * A hit confirmed as a true match: the remittance is rejected for good, with words saying what
 * next, and any remembered dismissal of that person and entry is forgotten (the next remittance
 * to them is held again).
 */
export async function confirmCaseHit(db: Db, input: HitJudgement): Promise<ReviewCase> {
  const reason = input.reason.trim();
  if (!reason) throw new ReviewRefusal('A confirmation needs a reason: say what shows this is the listed person.');
  // An approved one not sent yet may still be stopped, as with a reject.
  return judge(db, input, ['in_review', 'approved'], async (reviewCase, hit, tx) => {
    const at = new Date();
    const screening = [...(reviewCase.screening as ScreeningHit[])];
    const { dismissed: _dropped, ...rest } = hit;
    screening[input.hit] = { ...rest, confirmed: { reason, by: input.by, at: at.toISOString() } };
    await forgetDismissal(tx, hit.subject, hit.entry.id);
    const [rejected] = await tx
      .update(reviewCases)
      .set({
        status: 'rejected',
        screening,
        decisionReason: trueMatchReason(hit, reason),
        decidedBy: input.by,
        decidedAt: at,
        updatedAt: at,
      })
      .where(eq(reviewCases.id, reviewCase.id))
      .returning();
    return rejected!;
  });
}
