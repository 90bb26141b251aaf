import { test, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { openTestDatabase } from '@/lib/db/testing';
import { approvalRuleSets, user } from '@/lib/db/schema';
import type { ApprovalRule } from '../types';
import {
  currentRuleSet,
  DEFAULT_APPROVAL_RULES,
  latestRuleSetVersion,
  RuleSetConflict,
  ruleSetVersion,
  saveRuleSet,
} from './store';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

await db.insert(user).values({ id: 'ada', name: 'Ada Admin', email: 'ada@example.test', role: 'admin' });

beforeEach(async () => {
  await db.delete(approvalRuleSets);
});

const stricter: ApprovalRule[] = [
  { id: 'usd-5000', name: 'USD 5,000 or more', amountAtLeast: { USD: '5000' }, approvals: 1 },
  { id: 'p2p-ng', name: 'P2P to Nigeria', types: ['p2p'], receivingCountries: ['NG'], approvals: 2 },
];

test('an empty table answers the defaults as version 1, written once however many ask at once', async () => {
  assert.equal(await latestRuleSetVersion(db), 0);
  const answers = await Promise.all(Array.from({ length: 5 }, () => currentRuleSet(db)));
  for (const answer of answers) {
    assert.equal(answer.version, 1);
    assert.deepEqual(answer.rules, DEFAULT_APPROVAL_RULES);
    assert.equal(answer.createdBy, null);
  }
  assert.equal((await db.select().from(approvalRuleSets)).length, 1, 'one row, not one per caller');
  assert.equal((await currentRuleSet(db)).version, 1, 'later reads answer the same version');
});

test('a save appends the next version with who saved it; the old version stays readable', async () => {
  const saved = await saveRuleSet(db, stricter, 'ada');
  assert.equal(saved.version, 2, 'the defaults became version 1 first');
  assert.deepEqual(saved.before, DEFAULT_APPROVAL_RULES);
  assert.deepEqual(saved.after, stricter);

  const current = await currentRuleSet(db);
  assert.equal(current.version, 2);
  assert.deepEqual(current.rules, stricter);
  assert.equal(current.createdBy, 'ada');
  assert.equal(current.createdByName, 'Ada Admin');
  assert.ok(current.createdAt instanceof Date);

  const third = await saveRuleSet(db, [], 'ada', { basedOn: 2 });
  assert.equal(third.version, 3);
  assert.deepEqual(third.before, stricter);
  assert.deepEqual((await currentRuleSet(db)).rules, [], 'an empty set is a set: only findings hold then');

  assert.deepEqual((await ruleSetVersion(db, 1))?.rules, DEFAULT_APPROVAL_RULES);
  assert.deepEqual((await ruleSetVersion(db, 2))?.rules, stricter);
  assert.equal(await ruleSetVersion(db, 9), undefined);
});

test('an edit of an older version is refused and writes nothing', async () => {
  await saveRuleSet(db, stricter, 'ada');
  await assert.rejects(
    saveRuleSet(db, DEFAULT_APPROVAL_RULES, 'ada', { basedOn: 1 }),
    (error: unknown) =>
      error instanceof RuleSetConflict && error.currentVersion === 2 && /version 2/.test(error.message),
  );
  assert.equal(await latestRuleSetVersion(db), 2);
});

test('two saves from the same version at once: one is written, the other refused — never a shared version', async () => {
  await currentRuleSet(db);
  const results = await Promise.allSettled([
    saveRuleSet(db, stricter, 'ada', { basedOn: 1 }),
    saveRuleSet(db, [stricter[0]!], 'ada', { basedOn: 1 }),
  ]);
  const written = results.filter((result) => result.status === 'fulfilled');
  const refused = results.filter((result) => result.status === 'rejected');
  assert.equal(written.length, 1);
  assert.equal(refused.length, 1);
  assert.ok(refused[0]!.reason instanceof RuleSetConflict);
  assert.equal(await latestRuleSetVersion(db), 2);
});

test('saves without a base version at once each get their own version', async () => {
  await currentRuleSet(db);
  const results = await Promise.allSettled([saveRuleSet(db, stricter, 'ada'), saveRuleSet(db, [], 'ada')]);
  const versions = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.version] : []));
  assert.equal(new Set(versions).size, versions.length, 'no version written twice');
  for (const result of results)
    if (result.status === 'rejected') assert.ok(result.reason instanceof RuleSetConflict, 'a loser is told why');
  const rows = await db.select().from(approvalRuleSets);
  assert.equal(rows.length, 1 + versions.length, 'each answer is one row');
});

test('a set the engine could not read is refused before anything is written', async () => {
  const broken = [{ id: 'x', name: '', approvals: 3 }] as unknown as ApprovalRule[];
  await assert.rejects(saveRuleSet(db, broken, 'ada'));
  assert.ok((await latestRuleSetVersion(db)) <= 1);
});
