import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { openTestDatabase } from '@/lib/db/testing';
import { composerDrafts, remittances, reviewCases } from '@/lib/db/schema';
import { blankComposerValues } from '@/lib/desk/composer/values';
import { blankPaymentForm } from '@/lib/desk/payments/compose-form';
import { paymentDraftValues } from './draft-content';
import {
  closeSentPaymentDrafts,
  createDraft,
  discardDraft,
  getDraft,
  isDraftInReview,
  listDrafts,
  markDraftSubmitted,
  openDrafts,
  pruneStaleDrafts,
  saveDraft,
} from './drafts';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

test('a draft is saved, listed newest first, and resumed only by its owner', async () => {
  const first = (await createDraft(db, {
    ownerId: 'ana',
    kind: 'transaction',
    reference: 'DESK-1',
    values: { type: 'b2b' },
    title: 'b2b · A → B',
  }))!;
  const second = (await createDraft(db, { ownerId: 'ana', kind: 'transaction', reference: 'DESK-2' }))!;
  assert.equal(await saveDraft(db, 'ana', first.id, { type: 'p2p', amount: '10' }, 'p2p · C → D'), true);
  assert.deepEqual(
    (await listDrafts(db, 'ana')).map((d) => d.id),
    [first.id, second.id],
    'the last edited comes first',
  );
  assert.deepEqual((await getDraft(db, 'ana', first.id))?.values, { type: 'p2p', amount: '10' });

  assert.equal(await getDraft(db, 'bea', first.id), undefined, "another user's draft is not found");
  assert.equal(await saveDraft(db, 'bea', first.id, { stolen: true }, 'x'), false);
  assert.equal(await discardDraft(db, 'bea', first.id), false);
  assert.deepEqual(await listDrafts(db, 'bea'), []);
});

test('a submitted draft leaves the list and can no longer be saved over', async () => {
  const draft = (await createDraft(db, { ownerId: 'cem', kind: 'transaction', reference: 'DESK-3' }))!;
  await markDraftSubmitted(db, 'cem', draft.id);
  assert.deepEqual(await listDrafts(db, 'cem'), []);
  assert.equal(await saveDraft(db, 'cem', draft.id, { late: true }, 'late'), false);
  assert.ok((await getDraft(db, 'cem', draft.id))?.submittedAt, 'it stays readable, pointing at its remittance');
});

test('the first save of a draft id is made once; the same id from another user is refused', async () => {
  const id = randomUUID();
  const [a, b] = await Promise.all([
    createDraft(db, { id, ownerId: 'dan', kind: 'transaction', reference: 'DESK-4' }),
    createDraft(db, { id, ownerId: 'dan', kind: 'transaction', reference: 'DESK-4' }),
  ]);
  assert.equal(a?.id, id);
  assert.equal(b?.id, id);
  assert.equal((await listDrafts(db, 'dan')).length, 1);
  assert.equal(await createDraft(db, { id, ownerId: 'eve', kind: 'transaction', reference: 'DESK-5' }), undefined);
  assert.equal(await discardDraft(db, 'dan', id), true);
});

const DAY = 24 * 60 * 60 * 1000;
const ageDraft = (id: string, days: number) =>
  db
    .update(composerDrafts)
    .set({ updatedAt: new Date(Date.now() - days * DAY) })
    .where(eq(composerDrafts.id, id));

test('drafts left for over 30 days without a party are cleaned up; any party, a recent edit or a review keeps one', async () => {
  const owner = `fay-${randomUUID()}`;
  const named = blankComposerValues('p2p');
  named.senderKyc.subjectName.fullName = 'Ada Sender';
  const payment = paymentDraftValues({ ...blankPaymentForm(), payer: { originalPayerId: 'PAYER-1' } }, 'PAY-1', {
    payer: { id: 'PAYER-1', name: 'Ada', detail: '' },
  });
  const make = async (reference: string, values: object, kind: 'transaction' | 'payment' = 'transaction') =>
    (await createDraft(db, { ownerId: owner, kind, reference, values: values as Record<string, unknown> }))!.id;
  const emptyOld = await make('STALE-1', { ...blankComposerValues('b2b'), descriptionText: 'rent' });
  const emptyPaymentOld = await make('STALE-2', paymentDraftValues(blankPaymentForm(), 'PAY-2', {}), 'payment');
  const emptyRecent = await make('STALE-3', blankComposerValues('b2b'));
  const namedOld = await make('STALE-4', named);
  const paymentOld = await make('STALE-5', payment, 'payment');
  const heldOld = await make('STALE-6', blankComposerValues('b2p'));
  const other = `gus-${randomUUID()}`;
  const othersOld = (await createDraft(db, { ownerId: other, kind: 'transaction', reference: 'STALE-7' }))!.id;
  for (const id of [emptyOld, emptyPaymentOld, namedOld, paymentOld, heldOld, othersOld]) await ageDraft(id, 31);
  await ageDraft(emptyRecent, 29);
  await db.insert(reviewCases).values({
    id: randomUUID(),
    draftId: heldOld,
    reference: `STALE-6-${randomUUID()}`,
    kind: 'transaction',
    status: 'returned',
    makerId: owner,
    request: {},
    decision: {},
    approvalsRequired: 1,
    deadline: new Date(),
    amount: '1',
    currency: 'USD',
    submittedAt: new Date(),
  });

  assert.equal(await pruneStaleDrafts(db, { ownerId: owner }), 2, 'the two old drafts naming nobody');
  const left = new Set((await listDrafts(db, owner)).map((d) => d.id));
  assert.deepEqual(left, new Set([emptyRecent, namedOld, paymentOld, heldOld]));
  assert.ok(await getDraft(db, other, othersOld), "another owner's is left to its own clean-up");

  // Thirty-one days on, the recent one is stale too (and the clean-up of everyone finds it).
  assert.ok((await pruneStaleDrafts(db, { now: new Date(Date.now() + 2 * DAY) })) >= 2);
  assert.equal(await getDraft(db, owner, emptyRecent), undefined);
});

