import { ruleSetVersion } from '@/lib/compliance/rules/store';
import type { Finding, ScreeningHit } from '@/lib/compliance/types';
import type { DbOrTx } from '@/lib/db/client';
import { auditRowsInOrder } from '@/lib/desk/audit/queries';
import { presentableDetails } from '@/lib/desk/audit/present';
import { listRemittanceEvents } from '@/lib/desk/remittances/queries';
import { getRemittance } from '@/lib/desk/remittances/record';
import { namesAtTheTime } from '@/lib/desk/users/names';
import { allApprovals, allVerdicts, closedRounds, findQuote, getCaseByReference, type ReviewCase } from './cases';
import { findingsInWords, WHOLE_VIEW } from './finding-words';

/*
 * The compliance dossier of one remittance: everything an auditor asks for in one document — the
 * request as submitted, the quote, the findings and screening results with their explanations,
 * every field verdict, the approvals (names, times, the rule version and its rules), the status
 * timeline with where each status came from, and the audit rows of that remittance. A case returned
 * and resubmitted keeps every round: each with its request, findings, verdicts, approvals and how
 * it ended (the return's comment), the closed ones from desk.review_rounds.
 */

/** One round of review, as the dossier tells it. */
export interface DossierRound {
  round: number;
  current: boolean;
  maker: string;
  submittedAt: string;
  /** When its review was due. */
  deadline: string;
  request: Record<string, unknown>;
  findings: Finding[];
  screening: ScreeningHit[];
  /** How the round ended: returned (with the comment), rejected, approved, sent, or replaced by an edit while waiting. */
  outcome: { status: string; reason: string | null; by: string | null; at: string | null };
  verdicts: Dossier['verdicts'];
  approvals: Dossier['approvals'];
}

export interface Dossier {
  generatedAt: string;
  reference: string;
  kind: string;
  type: string | null;
  status: { review: string | null; payment: string | null; final: boolean };
  request: Record<string, unknown>;
  quote: unknown;
  findings: Finding[];
  screening: ScreeningHit[];
  review: {
    round: number;
    maker: string | null;
    submittedAt: string;
    decision: unknown;
    decisionReason: string | null;
    decidedBy: string | null;
    decidedAt: string | null;
  } | null;
  /** Every round of the review, the first first (empty when it was never held). */
  rounds: DossierRound[];
  verdicts: { round: number; field: string; verdict: string; comment: string | null; reviewer: string; at: string }[];
  approvals: {
    round: number;
    approver: string;
    at: string;
    ruleVersion: number;
    rules: unknown;
    clearedAt: string | null;
  }[];
  timeline: { status: string; source: string; at: string; details: unknown }[];
  audit: {
    id: number;
    at: string;
    actor: string | null;
    role: string | null;
    action: string;
    outcome: string;
    ip: string | null;
    details: unknown;
    hash: string | null;
  }[];
}

/** What a round is told from: a closed round's row or the case row. */
type RoundSource = Pick<
  ReviewCase,
  | 'round'
  | 'makerId'
  | 'submittedAt'
  | 'deadline'
  | 'request'
  | 'findings'
  | 'screening'
  | 'status'
  | 'decisionReason'
  | 'decidedBy'
  | 'decidedAt'
> & { current: boolean };

