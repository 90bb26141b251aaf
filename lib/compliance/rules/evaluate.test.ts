import { describe, test } from 'node:test';
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

test('a threshold looks at both sides; an amount the rule cannot compare holds (issue 26, item 3)', () => {
  // Before: "EUR is not a listed currency", and a EUR 50,000 remittance went straight out.
  assert.equal(matchesRule(usd10k, subject(sending('EUR', '50000'))), true, 'no rate to USD: held');
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

describe('thresholds in the base currency (issue 26, item 3)', () => {
  const usd5k: ApprovalRule = { id: 'usd-5k', name: 'USD 5,000 or more', amountAtLeast: { USD: '5000' }, approvals: 1 };
  const eurToUsd = { from: 'EUR', to: 'USD', rate: '1.0803' };

  test('a EUR 40,000 remittance against "USD 5,000 or more" is held, converted at the quote\'s rate', () => {
    const decision = decide([usd5k], 3, {
      ...subject(sending('EUR', '40000', { currency: 'NGN', amount: '63936000' })),
      rate: { from: 'EUR', to: 'NGN', rate: '1598.4' },
    });
    // The quote joins EUR and NGN only: nothing reaches USD, so the rule holds it and says why.
    assert.equal(decision.approvalsRequired, 1);
    assert.deepEqual(decision.matched, [
      { id: 'usd-5k', name: 'USD 5,000 or more', approvals: 1, why: 'cannot convert EUR, NGN to USD: held for review' },
    ]);
    assert.deepEqual(decision.conversions, ['cannot convert EUR, NGN to USD: held for review']);

    const toUsd = decide([usd5k], 3, {
      ...subject({ amounts: [{ currency: 'EUR', amount: '40000' }] }),
      rate: eurToUsd,
    });
    assert.equal(toUsd.approvalsRequired, 1);
    assert.deepEqual(toUsd.matched, [{ id: 'usd-5k', name: 'USD 5,000 or more', approvals: 1 }]);
    assert.deepEqual(toUsd.conversions, ["40,000.00 EUR ≈ 43,212.00 USD at the quote's rate 1.0803"]);
  });

  test('converted below the threshold, it is sent; the rate reads either way round', () => {
    const small = decide([usd5k], 3, {
      ...subject({ amounts: [{ currency: 'EUR', amount: '4000' }] }),
      rate: eurToUsd,
    });
    assert.equal(small.approvalsRequired, 0);
    assert.deepEqual(small.conversions, ["4,000.00 EUR ≈ 4,321.20 USD at the quote's rate 1.0803"]);
    const inverse = { from: 'USD', to: 'EUR', rate: '0.5' };
    assert.equal(
      matchesRule(usd5k, { ...subject({ amounts: [{ currency: 'EUR', amount: '2499' }] }), rate: inverse }),
      false,
    );
    assert.equal(
      matchesRule(usd5k, { ...subject({ amounts: [{ currency: 'EUR', amount: '2500' }] }), rate: inverse }),
      true,
    );
  });

  test('a per-currency threshold applies to amounts in its currency, before any conversion', () => {
    const withEur: ApprovalRule = { ...usd5k, amountAtLeast: { USD: '5000', EUR: '50000' } };
    const eur = (amount: string) => ({ ...subject({ amounts: [{ currency: 'EUR', amount }] }), rate: eurToUsd });
    assert.equal(matchesRule(withEur, eur('40000')), false, 'EUR 40,000 is below its own EUR 50,000');
    assert.equal(matchesRule(withEur, eur('50000')), true);
    const gbp: ApprovalRule = { ...usd5k, amountAtLeast: { USD: '5000', GBP: '100000' } };
    assert.equal(matchesRule(gbp, subject(sending('GBP', '90000'))), false, 'GBP compared in GBP, no rate needed');
  });

  test('the base currency decides where an amount is converted to, and a USD amount is no conversion', () => {
    const both: ApprovalRule = { ...usd5k, amountAtLeast: { USD: '5000', GBP: '100' } };
    const decision = decide([both], 1, {
      ...subject({ amounts: [{ currency: 'EUR', amount: '1000' }] }),
      baseCurrency: 'USD',
      rate: eurToUsd,
    });
    assert.deepEqual(decision.conversions, ["1,000.00 EUR ≈ 1,080.30 USD at the quote's rate 1.0803"]);
    assert.equal(decision.approvalsRequired, 0);
    assert.equal(decide([usd5k], 1, subject(sending('USD', '6000'))).conversions, undefined);
    const eurBase: ApprovalRule = { id: 'eur', name: 'EUR 5,000', amountAtLeast: { EUR: '5000' }, approvals: 1 };
    const gbpRemittance = { ...subject({ amounts: [{ currency: 'GBP', amount: '9000' }] }), baseCurrency: 'EUR' };
    assert.equal(decide([eurBase], 1, gbpRemittance).matched[0]?.why, 'cannot convert GBP to EUR: held for review');
  });
});
