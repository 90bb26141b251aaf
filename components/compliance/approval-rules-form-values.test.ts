import { test } from 'node:test';
import assert from 'node:assert/strict';
import { approvalRulesEditSchema } from '@/lib/compliance/rules/schema';
import { DEFAULT_APPROVAL_RULES } from '@/lib/compliance/rules/store';
import type { ApprovalRule } from '@/lib/compliance/types';
import { blankRule, splitCountries, splitRefusal, toFormValues, toRequest } from './approval-rules-form-values';

const rules: ApprovalRule[] = [
  ...DEFAULT_APPROVAL_RULES,
  {
    id: 'p2p-ng',
    name: 'P2P to Nigeria or Kenya from the API',
    amountAtLeast: { USD: '2500', NGN: '3000000' },
    types: ['p2p'],
    receivingCountries: ['NG', 'KE'],
    sources: ['api'],
    approvals: 2,
  },
];

test('rules shown in the editor and sent back unchanged are the same rules', () => {
  const request = toRequest(toFormValues(rules, 4));
  assert.deepEqual(approvalRulesEditSchema.parse(request), { basedOnVersion: 4, rules });
});

test('the controls become the request: countries split, approvals a number, unticked groups empty', () => {
  const values = toFormValues([], 2);
  values.rules.push({
    ...blankRule(),
    name: 'Typed',
    amountAtLeast: [{ currency: 'USD', amount: ' 100 ' }],
    receivingCountries: 'ng, KE;gh  ',
    types: false as unknown as string[],
    approvals: '2',
  });
  const [rule] = toRequest(values).rules;
  assert.deepEqual(rule?.receivingCountries, ['ng', 'KE', 'gh']);
  assert.deepEqual(rule?.types, [], 'a group answered as false by react-hook-form is no types');
  assert.equal(rule?.approvals, 2);
  assert.equal(rule?.amountAtLeast?.[0]?.amount, '100');
  assert.deepEqual(approvalRulesEditSchema.parse(toRequest(values)).rules[0], {
    id: values.rules[0]!.id,
    name: 'Typed',
    amountAtLeast: { USD: '100' },
    receivingCountries: ['NG', 'KE', 'GH'],
    approvals: 2,
  });
  assert.deepEqual(splitCountries(' '), []);
});

test('new rules get ids of their own that the schema takes', () => {
  const [a, b] = [blankRule(), blankRule()];
  assert.notEqual(a.id, b.id);
  assert.match(a.id, /^rule-[0-9a-f]{12}$/);
});

test('a refusal on a field the editor shows stays there; one it does not show is said above the form', () => {
  const split = splitRefusal({
    formError: 'The approval rules were changed meanwhile.',
    fieldErrors: {
      'rules.0.name': 'must not be empty',
      'rules.1.amountAtLeast.0.amount': 'must be greater than zero',
      'rules.2.id': 'is used by another rule',
    },
  });
  assert.deepEqual(split.fieldErrors, {
    'rules.0.name': 'must not be empty',
    'rules.1.amountAtLeast.0.amount': 'must be greater than zero',
  });
  assert.equal(split.formError, 'The approval rules were changed meanwhile. Rule 3, id is used by another rule.');
  assert.equal(splitRefusal({ fieldErrors: { 'rules.0.name': 'x' } }).formError, undefined);
});
