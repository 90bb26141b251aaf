import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '@/lib/db/testing';
import type { RuleDecision, ScreeningHit } from '@/lib/compliance/types';
import {
  approveCase,
  approvalBlocker,
  currentApprovals,
  decideCase,
  getCase,
  holdForReview,
  latestVerdicts,
  listQueue,
  recordVerdict,
  ReviewRefusal,
  type HoldInput,
} from './cases';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;

const decision = (approvalsRequired: 0 | 1 | 2): RuleDecision => ({
  version: 3,
  matched: approvalsRequired ? [{ id: 'usd', name: 'USD 10,000 or more', approvals: approvalsRequired }] : [],
  approvalsRequired,
});

function holding(overrides: Partial<HoldInput> = {}): HoldInput {
  return {
    draftId: randomUUID(),
    reference: `TX-${randomUUID().slice(0, 8)}`,
    kind: 'transaction',
    type: 'p2p',
    makerId: 'maker',
    request: { amount: '100.00', senderKyc: { dateOfBirth: '1980-01-01' } },
    assessment: { findings: [], hits: [], decision: decision(1) },
    deadline: new Date(Date.now() + 60_000),
    summary: { amount: '100.00', currency: 'NGN', sendingAmount: '12000.00', sendingCurrency: 'USD' },
    ...overrides,
  };
}

const refusal = (message: RegExp) => (error: unknown) => error instanceof ReviewRefusal && message.test(error.message);

test('the maker cannot approve what they composed; someone else can, and one approval completes a one-approval case', async () => {
  const { reviewCase } = await holdForReview(db, holding());
  assert.equal(reviewCase.status, 'in_review');
  assert.equal(
    approvalBlocker(reviewCase, 'maker', []),
    'You composed or last edited this remittance, so someone else must approve it.',
  );
  await assert.rejects(approveCase(db, reviewCase.id, 'maker', reviewCase.round), refusal(/someone else must approve/));
  assert.equal((await currentApprovals(db, reviewCase)).length, 0, 'the refused approval wrote nothing');
  const outcome = await approveCase(db, reviewCase.id, 'reviewer-1', reviewCase.round);
  assert.equal(outcome.complete, true);
  assert.equal((await getCase(db, reviewCase.id))?.status, 'approved');
  const [approval] = await currentApprovals(db, reviewCase);
  assert.equal(approval?.ruleVersion, 3, 'the rule version that applied is stamped on the approval');
});

test('two approvals: the same person cannot give both, a second person completes it', async () => {
  const { reviewCase } = await holdForReview(
    db,
    holding({ assessment: { findings: [], hits: [], decision: decision(2) } }),
  );
  assert.deepEqual(await approveCase(db, reviewCase.id, 'reviewer-1', reviewCase.round), {
    complete: false,
    given: 1,
    required: 2,
  });
  await assert.rejects(
    approveCase(db, reviewCase.id, 'reviewer-1', reviewCase.round),
    refusal(/second approval must come from someone else/),
  );
  assert.equal((await approveCase(db, reviewCase.id, 'admin-1', reviewCase.round)).complete, true);
});

test('two reviewers approving at once: exactly one approval per person, and the case completes once', async () => {
  const { reviewCase } = await holdForReview(
    db,
    holding({ assessment: { findings: [], hits: [], decision: decision(2) } }),
  );
  const results = await Promise.allSettled([
    approveCase(db, reviewCase.id, 'r1', reviewCase.round),
    approveCase(db, reviewCase.id, 'r2', reviewCase.round),
    approveCase(db, reviewCase.id, 'r1', reviewCase.round),
  ]);
  const completed = results.filter((r) => r.status === 'fulfilled' && r.value.complete);
  assert.equal(completed.length, 1);
  assert.equal(results.filter((r) => r.status === 'rejected').length, 1);
});

test('resubmitting after a return starts a new round: approvals cleared, the previous request kept for the diff', async () => {
  const input = holding({ assessment: { findings: [], hits: [], decision: decision(2) } });
  const { reviewCase } = await holdForReview(db, input);
  await approveCase(db, reviewCase.id, 'reviewer-1', reviewCase.round);
  await recordVerdict(
    db,
    reviewCase.id,
    'reviewer-1',
    {
      field: 'senderKyc.dateOfBirth',
      verdict: 'needs_fix',
      comment: 'Does not match the passport',
    },
    reviewCase.round,
  );
  const returned = await decideCase(
    db,
    reviewCase.id,
    'reviewer-1',
    'returned',
    'Fix the date of birth',
    reviewCase.round,
  );
  assert.equal(returned.status, 'returned');
  assert.equal((await latestVerdicts(db, reviewCase.id, 1))[0]?.comment, 'Does not match the passport');

  const fixed = { amount: '100.00', senderKyc: { dateOfBirth: '1981-01-01' } };
  const { reviewCase: again, round } = await holdForReview(db, { ...input, request: fixed });
  assert.equal(round, 2);
  assert.equal(again.status, 'in_review');
  assert.deepEqual(again.previousRequest, input.request);
  assert.equal(again.decisionReason, null);
  assert.equal((await currentApprovals(db, again)).length, 0, 'the first round’s approval no longer counts');
  // The earlier approver may approve the new round.
  assert.deepEqual(await approveCase(db, again.id, 'reviewer-1', again.round), {
    complete: false,
    given: 1,
    required: 2,
  });
});

