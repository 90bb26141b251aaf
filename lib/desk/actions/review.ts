'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { dismissHit, DismissalRefused } from '@/lib/compliance/screening/dismissals';
import { FIELD_VERDICTS, type ScreeningHit } from '@/lib/compliance/types';
import { deskDb } from '@/lib/desk/database';
import { presenterRefusal } from '@/lib/desk/mask';
import { ActionRefusal, protectedAction } from '@/lib/desk/protected-action';
import { getRemittance } from '@/lib/desk/remittances/record';
import {
  approveCase,
  decideCase,
  getCaseByReference,
  markHitDismissed,
  recordVerdict,
  type ReviewCase,
} from '@/lib/desk/review/cases';
import { valueAt } from '@/lib/desk/review/fields';
import { sendApproved, type SendOutcome } from '@/lib/desk/review/send';
import { textSchema } from '@/lib/schemas/fields';
import { reviewPath } from '@/lib/schemas/reference-path';

/*
 * The reviewer's moves on a held remittance. Each is keyed by the remittance's reference, checked
 * on the server (maker-checker in lib/desk/review/cases.ts), and audited against that remittance.
 */

const referenceSchema = z.string().trim().min(1).max(64);
const reasonSchema = textSchema(500);

async function caseOf(reference: string): Promise<ReviewCase> {
  const reviewCase = await getCaseByReference(await deskDb(), reference);
  if (!reviewCase) throw new ActionRefusal('This remittance is not in review.');
  return reviewCase;
}

async function send(reviewCase: ReviewCase): Promise<SendOutcome> {
  const cfg = config();
  return sendApproved(
    { db: await deskDb(), api: paymentsApi(), now: () => new Date(), tolerancePercent: cfg.reviewRateTolerancePercent },
    reviewCase,
  );
}

export type ApproveResult = { state: 'waiting'; given: number; required: number } | ({ state: 'done' } & SendOutcome);

/** One approval; the last one needed sends it (on a fresh quote if its own expired). */
export const approveRemittanceAction = protectedAction({
  name: 'review.approve',
  permission: 'review:decide',
  schema: z.object({ reference: referenceSchema }),
  target: (input) => input.reference,
  remittance: (input) => input.reference,
  run: async ({ reference }, user): Promise<ApproveResult> => {
    const reviewCase = await caseOf(reference);
    const outcome = await approveCase(await deskDb(), reviewCase.id, user.id);
    if (!outcome.complete) return { state: 'waiting', given: outcome.given, required: outcome.required };
    return { state: 'done', ...(await send(outcome.reviewCase)) };
  },
  auditDetails: (result) =>
    result.state === 'waiting'
      ? { approvals: `${result.given} of ${result.required}` }
      : { outcome: result.kind, ...('move' in result && result.move ? { rateMove: result.move.sentence } : {}) },
  then: (_, input) => revalidatePath(reviewPath(input.reference)),
});

/** Sends an approved remittance again after the API refused or did not answer (the same body). */
export const sendApprovedAction = protectedAction({
  name: 'review.send',
  permission: 'review:decide',
  schema: z.object({ reference: referenceSchema }),
  target: (input) => input.reference,
  remittance: (input) => input.reference,
  run: async ({ reference }) => {
    const reviewCase = await caseOf(reference);
    if (reviewCase.status !== 'approved')
      throw new ActionRefusal('Only an approved remittance that was not sent can be sent.');
    return send(reviewCase);
  },
  auditDetails: (result) => ({ outcome: result.kind }),
  then: (_, input) => revalidatePath(reviewPath(input.reference)),
});

const decision = (name: string, to: 'rejected' | 'returned') =>
  protectedAction({
    name,
    permission: 'review:decide',
    schema: z.object({ reference: referenceSchema, reason: reasonSchema }),
    target: (input) => input.reference,
    remittance: (input) => input.reference,
    run: async ({ reference, reason }, user) => {
      const reviewCase = await caseOf(reference);
      await decideCase(await deskDb(), reviewCase.id, user.id, to, reason);
      return { reason };
    },
    auditDetails: (result) => ({ reason: result.reason }),
    then: (_, input) => revalidatePath(reviewPath(input.reference)),
  });

/** Stops it for good, with the reason the maker will read. */
export const rejectRemittanceAction = decision('review.reject', 'rejected');
/** Sends it back to the maker, whose composer reopens it with the reviewer's comments at their fields. */
export const returnRemittanceAction = decision('review.return', 'returned');

/** A verdict on one field: verified, needs fix (with a comment for the maker) or waived (with a reason). */
export const fieldVerdictAction = protectedAction({
  name: 'review.field-verdict',
  permission: 'review:decide',
  schema: z
    .object({
      reference: referenceSchema,
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
  run: async ({ reference, field, verdict, comment }, user) => {
    const reviewCase = await caseOf(reference);
    await recordVerdict(await deskDb(), reviewCase.id, user.id, { field, verdict, comment });
    return { field, verdict };
  },
  auditDetails: (result) => result,
  then: (_, input) => revalidatePath(reviewPath(input.reference)),
});

/** Dismisses a screening hit as a false positive: remembered for that person and list entry. */
export const dismissScreeningHitAction = protectedAction({
  name: 'review.dismiss-hit',
  permission: 'review:decide',
  schema: z.object({ reference: referenceSchema, hit: z.number().int().min(0).max(1000), reason: reasonSchema }),
  target: (input) => input.reference,
  remittance: (input) => input.reference,
  run: async ({ reference, hit: index, reason }, user) => {
    const db = await deskDb();
    const reviewCase = await caseOf(reference);
    const hit = (reviewCase.screening as ScreeningHit[])[index];
    if (!hit) throw new ActionRefusal('That screening hit is no longer on this remittance. Reload the page.');
    // The screening's own refusal (no reason given) is the form's message too.
    const dismissed = await dismissHit(db, { subject: hit.subject, entry: hit.entry, reason, by: user.id }).catch(
      (error: unknown) => {
        throw error instanceof DismissalRefused ? new ActionRefusal(error.message) : error;
      },
    );
    await markHitDismissed(db, reviewCase.id, index, dismissed);
    return { entry: hit.entry.id, list: hit.entry.listName, reason };
  },
  auditDetails: (result) => result,
  then: (_, input) => revalidatePath(reviewPath(input.reference)),
});

/** Reveals one masked value of one remittance to a reviewer or admin; the reveal is audited (not the value). */
export const revealFieldAction = protectedAction({
  name: 'pii.reveal',
  permission: 'pii:reveal',
  // Presenter mode masks whatever the role: no reveal while presenting.
  refuse: presenterRefusal,
  schema: z.object({ reference: referenceSchema, field: z.string().trim().min(1).max(200) }),
  target: (input) => `${input.reference} ${input.field}`,
  remittance: (input) => input.reference,
  run: async ({ reference, field }) => {
    const db = await deskDb();
    const request = (await getCaseByReference(db, reference))?.request ?? (await getRemittance(db, reference))?.request;
    const value = request ? valueAt(request, field) : undefined;
    if (value === undefined) throw new ActionRefusal('That field has no value on this remittance.');
    return { value };
  },
  auditDetails: () => undefined,
});
