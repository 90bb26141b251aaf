import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApprovalRule, RuleSubject } from '../types';
import { decide, matchesRule } from './evaluate';

const subject = (overrides: Partial<RuleSubject> = {}): RuleSubject => ({
  type: 'p2p',
  source: 'desk',
  receivingCountry: 'NG',
  amounts: [
    { currency: 'USD', amount: '100' },
    { currency: 'NGN', amount: '150000' },
  ],
  findingCount: 0,
  ...overrides,
});

const usd10k: ApprovalRule = { id: 'usd-10k', name: 'USD 10,000', amountAtLeast: { USD: '10000' }, approvals: 1 };
const usd50k: ApprovalRule = { id: 'usd-50k', name: 'USD 50,000', amountAtLeast: { USD: '50000' }, approvals: 2 };
const anyFinding: ApprovalRule = { id: 'finding', name: 'Any finding', anyFinding: true, approvals: 1 };

const sending = (currency: string, amount: string, receiving = { currency: 'NGN', amount: '1' }) => ({
  amounts: [{ currency, amount }, receiving],
});

test('a threshold matches at exactly its amount, and not one cent below', () => {
  assert.equal(matchesRule(usd10k, subject(sending('USD', '10000'))), true);
  assert.equal(matchesRule(usd10k, subject(sending('USD', '10000.00'))), true, 'trailing zeros are the same amount');
  assert.equal(matchesRule(usd10k, subject(sending('USD', '9999.99'))), false);
  assert.equal(matchesRule(usd10k, subject(sending('USD', '10000.01'))), true);
});

test('amounts compare as decimals, not floats or strings', () => {
  const precise: ApprovalRule = { ...usd10k, amountAtLeast: { USD: '0.3' } };
  assert.equal(matchesRule(precise, subject(sending('USD', '0.29999999999999999'))), false);
  assert.equal(matchesRule(usd10k, subject(sending('USD', '9999.999999'))), false);
  assert.equal(
    matchesRule(usd10k, subject(sending('USD', '100000'))),
    true,
    '"100000" < "10000" as strings, not as amounts',
  );
});

test('a threshold looks at both sides and ignores amounts in other currencies', () => {
  assert.equal(matchesRule(usd10k, subject(sending('EUR', '50000'))), false, 'EUR is not a listed currency');
  const receivingUsd = sending('NGN', '20000000', { currency: 'USD', amount: '12000' });
  assert.equal(matchesRule(usd10k, subject(receivingUsd)), true, 'the receiving side counts too');
  const twoCurrencies: ApprovalRule = { ...usd10k, amountAtLeast: { USD: '10000', EUR: '9000' } };
  assert.equal(matchesRule(twoCurrencies, subject(sending('EUR', '9000'))), true, 'any listed currency reaching it');
  assert.equal(matchesRule(twoCurrencies, subject(sending('EUR', '8999.99'))), false);
  assert.equal(matchesRule(usd10k, subject(sending('usd', '10000'))), true, 'currency codes match regardless of case');
});

test('an amount that is not a number holds rather than slips through', () => {
  assert.equal(matchesRule(usd10k, subject(sending('USD', 'lots'))), true);
});

test('types, receiving countries and sources restrict a rule; empty lists restrict nothing', () => {
  const narrow: ApprovalRule = {
    id: 'narrow',
    name: 'P2P to Kenya from the API',
    types: ['p2p'],
    receivingCountries: ['KE'],
    sources: ['api'],
    approvals: 1,
  };
  const match = subject({ type: 'p2p', receivingCountry: 'KE', source: 'api' });
  assert.equal(matchesRule(narrow, match), true);
  assert.equal(matchesRule(narrow, { ...match, type: 'b2b' }), false, 'another type');
  assert.equal(matchesRule(narrow, { ...match, receivingCountry: 'NG' }), false, 'another country');
  assert.equal(matchesRule(narrow, { ...match, source: 'desk' }), false, 'another source');
  assert.equal(matchesRule(narrow, { ...match, receivingCountry: 'ke' }), true, 'country codes regardless of case');

  const empty: ApprovalRule = {
    id: 'e',
    name: 'Empty lists',
    types: [],
    receivingCountries: [],
    sources: [],
    approvals: 1,
  };
  assert.equal(matchesRule(empty, subject()), true);
});

test('all conditions of a rule must hold together', () => {
  const bigToNigeria: ApprovalRule = { ...usd10k, receivingCountries: ['NG'] };
  assert.equal(matchesRule(bigToNigeria, subject(sending('USD', '20000'))), true);
  assert.equal(matchesRule(bigToNigeria, subject({ ...sending('USD', '20000'), receivingCountry: 'GH' })), false);
  assert.equal(matchesRule(bigToNigeria, subject(sending('USD', '200'))), false);
});

test('anyFinding matches only when something was found', () => {
  assert.equal(matchesRule(anyFinding, subject({ findingCount: 0 })), false);
  assert.equal(matchesRule(anyFinding, subject({ findingCount: 2 })), true);
});

test('a remittance that matches nothing and has no finding is sent at once', () => {
  assert.deepEqual(decide([usd10k, usd50k, anyFinding], 4, subject()), {
    version: 4,
    matched: [],
    approvalsRequired: 0,
  });
  assert.deepEqual(decide([], 1, subject()), { version: 1, matched: [], approvalsRequired: 0 });
});

test('every matching rule is listed, strongest first, and the strongest sets the approvals', () => {
  const decision = decide([usd10k, anyFinding, usd50k], 7, subject({ ...sending('USD', '60000'), findingCount: 1 }));
  assert.equal(decision.version, 7);
  assert.deepEqual(
    decision.matched.map((rule) => rule.id),
    ['usd-50k', 'usd-10k', 'finding'],
    'two approvals first; ties keep the admin order',
  );
  assert.equal(decision.approvalsRequired, 2);
  assert.deepEqual(decision.matched[0], { id: 'usd-50k', name: 'USD 50,000', approvals: 2 });

  const below = decide([usd10k, usd50k], 7, subject(sending('USD', '49999.99')));
  assert.deepEqual(
    below.matched.map((rule) => rule.id),
    ['usd-10k'],
  );
  assert.equal(below.approvalsRequired, 1);
});

test('a finding holds for one approval even when no rule asks for it', () => {
  const decision = decide([usd10k], 2, subject({ findingCount: 1 }));
  assert.deepEqual(decision, { version: 2, matched: [], approvalsRequired: 1 });
  assert.equal(decide([usd50k], 2, subject({ ...sending('USD', '50000'), findingCount: 3 })).approvalsRequired, 2);
});

test('a matching rule with twoToDismiss asks two people to dismiss each hit; otherwise nothing is said (one)', () => {
  const rules = [
    { id: 'hits', name: 'Hits', anyFinding: true, twoToDismiss: true, approvals: 1 as const },
    { id: 'all', name: 'All', approvals: 1 as const },
  ];
  assert.equal(decide(rules, 4, subject({ findingCount: 1 })).dismissersRequired, 2);
  assert.equal(decide(rules, 4, subject({ findingCount: 0 })).dismissersRequired, undefined);
});