export async function buildDossier(db: DbOrTx, reference: string, now = new Date()): Promise<Dossier | undefined> {
  const [reviewCase, remittance] = await Promise.all([getCaseByReference(db, reference), getRemittance(db, reference)]);
  if (!reviewCase && !remittance) return undefined;
  const [verdicts, approvals, timeline, closed] = await Promise.all([
    reviewCase ? allVerdicts(db, reviewCase.id) : [],
    reviewCase ? allApprovals(db, reviewCase.id) : [],
    listRemittanceEvents(db, reference),
    reviewCase ? closedRounds(db, reviewCase.id) : [],
  ]);
  const audit: Dossier['audit'] = [];
  for await (const page of auditRowsInOrder(db, { remittance: reference }))
    for (const row of page)
      audit.push({
        id: row.id,
        at: row.createdAt.toISOString(),
        actor: row.actorName ?? row.actorId,
        role: row.actorRole,
        action: row.action,
        outcome: row.outcome,
        ip: row.ip,
        details: presentableDetails(row.details),
        hash: row.hash,
      });
  // Every person as they were named when they acted (the audit rows' names are read the same way).
  const nameAt = await namesAtTheTime(db, [
    reviewCase?.makerId ?? '',
    reviewCase?.decidedBy ?? '',
    ...verdicts.map((v) => v.reviewerId),
    ...approvals.map((a) => a.approverId),
    ...closed.flatMap((r) => [r.makerId, r.decidedBy ?? '']),
  ]);
  const versions = new Map<number, unknown>();
  for (const version of new Set(approvals.map((a) => a.ruleVersion)))
    versions.set(version, (await ruleSetVersion(db, version))?.rules ?? null);
  const verdictLines: Dossier['verdicts'] = verdicts.map((v) => ({
    round: v.round,
    field: v.field,
    verdict: v.verdict,
    comment: v.comment,
    reviewer: nameAt(v.reviewerId, v.at),
    at: v.at.toISOString(),
  }));
  const approvalLines: Dossier['approvals'] = approvals.map((a) => ({
    round: a.round,
    approver: nameAt(a.approverId, a.at),
    at: a.at.toISOString(),
    ruleVersion: a.ruleVersion,
    rules: versions.get(a.ruleVersion) ?? null,
    clearedAt: a.clearedAt?.toISOString() ?? null,
  }));
  // The closed rounds as they stood when replaced, then the current one (the case row).
  const rounds: DossierRound[] = [
    ...closed.map((r) => ({ ...r, current: false })),
    ...(reviewCase ? [{ ...reviewCase, current: true }] : []),
  ].map((r: RoundSource) => ({
    round: r.round,
    current: r.current,
    maker: nameAt(r.makerId, r.submittedAt),
    submittedAt: r.submittedAt.toISOString(),
    deadline: r.deadline.toISOString(),
    request: r.request,
    findings: r.findings as Finding[],
    screening: r.screening as ScreeningHit[],
    outcome: {
      status: r.status,
      reason: r.decisionReason,
      by: r.decidedBy ? nameAt(r.decidedBy, r.decidedAt ?? now) : null,
      at: r.decidedAt?.toISOString() ?? null,
    },
    verdicts: verdictLines.filter((v) => v.round === r.round),
    approvals: approvalLines.filter((a) => a.round === r.round),
  }));
  const request = remittance?.request ?? reviewCase!.request;
  const quoteId = (request.internationalTransferInformation as { quoteId?: string } | undefined)?.quoteId;
  const quote = reviewCase?.quote ?? (quoteId ? ((await findQuote(db, quoteId))?.quote ?? null) : null);
  return {
    generatedAt: now.toISOString(),
    reference,
    kind: remittance?.kind ?? reviewCase!.kind,
    type: remittance?.type ?? reviewCase?.type ?? null,
    status: {
      review: reviewCase?.status ?? null,
      payment: remittance?.status ?? null,
      final: remittance?.final ?? false,
    },
    request,
    quote,
    // Whole values: the dossier is opened only by those who may reveal, never presenting.
    findings: findingsInWords((reviewCase?.findings as Finding[] | undefined) ?? [], WHOLE_VIEW, {
      request: reviewCase?.request,
    }),
    screening: (reviewCase?.screening as ScreeningHit[] | undefined) ?? [],
    review: reviewCase
      ? {
          round: reviewCase.round,
          maker: nameAt(reviewCase.makerId, reviewCase.submittedAt),
          submittedAt: reviewCase.submittedAt.toISOString(),
          decision: reviewCase.decision,
          decisionReason: reviewCase.decisionReason,
          decidedBy: reviewCase.decidedBy ? nameAt(reviewCase.decidedBy, reviewCase.decidedAt ?? now) : null,
          decidedAt: reviewCase.decidedAt?.toISOString() ?? null,
        }
      : null,
    rounds,
    verdicts: verdictLines,
    approvals: approvalLines,
    timeline: timeline.map((e) => ({ status: e.status, source: e.source, at: e.at.toISOString(), details: e.details })),
    audit,
  };
}