test('an FX payment draft closes once its payment was made or held, and leaves the list', async () => {
  const owner = `hal-${randomUUID()}`;
  const sent = `desk-pay-${randomUUID()}`;
  const held = `desk-pay-${randomUUID()}`;
  const open = `desk-pay-${randomUUID()}`;
  for (const reference of [sent, held, open])
    await createDraft(db, { ownerId: owner, kind: 'payment', reference, values: { merchantRef: 'PAY-X' } });
  await db.insert(remittances).values({
    reference: sent,
    kind: 'payment',
    serviceRef: `SVC-${randomUUID()}`,
    status: 'CREATED',
    amount: '10.00',
    currency: 'EUR',
    request: {},
  });
  await db.insert(reviewCases).values({
    id: randomUUID(),
    draftId: `payment:${held}`,
    reference: held,
    kind: 'payment',
    status: 'in_review',
    makerId: owner,
    request: {},
    decision: {},
    approvalsRequired: 1,
    deadline: new Date(),
    amount: '1',
    currency: 'EUR',
    submittedAt: new Date(),
  });
  assert.equal(await closeSentPaymentDrafts(db, `${owner}-other`), 0, "only the owner's drafts");
  assert.deepEqual(
    (await openDrafts(db, owner)).map((d) => d.reference),
    [open],
  );
  assert.equal(await closeSentPaymentDrafts(db, owner), 0, 'closed once');
});

test('a draft is deleted by its owner only, and not while compliance reviews it', async () => {
  const owner = `ida-${randomUUID()}`;
  const mine = (await createDraft(db, { ownerId: owner, kind: 'payment', reference: `desk-pay-${randomUUID()}` }))!;
  const held = (await createDraft(db, { ownerId: owner, kind: 'transaction', reference: `DESK-${randomUUID()}` }))!;
  const caseRow = {
    id: randomUUID(),
    draftId: held.id,
    reference: held.reference,
    kind: 'transaction' as const,
    status: 'in_review',
    makerId: owner,
    request: {},
    decision: {},
    approvalsRequired: 1,
    deadline: new Date(),
    amount: '1',
    currency: 'USD',
    submittedAt: new Date(),
  };
  await db.insert(reviewCases).values(caseRow);

  assert.equal(await discardDraft(db, `${owner}-other`, mine.id), false, "another user's draft is not found");
  assert.ok(await getDraft(db, owner, mine.id));
  assert.equal(await discardDraft(db, owner, mine.id), true);
  assert.equal(await getDraft(db, owner, mine.id), undefined);
  assert.equal(await discardDraft(db, owner, mine.id), false, 'once');

  assert.equal(await discardDraft(db, owner, held.id), false);
  assert.equal(await isDraftInReview(db, owner, held.id), true);
  assert.equal(await isDraftInReview(db, `${owner}-other`, held.id), false);
  await db.update(reviewCases).set({ status: 'returned' }).where(eq(reviewCases.id, caseRow.id));
  assert.equal(await discardDraft(db, owner, held.id), true, 'a returned draft may be given up');
});

test('NULs and lone surrogates anywhere in a draft are left out, never a database error', async () => {
  const odd = {
    'pay\u0000er': { name: 'A\u0000na', documents: [{ number: 'X\ud8001' }, ['\udc00', 'ok \u202e']] },
    amount: '10\u0000',
    deep: [[[{ note: 'a\ud800\u0000b' }]]],
  };
  const stored = {
    payer: { name: 'Ana', documents: [{ number: 'X1' }, ['', 'ok \u202e']] },
    amount: '10',
    deep: [[[{ note: 'ab' }]]],
  };
  const draft = (await createDraft(db, {
    ownerId: 'odd',
    kind: 'transaction',
    reference: 'DESK-ODD',
    values: odd,
    title: 'p2p\u0000 · \ud800A',
  }))!;
  assert.deepEqual(draft.values, stored);
  assert.equal(draft.title, 'p2p · A');
  assert.equal(await saveDraft(db, 'odd', draft.id, { again: odd }, '\u0000'), true);
  const saved = (await getDraft(db, 'odd', draft.id))!;
  assert.deepEqual(saved.values, { again: stored });
  assert.equal(saved.title, '');
});

test('fuzz: any JSON with odd strings is kept by a draft, never a database error', async () => {
  const odd = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('\u0000', '\ud800', 'a\udfffb', '\u202e\u200f', '💸', 'x'.repeat(20_000)),
  );
  const values = fc.dictionary(
    odd,
    fc.jsonValue({ maxDepth: 4 }).chain((json) => fc.oneof(fc.constant(json), odd)),
    {
      maxKeys: 4,
    },
  );
  const samples = fc.sample(fc.tuple(values, odd), { numRuns: 40, seed: 26 });
  const draft = (await createDraft(db, { ownerId: 'fuzz', kind: 'transaction', reference: 'DESK-FUZZ' }))!;
  for (const [sample, title] of samples) {
    assert.equal(await saveDraft(db, 'fuzz', draft.id, sample, title), true);
    const saved = (await getDraft(db, 'fuzz', draft.id))!;
    assert.doesNotMatch(JSON.stringify(saved.values) + saved.title, /\\u0000|\\ud[89ab]/);
  }
});
