import type { RuleDecision, ScreeningHit } from '@/lib/compliance/types';

/*
 * A held remittance's screening hits that nobody has judged yet. Every hit the screening kept was at
 * or above the threshold when it was screened; while one is open the remittance is neither approved
 * nor sent (cases.ts approveCase, send.ts). Pure, so the review page shows the same reason.
 */

/** The indexes of the hits neither dismissed (by enough people) nor confirmed as a true match. */
export function openHitIndexes(screening: readonly unknown[]): number[] {
  return (screening as ScreeningHit[]).flatMap((hit, index) => (hit.dismissed || hit.confirmed ? [] : [index]));
}

/** Why the case may not be approved or sent while its screening has open hits; undefined when none. */
export function openHitBlocker(reviewCase: { screening: readonly unknown[] }): string | undefined {
  const open = openHitIndexes(reviewCase.screening).length;
  if (open === 0) return undefined;
  return `${open === 1 ? 'It has an open screening hit' : `It has ${open} open screening hits`}: dismiss each as a false positive, with a reason, or confirm it as a true match, before it is approved or sent.`;
}

/** How many different people dismiss one hit of this case: 2 when a rule that held it says so. */
export function dismissersRequired(reviewCase: { decision: unknown }): 1 | 2 {
  return (reviewCase.decision as Partial<RuleDecision> | null)?.dismissersRequired === 2 ? 2 : 1;
}
