import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '@/lib/db/testing';
import { remittances } from '@/lib/db/schema';
import { listRemittances, parseListQuery } from './queries';
import { submitted } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

before(async () => {
  // Seven remittances one minute apart (R-0 oldest); two share R-5's creation time to the microsecond.
  const base = Date.parse('2026-03-02T10:00:00.000Z');
  const rows = [
    {
      reference: 'R-0',
      kind: 'transaction' as const,
      type: 'p2p',
      status: 'SUCCESS',
      senderName: 'Louis Martin',
      recipientName: 'Chidi Okafor',
    },
    {
      reference: 'R-1',
      kind: 'transaction' as const,
      type: 'b2b',
      status: 'PENDING',
      senderName: 'Harbor Electronics Inc',
      recipientName: 'Lagoon Components Ltd',
    },
    {
      reference: 'R-2',
      kind: 'payment' as const,
      type: undefined,
      status: 'COMPLETED',
      senderName: 'Harbour Trading',
      recipientName: 'Max Mustermann',
    },
    {
      reference: 'R-3',
      kind: 'transaction' as const,
      type: 'p2b',
      status: 'FAILED',
      senderName: 'Grace Miller',
      recipientName: 'Lagoon Components Ltd',
    },
    {
      reference: 'R-4',
      kind: 'payment' as const,
      type: undefined,
      status: 'PROCESSING',
      senderName: 'Harbour Trading',
      recipientName: 'Erika 50%_Off',
    },
    {
      reference: 'R-5a',
      kind: 'transaction' as const,
      type: 'b2p',
      status: 'RETURNED',
      senderName: 'Harbor Electronics Inc',
      recipientName: 'Ada Eze',
    },
    {
      reference: 'R-5b',
      kind: 'transaction' as const,
      type: 'b2p',
      status: 'ACKNOWLEDGED',
      senderName: 'Harbor Electronics Inc',
      recipientName: 'Ada Eze',
    },
  ];
  for (const [index, row] of rows.entries()) {
    await submitted(db, { ...row, serviceRef: `SVC-${row.reference}` });
    await db
      .update(remittances)
      .set({ createdAt: new Date(base + Math.min(index, 5) * 60_000) })
      .where(eq(remittances.reference, row.reference));
  }
});

const refs = (page: { items: { reference: string }[] }) => page.items.map((item) => item.reference);

describe('listRemittances', () => {
  test('newest first, in keyset pages that neither skip nor repeat a row', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRemittances(db, { limit: 2, cursor });
      seen.push(...refs(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    assert.deepEqual(seen, ['R-5b', 'R-5a', 'R-4', 'R-3', 'R-2', 'R-1', 'R-0']);
  });

  test('filters by status group and kind', async () => {
    assert.deepEqual(refs(await listRemittances(db, { status: 'in-flight' })), ['R-5b', 'R-4', 'R-1']);
    assert.deepEqual(refs(await listRemittances(db, { status: 'completed' })), ['R-2', 'R-0']);
    assert.deepEqual(refs(await listRemittances(db, { status: 'problem' })), ['R-5a', 'R-3']);
    assert.deepEqual(refs(await listRemittances(db, { kind: 'payment' })), ['R-4', 'R-2']);
    assert.deepEqual(refs(await listRemittances(db, { kind: 'b2p', status: 'in-flight' })), ['R-5b']);
    assert.equal((await listRemittances(db, { kind: 'transaction' })).items.length, 5);
  });

  test('searches references always, names only where the role may see them', async () => {
    assert.deepEqual(refs(await listRemittances(db, { search: 'r-3' })), ['R-3']);
    assert.deepEqual(refs(await listRemittances(db, { search: 'svc-r-0' })), ['R-0']);
    assert.deepEqual(refs(await listRemittances(db, { search: 'lagoon', searchNames: true })), ['R-3', 'R-1']);
    assert.deepEqual(refs(await listRemittances(db, { search: 'lagoon' })), []);
    assert.deepEqual(
      refs(await listRemittances(db, { search: '50%_', searchNames: true })),
      ['R-4'],
      '% and _ are literal',
    );
    assert.deepEqual(refs(await listRemittances(db, { search: '%', searchNames: true })), ['R-4']);
  });
});

describe('parseListQuery', () => {
  test('keeps valid fields and names the ones it drops', () => {
    assert.deepEqual(parseListQuery({ status: 'completed', kind: 'p2p', search: '  ada ' }), {
      query: { status: 'completed', kind: 'p2p', search: 'ada' },
      invalid: [],
    });
    assert.deepEqual(parseListQuery({ status: 'lost', kind: ['payment', 'b2b'], cursor: 'not-a-cursor' }), {
      query: { kind: 'payment' },
      invalid: ['status', 'cursor'],
    });
    const forged = Buffer.from(JSON.stringify(['2026-02-30 10:00:00+00', 'R-1'])).toString('base64url');
    assert.deepEqual(
      parseListQuery({ cursor: forged }).invalid,
      ['cursor'],
      'a date PostgreSQL would refuse never reaches it',
    );
  });
});
