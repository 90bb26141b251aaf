import { and, asc, desc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '@/lib/db/client';
import { ActionRefusal } from '@/lib/desk/action-result';
import {
  deskQuotes,
  reviewApprovals,
  reviewCases,
  reviewRounds,
  reviewVerdicts,
  user as deskUser,
} from '@/lib/db/schema';
import type { FieldVerdict, Finding, RuleDecision, ScreeningHit } from '@/lib/compliance/types';
import { independenceBlocker } from '@/lib/desk/users/grants';
import { openHitBlocker } from './open-hits';

/*
 * Held remittances (docs/architecture.md "Compliance review"): a composed remittance that a rule
 * or a finding holds waits here, unsent, until enough different people other than its maker
 * approve it. Every move locks the case row, so two reviewers acting at once cannot both win.
 */

export type ReviewCase = typeof reviewCases.$inferSelect;
export type ReviewApproval = typeof reviewApprovals.$inferSelect;
export type ReviewVerdictRow = typeof reviewVerdicts.$inferSelect;
export type ClosedRound = typeof reviewRounds.$inferSelect;

/** What the automatic checks, the screening and the rules said of one request. */
export interface Assessment {
  findings: Finding[];
  hits: ScreeningHit[];
  decision: RuleDecision;
}

/** A move the case's state or the maker-checker rule does not allow; its message is for the person. */
export class ReviewRefusal extends ActionRefusal {}

export interface HoldInput {
  draftId: string;
  reference: string;
  kind: ReviewCase['kind'];
  type?: string;
  makerId: string;
  request: Record<string, unknown>;
  quote?: Record<string, unknown>;
  assessment: Assessment;
  deadline: Date;
  summary: {
    amount: string;
    currency: string;
    sendingAmount?: string;
    sendingCurrency?: string;
    receivingCountry?: string;
    senderName?: string;
    recipientName?: string;
  };
}

const STATUS_WORDS: Record<string, string> = {
  in_review: 'waiting for review',
  returned: 'returned to its maker',
  approved: 'approved',
  rejected: 'rejected',
  sent: 'sent',
};
export const reviewStatusWords = (status: string) => STATUS_WORDS[status] ?? status;

/** The case row, locked until the transaction ends (every move on a case takes this lock first). */
export async function lockCase(tx: DbOrTx, where: ReturnType<typeof eq>): Promise<ReviewCase | undefined> {
  const [row] = await tx.select().from(reviewCases).where(where).for('update').limit(1);
  return row;
}

/**
 * Every decision names the round it was made on: a resubmission (another account, another
 * amount) after the reviewer opened the page must not inherit a decision made on what they read.
 */
export function assertRound(reviewCase: Pick<ReviewCase, 'round'>, round: number): void {
  if (reviewCase.round !== round)
    throw new ReviewRefusal(
      `This remittance changed since you opened it: review the new round (round ${reviewCase.round}; you opened round ${round}).`,
    );
}

/**
 * Holds a request for review: a new case, or the next round of the draft's case (a resubmission
 * after a return, or an edit while waiting), which clears every approval given so far.
 */
export async function holdForReview(db: Db, input: HoldInput): Promise<{ reviewCase: ReviewCase; round: number }> {
  return db.transaction(async (tx) => {
    const existing = await lockCase(tx, eq(reviewCases.draftId, input.draftId));
    const now = new Date();
    const fields = {
      status: 'in_review',
      makerId: input.makerId,
      type: input.type,
      request: input.request,
      quote: input.quote,
      findings: input.assessment.findings,
      screening: input.assessment.hits,
      decision: input.assessment.decision as unknown as Record<string, unknown>,
      approvalsRequired: Math.max(1, input.assessment.decision.approvalsRequired),
      deadline: input.deadline,
      ...input.summary,
      decisionReason: null,
      decidedBy: null,
      decidedAt: null,
      submittedAt: now,
      updatedAt: now,
    };
    if (!existing) {
      const [created] = await tx
        .insert(reviewCases)
        .values({ id: randomUUID(), draftId: input.draftId, reference: input.reference, kind: input.kind, ...fields })
        .returning();
      return { reviewCase: created!, round: 1 };
    }
    if (existing.status === 'rejected')
      throw new ReviewRefusal(`This remittance was rejected: ${existing.decisionReason ?? 'no reason given'}.`);
    if (existing.status === 'sent') throw new ReviewRefusal('This remittance was already sent.');
    await closeRound(tx, existing, now);
    await tx
      .update(reviewApprovals)
      .set({ clearedAt: now })
      .where(and(eq(reviewApprovals.caseId, existing.id), isNull(reviewApprovals.clearedAt)));
    const round = existing.round + 1;
    const [updated] = await tx
      .update(reviewCases)
      .set({ ...fields, round, previousRequest: existing.request })
      .where(eq(reviewCases.id, existing.id))
      .returning();
    return { reviewCase: updated!, round };
  });
}

/**
 * Keeps the round the next submission replaces, as it stood: its request, findings, screening and
 * how it ended (the return's reason, who and when), which the case row is about to overwrite.
 */
async function closeRound(tx: DbOrTx, existing: ReviewCase, now: Date): Promise<void> {
  await tx
    .insert(reviewRounds)
    .values({
      caseId: existing.id,
      round: existing.round,
      makerId: existing.makerId,
      request: existing.request,
      quote: existing.quote,
      findings: existing.findings,
      screening: existing.screening,
      decision: existing.decision,
      status: existing.status,
      decisionReason: existing.decisionReason,
      decidedBy: existing.decidedBy,
      decidedAt: existing.decidedAt,
      deadline: existing.deadline,
      submittedAt: existing.submittedAt,
      closedAt: now,
    })
    .onConflictDoNothing();
}

/** The case's closed rounds, the first first (the current round is the case row itself). */
export async function closedRounds(db: DbOrTx, caseId: string): Promise<ClosedRound[]> {
  return db.select().from(reviewRounds).where(eq(reviewRounds.caseId, caseId)).orderBy(asc(reviewRounds.round));
}

/** When the quote the case was composed with stops (its review deadline is another thing). */
export function quoteExpiryOf(reviewCase: Pick<ReviewCase, 'quote'>): Date | undefined {
  const held = reviewCase.quote as { quote?: { quoteExpiryTime?: string }; fx?: { expiresAt?: string } } | null;
  const at = held?.quote?.quoteExpiryTime ?? held?.fx?.expiresAt;
  return at ? new Date(at) : undefined;
}

/**
 * A case's two clocks, apart: when its review is due (overdue only while it waits for review), and
 * when the quote it was composed with stops (an expired one is asked again on approval, send.ts).
 */
export function caseClocks(reviewCase: Pick<ReviewCase, 'quote' | 'deadline' | 'status'>, now = new Date()) {
  const quoteExpiry = quoteExpiryOf(reviewCase);
  return {
    deadline: reviewCase.deadline,
    overdue: reviewCase.status === 'in_review' && reviewCase.deadline < now,
    quoteExpiry,
    quoteExpired: quoteExpiry !== undefined && quoteExpiry < now,
  };
}

export async function getCase(db: DbOrTx, id: string): Promise<ReviewCase | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(reviewCases).where(eq(reviewCases.id, id)).limit(1);
  return row;
}

