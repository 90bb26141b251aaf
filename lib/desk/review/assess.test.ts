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

test('a p2p paying in EUR 40,000 is held by "USD 10,000 or more": the quote joins EUR and NGN only', async () => {
  const { decision, findings } = await assessTransaction(deps, p2p('63936000.00'), {
    sending: { amount: '40000.00', currency: 'EUR' },
    rate: { from: 'EUR', to: 'NGN', rate: '1598.4' },
  });
  assert.deepEqual(findings, []);
  assert.equal(decision.approvalsRequired, 2, 'both USD rules hold it');
  assert.deepEqual(
    decision.matched.map((rule) => rule.why),
    ['cannot convert NGN, EUR to USD: held for review', 'cannot convert NGN, EUR to USD: held for review'],
  );
});

test('with a rate to the base currency the amount is converted, and the case keeps the conversion', async () => {
  const large = await assessTransaction(
    deps,
    { ...p2p('43212.00'), currency: 'USD' },
    { sending: { amount: '40000.00', currency: 'EUR' }, rate: { from: 'EUR', to: 'USD', rate: '1.0803' } },
  );
  assert.equal(large.decision.approvalsRequired, 1, 'USD 43,212 ≥ 10,000, compared as it is');
  assert.deepEqual(large.decision.conversions, ["40,000.00 EUR ≈ 43,212.00 USD at the quote's rate 1.0803"]);
  await saveBaseCurrency(db, 'EUR', 'admin');
  try {
    // A EUR base and "USD 10,000 or more": the EUR amount has no EUR threshold, so it is converted to USD.
    const small = await assessTransaction(
      deps,
      { ...p2p('8000.00'), currency: 'GBP' },
      { sending: { amount: '9000.00', currency: 'EUR' }, rate: { from: 'EUR', to: 'GBP', rate: '0.8889' } },
    );
    assert.equal(small.decision.approvalsRequired, 2, 'neither side converts to USD: held');
  } finally {
    await saveBaseCurrency(db, 'USD', 'admin');
  }
  const sent = await assessTransaction(
    deps,
    { ...p2p('1080.30'), currency: 'USD' },
    { sending: { amount: '1000.00', currency: 'EUR' }, rate: { from: 'EUR', to: 'USD', rate: '1.0803' } },
  );
  assert.equal(sent.decision.approvalsRequired, 0, 'below the threshold, sent at once');
});
