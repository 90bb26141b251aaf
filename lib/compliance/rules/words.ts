import { formatMoney } from '@/lib/reference/money-format';
import type { TransactionType } from '@/lib/schemas/transaction-blocks';
import type { ApprovalRule, CreationSource } from '../types';

/*
 * How approval rules read to a person: the labels of their conditions, one line per rule, and the
 * name of a rule's field in an error. Plain constants (no zod, no decimal.js), so the editor and the
 * review pages show them without weight.
 */

export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  b2b: 'Business to business',
  b2p: 'Business to person',
  p2b: 'Person to business',
  p2p: 'Person to person',
};

export const CREATION_SOURCES = ['desk', 'api'] as const satisfies readonly CreationSource[];

export const CREATION_SOURCE_LABELS: Record<CreationSource, string> = {
  desk: 'Composed on the desk',
  api: 'Sent through the API',
};

/** The rule's conditions in one line: "USD 10,000.00 or more · P2P · to NG, KE · with a finding". */
export function describeConditions(rule: ApprovalRule): string {
  const parts: string[] = [];
  const thresholds = Object.entries(rule.amountAtLeast ?? {});
  if (thresholds.length > 0)
    parts.push(`${thresholds.map(([currency, min]) => formatMoney(min, currency)).join(' or ')} or more`);
  if (rule.types?.length) parts.push(rule.types.map((type) => type.toUpperCase()).join(', '));
  if (rule.receivingCountries?.length) parts.push(`to ${rule.receivingCountries.join(', ')}`);
  if (rule.sources?.length)
    parts.push(rule.sources.map((source) => (source === 'desk' ? 'from the desk' : 'from the API')).join(' or '));
  if (rule.anyFinding) parts.push('with a finding');
  if (rule.twoToDismiss) parts.push('hits dismissed by two people');
  return parts.length > 0 ? parts.join(' · ') : 'Every remittance';
}

export const approvalsLabel = (approvals: number) => (approvals === 1 ? '1 approval' : `${approvals} approvals`);

const RULE_FIELD_WORDS: Record<string, string> = {
  id: 'id',
  name: 'name',
  amountAtLeast: 'amount thresholds',
  types: 'transaction types',
  receivingCountries: 'receiving countries',
  sources: 'sources',
  anyFinding: 'any finding',
  twoToDismiss: 'two people to dismiss a hit',
  approvals: 'approvals',
  currency: 'currency',
  amount: 'amount',
};

/**
 * A rule set's field path in words: `rules.1.amountAtLeast.0.amount` → "Rule 2, threshold 1, amount";
 * `rules` → "The rule set".
 */
export function describeRuleField(path: string): string {
  const [head, ruleIndex, field, rowIndex, rowField] = path.split('.');
  if (head !== 'rules') return path;
  if (ruleIndex === undefined || !/^\d+$/.test(ruleIndex)) return 'The rule set';
  const words = [`Rule ${Number(ruleIndex) + 1}`];
  if (field === 'amountAtLeast' && rowIndex !== undefined && /^\d+$/.test(rowIndex)) {
    words.push(`threshold ${Number(rowIndex) + 1}`);
    if (rowField) words.push(RULE_FIELD_WORDS[rowField] ?? rowField);
  } else if (field !== undefined) {
    words.push(RULE_FIELD_WORDS[field] ?? field);
  }
  return words.join(', ');
}
