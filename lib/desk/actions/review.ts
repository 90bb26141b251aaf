'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { presenterRefusal } from '@/lib/desk/mask';
import { ActionRefusal, protectedAction } from '@/lib/desk/protected-action';
import { getRemittance } from '@/lib/desk/remittances/record';
import { reviewActionSpecs } from '@/lib/desk/review/action-specs';
import { getCaseByReference } from '@/lib/desk/review/cases';
import { valueAt } from '@/lib/desk/review/fields';
import { reviewPath } from '@/lib/schemas/reference-path';

/*
 * The reviewer's moves on a held remittance (specs in lib/desk/review/action-specs.ts). Each is
 * keyed by the remittance's reference and the round the reviewer read, checked on the server
 * (maker-checker and open screening hits in lib/desk/review), and audited against that remittance.
 */

const referenceSchema = z.string().trim().min(1).max(64);

const specs = reviewActionSpecs({
  db: deskDb,
  api: paymentsApi,
  tolerancePercent: () => config().reviewRateTolerancePercent,
});

const revalidate = (_: unknown, input: { reference: string }) => revalidatePath(reviewPath(input.reference));

/** One approval of the round read; the last one needed sends it (on a fresh quote if its own expired). */
export const approveRemittanceAction = protectedAction({ ...specs.approve, then: revalidate });
/** Sends an approved remittance again after the API refused or did not answer (the same body). */
export const sendApprovedAction = protectedAction({ ...specs.send, then: revalidate });
/** Stops it for good, with the reason the maker will read. */
export const rejectRemittanceAction = protectedAction({ ...specs.reject, then: revalidate });
/** Sends it back to the maker, whose composer reopens it with the reviewer's comments at their fields. */
export const returnRemittanceAction = protectedAction({ ...specs.return, then: revalidate });
/** A verdict on one field of the round read. */
export const fieldVerdictAction = protectedAction({ ...specs.fieldVerdict, then: revalidate });
/** Dismisses a screening hit as a false positive, with a reason (never the remittance's maker). */
export const dismissScreeningHitAction = protectedAction({ ...specs.dismissHit, then: revalidate });
/** Confirms a screening hit as a true match: the remittance is rejected, with what to do next. */
export const confirmScreeningHitAction = protectedAction({ ...specs.confirmHit, then: revalidate });

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
