import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '@/lib/db/testing';
import { createDraft, discardDraft, getDraft, listDrafts, markDraftSubmitted, saveDraft } from './drafts';

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
