import Decimal from 'decimal.js';
import { formatMoney } from '@/lib/reference/money-format';
import type { ApprovalRule, QuotedRate, RuleDecision, RuleSubject } from '../types';

/*
 * The approval rules engine: which rules a composed remittance matches, and how many approvals it
 * then needs. Pure and browser-safe (the composer may show the outcome live); amounts are compared
 * as decimals, never as floats, so 9,999.99 stays below a 10,000 threshold.
 *
 * Thresholds are compared in the merchant's base currency: an amount in another currency is
 * converted at the remittance's own quote's rate, unless the rule names a threshold for that
 * currency (a per-currency threshold). A rule that can compare none of the remittance's amounts
 * (a EUR → NGN remittance against "USD 5,000 or more", without a rate to USD) holds it rather
 * than lets it through.
 */

/** The merchant's base currency when none is set. */
export const DEFAULT_BASE_CURRENCY = 'USD';

/** A condition given as an empty list restricts nothing, like one left out. */
function listed(list: readonly string[] | undefined): list is readonly string[] {
  return list !== undefined && list.length > 0;
}

function decimal(value: string): Decimal | undefined {
  try {
    return new Decimal(value);
  } catch {
    return undefined;
  }
}

/** The amount in `to` at the quote's rate (either way round), or undefined when the quote does not join them. */
function converted(amount: Decimal, from: string, to: string, rate: QuotedRate | undefined): Decimal | undefined {
  if (from === to) return amount;
  const factor = rate && decimal(rate.rate);
  if (!rate || !factor || factor.isZero()) return undefined;
  const [rateFrom, rateTo] = [rate.from.toUpperCase(), rate.to.toUpperCase()];
  if (rateFrom === from && rateTo === to) return amount.times(factor);
  if (rateFrom === to && rateTo === from) return amount.dividedBy(factor);
  return undefined;
}

/** How a rule's thresholds judge the subject's amounts. */
interface AmountJudgement {
  reached: boolean;
  /** Set when no amount could be compared: why the remittance is held. */
  unconvertible?: string;
}

/**
 * Each amount not in the base currency, in it at the quote's rate, in words for the case: "40,000.00
 * EUR ≈ 43,212.00 USD at the quote's rate 1.0803".
 */
function baseConversions(subject: RuleSubject): string[] {
  const base = (subject.baseCurrency ?? DEFAULT_BASE_CURRENCY).toUpperCase();
  return subject.amounts.flatMap(({ currency, amount }) => {
    const from = currency.toUpperCase();
    const value = decimal(amount);
    const inBase = value && from !== base ? converted(value, from, base, subject.rate) : undefined;
    return inBase
      ? [
          `${formatMoney(value!.toFixed(), from)} ≈ ${formatMoney(inBase.toFixed(), base)} at the quote's rate ${subject.rate!.rate}`,
        ]
      : [];
  });
}

/**
 * The amounts against the rule's thresholds. An amount in a currency with a threshold of its own,
 * other than the base currency's, is judged by that one alone (a per-currency threshold). Else
 * each amount is compared with the base currency's threshold — converted at the quote's rate when
 * it is in another currency (the conversion kept, in words) — or, without one, with a threshold
 * the quote reaches. An amount that is not a number cannot be shown to be below a threshold: it
 * holds (fail closed), as does a rule that could compare none of the amounts.
 */
