import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';
import { describeConditions, describeRuleField, TRANSACTION_TYPE_LABELS } from './words';

test('every transaction type has a label', () => {
  assert.deepEqual(Object.keys(TRANSACTION_TYPE_LABELS).sort(), [...TRANSACTION_TYPES].sort());
});

test('a rule reads as one line of its conditions', () => {
  assert.equal(
    describeConditions({
      id: 'x',
      name: 'x',
      amountAtLeast: { USD: '10000', JPY: '1500000' },
      types: ['p2p'],
      receivingCountries: ['NG', 'KE'],
      sources: ['api'],
      anyFinding: true,
      approvals: 2,
    }),
    '10,000.00 USD or 1,500,000 JPY or more · P2P · to NG, KE · from the API · with a finding',
  );
  assert.equal(describeConditions({ id: 'all', name: 'All', approvals: 1 }), 'Every remittance');
});

test('a field path reads as the rule and field it names', () => {
  assert.equal(describeRuleField('rules.1.amountAtLeast.0.amount'), 'Rule 2, threshold 1, amount');
  assert.equal(describeRuleField('rules.0.receivingCountries'), 'Rule 1, receiving countries');
  assert.equal(describeRuleField('rules'), 'The rule set');
});
