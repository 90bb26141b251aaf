import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '@/lib/db/testing';
import { currentRuleSet } from '@/lib/compliance/rules/store';
import { recordAudit } from '@/lib/desk/audit';
import { recordRemittance } from '@/lib/desk/remittances/record';
import { user } from '@/lib/db/schema';
import { approveCase, decideCase, holdForReview, markSent, recordVerdict, type HoldInput } from './cases';
import { buildDossier } from './dossier';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;

test('the dossier gathers the request, findings, verdicts, approvals with their rules, the timeline and the audit rows', async () => {
  // The rules in force when it was held (assessing a remittance reads them, writing version 1).
  await currentRuleSet(db);
  const reference = `TX-${randomUUID().slice(0, 8)}`;
  const request = { type: 'p2p', amount: '100.00', transactionReference: reference };
  const finding = { code: 'ID_EXPIRED' as const, field: 'senderKyc.idDocument.0.expiryDate', message: 'Expired.' };
  const { reviewCase } = await holdForReview(db, {
    draftId: randomUUID(),
    reference,
    kind: 'transaction',
    type: 'p2p',
    makerId: 'maker',
    request,
    assessment: {
      findings: [finding],
      hits: [],
      decision: {
        version: 1,
        matched: [{ id: 'any-finding', name: 'Any finding', approvals: 1 }],
        approvalsRequired: 1,
      },
    },
    deadline: new Date(),
    summary: { amount: '100.00', currency: 'NGN' },
  });
  await recordVerdict(
    db,
    reviewCase.id,
    'reviewer',
    {
      field: finding.field,
      verdict: 'waived',
      comment: 'Renewal seen',
    },
    reviewCase.round,
  );
  await approveCase(db, reviewCase.id, 'reviewer', reviewCase.round);
  await recordRemittance(db, {
    reference,
    kind: 'transaction',
    type: 'p2p',
    serviceRef: `SVC-${reference}`,
    status: 'ACKNOWLEDGED',
    amount: '100.00',
    currency: 'NGN',
    request,
    createdBy: 'maker',
  });
  await markSent(db, reviewCase.id);
  await recordAudit(db, {
    actorId: 'reviewer',
    actorRole: 'reviewer',
    action: 'review.approve',
    outcome: 'ok',
    remittance: reference,
  });
  await recordAudit(db, { actorId: 'x', actorRole: 'admin', action: 'other', outcome: 'ok', remittance: 'ELSEWHERE' });

  const dossier = await buildDossier(db, reference);
  assert.ok(dossier);
  assert.deepEqual(dossier.request, request);
  assert.deepEqual(dossier.findings, [finding]);
  assert.deepEqual(dossier.status, { review: 'sent', payment: 'ACKNOWLEDGED', final: false });
  assert.equal(dossier.verdicts[0]?.comment, 'Renewal seen');
  assert.equal(dossier.approvals[0]?.ruleVersion, 1);
  assert.ok(Array.isArray(dossier.approvals[0]?.rules), 'the rules of the version that applied');
  assert.deepEqual(
    dossier.timeline.map((e) => [e.status, e.source]),
    [['ACKNOWLEDGED', 'submit']],
  );
  assert.deepEqual(
    dossier.audit.map((row) => row.action),
    ['review.approve'],
    'only the rows of this remittance',
  );
  assert.equal(await buildDossier(db, 'NO-SUCH-REFERENCE'), undefined);
});

test('a case returned, fixed, resubmitted and approved keeps both rounds: findings, verdicts, the return comment, approvals', async () => {
  await currentRuleSet(db);
  const maker = `maker-${randomUUID().slice(0, 6)}`;
  const reviewer = `reviewer-${randomUUID().slice(0, 6)}`;
  await db.insert(user).values([
    { id: maker, name: 'Mara Maker', email: `${maker}@corridor.test`, role: 'operator' },
    { id: reviewer, name: 'Rui Reviewer', email: `${reviewer}@corridor.test`, role: 'reviewer' },
  ]);
  const reference = `TX-${randomUUID().slice(0, 8)}`;
  const draftId = randomUUID();
  const expired = { code: 'ID_EXPIRED' as const, field: 'senderKyc.idDocument.0.expiryDate', message: 'Expired.' };
  const round = (request: Record<string, unknown>, findings: (typeof expired)[]): HoldInput => ({
    draftId,
    reference,
    kind: 'transaction',
    type: 'p2p',
    makerId: maker,
    request,
    assessment: {
      findings,
      hits: [],
      decision: {
        version: 1,
        matched: [{ id: 'usd-10000', name: 'USD 10,000 or more', approvals: 1 }],
        approvalsRequired: 1,
      },
    },
    deadline: new Date(Date.now() + 24 * 3600_000),
    summary: { amount: '100.00', currency: 'NGN' },
  });
  const first = { type: 'p2p', amount: '100.00', transactionReference: reference, expiry: '2020-01-01' };
  const { reviewCase } = await holdForReview(db, round(first, [expired]));
  await recordVerdict(
    db,
    reviewCase.id,
    reviewer,
    { field: expired.field, verdict: 'needs_fix', comment: 'Renew it' },
    1,
  );
  await decideCase(db, reviewCase.id, reviewer, 'returned', 'The ID has expired: attach the renewed one.', 1);
  const second = { ...first, expiry: '2031-01-01' };
  await holdForReview(db, round(second, []));
  await recordVerdict(
    db,
    reviewCase.id,
    reviewer,
    { field: expired.field, verdict: 'verified', comment: 'Renewed' },
    2,
  );
  await approveCase(db, reviewCase.id, reviewer, 2);

  const dossier = await buildDossier(db, reference);
  assert.ok(dossier);
  assert.deepEqual(
    dossier.rounds.map((r) => [r.round, r.current, r.outcome.status]),
    [
      [1, false, 'returned'],
      [2, true, 'approved'],
    ],
  );
  const [one, two] = dossier.rounds;
  assert.deepEqual(one!.findings, [expired], "round 1's findings are kept");
  assert.deepEqual(one!.request, first, 'the request round 1 reviewed');
  assert.deepEqual(
    one!.outcome,
    {
      status: 'returned',
      reason: 'The ID has expired: attach the renewed one.',
      by: 'Rui Reviewer',
      at: one!.outcome.at,
    },
    'the return comment, who and when',
  );
  assert.ok(one!.outcome.at);
  assert.equal(one!.maker, 'Mara Maker');
  assert.deepEqual(
    one!.verdicts.map((v) => [v.verdict, v.comment]),
    [['needs_fix', 'Renew it']],
  );
  assert.deepEqual(two!.findings, []);
  assert.deepEqual(two!.request, second);
  assert.deepEqual(
    two!.verdicts.map((v) => [v.verdict, v.comment]),
    [['verified', 'Renewed']],
  );
  assert.deepEqual(
    two!.approvals.map((a) => [a.round, a.approver]),
    [[2, 'Rui Reviewer']],
  );
  assert.equal(two!.outcome.by, 'Rui Reviewer');
  assert.notEqual(one!.deadline, undefined);
});