export async function getCaseByDraft(db: DbOrTx, draftId: string): Promise<ReviewCase | undefined> {
  const [row] = await db.select().from(reviewCases).where(eq(reviewCases.draftId, draftId)).limit(1);
  return row;
}

export async function getCaseByReference(db: DbOrTx, reference: string): Promise<ReviewCase | undefined> {
  const [row] = await db.select().from(reviewCases).where(eq(reviewCases.reference, reference)).limit(1);
  return row;
}

/** The approvals of the case's current round that still count. */
export async function currentApprovals(db: DbOrTx, reviewCase: ReviewCase): Promise<ReviewApproval[]> {
  return db
    .select()
    .from(reviewApprovals)
    .where(
      and(
        eq(reviewApprovals.caseId, reviewCase.id),
        eq(reviewApprovals.round, reviewCase.round),
        isNull(reviewApprovals.clearedAt),
      ),
    )
    .orderBy(asc(reviewApprovals.id));
}

/** Every approval ever given on the case, cleared ones included (the dossier). */
export async function allApprovals(db: DbOrTx, caseId: string): Promise<ReviewApproval[]> {
  return db.select().from(reviewApprovals).where(eq(reviewApprovals.caseId, caseId)).orderBy(asc(reviewApprovals.id));
}

/**
 * Why this person may not approve this case now, or undefined when they may. Maker-checker: whoever
 * composed or last edited it never approves it, and one person gives one approval per round —
 * whatever their role, admins included.
 */
