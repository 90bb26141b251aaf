import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { ruleToInput } from './input';
import { approvalRulesEditSchema, approvalRuleSetSchema, MAX_APPROVAL_RULES } from './schema';
import { DEFAULT_APPROVAL_RULES } from './store';

/** The refusals of a rule set, by field path. */
function problems(input: unknown): Record<string, string> {
  const parsed = approvalRuleSetSchema.safeParse(input, { error: wireErrorMap });
  assert.equal(parsed.success, false, 'the set was expected to be refused');
  return Object.fromEntries(toFieldErrors(parsed.error!).map(({ field, message }) => [field, message]));
}

const good = { id: 'big', name: 'Big', approvals: 1 };

test('a rule is parsed into the engine shape: thresholds by currency, codes upper case, empty conditions dropped', () => {
  const [rule] = approvalRuleSetSchema.parse([
    {
      id: 'r1',
      name: '  Large P2P to West Africa  ',
      amountAtLeast: [
        { currency: 'usd', amount: '10000' },
        { currency: 'EUR', amount: '9000.50' },
      ],
      types: ['p2p', 'p2p'],
      receivingCountries: ['ng', 'GH', 'NG'],
      sources: [],
      anyFinding: false,
      approvals: 2,
    },
  ]);
  assert.deepEqual(rule, {
    id: 'r1',
    name: 'Large P2P to West Africa',
    amountAtLeast: { USD: '10000', EUR: '9000.50' },
    types: ['p2p'],
    receivingCountries: ['NG', 'GH'],
    approvals: 2,
  });
});

test('the default rules pass the schema unchanged', () => {
  assert.deepEqual(approvalRuleSetSchema.parse(DEFAULT_APPROVAL_RULES.map(ruleToInput)), DEFAULT_APPROVAL_RULES);
});

test('bad rows are refused at their own rule and field', () => {
  const found = problems([
    good,
    {
      id: 'second',
      name: '',
      amountAtLeast: [
        { currency: 'USD', amount: '0' },
        { currency: 'JPY', amount: '1000.5' },
        { currency: 'XYZ', amount: '5' },
        { currency: 'JPY', amount: '2000' },
        { currency: 'USD', amount: '-1' },
      ],
      receivingCountries: ['NG', 'Nigeria'],
      types: ['c2c'],
      approvals: 3,
    },
  ]);
  assert.ok(!Object.keys(found).some((field) => field.startsWith('0.')), 'the good rule is not blamed');
  assert.equal(found['1.name'], 'must not be empty');
  assert.equal(found['1.amountAtLeast.0.amount'], 'must be greater than zero');
  assert.equal(found['1.amountAtLeast.1.amount'], 'must be a whole amount: JPY has no minor units');
  assert.match(found['1.amountAtLeast.2.currency']!, /ISO 4217/);
  assert.equal(found['1.amountAtLeast.3.currency'], 'already has a threshold in this rule');
  assert.match(found['1.amountAtLeast.4.amount']!, /decimal number/);
  assert.match(found['1.receivingCountries']!, /ISO 3166-1 alpha-2.*not "Nigeria"$/);
  assert.match(found['1.types.0']!, /must be one of b2b, b2p, p2b, p2p/);
  assert.equal(found['1.approvals'], 'must be 1 or 2');
});

test('names are 1–80 characters of plain text', () => {
  assert.equal(problems([{ ...good, name: 'x'.repeat(81) }])['0.name'], 'must be at most 80 characters');
  assert.equal(problems([{ ...good, name: 'line\nbreak' }])['0.name'], 'must not contain control characters');
  assert.doesNotThrow(() => approvalRuleSetSchema.parse([{ ...good, name: 'x'.repeat(80) }]));
});

test('ids and names are unique within the set; at most 50 rules', () => {
  const found = problems([good, { ...good, name: 'Other' }, { ...good, id: 'third', name: 'BIG' }]);
  assert.equal(found['1.id'], 'is used by another rule');
  assert.equal(found['2.name'], 'is the name of another rule');
  assert.equal(problems([{ ...good, id: 'has space' }])['0.id'], 'must be 1 to 64 letters, digits, _ or -');

  const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, name: `Rule ${i}`, approvals: 1 }));
  assert.equal(approvalRuleSetSchema.parse(many(MAX_APPROVAL_RULES)).length, MAX_APPROVAL_RULES);
  assert.equal(problems(many(MAX_APPROVAL_RULES + 1))['(body)'], 'must have at most 50 items');
});

test('an unknown condition is refused rather than ignored', () => {
  assert.equal(problems([{ ...good, amountBelow: { USD: '1' } }])['0.amountBelow'], 'is not a field of this request');
});

test('the editor sends the version it edited', () => {
  assert.equal(approvalRulesEditSchema.safeParse({ rules: [] }).success, false);
  assert.deepEqual(approvalRulesEditSchema.parse({ basedOnVersion: 3, rules: [] }), { basedOnVersion: 3, rules: [] });
});