function judgeAmounts(thresholds: Record<string, string>, subject: RuleSubject): AmountJudgement {
  const byCurrency = new Map(Object.entries(thresholds).map(([currency, min]) => [currency.toUpperCase(), min]));
  const base = (subject.baseCurrency ?? DEFAULT_BASE_CURRENCY).toUpperCase();
  const amounts: { currency: string; value: Decimal }[] = [];
  for (const { currency, amount } of subject.amounts) {
    const value = decimal(amount);
    if (!value) return { reached: true };
    amounts.push({ currency: currency.toUpperCase(), value });
  }
  const reaches = (value: Decimal, currency: string) => value.gte(decimal(byCurrency.get(currency)!) ?? 0);
  // The sides of one remittance are the same money: a per-currency threshold an admin named wins.
  const perCurrency = amounts.filter(({ currency }) => currency !== base && byCurrency.has(currency));
  if (perCurrency.length > 0) return { reached: perCurrency.some(({ currency, value }) => reaches(value, currency)) };
  const targets = byCurrency.has(base) ? [base] : [...byCurrency.keys()];
  let compared = false;
  let reached = false;
  for (const { currency, value } of amounts) {
    if (byCurrency.has(currency)) {
      compared = true;
      reached ||= reaches(value, currency);
      continue;
    }
    const target = targets.find((to) => converted(value, currency, to, subject.rate) !== undefined);
    if (!target) continue;
    compared = true;
    reached ||= reaches(converted(value, currency, target, subject.rate)!, target);
  }
  if (compared || amounts.length === 0) return { reached };
  const from = [...new Set(amounts.map(({ currency }) => currency))].join(', ');
  return {
    reached: true,
    unconvertible: `cannot convert ${from} to ${targets.join(' or ')}: held for review`,
  };
}

function ruleJudgement(rule: ApprovalRule, subject: RuleSubject): { matches: boolean; amounts?: AmountJudgement } {
  let amounts: AmountJudgement | undefined;
  if (rule.amountAtLeast && Object.keys(rule.amountAtLeast).length > 0) {
    amounts = judgeAmounts(rule.amountAtLeast, subject);
    if (!amounts.reached) return { matches: false, amounts };
  }
  if (listed(rule.types) && !rule.types.some((type) => type.toLowerCase() === subject.type.toLowerCase()))
    return { matches: false, amounts };
  if (
    listed(rule.receivingCountries) &&
    !rule.receivingCountries.some((country) => country.toUpperCase() === subject.receivingCountry.toUpperCase())
  )
    return { matches: false, amounts };
  if (listed(rule.sources) && !rule.sources.includes(subject.source)) return { matches: false, amounts };
  if (rule.anyFinding && subject.findingCount <= 0) return { matches: false, amounts };
  return { matches: true, amounts };
}

/** Every condition the rule gives must hold (AND); a rule without conditions matches every remittance. */
export function matchesRule(rule: ApprovalRule, subject: RuleSubject): boolean {
  return ruleJudgement(rule, subject).matches;
}

/**
 * What the rule set `version` decides for the subject: the matching rules, strongest first (ties
 * in the admin's order), and the approvals needed — the most any matching rule asks. A finding
 * always holds the remittance for at least one approval, even when no rule matches (then
 * `matched` is empty and the finding count explains the hold). 0 means it is sent at once. A
 * matching rule with `twoToDismiss` makes each screening hit need two different dismissers. The
 * conversions made on the way are kept, so the case shows them.
 */
export function decide(rules: readonly ApprovalRule[], version: number, subject: RuleSubject): RuleDecision {
  // The amounts in the base currency, whenever a rule compares amounts: the case shows them.
  const thresholds = rules.some((rule) => Object.keys(rule.amountAtLeast ?? {}).length > 0);
  const conversions = new Set<string>(thresholds ? baseConversions(subject) : []);
  const matched: RuleDecision['matched'] = [];
  for (const rule of rules) {
    const judged = ruleJudgement(rule, subject);
    if (!judged.matches) continue;
    const why = judged.amounts?.unconvertible;
    if (why) conversions.add(why);
    matched.push({ id: rule.id, name: rule.name, approvals: rule.approvals, ...(why ? { why } : {}) });
  }
  matched.sort((a, b) => b.approvals - a.approvals);
  const byRules = Math.max(0, ...matched.map((rule) => rule.approvals));
  const approvalsRequired = Math.max(byRules, subject.findingCount > 0 ? 1 : 0) as 0 | 1 | 2;
  const twoToDismiss = rules.some((rule) => rule.twoToDismiss && matchesRule(rule, subject));
  return {
    version,
    matched,
    approvalsRequired,
    ...(twoToDismiss ? { dismissersRequired: 2 as const } : {}),
    ...(conversions.size > 0 ? { conversions: [...conversions] } : {}),
  };
}
