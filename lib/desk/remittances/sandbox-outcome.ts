import type { RemittanceKindName } from './lifecycle';

/*
 * The scenario buttons of a remittance's page in sandbox mode. "Force now" moves it through the
 * sandbox transition routes (POST /api/v1/sandbox/{transactions|payments}/{ref}/transitions), one
 * legal step at a time and at once: an outcome is a path of moves from where it stands. "Plan the
 * next outcome" sets what a transaction's lifecycle plays at its own pace (PUT/DELETE
 * /api/v1/sandbox/transactions/{ref}/planned-outcome). Pure and zod-free: the buttons' component
 * words its choices from here.
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
/**
 * A transaction's reversal statuses, off the main path (lib/provider/transactions/model.ts): a pending
 * reversal goes through (RETURNED) or the partner refuses it, and the payout stands (success); a
 * rejected one may still be returned by the network.
 */
const REVERSAL_MOVES: Record<string, Partial<Record<SandboxOutcome, string[]>>> = {
  REVERSAL_PENDING: { success: ['REVERSAL_REJECTED'], return: ['RETURNED'] },
  REVERSAL_REJECTED: { return: ['RETURNED'] },
};

export function outcomeMoves(kind: RemittanceKindName, status: string, outcome: SandboxOutcome): string[] | undefined {
  if (kind === 'transaction' && status in REVERSAL_MOVES) return REVERSAL_MOVES[status]![outcome];
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

/** A transaction's planned next outcome as the planned-outcome route answers it (lib/schemas/sandbox.ts). */
export interface PlannedOutcomeView {
  status: string;
  outcome: 'SUCCESS' | 'FAILED' | 'RETURNED' | null;
  errorCode?: string;
  natural: boolean;
  nextStepAt: string | null;
}

/** The desk's outcome as the planned-outcome route names it. */
export const PLANNED_OUTCOME_OF = { success: 'SUCCESS', failure: 'FAILED', return: 'RETURNED' } as const;

/** What the sandbox will do next with a transaction, in words. */
export function plannedOutcomeWords(plan: PlannedOutcomeView): string {
  if (plan.outcome === null) return 'Nothing is planned: it has reached its end.';
  const source = plan.natural ? 'the natural outcome for its amount and reference' : 'planned on the desk';
  const failure = FAILURE_CHOICES.find((choice) => choice.code === plan.errorCode);
  const what =
    plan.outcome === 'FAILED'
      ? `to fail: ${failure?.words ?? plan.errorCode ?? 'remit failed'}`
      : plan.outcome === 'RETURNED'
        ? plan.status === 'REVERSAL_PENDING'
          ? 'the reversal to go through (returned)'
          : 'to be returned after payout'
        : plan.status === 'REVERSAL_PENDING'
          ? 'the partner to reject the reversal (the payout stands)'
          : 'to be paid out and stay so';
  return `Next: ${what} (${source}).`;
}