export function approvalBlocker(
  reviewCase: Pick<ReviewCase, 'status' | 'makerId'>,
  userId: string,
  approvals: Pick<ReviewApproval, 'approverId'>[],
): string | undefined {
  if (reviewCase.status !== 'in_review')
    return `It is ${reviewStatusWords(reviewCase.status)}, not waiting for approval.`;
  if (reviewCase.makerId === userId)
    return 'You composed or last edited this remittance, so someone else must approve it.';
  if (approvals.some((a) => a.approverId === userId))
    return 'You have approved it already; the second approval must come from someone else.';
  return undefined;
}

/**
 * Why `userId` may not approve although `approvalBlocker` lets them: their account was made or
 * elevated by the maker or an earlier approver of the round, or made theirs (lib/desk/users/grants.ts).
 */
export function approverIndependenceBlocker(
  db: DbOrTx,
  reviewCase: Pick<ReviewCase, 'makerId'>,
  userId: string,
  approvals: Pick<ReviewApproval, 'approverId'>[],
): Promise<string | undefined> {
  return independenceBlocker(db, userId, [
    { id: reviewCase.makerId, as: 'maker of this remittance' },
    ...approvals.map((a) => ({ id: a.approverId, as: 'person who approved it already' })),
  ]);
}

export type ApproveOutcome =
  { complete: false; given: number; required: number } | { complete: true; reviewCase: ReviewCase };

/**
 * Records one approval of `round` (the round the approver read); the last one needed moves the
 * case to `approved` (to be sent by the caller). Refused while a screening hit is open.
 */
export async function approveCase(db: Db, caseId: string, approverId: string, round: number): Promise<ApproveOutcome> {
  return db.transaction(async (tx) => {
    const reviewCase = await lockCase(tx, eq(reviewCases.id, caseId));
    if (!reviewCase) throw new ReviewRefusal('This remittance is not in review.');
    assertRound(reviewCase, round);
    const approvals = await currentApprovals(tx, reviewCase);
    const blocker =
      approvalBlocker(reviewCase, approverId, approvals) ??
      openHitBlocker(reviewCase) ??
      (await approverIndependenceBlocker(tx, reviewCase, approverId, approvals));
    if (blocker) throw new ReviewRefusal(blocker);
    const version = Number((reviewCase.decision as { version?: unknown }).version ?? 0);
    await tx.insert(reviewApprovals).values({ caseId, round: reviewCase.round, approverId, ruleVersion: version });
    const given = approvals.length + 1;
    if (given < reviewCase.approvalsRequired) return { complete: false, given, required: reviewCase.approvalsRequired };
    const now = new Date();
    const [approved] = await tx
      .update(reviewCases)
      .set({ status: 'approved', decidedBy: approverId, decidedAt: now, decisionReason: null, updatedAt: now })
      .where(eq(reviewCases.id, caseId))
      .returning();
    return { complete: true, reviewCase: approved! };
  });
}

/** Reject (final) or return to the maker (who fixes and resubmits): from review, with a reason, on `round`. */
export async function decideCase(
  db: Db,
  caseId: string,
  reviewerId: string,
  decision: 'rejected' | 'returned',
  reason: string,
  round: number,
): Promise<ReviewCase> {
  return db.transaction(async (tx) => {
    const reviewCase = await lockCase(tx, eq(reviewCases.id, caseId));
    if (!reviewCase) throw new ReviewRefusal('This remittance is not in review.');
    assertRound(reviewCase, round);
    // An approved one that could not be sent may still be stopped or sent back.
    if (reviewCase.status !== 'in_review' && reviewCase.status !== 'approved')
      throw new ReviewRefusal(`It is ${reviewStatusWords(reviewCase.status)}, not waiting for review.`);
    const now = new Date();
    const [decided] = await tx
      .update(reviewCases)
      .set({ status: decision, decisionReason: reason, decidedBy: reviewerId, decidedAt: now, updatedAt: now })
      .where(eq(reviewCases.id, caseId))
      .returning();
    return decided!;
  });
}

/** Back to the maker because the fresh quote moved too far (no reviewer decided it: the desk did). */
export async function returnForRate(db: DbOrTx, caseId: string, reason: string): Promise<void> {
  const now = new Date();
  await db
    .update(reviewCases)
    .set({ status: 'returned', decisionReason: reason, decidedAt: now, updatedAt: now })
    .where(and(eq(reviewCases.id, caseId), eq(reviewCases.status, 'approved')));
}

/** The body that will go on the wire, fixed before the first attempt so a retry sends the same one. */
export async function fixRequestToSend(
  db: DbOrTx,
  caseId: string,
  request: Record<string, unknown>,
  quote: Record<string, unknown> | undefined,
): Promise<void> {
  await db
    .update(reviewCases)
    .set({ request, quote, updatedAt: new Date() })
    .where(and(eq(reviewCases.id, caseId), eq(reviewCases.status, 'approved')));
}

