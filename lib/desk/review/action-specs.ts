import { z } from 'zod';
import type { PaymentsApi } from '@/lib/api-client/client';
import { FIELD_VERDICTS } from '@/lib/compliance/types';
import type { Db } from '@/lib/db/client';
import type { ActionSpec } from '@/lib/desk/action-recipe';
import { ActionRefusal } from '@/lib/desk/action-result';
import { textSchema } from '@/lib/schemas/fields';
import { approveCase, decideCase, getCaseByReference, recordVerdict, type ReviewCase } from './cases';
import { confirmCaseHit, dismissCaseHit } from './hits';
import { sendApproved, type SendOutcome } from './send';

/*
 * The reviewer's moves on a held remittance, as specs (lib/desk/actions/review.ts makes each a
 * protectedAction), so a test calls them as any person. Each is keyed by the remittance's reference
 * and names the round the reviewer read; the services in cases.ts and hits.ts refuse a decision on
 * a superseded round, and maker-checker, in words.
 */

export interface ReviewActionDeps {
  db: () => Promise<Db>;
  api: () => Pick<PaymentsApi, 'createQuotation' | 'createTransaction' | 'createFxQuote' | 'createPayment'>;
  tolerancePercent: () => number;
}

const referenceSchema = z.string().trim().min(1).max(64);
const reasonSchema = textSchema(500);
/** The round the page showed: a decision names it, so a resubmission after it was opened is not decided blind. */
const roundSchema = z.number({ error: 'is missing: reload the page' }).int().min(1);

export type ApproveResult = { state: 'waiting'; given: number; required: number } | ({ state: 'done' } & SendOutcome);
export type DismissResult = { entry: string; list: string; reason: string; given: number; required: number };

/** Types each spec from its own schema and result. */
const spec = <S extends z.ZodType, R>(action: ActionSpec<S, R, never>) => action;

export function reviewActionSpecs(deps: ReviewActionDeps) {
  async function caseOf(reference: string): Promise<ReviewCase> {
    const reviewCase = await getCaseByReference(await deps.db(), reference);
    if (!reviewCase) throw new ActionRefusal('This remittance is not in review.');
    return reviewCase;
  }

  async function send(reviewCase: ReviewCase): Promise<SendOutcome> {
    return sendApproved(
      { db: await deps.db(), api: deps.api(), now: () => new Date(), tolerancePercent: deps.tolerancePercent() },
      reviewCase,
    );
  }

  const decision = (name: string, to: 'rejected' | 'returned') =>
    spec({
      name,
      permission: 'review:decide',
      schema: z.object({ reference: referenceSchema, round: roundSchema, reason: reasonSchema }),
      target: (input) => input.reference,
      remittance: (input) => input.reference,
      run: async ({ reference, round, reason }, user) => {
        const reviewCase = await caseOf(reference);
        await decideCase(await deps.db(), reviewCase.id, user.id, to, reason, round);
        return { round, reason };
      },
      auditDetails: (result) => result,
    });

  const hitSchema = z.object({
    reference: referenceSchema,
    round: roundSchema,
    hit: z.number().int().min(0).max(1000),
    reason: reasonSchema,
  });

  return {
    /** One approval of the round read; the last one needed sends it (on a fresh quote if its own expired). */
    approve: spec({
      name: 'review.approve',
      permission: 'review:decide',
      schema: z.object({ reference: referenceSchema, round: roundSchema }),
      target: (input) => input.reference,
      remittance: (input) => input.reference,
      run: async ({ reference, round }, user): Promise<ApproveResult> => {
        const reviewCase = await caseOf(reference);
        const outcome = await approveCase(await deps.db(), reviewCase.id, user.id, round);
        if (!outcome.complete) return { state: 'waiting', given: outcome.given, required: outcome.required };
        return { state: 'done', ...(await send(outcome.reviewCase)) };
      },
      auditDetails: (result) =>
        result.state === 'waiting'
          ? { approvals: `${result.given} of ${result.required}` }
          : { outcome: result.kind, ...('move' in result && result.move ? { rateMove: result.move.sentence } : {}) },
    }),

    /** Sends an approved remittance again after the API refused or did not answer (the same body). */
    send: spec({
      name: 'review.send',
      permission: 'review:decide',
      schema: z.object({ reference: referenceSchema }),
      target: (input) => input.reference,
      remittance: (input) => input.reference,
      run: async ({ reference }) => send(await caseOf(reference)),
      auditDetails: (result) => ({ outcome: result.kind }),
    }),

    /** Stops it for good, with the reason the maker will read. */
    reject: decision('review.reject', 'rejected'),
    /** Sends it back to the maker, whose composer reopens it with the reviewer's comments at their fields. */
    return: decision('review.return', 'returned'),

    /** A verdict on one field: verified, needs fix (with a comment for the maker) or waived (with a reason). */
    fieldVerdict: spec({
      name: 'review.field-verdict',
      permission: 'review:decide',
      schema: z
        .object({
          reference: referenceSchema,
          round: roundSchema,
          field: z.string().trim().min(1).max(200),
          verdict: z.enum(FIELD_VERDICTS),
          comment: textSchema(300, { min: 0 }).optional(),
        })
        .refine((input) => input.verdict === 'verified' || (input.comment ?? '').trim() !== '', {
          path: ['comment'],
          message: 'is required: say what needs fixing, or why it is waived',
        }),
      target: (input) => `${input.reference} ${input.field}`,
      remittance: (input) => input.reference,
      run: async ({ reference, round, field, verdict, comment }, user) => {
        const reviewCase = await caseOf(reference);
        await recordVerdict(await deps.db(), reviewCase.id, user.id, { field, verdict, comment }, round);
        return { round, field, verdict };
      },
      auditDetails: (result) => result,
    }),

    /** Dismisses a screening hit as a false positive, with a reason: remembered once enough people agreed. */
    dismissHit: spec({
      name: 'review.dismiss-hit',
      permission: 'review:decide',
      schema: hitSchema,
      target: (input) => input.reference,
      remittance: (input) => input.reference,
      run: async ({ reference, round, hit, reason }, user): Promise<DismissResult> => {
        const reviewCase = await caseOf(reference);
        const outcome = await dismissCaseHit(await deps.db(), {
          caseId: reviewCase.id,
          round,
          hit,
          by: user.id,
          reason,
        });
        const given = outcome.dismissed ? (outcome.hit.dismissals?.length ?? 1) : outcome.given;
        const required = outcome.dismissed ? given : outcome.required;
        return { entry: outcome.hit.entry.id, list: outcome.hit.entry.listName, reason, given, required };
      },
      auditDetails: (result) => result,
    }),

    /** Confirms a screening hit as a true match: the remittance is rejected, with what to do next. */
    confirmHit: spec({
      name: 'review.confirm-hit',
      permission: 'review:decide',
      schema: hitSchema,
      target: (input) => input.reference,
      remittance: (input) => input.reference,
      run: async ({ reference, round, hit, reason }, user) => {
        const reviewCase = await caseOf(reference);
        const rejected = await confirmCaseHit(await deps.db(), {
          caseId: reviewCase.id,
          round,
          hit,
          by: user.id,
          reason,
        });
        return { hit, reason, decision: rejected.decisionReason ?? '' };
      },
      auditDetails: ({ hit, reason }) => ({ hit, reason }),
    }),
  };
}
