import assert from 'node:assert/strict';
import { after, before, describe, mock, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { user } from '@/lib/db/schema';
import { auditRowsInOrder, listAuditActors, listAuditEvents, NO_ACTOR, parseAuditQuery } from './queries';
import { recordAudit, type AuditEntry } from './record';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

/** Rows recorded at a given app time (recordAudit reads the clock itself). */
async function recordAt(iso: string, entry: AuditEntry): Promise<number> {
  mock.timers.enable({ apis: ['Date'], now: Date.parse(iso) });
  try {
    return (await recordAudit(db, entry)).id;
  } finally {
    mock.timers.reset();
  }
}

const ids: Record<string, number> = {};

before(async () => {
  await db.insert(user).values([
    { id: 'u-ada', name: 'Ada Admin', email: 'ada@example.test', role: 'admin' },
    { id: 'u-rita', name: 'Rita Reviewer', email: 'rita@example.test', role: 'reviewer' },
  ]);
  const ada = { actorId: 'u-ada', actorRole: 'admin' };
  const rita = { actorId: 'u-rita', actorRole: 'reviewer' };
  const nobody = { actorId: null, actorRole: null };
  ids.signInFailed = await recordAt('2026-03-01T08:00:00Z', { ...nobody, action: 'auth.sign-in', outcome: 'failed' });
  ids.signIn = await recordAt('2026-03-01T09:00:00Z', { ...ada, action: 'auth.sign-in', outcome: 'ok' });
  ids.approve = await recordAt('2026-03-02T10:00:00Z', {
    ...rita,
    action: 'review.approve',
    outcome: 'ok',
    remittance: 'R-100',
  });
  ids.reveal = await recordAt('2026-03-02T23:59:59.999Z', {
    ...rita,
    action: 'pii.reveal',
    outcome: 'ok',
    remittance: 'R-100',
  });
  ids.reviewer = await recordAt('2026-03-03T00:00:00Z', { ...ada, action: 'reviewer.x', outcome: 'ok' });
  ids.send = await recordAt('2026-03-03T12:00:00Z', {
    ...ada,
    action: 'review.send',
    outcome: 'refused',
    remittance: 'R-200',
  });
});

const listed = async (params: Record<string, string>, limit?: number, zone?: string) => {
  const { query, invalid } = parseAuditQuery(params);
  assert.deepEqual(invalid, []);
  return listAuditEvents(db, query, { limit, zone });
};
const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

describe('parseAuditQuery', () => {
  test('keeps the valid fields and names the others', () => {
    const { query, invalid } = parseAuditQuery({
      actor: 'u-ada',
      area: 'Review%',
      from: '2026-02-30',
      to: '2026-03-03',
      remittance: ' R-1 ',
      before: '0',
      after: '12',
    });
    assert.deepEqual(query, { actor: 'u-ada', to: '2026-03-03', remittance: 'R-1', after: 12 });
    assert.deepEqual(invalid.sort(), ['area', 'before', 'from']);
  });

  test('one cursor at a time, from a URL too', () => {
    const { query } = parseAuditQuery(new URLSearchParams('before=9&after=3&area=auth'));
    assert.deepEqual(query, { before: 9, area: 'auth' });
  });
});

describe('listAuditEvents', () => {
  test('newest first, with the actor’s name joined', async () => {
    const page = await listed({});
    assert.deepEqual(idsOf(page), [ids.send, ids.reviewer, ids.reveal, ids.approve, ids.signIn, ids.signInFailed]);
    assert.equal(page.items[0]!.actorName, 'Ada Admin');
    assert.equal(page.items.at(-1)!.actorName, null);
    assert.deepEqual([page.older, page.newer], [null, null]);
  });

  test('who: one user, or rows with no one signed in', async () => {
    assert.deepEqual(idsOf(await listed({ actor: 'u-rita' })), [ids.reveal, ids.approve]);
    assert.deepEqual(idsOf(await listed({ actor: NO_ACTOR })), [ids.signInFailed]);
  });

  test('what: an action prefix up to its dot, not a longer word', async () => {
    assert.deepEqual(idsOf(await listed({ area: 'review' })), [ids.send, ids.approve]);
    assert.deepEqual(idsOf(await listed({ area: 'auth' })), [ids.signIn, ids.signInFailed]);
  });

  test('when: whole days, in UTC when no zone is given, both ends included', async () => {
    assert.deepEqual(idsOf(await listed({ from: '2026-03-02', to: '2026-03-02' })), [ids.reveal, ids.approve]);
    assert.deepEqual(idsOf(await listed({ from: '2026-03-03' })), [ids.send, ids.reviewer]);
    assert.deepEqual(idsOf(await listed({ to: '2026-03-01' })), [ids.signIn, ids.signInFailed]);
  });

  test('which remittance, combined with the other filters', async () => {
    assert.deepEqual(idsOf(await listed({ remittance: 'R-100' })), [ids.reveal, ids.approve]);
    assert.deepEqual(idsOf(await listed({ remittance: 'R-100', area: 'pii' })), [ids.reveal]);
    assert.deepEqual(idsOf(await listed({ remittance: 'R-1' })), []);
  });

  test('keyset paging: Older and Newer walk the filtered rows and come back to the newest page', async () => {
    const first = await listed({}, 4);
    assert.deepEqual(idsOf(first), [ids.send, ids.reviewer, ids.reveal, ids.approve]);
    assert.deepEqual([first.older, first.newer], [ids.approve, null]);
    const second = await listed({ before: String(first.older) }, 4);
    assert.deepEqual(idsOf(second), [ids.signIn, ids.signInFailed]);
    assert.deepEqual([second.older, second.newer], [null, ids.signIn]);
    const back = await listed({ after: String(second.newer) }, 4);
    assert.deepEqual(idsOf(back), idsOf(first), 'fewer than a page newer: the newest page');
    const middle = await listed({ before: String(ids.send) }, 2);
    assert.deepEqual(idsOf(middle), [ids.reviewer, ids.reveal]);
    const newer = await listed({ after: String(ids.approve) }, 2);
    assert.deepEqual(idsOf(newer), [ids.reviewer, ids.reveal]);
    assert.deepEqual([newer.older, newer.newer], [ids.reveal, ids.reviewer]);
    const filtered = await listed({ area: 'review', before: String(ids.send) }, 1);
    assert.deepEqual(idsOf(filtered), [ids.approve]);
    assert.deepEqual([filtered.older, filtered.newer], [null, ids.approve]);
  });

  test('past the end: an empty page', async () => {
    const page = await listed({ before: String(ids.signInFailed) });
    assert.deepEqual([idsOf(page), page.older, page.newer], [[], null, null]);
  });
});

describe('auditRowsInOrder', () => {
  test('every filtered row, oldest first, in pages', async () => {
    const pages = [];
    for await (const page of auditRowsInOrder(db, { actor: 'u-ada' }, { pageSize: 2 }))
      pages.push(page.map((row) => row.id));
    assert.deepEqual(pages, [[ids.signIn, ids.reviewer], [ids.send]]);
  });
});

test('listAuditActors: every desk user by name', async () => {
  assert.deepEqual(await listAuditActors(db), [
    { id: 'u-ada', name: 'Ada Admin' },
    { id: 'u-rita', name: 'Rita Reviewer' },
  ]);
});

// Last, as it adds rows: the days of the filters are days in the person's zone, to the millisecond.
test("when, in the person's zone: a day in Asia/Tokyo runs from 15:00 UTC the day before", async () => {
  const rita: AuditEntry = {
    actorId: 'u-rita',
    actorRole: 'reviewer',
    action: 'review.approve',
    outcome: 'ok',
    remittance: 'R-TZ',
  };
  const lastOf3rd = await recordAt('2026-03-03T14:59:59.999Z', rita); // 3 March 23:59:59.999 in Tokyo
  const firstOf4th = await recordAt('2026-03-03T15:00:00.000Z', rita); // 4 March 00:00 in Tokyo
  const lastOf4th = await recordAt('2026-03-04T14:59:59.999Z', rita);
  const firstOf5th = await recordAt('2026-03-04T15:00:00.000Z', rita);
  const day = (from: string, to: string, zone?: string) =>
    listed({ remittance: 'R-TZ', from, to }, undefined, zone).then(idsOf);
  assert.deepEqual(await day('2026-03-04', '2026-03-04', 'Asia/Tokyo'), [lastOf4th, firstOf4th]);
  assert.deepEqual(await day('2026-03-03', '2026-03-03', 'Asia/Tokyo'), [lastOf3rd]);
  assert.deepEqual(await day('2026-03-05', '2026-03-05', 'Asia/Tokyo'), [firstOf5th]);
  assert.deepEqual(await day('2026-03-04', '2026-03-04', 'UTC'), [firstOf5th, lastOf4th]);
  assert.deepEqual(await day('2026-03-04', '2026-03-04'), [firstOf5th, lastOf4th], 'UTC when no zone is given');
  assert.deepEqual(await day('2026-03-03', '2026-03-03', 'UTC'), [firstOf4th, lastOf3rd]);
  const exported: number[] = [];
  for await (const page of auditRowsInOrder(
    db,
    { remittance: 'R-TZ', from: '2026-03-04', to: '2026-03-04' },
    { zone: 'Asia/Tokyo' },
  ))
    exported.push(...page.map((row) => row.id));
  assert.deepEqual(exported, [firstOf4th, lastOf4th], 'the export reads the same days, oldest first');
});

test('a day of a year a date input cannot name is not understood', () => {
  assert.deepEqual(parseAuditQuery({ from: '9999-12-31', to: '0001-01-01' }).invalid, ['from', 'to']);
  assert.deepEqual(parseAuditQuery({ from: '1900-01-01', to: '9998-12-31' }).invalid, []);
});
