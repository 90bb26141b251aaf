import type { z } from 'zod';
import { thresholdRows, type ThresholdRow } from '@/lib/compliance/rules/input';
import type { approvalRulesEditSchema } from '@/lib/compliance/rules/schema';
import { describeRuleField } from '@/lib/compliance/rules/words';
import type { ApprovalRule } from '@/lib/compliance/types';

/*
 * The approval rules editor's values and the request they stand for. Pure (no React, no zod), so
 * it is tested with node's runner and costs the page nothing.
 */

/** One rule as the editor holds it: text and checkboxes; countries as one comma-separated line. */
export interface RuleFormValues {
  id: string;
  name: string;
  amountAtLeast: ThresholdRow[];
  types: string[];
  receivingCountries: string;
  sources: string[];
  anyFinding: boolean;
  twoToDismiss: boolean;
  approvals: '1' | '2';
}

export interface ApprovalRulesFormValues {
  /** The version the editor was opened on (not a control): a save over a newer one is refused. */
  basedOnVersion: number;
  rules: RuleFormValues[];
}

/** What the save action takes (type only: the schema itself loads on first focus). */
export type ApprovalRulesRequest = z.input<typeof approvalRulesEditSchema>;
type RuleRequest = ApprovalRulesRequest['rules'][number];

/** A rule id no other rule has: random, since two admins may add rules at once. */
export function newRuleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `rule-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const blankRule = (): RuleFormValues => ({
  id: newRuleId(),
  name: '',
  amountAtLeast: [{ currency: '', amount: '' }],
  types: [],
  receivingCountries: '',
  sources: [],
  anyFinding: false,
  twoToDismiss: false,
  approvals: '1',
});

export function toFormValues(rules: readonly ApprovalRule[], version: number): ApprovalRulesFormValues {
  return {
    basedOnVersion: version,
    rules: rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      amountAtLeast: thresholdRows(rule.amountAtLeast),
      types: [...(rule.types ?? [])],
      receivingCountries: (rule.receivingCountries ?? []).join(', '),
      sources: [...(rule.sources ?? [])],
      anyFinding: rule.anyFinding === true,
      twoToDismiss: rule.twoToDismiss === true,
      approvals: rule.approvals === 2 ? '2' : '1',
    })),
  };
}

/** "ng, KE;gh" → ["ng", "KE", "gh"]: commas, semicolons or spaces between codes. */
export function splitCountries(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** react-hook-form answers a checkbox group as an array, or `false` when it was rendered as one box. */
const checked = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The request the values stand for. Threshold rows stay as typed, so each error keeps its row;
 * the casts name what the schema then checks (a checkbox's value, the approvals select).
 */
export function toRequest(values: ApprovalRulesFormValues): ApprovalRulesRequest {
  return {
    basedOnVersion: values.basedOnVersion,
    rules: values.rules.map((rule) => ({
      id: rule.id,
      name: rule.name,
      amountAtLeast: rule.amountAtLeast.map(({ currency, amount }) => ({ currency, amount: amount.trim() })),
      types: checked(rule.types) as RuleRequest['types'],
      receivingCountries: splitCountries(rule.receivingCountries),
      sources: checked(rule.sources) as RuleRequest['sources'],
      anyFinding: rule.anyFinding === true,
      twoToDismiss: rule.twoToDismiss === true,
      approvals: Number(rule.approvals) as RuleRequest['approvals'],
    })),
  };
}

/** Paths the editor shows no control for (a rule's id, the set as a whole). */
function hasControl(path: string): boolean {
  return /^rules\.\d+\.(?!id$)/.test(path);
}

/**
 * A refusal split for the editor: errors of fields it shows stay on them; the others (a duplicate
 * id, a rule set too long, a stale version) are said above the form, naming the rule.
 */
export function splitRefusal(refusal: { formError?: string; fieldErrors?: Record<string, string> }): {
  formError?: string;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(refusal.fieldErrors ?? {})) {
    if (hasControl(path)) fieldErrors[path] = message;
    else unplaced.push(`${describeRuleField(path)} ${message}.`);
  }
  const formError = [refusal.formError, ...unplaced].filter(Boolean).join(' ') || undefined;
  return { formError, fieldErrors };
}