test('a rejected remittance stays rejected: resubmitting it is refused with the reason', async () => {
  const input = holding();
  const { reviewCase } = await holdForReview(db, input);
  await decideCase(db, reviewCase.id, 'reviewer-1', 'rejected', 'Sender on a sanctions list', reviewCase.round);
  await assert.rejects(holdForReview(db, input), refusal(/rejected: Sender on a sanctions list/));
  await assert.rejects(
    approveCase(db, reviewCase.id, 'reviewer-2', reviewCase.round),
    refusal(/not waiting for approval/),
  );
  await assert.rejects(
    recordVerdict(db, reviewCase.id, 'reviewer-2', { field: 'amount', verdict: 'verified' }, reviewCase.round),
    refusal(/while the remittance waits/),
  );
});

test('the queue lists waiting remittances with the soonest deadline first', async () => {
  const later = await holdForReview(db, holding({ deadline: new Date(Date.now() + 3_600_000) }));
  const sooner = await holdForReview(db, holding({ deadline: new Date(Date.now() + 5_000) }));
  const ids = (await listQueue(db)).map((row) => row.id);
  assert.ok(ids.indexOf(sooner.reviewCase.id) < ids.indexOf(later.reviewCase.id));
  assert.ok(!ids.some((id) => id === undefined));
});

// --- Issue 26: controls that hold -----------------------------------------------------------------

const sanctioned: ScreeningHit = {
  subject: { role: 'recipient', field: 'recipientKyc.subjectName.fullName', name: 'Ivan Petrovich Sidorov' },
  entry: {
    id: 'CDS-001',
    name: 'Ivan Petrovich Sidorov',
    aliases: [],
    dateOfBirth: '1959-07-23',
    country: 'RU',
    listName: 'Corridor Demo Sanctions',
  },
  score: 1,
  explanation: { matchedName: 'Ivan Petrovich Sidorov', parts: [], nameScore: 1, adjustments: [] },
};

test('a remittance with an open screening hit (score 1.00, undismissed) is not approved by one click', async () => {
  const { reviewCase } = await holdForReview(
    db,
    holding({ assessment: { findings: [], hits: [sanctioned], decision: decision(1) } }),
  );
  await assert.rejects(
    approveCase(db, reviewCase.id, 'reviewer-1', reviewCase.round),
    refusal(/open screening hit: dismiss each as a false positive, with a reason, or confirm it as a true match/),
  );
  assert.equal((await getCase(db, reviewCase.id))?.status, 'in_review');
  assert.equal((await currentApprovals(db, reviewCase)).length, 0, 'the refused approval wrote nothing');
});

test('a decision on a superseded round is refused in words: approve, return, reject and field verdict', async () => {
  const input = holding({ request: { amount: '100.00', creditorAccount: { accountNumber: '123456789' } } });
  const { reviewCase: opened } = await holdForReview(db, input);
  // The reviewer opened round 1; the maker resubmits with another account.
  const { round } = await holdForReview(db, {
    ...input,
    request: { amount: '100.00', creditorAccount: { accountNumber: '987654321' } },
  });
  assert.equal(round, 2);
  const stale = refusal(/changed since you opened it: review the new round/);
  await assert.rejects(approveCase(db, opened.id, 'reviewer-1', opened.round), stale);
  await assert.rejects(decideCase(db, opened.id, 'reviewer-1', 'returned', 'Fix it', opened.round), stale);
  await assert.rejects(decideCase(db, opened.id, 'reviewer-1', 'rejected', 'No', opened.round), stale);
  await assert.rejects(
    recordVerdict(
      db,
      opened.id,
      'reviewer-1',
      { field: 'creditorAccount.accountNumber', verdict: 'verified' },
      opened.round,
    ),
    stale,
  );
  const now = await getCase(db, opened.id);
  assert.equal(now?.status, 'in_review', 'nothing was decided');
  assert.equal((await currentApprovals(db, now!)).length, 0);
  assert.equal((await latestVerdicts(db, opened.id, 1)).length + (await latestVerdicts(db, opened.id, 2)).length, 0);
  // On the round they now read, the same reviewer's approval counts.
  assert.equal((await approveCase(db, opened.id, 'reviewer-1', 2)).complete, true);
});
