import { test, after, beforeEach } from 'node:test';
import { eq } from 'drizzle-orm';
import assert from 'node:assert/strict';
import { openTestDatabase } from '@/lib/db/testing';
import { approvalRuleSets, user } from '@/lib/db/schema';
import type { ApprovalRule } from '../types';
import {
  currentRuleSet,
  DEFAULT_APPROVAL_RULES,
  latestRuleSetVersion,
  pendingRuleSet,
  proposeRuleSet,
  RuleSetConflict,
  RuleSetRefusal,
  ruleSetVersion,
  settleRuleSet,
} from './store';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

await db.insert(user).values([
  { id: 'ada', name: 'Ada Admin', email: 'ada@example.test', role: 'admin' },
  { id: 'ari', name: 'Ari Admin', email: 'ari@example.test', role: 'admin' },
]);

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
    assert.ok(answer.confirmedAt instanceof Date, 'the defaults are in force: confirmed');
  }
  assert.equal((await db.select().from(approvalRuleSets)).length, 1, 'one row, not one per caller');
  assert.equal((await currentRuleSet(db)).version, 1, 'later reads answer the same version');
});

/** Ada proposes, Ari confirms: the version is then in force. */
async function proposeAndConfirm(rules: readonly ApprovalRule[], basedOn?: number) {
  const proposed = await proposeRuleSet(db, rules, 'ada', { basedOn });
  await settleRuleSet(db, proposed.version, 'ari', 'confirm');
  return proposed;
}

test('a save is a proposal, in force only once a second admin confirms it; the old version stays readable', async () => {
  const proposed = await proposeRuleSet(db, stricter, 'ada');
  assert.equal(proposed.version, 2, 'the defaults became version 1 first');
  assert.deepEqual(proposed.before, DEFAULT_APPROVAL_RULES);
  assert.deepEqual(proposed.after, stricter);
  assert.equal((await currentRuleSet(db)).version, 1, 'not in force before it is confirmed');
  const pending = await pendingRuleSet(db);
  assert.equal(pending?.version, 2);
  assert.equal(pending?.createdByName, 'Ada Admin');
  assert.equal(pending?.confirmedAt, null);

  await assert.rejects(
    settleRuleSet(db, 2, 'ada', 'confirm'),
    (error: unknown) => error instanceof RuleSetRefusal && /another admin must confirm/.test(error.message),
    'the proposer cannot confirm their own',
  );
  assert.equal((await currentRuleSet(db)).version, 1);

  const confirmed = await settleRuleSet(db, 2, 'ari', 'confirm');
  assert.deepEqual(confirmed, { version: 2, before: DEFAULT_APPROVAL_RULES, after: stricter });
  const current = await currentRuleSet(db);
  assert.equal(current.version, 2);
  assert.deepEqual(current.rules, stricter);
  assert.equal(current.createdBy, 'ada');
  assert.equal(current.confirmedBy, 'ari');
  assert.ok(current.confirmedAt instanceof Date);
  assert.equal(await pendingRuleSet(db), undefined);
  await assert.rejects(settleRuleSet(db, 2, 'ari', 'confirm'), RuleSetRefusal, 'confirmed once');
  await assert.rejects(settleRuleSet(db, 2, 'ari', 'withdraw'), RuleSetRefusal, 'and no longer refused');

  const third = await proposeAndConfirm([], 2);
  assert.equal(third.version, 3);
  assert.deepEqual(third.before, stricter);
  assert.deepEqual((await currentRuleSet(db)).rules, [], 'an empty set is a set: only findings hold then');

  assert.deepEqual((await ruleSetVersion(db, 1))?.rules, DEFAULT_APPROVAL_RULES);
  assert.deepEqual((await ruleSetVersion(db, 2))?.rules, stricter);
  assert.equal(await ruleSetVersion(db, 9), undefined);
});

test('a refused or withdrawn proposal never comes into force, and its number is not reused', async () => {
  const refused = await proposeRuleSet(db, stricter, 'ada');
  await settleRuleSet(db, refused.version, 'ari', 'withdraw');
  assert.equal((await currentRuleSet(db)).version, 1);
  assert.equal(await pendingRuleSet(db), undefined);
  await assert.rejects(settleRuleSet(db, refused.version, 'ari', 'confirm'), RuleSetRefusal);
  const withdrawn = await proposeRuleSet(db, [], 'ada', { basedOn: 1 });
  assert.equal(withdrawn.version, 3);
  await settleRuleSet(db, withdrawn.version, 'ada', 'withdraw');
  assert.equal((await currentRuleSet(db)).version, 1, 'its proposer may withdraw it');
  await assert.rejects(settleRuleSet(db, 9, 'ari', 'confirm'), RuleSetRefusal);
});

test('one proposal waits at a time: another is refused naming it, and writes nothing', async () => {
  await proposeRuleSet(db, stricter, 'ada');
  await assert.rejects(
    proposeRuleSet(db, [], 'ari', { basedOn: 1 }),
    (error: unknown) =>
      error instanceof RuleSetConflict &&
      error.pendingVersion === 2 &&
      /changed meanwhile: version 2 is proposed/.test(error.message),
  );
  assert.equal(await latestRuleSetVersion(db), 2);
});

test('an edit of an older version is refused and writes nothing', async () => {
  await proposeAndConfirm(stricter);
  await assert.rejects(
    proposeRuleSet(db, DEFAULT_APPROVAL_RULES, 'ada', { basedOn: 1 }),
    (error: unknown) =>
      error instanceof RuleSetConflict && error.currentVersion === 2 && /version 2/.test(error.message),
  );
  assert.equal(await latestRuleSetVersion(db), 2);
});

test('proposals from the same version at once: one is written, the others refused — never a shared version', async () => {
  await currentRuleSet(db);
  const results = await Promise.allSettled(
    [stricter, [stricter[0]!], [], stricter].map((rules, index) =>
      proposeRuleSet(db, rules, index % 2 ? 'ari' : 'ada', { basedOn: index < 2 ? 1 : undefined }),
    ),
  );
  const written = results.filter((result) => result.status === 'fulfilled');
  const refused = results.filter((result) => result.status === 'rejected');
  assert.equal(written.length, 1);
  assert.equal(refused.length, 3);
  for (const result of refused) assert.ok(result.reason instanceof RuleSetConflict, String(result.reason));
  assert.equal(await latestRuleSetVersion(db), 2);
});

test('a confirmation and a refusal at once: exactly one wins', async () => {
  const { version } = await proposeRuleSet(db, stricter, 'ada');
  const results = await Promise.allSettled([
    settleRuleSet(db, version, 'ari', 'confirm'),
    settleRuleSet(db, version, 'ada', 'withdraw'),
  ]);
  assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1);
  const [row] = await db.select().from(approvalRuleSets).where(eq(approvalRuleSets.version, version));
  assert.equal(Boolean(row!.confirmedAt) !== Boolean(row!.withdrawnAt), true, 'confirmed or withdrawn, not both');
});

test('a set the engine could not read is refused before anything is written', async () => {
  const broken = [{ id: 'x', name: '', approvals: 3 }] as unknown as ApprovalRule[];
  await assert.rejects(proposeRuleSet(db, broken, 'ada'));
  assert.ok((await latestRuleSetVersion(db)) <= 1);
});
