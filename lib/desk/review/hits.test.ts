import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DeskUser } from '@/lib/auth/session';
import type { RuleDecision, ScreeningHit } from '@/lib/compliance/types';
import { subjectKey } from '@/lib/compliance/screening/normalize';
import { screeningDismissals } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { runAction } from '@/lib/desk/action-recipe';
import { reviewActionSpecs, type ApproveResult } from './action-specs';
import { approveCase, getCase, holdForReview, ReviewRefusal, type HoldInput } from './cases';
import { confirmCaseHit, dismissCaseHit } from './hits';

// Issue 26, item 1: a sanctions match is not released with one click. Each open hit is dismissed
// with a reason (by two people when a rule says so; never by the maker) or confirmed as a true
// match, which rejects the remittance; until then nothing approves it, by the service or its action.

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;

const hitOn = (name: string, entryId: string): ScreeningHit => ({
  subject: { role: 'recipient', field: 'recipientKyc.subjectName.fullName', name },
  entry: { id: entryId, name, aliases: [], listName: 'Corridor Demo Sanctions' },
  score: 1,
  explanation: { matchedName: name, parts: [], nameScore: 1, adjustments: [] },
});

const decision = (dismissersRequired?: 2): RuleDecision => ({
  version: 1,
  matched: [{ id: 'any-finding', name: 'Any finding', approvals: 1 }],
  approvalsRequired: 1,
  ...(dismissersRequired ? { dismissersRequired } : {}),
});

async function heldWithHit(options: { dismissersRequired?: 2; makerId?: string } = {}) {
  const name = `Ivan Sidorov ${randomUUID().slice(0, 6)}`;
  const hit = hitOn(name, `CDS-${randomUUID().slice(0, 6)}`);
  const input: HoldInput = {
    draftId: randomUUID(),
    reference: `TX-${randomUUID().slice(0, 8)}`,
    kind: 'transaction',
    type: 'p2p',
    makerId: options.makerId ?? 'maker',
    request: { amount: '100.00', recipientKyc: { subjectName: { fullName: name } } },
    assessment: { findings: [], hits: [hit], decision: decision(options.dismissersRequired) },
    deadline: new Date(Date.now() + 60_000),
    summary: { amount: '100.00', currency: 'NGN' },
  };
  const { reviewCase } = await holdForReview(db, input);
  return { reviewCase, hit, input };
}

const refusal = (message: RegExp) => (error: unknown) => error instanceof ReviewRefusal && message.test(error.message);
const OPEN_HIT = /open screening hit: dismiss each as a false positive, with a reason, or confirm it as a true match/;

test('dismissed with a reason, then approved; without a reason, or by its own maker, the dismissal is refused', async () => {
  const { reviewCase } = await heldWithHit();
  const judgement = { caseId: reviewCase.id, round: 1, hit: 0 };
  await assert.rejects(approveCase(db, reviewCase.id, 'reviewer-1', 1), refusal(OPEN_HIT));
  await assert.rejects(
    dismissCaseHit(db, { ...judgement, by: 'reviewer-1', reason: '  ' }),
    refusal(/needs a reason: say why this is not the listed person/),
  );
  await assert.rejects(
    dismissCaseHit(db, { ...judgement, by: 'maker', reason: 'I know her' }),
    refusal(/someone else must dismiss its screening hits/),
  );
  const outcome = await dismissCaseHit(db, {
    ...judgement,
    by: 'reviewer-1',
    reason: 'Born 1984, not 1959; passport seen',
  });
  assert.equal(outcome.dismissed, true);
  const stored = (await getCase(db, reviewCase.id))!.screening as ScreeningHit[];
  assert.equal(stored[0]?.dismissed?.reason, 'Born 1984, not 1959; passport seen');
  assert.equal(stored[0]?.dismissed?.by, 'reviewer-1');
  assert.equal((await approveCase(db, reviewCase.id, 'reviewer-2', 1)).complete, true);
});

