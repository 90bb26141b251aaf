import type { ApprovalRule } from '../types';
import { approvalsLabel, describeConditions } from './words';

/** One rule's line in a proposal's comparison with the rules in force. */
export interface RuleDiffLine {
  change: 'added' | 'removed' | 'changed' | 'unchanged';
  name: string;
  /** What the rule in force says (absent for an added rule). */
  before?: string;
  /** What the proposed rule says (absent for a removed rule). */
  after?: string;
}

/** "USD 10,000.00 or more · 1 approval": a rule as a person compares it. */
const ruleLine = (rule: ApprovalRule) =>
  `${rule.name}: ${describeConditions(rule)} · ${approvalsLabel(rule.approvals)}`;

/**
 * A proposed rule set against the one in force, rule by rule (matched by id): the proposed rules in
 * their order, each added, changed or unchanged, then the rules it removes.
 */
export function diffRuleSets(inForce: readonly ApprovalRule[], proposed: readonly ApprovalRule[]): RuleDiffLine[] {
  const before = new Map(inForce.map((rule) => [rule.id, rule]));
  const kept = new Set<string>();
  const lines: RuleDiffLine[] = proposed.map((rule) => {
    const old = before.get(rule.id);
    if (!old) return { change: 'added', name: rule.name, after: ruleLine(rule) };
    kept.add(rule.id);
    const [was, now] = [ruleLine(old), ruleLine(rule)];
    return { change: was === now ? 'unchanged' : 'changed', name: rule.name, before: was, after: now };
  });
  for (const rule of inForce)
    if (!kept.has(rule.id)) lines.push({ change: 'removed', name: rule.name, before: ruleLine(rule) });
  return lines;
}
