import type { ApprovalRule } from '../types';

/*
 * A rule as the schema takes it (thresholds as currency + amount rows, so each row's error has a
 * path of its own) and back. Type-only imports: browser-safe and free.
 */

export interface ThresholdRow {
  currency: string;
  amount: string;
}

/** The input shape of an approval rule (schema.ts parses it into an ApprovalRule). */
export type ApprovalRuleInput = Omit<ApprovalRule, 'amountAtLeast' | 'approvals'> & {
  amountAtLeast?: ThresholdRow[];
  approvals: number;
};

export function thresholdRows(amountAtLeast: ApprovalRule['amountAtLeast']): ThresholdRow[] {
  return Object.entries(amountAtLeast ?? {}).map(([currency, amount]) => ({ currency, amount }));
}

/** A stored rule in the schema's input shape, so it can be checked again (or edited). */
export function ruleToInput(rule: ApprovalRule): ApprovalRuleInput {
  const { amountAtLeast, ...rest } = rule;
  return amountAtLeast ? { ...rest, amountAtLeast: thresholdRows(amountAtLeast) } : rest;
}
