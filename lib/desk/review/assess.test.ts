import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exampleRequest } from '@/lib/compliance/checks/testing';
import { openTestDatabase } from '@/lib/db/testing';
import { readBaseCurrency, saveBaseCurrency } from '@/lib/desk/settings/general';
import { assessTransaction } from './assess';

/*
 * Issue 26, item 3: the rules in force ("USD 10,000 or more", the defaults) judge a remittance in
 * another currency too — in the merchant's base currency, at the quote's rate — and hold one they
 * cannot convert rather than let it through.
 */

const database = await openTestDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'assess-'));
after(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
const { db } = database;
const deps = { db, dataDir, threshold: 0.85, now: () => new Date('2026-06-15T12:00:00Z') };

/** The project's valid p2p (no finding) paying `amount` in NGN, sent from `sending` at the quote's rate. */
function p2p(amount: string) {
  const request = exampleRequest('p2p') as unknown as Record<string, unknown>;
  return { ...request, currency: 'NGN', amount };
}

test('the base currency is USD until an admin sets another', async () => {
  assert.equal(await readBaseCurrency(db), 'USD');
  assert.deepEqual(await saveBaseCurrency(db, 'EUR', 'admin'), { before: 'USD', after: 'EUR' });
  assert.equal(await readBaseCurrency(db), 'EUR');
  await saveBaseCurrency(db, 'USD', 'admin');
});

test('a p2p paying GBP 40,000 into NGN is held by the USD rules: the quote joins GBP and NGN only', async () => {
  const { decision, findings } = await assessTransaction(deps, p2p('74000000.00'), {
    sending: { amount: '40000.00', currency: 'GBP' },
    rate: { from: 'GBP', to: 'NGN', rate: '1850' },
  });
  assert.deepEqual(findings, []);
  assert.equal(decision.approvalsRequired, 2, 'both USD rules hold it');
  assert.deepEqual(
    decision.matched.map((rule) => rule.why),
    ['cannot convert NGN, GBP to USD: held for review', 'cannot convert NGN, GBP to USD: held for review'],
  );
});

test('the example p2p pays in EUR: the default rules judge it by their EUR thresholds', async () => {
  const rate = { from: 'EUR', to: 'NGN', rate: '1598.4' };
  const large = await assessTransaction(deps, p2p('63936000.00'), {
    sending: { amount: '40000.00', currency: 'EUR' },
    rate,
  });
  assert.deepEqual(
    large.decision.matched.map((rule) => [rule.id, rule.why]),
    [['usd-10000', undefined]],
    'EUR 40,000 reaches EUR 9,200, not EUR 46,000',
  );
  const small = await assessTransaction(deps, p2p('250000.00'), {
    sending: { amount: '156.41', currency: 'EUR' },
    rate,
  });
  assert.equal(small.decision.approvalsRequired, 0, 'a gift home is sent at once');
});

test('with a rate to the base currency the case keeps the conversion; below the threshold it is sent', async () => {
  const large = await assessTransaction(
    deps,
    { ...p2p('43212.00'), currency: 'USD' },
    { sending: { amount: '40000.00', currency: 'EUR' }, rate: { from: 'EUR', to: 'USD', rate: '1.0803' } },
  );
  assert.equal(large.decision.approvalsRequired, 1);
  assert.deepEqual(large.decision.conversions, ["40,000.00 EUR ≈ 43,212.00 USD at the quote's rate 1.0803"]);
  await saveBaseCurrency(db, 'EUR', 'admin');
  try {
    // A EUR base: the USD amount is converted to EUR at the quote's rate, for the case.
    const inEur = await assessTransaction(
      deps,
      { ...p2p('1080.30'), currency: 'USD' },
      { sending: { amount: '1000.00', currency: 'EUR' }, rate: { from: 'EUR', to: 'USD', rate: '1.0803' } },
    );
    assert.deepEqual(inEur.decision.conversions, ["1,080.30 USD ≈ 1,000.00 EUR at the quote's rate 1.0803"]);
    assert.equal(inEur.decision.approvalsRequired, 0);
  } finally {
    await saveBaseCurrency(db, 'USD', 'admin');
  }
});