/** Sent; `note` says how, when it went on a fresh quote (the rate movement, kept for the page). */
export async function markSent(db: DbOrTx, caseId: string, note?: string): Promise<void> {
  await db
    .update(reviewCases)
    .set({ status: 'sent', decisionReason: note ?? null, updatedAt: new Date() })
    .where(eq(reviewCases.id, caseId));
}

/** An approved case the API refused or did not answer: it stays approved, with the reason shown. */
export async function noteSendFailure(db: DbOrTx, caseId: string, message: string): Promise<void> {
  await db
    .update(reviewCases)
    .set({ decisionReason: message, updatedAt: new Date() })
    .where(and(eq(reviewCases.id, caseId), eq(reviewCases.status, 'approved')));
}

// --- Field verdicts ----------------------------------------------------------------------------

/** A verdict on one field of `round`, the round the reviewer read. */
export async function recordVerdict(
  db: Db,
  caseId: string,
  reviewerId: string,
  verdict: { field: string; verdict: FieldVerdict; comment?: string },
  round: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const reviewCase = await lockCase(tx, eq(reviewCases.id, caseId));
    if (reviewCase) assertRound(reviewCase, round);
    if (!reviewCase || reviewCase.status !== 'in_review')
      throw new ReviewRefusal('Verdicts are given while the remittance waits for review.');
    await tx.insert(reviewVerdicts).values({
      caseId,
      round: reviewCase.round,
      field: verdict.field,
      verdict: verdict.verdict,
      comment: verdict.comment || null,
      reviewerId,
    });
  });
}

/** The latest verdict per field of one round. */
export async function latestVerdicts(db: DbOrTx, caseId: string, round: number): Promise<ReviewVerdictRow[]> {
  const rows = await db
    .select()
    .from(reviewVerdicts)
    .where(and(eq(reviewVerdicts.caseId, caseId), eq(reviewVerdicts.round, round)))
    .orderBy(asc(reviewVerdicts.id));
  return [...new Map(rows.map((row) => [row.field, row])).values()];
}

/** Every verdict ever given on the case (the dossier). */
export async function allVerdicts(db: DbOrTx, caseId: string): Promise<ReviewVerdictRow[]> {
  return db.select().from(reviewVerdicts).where(eq(reviewVerdicts.caseId, caseId)).orderBy(asc(reviewVerdicts.id));
}

// --- Lists -------------------------------------------------------------------------------------

export interface QueueRow extends ReviewCase {
  makerName: string | null;
}

/** The review queue: waiting remittances, the soonest deadline first. */
export async function listQueue(db: DbOrTx, limit = 100): Promise<QueueRow[]> {
  return db
    .select({ ...getTableColumns(reviewCases), makerName: deskUser.name })
    .from(reviewCases)
    .leftJoin(deskUser, eq(deskUser.id, reviewCases.makerId))
    .where(eq(reviewCases.status, 'in_review'))
    .orderBy(asc(reviewCases.deadline), asc(reviewCases.submittedAt))
    .limit(limit);
}

/** Held remittances that are not sent, for finance staff: what waits, and why. */
export async function listUnsentCases(db: DbOrTx, limit = 50): Promise<QueueRow[]> {
  return db
    .select({ ...getTableColumns(reviewCases), makerName: deskUser.name })
    .from(reviewCases)
    .leftJoin(deskUser, eq(deskUser.id, reviewCases.makerId))
    .where(inArray(reviewCases.status, ['in_review', 'returned', 'approved', 'rejected']))
    .orderBy(desc(reviewCases.updatedAt))
    .limit(limit);
}

/** Names of desk users by id (who approved, who decided). */
export async function userNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: deskUser.id, name: deskUser.name })
    .from(deskUser)
    .where(inArray(deskUser.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// --- Quotes the desk was given ------------------------------------------------------------------

export type DeskQuote = typeof deskQuotes.$inferSelect;

export async function rememberQuote(
  db: DbOrTx,
  quote: {
    quoteId: string;
    kind: DeskQuote['kind'];
    request: Record<string, unknown>;
    quote: Record<string, unknown>;
    requestedBy: string;
  },
): Promise<void> {
  await db.insert(deskQuotes).values(quote).onConflictDoNothing();
}

export async function findQuote(db: DbOrTx, quoteId: string): Promise<DeskQuote | undefined> {
  const [row] = await db.select().from(deskQuotes).where(eq(deskQuotes.quoteId, quoteId)).limit(1);
  return row;
}
