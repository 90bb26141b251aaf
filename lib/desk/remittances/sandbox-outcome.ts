import type { RemittanceKindName } from './lifecycle';

/*
 * The scenario buttons of a remittance's page in sandbox mode: force its outcome through the
 * sandbox transition routes (POST /api/v1/sandbox/{transactions|payments}/{ref}/transitions),
 * which move one legal step at a time and at once. So an outcome is a path of moves from where
 * the remittance stands; the API keeps no planned outcome a button could set or reset. Pure and
 * zod-free: the buttons' component words its choices from here.
 */

export const SANDBOX_OUTCOMES = ['success', 'failure', 'return'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The sandbox's remit failure codes in words (lib/schemas/sandbox.ts SANDBOX_FAILURE_CODES). */
export const FAILURE_CHOICES = [
  { code: 'GSME3007', words: "The beneficiary's KYC did not pass" },
  { code: 'GSME3006', words: "The sender's KYC did not pass" },
  { code: 'GSME3101', words: "The beneficiary's account is not valid" },
  { code: 'GSME3032', words: 'The remittance failed at the payout partner' },
] as const;
export type FailureChoiceCode = (typeof FAILURE_CHOICES)[number]['code'];

/** Each lifecycle's steps: created → in flight → paid out → returned, and the failed end. */
const STEPS: Record<RemittanceKindName, { path: readonly string[]; failed: string }> = {
  transaction: { path: ['ACKNOWLEDGED', 'PENDING', 'SUCCESS', 'RETURNED'], failed: 'FAILED' },
  payment: { path: ['CREATED', 'PROCESSING', 'COMPLETED', 'RETURNED'], failed: 'FAILED' },
};

/**
 * The moves that take a remittance from `status` to the outcome, or undefined when it cannot get
 * there any more (it failed, was cancelled or returned; a paid-out one can only be returned).
 */
export function outcomeMoves(kind: RemittanceKindName, status: string, outcome: SandboxOutcome): string[] | undefined {
  const { path, failed } = STEPS[kind];
  const at = path.indexOf(status);
  if (at < 0 || at === path.length - 1) return undefined;
  const target = outcome === 'success' ? 2 : outcome === 'return' ? 3 : 1;
  if (outcome === 'failure') return at <= 1 ? [...path.slice(at + 1, target + 1), failed] : undefined;
  return at < target ? path.slice(at + 1, target + 1) : undefined;
}

/** Which outcomes a remittance at `status` can still be forced to (the buttons shown). */
export function outcomesFrom(kind: RemittanceKindName, status: string): SandboxOutcome[] {
  return SANDBOX_OUTCOMES.filter((outcome) => outcomeMoves(kind, status, outcome) !== undefined);
}