test('a rule asking two people to dismiss: one dismissal leaves the hit open, the same person twice is refused, a second person clears it', async () => {
  const { reviewCase, hit } = await heldWithHit({ dismissersRequired: 2 });
  const judgement = { caseId: reviewCase.id, round: 1, hit: 0 };
  const first = await dismissCaseHit(db, { ...judgement, by: 'reviewer-1', reason: 'Different date of birth' });
  assert.deepEqual(
    { dismissed: first.dismissed, ...(first.dismissed ? {} : { given: first.given, required: first.required }) },
    { dismissed: false, given: 1, required: 2 },
  );
  await assert.rejects(approveCase(db, reviewCase.id, 'reviewer-2', 1), refusal(OPEN_HIT));
  await assert.rejects(
    dismissCaseHit(db, { ...judgement, by: 'reviewer-1', reason: 'Really' }),
    refusal(/second dismissal must come from someone else/),
  );
  const second = await dismissCaseHit(db, { ...judgement, by: 'reviewer-2', reason: 'Passport checked too' });
  assert.equal(second.dismissed, true);
  const [remembered] = await db.select().from(screeningDismissals).where(eq(screeningDismissals.entryId, hit.entry.id));
  assert.equal(remembered?.dismissedBy, 'reviewer-1');
  assert.equal(remembered?.secondBy, 'reviewer-2', 'both people are remembered');
  assert.equal((await approveCase(db, reviewCase.id, 'reviewer-3', 1)).complete, true);
});

test('confirmed as a true match: rejected, with words saying what next; it is neither approved nor resubmitted', async () => {
  const { reviewCase, hit, input } = await heldWithHit();
  // A dismissal remembered from an earlier remittance is forgotten once the match is confirmed.
  await db.insert(screeningDismissals).values({
    subjectKey: subjectKey(hit.subject.name),
    entryId: hit.entry.id,
    listName: hit.entry.listName,
    name: hit.entry.name,
    reason: 'earlier',
    dismissedBy: 'reviewer-9',
  });
  await assert.rejects(
    confirmCaseHit(db, { caseId: reviewCase.id, round: 1, hit: 0, by: 'reviewer-1', reason: '' }),
    refusal(/needs a reason/),
  );
  const rejected = await confirmCaseHit(db, {
    caseId: reviewCase.id,
    round: 1,
    hit: 0,
    by: 'reviewer-1',
    reason: 'Same date of birth and nationality',
  });
  assert.equal(rejected.status, 'rejected');
  assert.match(rejected.decisionReason ?? '', /^Confirmed as a true match: the recipient is entry CDS-/);
  assert.match(rejected.decisionReason ?? '', /What next: it is not sent and cannot be resubmitted/);
  assert.match(rejected.decisionReason ?? '', /compliance officer/);
  assert.equal((rejected.screening as ScreeningHit[])[0]?.confirmed?.by, 'reviewer-1');
  await assert.rejects(approveCase(db, reviewCase.id, 'reviewer-2', 1), refusal(/not waiting for approval/));
  await assert.rejects(holdForReview(db, input), refusal(/rejected: Confirmed as a true match/));
  const left = await db
    .select()
    .from(screeningDismissals)
    .where(and(eq(screeningDismissals.entryId, hit.entry.id)));
  assert.equal(left.length, 0, 'the remembered dismissal is forgotten');
});

test('a dismissal or a confirmation on a superseded round is refused in words', async () => {
  const { reviewCase, input } = await heldWithHit();
  await holdForReview(db, { ...input, request: { ...input.request, amount: '200.00' } });
  const stale = refusal(/changed since you opened it: review the new round/);
  await assert.rejects(
    dismissCaseHit(db, { caseId: reviewCase.id, round: 1, hit: 0, by: 'reviewer-1', reason: 'Not him' }),
    stale,
  );
  await assert.rejects(
    confirmCaseHit(db, { caseId: reviewCase.id, round: 1, hit: 0, by: 'reviewer-1', reason: 'Him' }),
    stale,
  );
  assert.equal((await getCase(db, reviewCase.id))?.status, 'in_review');
});

