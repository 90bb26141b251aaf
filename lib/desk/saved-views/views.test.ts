import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { savedViews, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { ActionRefusal } from '@/lib/desk/action-result';
import { DEFAULT_COLUMNS } from '@/lib/desk/remittances/queries';
import { canonicalView, deleteView, listSavedViews, MAX_VIEWS_PER_PERSON, saveView, viewHref } from './views';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const olu = { id: 'u-olu', role: 'operator' as const };
const ola = { id: 'u-ola', role: 'operator' as const };
const rita = { id: 'u-rita', role: 'reviewer' as const };
const vic = { id: 'u-vic', role: 'viewer' as const };

before(async () => {
  await db.insert(user).values([
    { id: olu.id, name: 'Olu Operator', email: 'olu@x.test', role: 'operator' },
    { id: ola.id, name: 'Ola Operator', email: 'ola@x.test', role: 'operator' },
    { id: rita.id, name: 'Rita Reviewer', email: 'rita@x.test', role: 'reviewer' },
    { id: vic.id, name: 'Vic Viewer', email: 'vic@x.test', role: 'viewer' },
  ]);
});

const names = async (person: { id: string; role: 'operator' | 'reviewer' | 'viewer' }) =>
  (await listSavedViews(db, person)).map((view) => `${view.name}${view.mine ? '' : ` (${view.ownerName})`}`);

describe('saved views', () => {
  test('a view keeps the list’s address as the list’s parser writes it: junk and the page dropped', () => {
    assert.deepEqual(
      canonicalView('cursor=abc&currency=usd&status=lost&sort=amount-desc&utm=x&search=PAY-1', ['status', 'nope']),
      { query: 'search=PAY-1&currency=USD&sort=amount-desc', columns: ['reference', 'status'] },
    );
    assert.deepEqual(canonicalView('', []), { query: '', columns: [...DEFAULT_COLUMNS] });
    assert.equal(
      viewHref({ query: 'status=completed', columns: [...DEFAULT_COLUMNS] }),
      '/remittances?status=completed',
    );
    assert.equal(viewHref({ query: '', columns: ['reference', 'maker'] }), '/remittances?cols=reference%2Cmaker');
  });

  test('saved, listed mine first then shared with my role, and opened by its address', async () => {
    const saved = await saveView(db, olu.id, {
      name: 'USD done',
      query: 'status=completed&currency=USD&cursor=deep',
      columns: ['reference', 'amount', 'maker'],
      sharedWithRole: null,
    });
    assert.equal(saved.replaced, false);
    assert.equal(saved.href, '/remittances?status=completed&currency=USD&cols=reference%2Camount%2Cmaker');
    await saveView(db, ola.id, { name: 'All NG', query: 'country=NG', columns: [], sharedWithRole: 'operator' });
    await saveView(db, rita.id, { name: 'Problems', query: 'status=problem', columns: [], sharedWithRole: 'viewer' });
    await saveView(db, ola.id, { name: 'Mine only', query: 'source=api', columns: [], sharedWithRole: null });

    assert.deepEqual(await names(olu), ['USD done', 'All NG (Ola Operator)']);
    assert.deepEqual(await names(ola), ['All NG', 'Mine only']);
    assert.deepEqual(await names(rita), ['Problems']);
    assert.deepEqual(await names(vic), ['Problems (Rita Reviewer)'], 'shared with viewers: they may open it');
    const [mine] = await listSavedViews(db, olu);
    assert.deepEqual(mine!.columns, ['reference', 'amount', 'maker']);
    assert.equal(mine!.query, 'status=completed&currency=USD');
  });

  test('the same name again replaces the view', async () => {
    const first = await saveView(db, olu.id, { name: 'Weekly', query: 'kind=p2p', columns: [], sharedWithRole: null });
    const second = await saveView(db, olu.id, {
      name: 'Weekly',
      query: 'kind=b2b',
      columns: [],
      sharedWithRole: 'reviewer',
    });
    assert.equal(second.replaced, true);
    assert.equal(second.id, first.id);
    const weekly = (await listSavedViews(db, olu)).filter((view) => view.name === 'Weekly');
    assert.equal(weekly.length, 1);
    assert.equal(weekly[0]!.query, 'kind=b2b');
    assert.equal(weekly[0]!.sharedWithRole, 'reviewer');
    assert.deepEqual(await names(rita), ['Problems', 'Weekly (Olu Operator)']);
  });

  test('a search is not shared with a role that may not see names', async () => {
    await assert.rejects(
      saveView(db, olu.id, { name: 'Lagoon', query: 'search=Lagoon', columns: [], sharedWithRole: 'viewer' }),
      (error) => error instanceof ActionRefusal && /cannot be shared with Viewer/.test(error.message),
    );
    await saveView(db, olu.id, { name: 'Lagoon', query: 'search=Lagoon', columns: [], sharedWithRole: 'reviewer' });
    assert.ok((await names(rita)).includes('Lagoon (Olu Operator)'));
  });

  test('presenting, a person who sees names opens each view without its search (it may be a name)', async () => {
    const lagoon = (await listSavedViews(db, rita)).find((view) => view.name === 'Lagoon')!;
    assert.equal(lagoon.query, 'search=Lagoon');
    const presenting = (await listSavedViews(db, { ...rita, presenter: true })).find((view) => view.name === 'Lagoon')!;
    assert.equal(presenting.query, '');
    assert.equal(viewHref(presenting), '/remittances');
    const own = (await listSavedViews(db, { ...olu, presenter: true })).find((view) => view.name === 'USD done')!;
    assert.equal(own.query, 'status=completed&currency=USD', 'the rest of the view is kept');
  });

  test('only one’s own view is deleted', async () => {
    const [shared] = (await listSavedViews(db, olu)).filter((view) => !view.mine);
    await assert.rejects(deleteView(db, olu.id, shared!.id), ActionRefusal);
    assert.ok((await names(ola)).includes('All NG'));
    const mine = (await listSavedViews(db, olu)).find((view) => view.name === 'Weekly')!;
    assert.deepEqual(await deleteView(db, olu.id, mine.id), { name: 'Weekly' });
    assert.ok(!(await names(olu)).includes('Weekly'));
    await assert.rejects(deleteView(db, olu.id, mine.id), ActionRefusal, 'already deleted');
  });

  test('at most MAX_VIEWS_PER_PERSON each; a replace still works at the limit', async () => {
    const owner = 'u-many';
    await db.insert(savedViews).values(
      Array.from({ length: MAX_VIEWS_PER_PERSON }, (_, i) => ({
        id: crypto.randomUUID(),
        ownerId: owner,
        name: `View ${i}`,
        query: '',
        columns: [],
      })),
    );
    await assert.rejects(
      saveView(db, owner, { name: 'One more', query: '', columns: [], sharedWithRole: null }),
      /Delete one to save another/,
    );
    const replaced = await saveView(db, owner, {
      name: 'View 0',
      query: 'kind=p2p',
      columns: [],
      sharedWithRole: null,
    });
    assert.equal(replaced.replaced, true);
  });
});
