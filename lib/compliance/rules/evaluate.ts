import Decimal from 'decimal.js';
import type { ApprovalRule, RuleDecision, RuleSubject } from '../types';

/*
 * The approval rules engine: which rules a composed remittance matches, and how many approvals it
 * then needs. Pure and browser-safe (the composer may show the outcome live); amounts are compared
 * as decimals, never as floats, so 9,999.99 stays below a 10,000 threshold.
 */

/** A condition given as an empty list restricts nothing, like one left out. */
function listed(list: readonly string[] | undefined): list is readonly string[] {
  return list !== undefined && list.length > 0;
}

function atLeast(amount: string, threshold: string): boolean {
  try {
    return new Decimal(amount).gte(new Decimal(threshold));
  } catch {
    // An amount that is not a number cannot be shown to be below the threshold: hold it (fail closed).
    return true;
  }
}

/** True when any amount of the subject (sending or receiving side) in a listed currency reaches its threshold. */
function amountMatches(thresholds: Record<string, string>, amounts: RuleSubject['amounts']): boolean {
  const byCurrency = new Map(Object.entries(thresholds).map(([currency, min]) => [currency.toUpperCase(), min]));
  return amounts.some(({ currency, amount }) => {
    const threshold = byCurrency.get(currency.toUpperCase());
    return threshold !== undefined && atLeast(amount, threshold);
  });
}

/** Every condition the rule gives must hold (AND); a rule without conditions matches every remittance. */
export function matchesRule(rule: ApprovalRule, subject: RuleSubject): boolean {
  if (rule.amountAtLeast && Object.keys(rule.amountAtLeast).length > 0) {
    if (!amountMatches(rule.amountAtLeast, subject.amounts)) return false;
  }
  if (listed(rule.types) && !rule.types.some((type) => type.toLowerCase() === subject.type.toLowerCase())) return false;
  if (
    listed(rule.receivingCountries) &&
    !rule.receivingCountries.some((country) => country.toUpperCase() === subject.receivingCountry.toUpperCase())
  )
    return false;
  if (listed(rule.sources) && !rule.sources.includes(subject.source)) return false;
  if (rule.anyFinding && subject.findingCount <= 0) return false;
  return true;
}

/**
 * What the rule set `version` decides for the subject: the matching rules, strongest first (ties
 * in the admin's order), and the approvals needed — the most any matching rule asks. A finding
 * always holds the remittance for at least one approval, even when no rule matches (then
 * `matched` is empty and the finding count explains the hold). 0 means it is sent at once. A
 * matching rule with `twoToDismiss` makes each screening hit need two different dismissers.
 */
export function decide(rules: readonly ApprovalRule[], version: number, subject: RuleSubject): RuleDecision {
  const matched = rules
    .filter((rule) => matchesRule(rule, subject))
    .map(({ id, name, approvals }) => ({ id, name, approvals }))
    .sort((a, b) => b.approvals - a.approvals);
  const byRules = Math.max(0, ...matched.map((rule) => rule.approvals));
  const approvalsRequired = Math.max(byRules, subject.findingCount > 0 ? 1 : 0) as 0 | 1 | 2;
  const twoToDismiss = rules.some((rule) => rule.twoToDismiss && matchesRule(rule, subject));
  return { version, matched, approvalsRequired, ...(twoToDismiss ? { dismissersRequired: 2 as const } : {}) };
}