// --- The same controls on a direct action call -----------------------------------------------------

const reviewer: DeskUser = { id: 'u-rita', name: 'Rita Reviewer', email: 'rita@x.test', role: 'reviewer' };
const admin: DeskUser = { id: 'u-ada', name: 'Ada Admin', email: 'ada@x.test', role: 'admin' };
const sent: unknown[] = [];
const specs = reviewActionSpecs({
  db: async () => db,
  api: () => ({
    createQuotation: async () => {
      throw new Error('no quote needed');
    },
    createFxQuote: async () => {
      throw new Error('not a payment');
    },
    createPayment: async () => {
      throw new Error('not a payment');
    },
    createTransaction: async (body) => {
      sent.push(body);
      return {
        transactionReference: `SVC-${(body as { transactionReference?: string }).transactionReference ?? 'x'}`,
        transactionStatus: 'ACKNOWLEDGED',
        amount: '100.00',
        currency: 'NGN',
      } as never;
    },
  }),
  tolerancePercent: () => 1,
});
const call = <R>(spec: Parameters<typeof runAction<never, R>>[0], who: DeskUser, raw: unknown) =>
  runAction(spec, raw as never, { user: who, db: async () => db, ip: '192.0.2.26' });

test('direct action calls: Approve with an open hit is refused, the maker cannot dismiss, and after a dismissal Approve sends', async () => {
  const { reviewCase } = await heldWithHit({ makerId: admin.id });
  const approve = await call(specs.approve as never, reviewer, { reference: reviewCase.reference, round: 1 });
  assert.equal(approve.ok, false);
  assert.match((!approve.ok && approve.formError) || '', OPEN_HIT);
  assert.equal(sent.length, 0, 'nothing went to the API');

  const byMaker = await call(specs.dismissHit as never, admin, {
    reference: reviewCase.reference,
    round: 1,
    hit: 0,
    reason: 'Mine, trust me',
  });
  assert.match((!byMaker.ok && byMaker.formError) || '', /someone else must dismiss/);
  const noRound = await call(specs.approve as never, reviewer, { reference: reviewCase.reference });
  assert.equal(noRound.ok, false, 'a decision that names no round is refused');

  const dismissed = await call(specs.dismissHit as never, reviewer, {
    reference: reviewCase.reference,
    round: 1,
    hit: 0,
    reason: 'Different person: born 1990',
  });
  assert.equal(dismissed.ok, true);
  const approved = await call(specs.approve as never, reviewer, { reference: reviewCase.reference, round: 1 });
  assert.equal(approved.ok && (approved.data as ApproveResult).state, 'done');
  assert.equal(approved.ok && (approved.data as { kind?: string }).kind, 'sent');
  assert.equal(sent.length, 1);
});

test('direct action calls on a superseded round are refused in words: approve, return, reject, field verdict', async () => {
  const { reviewCase, input } = await heldWithHit();
  await dismissCaseHit(db, { caseId: reviewCase.id, round: 1, hit: 0, by: reviewer.id, reason: 'Not the person' });
  // The maker resubmits with another account after the reviewer opened round 1.
  await holdForReview(db, { ...input, request: { ...input.request, creditorAccount: { accountNumber: '987654321' } } });
  const reference = reviewCase.reference;
  const attempts = [
    call(specs.approve as never, reviewer, { reference, round: 1 }),
    call(specs.return as never, reviewer, { reference, round: 1, reason: 'Fix the account' }),
    call(specs.reject as never, reviewer, { reference, round: 1, reason: 'No' }),
    call(specs.fieldVerdict as never, reviewer, { reference, round: 1, field: 'amount', verdict: 'verified' }),
  ];
  for (const result of await Promise.all(attempts)) {
    assert.equal(result.ok, false);
    assert.match(
      (!result.ok && result.formError) || '',
      /^This remittance changed since you opened it: review the new round \(round 2; you opened round 1\)\.$/,
    );
  }
  assert.equal((await getCase(db, reviewCase.id))?.status, 'in_review');
});
