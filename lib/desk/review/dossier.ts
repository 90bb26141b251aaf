import { ruleSetVersion } from '@/lib/compliance/rules/store';
import type { Finding, ScreeningHit } from '@/lib/compliance/types';
import type { DbOrTx } from '@/lib/db/client';
import { auditRowsInOrder } from '@/lib/desk/audit/queries';
import { presentableDetails } from '@/lib/desk/audit/present';
import { listRemittanceEvents } from '@/lib/desk/remittances/queries';
import { getRemittance } from '@/lib/desk/remittances/record';
import { findingsInWords, WHOLE_VIEW } from './finding-words';
import { findQuote, getCaseByReference, allApprovals, allVerdicts, userNames } from './cases';

/*
 * The compliance dossier of one remittance: everything an auditor asks for in one document — the
 * request as submitted, the quote, the findings and screening results with their explanations,
 * every field verdict, the approvals (names, times, the rule version and its rules), the status
 * timeline with where each status came from, and the audit rows of that remittance.
 */

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

export async function buildDossier(db: DbOrTx, reference: string, now = new Date()): Promise<Dossier | undefined> {
  const [reviewCase, remittance] = await Promise.all([getCaseByReference(db, reference), getRemittance(db, reference)]);
  if (!reviewCase && !remittance) return undefined;
  const [verdicts, approvals, timeline] = await Promise.all([
    reviewCase ? allVerdicts(db, reviewCase.id) : [],
    reviewCase ? allApprovals(db, reviewCase.id) : [],
    listRemittanceEvents(db, reference),
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
  const names = await userNames(db, [
    reviewCase?.makerId ?? '',
    reviewCase?.decidedBy ?? '',
    ...verdicts.map((v) => v.reviewerId),
    ...approvals.map((a) => a.approverId),
  ]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const versions = new Map<number, unknown>();
  for (const version of new Set(approvals.map((a) => a.ruleVersion)))
    versions.set(version, (await ruleSetVersion(db, version))?.rules ?? null);
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
          maker: nameOf(reviewCase.makerId),
          submittedAt: reviewCase.submittedAt.toISOString(),
          decision: reviewCase.decision,
          decisionReason: reviewCase.decisionReason,
          decidedBy: reviewCase.decidedBy ? nameOf(reviewCase.decidedBy) : null,
          decidedAt: reviewCase.decidedAt?.toISOString() ?? null,
        }
      : null,
    verdicts: verdicts.map((v) => ({
      round: v.round,
      field: v.field,
      verdict: v.verdict,
      comment: v.comment,
      reviewer: nameOf(v.reviewerId),
      at: v.at.toISOString(),
    })),
    approvals: approvals.map((a) => ({
      round: a.round,
      approver: nameOf(a.approverId),
      at: a.at.toISOString(),
      ruleVersion: a.ruleVersion,
      rules: versions.get(a.ruleVersion) ?? null,
      clearedAt: a.clearedAt?.toISOString() ?? null,
    })),
    timeline: timeline.map((e) => ({ status: e.status, source: e.source, at: e.at.toISOString(), details: e.details })),
    audit,
  };
}
