import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '@/lib/db/testing';
import { remittances, user } from '@/lib/db/schema';
import {
  countRemittances,
  DEFAULT_COLUMNS,
  listRemittances,
  listSearchParams,
  parseListQuery,
  remittancesInOrder,
  SORTS,
  type ListOptions,
  type Sort,
} from './queries';
import { submitted } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const minute = 60_000;
const base = Date.parse('2026-03-02T10:00:00.000Z');
const at = (minutes: number) => new Date(base + minutes * minute);

interface Row {
  reference: string;
  kind: 'transaction' | 'payment';
  type?: string;
  status: string;
  amount: string;
  currency: string;
  country: string;
  sender: string;
  recipient: string;
  createdBy: string | null;
  created: Date;
  updated: Date;
  merchantRef?: string;
  paymentReference?: string;
}

// Eight remittances: R-5a and R-5b share their creation and update times to the microsecond, and
// amounts tie (300000.00 twice, 920.50 three times), so every sort pages across ties. R-6 was
// created at 23:30 UTC on 1 March, which is already 2 March in Berlin.
const ROWS: Row[] = [
  {
    reference: 'R-0',
    kind: 'transaction',
    type: 'p2p',
    status: 'SUCCESS',
    amount: '300000.00',
    currency: 'NGN',
    country: 'NG',
    sender: 'Louis Martin',
    recipient: 'Chidi Okafor',
    createdBy: 'u-op',
    created: at(0),
    updated: at(50),
  },
  {
    reference: 'R-1',
    kind: 'transaction',
    type: 'b2b',
    status: 'PENDING',
    amount: '920.50',
    currency: 'EUR',
    country: 'DE',
    sender: 'Harbor Electronics Inc',
    recipient: 'Lagoon Components Ltd',
    createdBy: null,
    created: at(1),
    updated: at(10),
  },
  {
    reference: 'R-2',
    kind: 'payment',
    status: 'COMPLETED',
    amount: '1000.00',
    currency: 'USD',
    country: 'US',
    sender: 'Harbour Trading',
    recipient: 'Max Mustermann',
    createdBy: 'u-admin',
    created: at(2),
    updated: at(40),
    merchantRef: 'PAY-2001',
    paymentReference: 'Invoice 77 November',
  },
  {
    reference: 'R-3',
    kind: 'transaction',
    type: 'p2b',
    status: 'FAILED',
    amount: '300000.00',
    currency: 'NGN',
    country: 'NG',
    sender: 'Grace Miller',
    recipient: 'Lagoon Components Ltd',
    createdBy: 'u-op',
    created: at(3),
    updated: at(30),
  },
  {
    reference: 'R-4',
    kind: 'payment',
    status: 'PROCESSING',
    amount: '50.00',
    currency: 'USD',
    country: 'US',
    sender: 'Harbour Trading',
    recipient: 'Erika 50%_Off',
    createdBy: null,
    created: at(4),
    updated: at(20),
    merchantRef: 'PAY-2002',
    paymentReference: 'Invoice 78',
  },
  {
    reference: 'R-5a',
    kind: 'transaction',
    type: 'b2p',
    status: 'RETURNED',
    amount: '920.50',
    currency: 'EUR',
    country: 'DE',
    sender: 'Harbor Electronics Inc',
    recipient: 'Ada Eze',
    createdBy: 'u-op',
    created: at(5),
    updated: at(60),
  },
  {
    reference: 'R-5b',
    kind: 'transaction',
    type: 'b2p',
    status: 'ACKNOWLEDGED',
    amount: '920.50',
    currency: 'EUR',
    country: 'DE',
    sender: 'Harbor Electronics Inc',
    recipient: 'Ada Eze',
    createdBy: 'u-op',
    created: at(5),
    updated: at(60),
  },
  {
    reference: 'R-6',
    kind: 'transaction',
    type: 'p2p',
    status: 'SUCCESS',
    amount: '75.25',
    currency: 'GBP',
    country: 'GB',
    sender: 'Louis Martin',
    recipient: 'Chidi Okafor',
    createdBy: 'u-admin',
    created: new Date('2026-03-01T23:30:00.000Z'),
    updated: at(5),
  },
];

before(async () => {
  await db.insert(user).values([
    { id: 'u-op', name: 'Olu Operator', email: 'op@x.test', role: 'operator' },
    { id: 'u-admin', name: 'Ada Admin', email: 'admin@x.test', role: 'admin' },
  ]);
  for (const row of ROWS) {
    const request =
      row.kind === 'payment'
        ? { merchantRef: row.merchantRef, paymentInstruction: { paymentReference: row.paymentReference } }
        : { type: row.type, internationalTransferInformation: { receivingCountry: row.country } };
    await submitted(db, {
      reference: row.reference,
      serviceRef: `SVC-${row.reference}`,
      kind: row.kind,
      type: row.type,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      senderName: row.sender,
      recipientName: row.recipient,
      request,
      createdBy: row.createdBy ?? 'set-below',
      receivingCountry: row.kind === 'payment' ? row.country : undefined,
    });
    await db
      .update(remittances)
      .set({ createdAt: row.created, updatedAt: row.updated, createdBy: row.createdBy })
      .where(eq(remittances.reference, row.reference));
  }
});

const refs = (page: { items: { reference: string }[] }) => page.items.map((item) => item.reference);
const list = async (options: ListOptions) => refs(await listRemittances(db, options));

/** Every row, paged `limit` at a time through the cursor. */
async function allPages(options: ListOptions, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await listRemittances(db, { ...options, limit, cursor });
    seen.push(...refs(page));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return seen;
}

/** The order each sort must give: by its column (amounts as numbers), then reference, same direction. */
const EXPECTED: Record<Sort, string[]> = {
  'created-desc': ['R-5b', 'R-5a', 'R-4', 'R-3', 'R-2', 'R-1', 'R-0', 'R-6'],
  'created-asc': ['R-6', 'R-0', 'R-1', 'R-2', 'R-3', 'R-4', 'R-5a', 'R-5b'],
  'updated-desc': ['R-5b', 'R-5a', 'R-0', 'R-2', 'R-3', 'R-4', 'R-1', 'R-6'],
  'updated-asc': ['R-6', 'R-1', 'R-4', 'R-3', 'R-2', 'R-0', 'R-5a', 'R-5b'],
  'amount-desc': ['R-3', 'R-0', 'R-2', 'R-5b', 'R-5a', 'R-1', 'R-6', 'R-4'],
  'amount-asc': ['R-4', 'R-6', 'R-1', 'R-5a', 'R-5b', 'R-2', 'R-0', 'R-3'],
};

describe('listRemittances: sorts and keyset pages', () => {
  for (const sort of SORTS)
    test(`${sort}: every page size walks every row once, ties broken by reference`, async () => {
      assert.deepEqual(await list({ sort, limit: 50 }), EXPECTED[sort]);
      for (const limit of [1, 2, 3])
        assert.deepEqual(await allPages({ sort }, limit), EXPECTED[sort], `limit ${limit}`);
    });

  test('amounts sort as numbers, not as text (1000.00 above 920.50)', async () => {
    const order = await list({ sort: 'amount-desc' });
    assert.ok(order.indexOf('R-2') < order.indexOf('R-1'));
  });

  test('a sort pages under filters, and a cursor of another sort is refused by the parser', async () => {
    assert.deepEqual(await allPages({ sort: 'amount-asc', currency: 'EUR' }, 1), ['R-1', 'R-5a', 'R-5b']);
    const first = await listRemittances(db, { sort: 'amount-asc', limit: 1 });
    assert.ok(first.nextCursor);
    assert.deepEqual(parseListQuery({ sort: 'amount-asc', cursor: first.nextCursor }).invalid, []);
    assert.deepEqual(parseListQuery({ sort: 'created-asc', cursor: first.nextCursor }).invalid, ['cursor']);
    assert.deepEqual(parseListQuery({ cursor: first.nextCursor }).invalid, ['cursor'], 'the default sort is created');
  });

  test('each row carries what the columns show, the maker by name, none for another client', async () => {
    const [r2] = (await listRemittances(db, { search: 'R-2', limit: 1 })).items;
    assert.equal(r2!.makerName, 'Ada Admin');
    assert.equal(r2!.merchantRef, 'PAY-2001');
    assert.equal(r2!.receivingCountry, 'US');
    const [r1] = (await listRemittances(db, { search: 'R-1', limit: 1 })).items;
    assert.equal(r1!.createdBy, null);
    assert.equal(r1!.makerName, null);
    assert.equal(r1!.receivingCountry, 'DE');
  });
});

describe('listRemittances: filters', () => {
  test('status by group or exactly, and type', async () => {
    assert.deepEqual(await list({ status: 'in-flight' }), ['R-5b', 'R-4', 'R-1']);
    assert.deepEqual(await list({ status: 'completed' }), ['R-2', 'R-0', 'R-6']);
    assert.deepEqual(await list({ status: 'problem' }), ['R-5a', 'R-3']);
    assert.deepEqual(await list({ status: 'RETURNED' }), ['R-5a']);
    assert.deepEqual(await list({ kind: 'payment' }), ['R-4', 'R-2']);
    assert.deepEqual(await list({ kind: 'p2p' }), ['R-0', 'R-6']);
    assert.equal((await list({ kind: 'transaction' })).length, 6);
  });

  test('currency, receiving country, maker and source', async () => {
    assert.deepEqual(await list({ currency: 'EUR' }), ['R-5b', 'R-5a', 'R-1']);
    assert.deepEqual(await list({ country: 'NG' }), ['R-3', 'R-0']);
    assert.deepEqual(await list({ country: 'US' }), ['R-4', 'R-2'], 'an FX payment by its beneficiary’s country');
    assert.deepEqual(await list({ maker: 'u-admin' }), ['R-2', 'R-6']);
    assert.deepEqual(await list({ source: 'api' }), ['R-4', 'R-1']);
    assert.equal((await list({ source: 'desk' })).length, 6);
  });

  test('amount between, inclusive, compared as numbers', async () => {
    assert.deepEqual(await list({ min: '920.5' }), ['R-5b', 'R-5a', 'R-3', 'R-2', 'R-1', 'R-0']);
    assert.deepEqual(await list({ max: '920.50' }), ['R-5b', 'R-5a', 'R-4', 'R-1', 'R-6']);
    assert.deepEqual(await list({ min: '75.25', max: '999.99' }), ['R-5b', 'R-5a', 'R-1', 'R-6']);
    assert.deepEqual(await list({ min: '1000', max: '1000' }), ['R-2']);
  });

  test('created between: days in the person’s timezone', async () => {
    // 23:30 UTC on 1 March is 00:30 on 2 March in Berlin.
    assert.deepEqual(await list({ to: '2026-03-01' }), ['R-6']);
    assert.deepEqual(await list({ to: '2026-03-01', zone: 'Europe/Berlin' }), []);
    assert.equal((await list({ from: '2026-03-02' })).length, 7);
    assert.equal((await list({ from: '2026-03-02', zone: 'Europe/Berlin' })).length, 8);
    assert.deepEqual(await list({ from: '2026-03-01', to: '2026-03-01', zone: 'America/New_York' }), ['R-6']);
    assert.deepEqual(await list({ from: '2026-03-03' }), []);
  });

  test('filters combine', async () => {
    assert.deepEqual(await list({ currency: 'EUR', status: 'problem' }), ['R-5a']);
    assert.deepEqual(await list({ source: 'api', kind: 'payment' }), ['R-4']);
    assert.deepEqual(await list({ maker: 'u-op', country: 'NG', sort: 'created-asc' }), ['R-0', 'R-3']);
    assert.deepEqual(
      await list({ kind: 'transaction', min: '100', max: '1000', from: '2026-03-02', to: '2026-03-02' }),
      ['R-5b', 'R-5a', 'R-1'],
    );
    assert.deepEqual(await list({ currency: 'USD', search: 'invoice', status: 'completed' }), ['R-2']);
  });
});

describe('listRemittances: search', () => {
  test('by every reference a person holds: desk, service, the FX payment’s PAY-… and its invoice text', async () => {
    assert.deepEqual(await list({ search: 'r-3' }), ['R-3']);
    assert.deepEqual(await list({ search: 'svc-r-0' }), ['R-0']);
    assert.deepEqual(await list({ search: 'PAY-2001' }), ['R-2']);
    assert.deepEqual(await list({ search: 'pay-200' }), ['R-4', 'R-2']);
    assert.deepEqual(await list({ search: 'invoice 77' }), ['R-2']);
  });

  test('names only where the role may see them, and % and _ are literal', async () => {
    assert.deepEqual(await list({ search: 'lagoon', searchNames: true }), ['R-3', 'R-1']);
    assert.deepEqual(await list({ search: 'lagoon' }), [], 'a viewer’s search does not find names');
    assert.deepEqual(await list({ search: 'mustermann' }), []);
    assert.deepEqual(await list({ search: '50%_', searchNames: true }), ['R-4']);
    assert.deepEqual(await list({ search: '%', searchNames: true }), ['R-4']);
  });
});

describe('countRemittances and remittancesInOrder', () => {
  test('counts the filtered set, and stops past its cap', async () => {
    assert.deepEqual(await countRemittances(db, {}), { count: 8, more: false });
    assert.deepEqual(await countRemittances(db, { currency: 'EUR', status: 'in-flight' }), { count: 2, more: false });
    assert.deepEqual(await countRemittances(db, { search: 'lagoon' }), { count: 0, more: false });
    assert.deepEqual(await countRemittances(db, { search: 'lagoon', searchNames: true }), { count: 2, more: false });
    assert.deepEqual(await countRemittances(db, {}, 5), { count: 5, more: true });
    assert.deepEqual(await countRemittances(db, {}, 8), { count: 8, more: false });
  });

  test('yields every filtered row in the sort’s order, page by page', async () => {
    const pages: string[][] = [];
    for await (const page of remittancesInOrder(db, { sort: 'amount-desc', source: 'desk' }, 4))
      pages.push(page.map((item) => item.reference));
    assert.deepEqual(pages, [
      ['R-3', 'R-0', 'R-2', 'R-5b'],
      ['R-5a', 'R-6'],
    ]);
  });
});

describe('parseListQuery', () => {
  test('keeps valid fields (codes in any case) and the default columns', () => {
    assert.deepEqual(
      parseListQuery({
        status: 'completed',
        kind: 'p2p',
        search: '  ada ',
        currency: 'usd',
        country: 'ng',
        from: '2026-03-01',
        to: '2026-03-31',
        min: '10',
        max: '2500.75',
        maker: 'u-op',
        source: 'desk',
        sort: 'amount-asc',
      }),
      {
        query: {
          status: 'completed',
          kind: 'p2p',
          search: 'ada',
          currency: 'USD',
          country: 'NG',
          from: '2026-03-01',
          to: '2026-03-31',
          min: '10',
          max: '2500.75',
          maker: 'u-op',
          source: 'desk',
          sort: 'amount-asc',
        },
        columns: [...DEFAULT_COLUMNS],
        invalid: [],
      },
    );
  });

  test('names every field it drops and keeps the rest', () => {
    const { query, invalid } = parseListQuery({
      status: 'lost',
      kind: ['payment', 'b2b'],
      currency: 'XYZ',
      country: 'ZZ',
      from: '2026-02-30',
      min: '-5',
      max: '1e3',
      maker: 'robert"); drop',
      source: 'fax',
      sort: 'name',
      cursor: 'not-a-cursor',
      search: 'x'.repeat(101),
    });
    assert.deepEqual(query, { kind: 'payment' });
    assert.deepEqual(invalid.sort(), [
      'country',
      'currency',
      'cursor',
      'from',
      'maker',
      'max',
      'min',
      'search',
      'sort',
      'source',
      'status',
    ]);
  });

  test('a range given backwards drops its second end; the default sort is left out', () => {
    assert.deepEqual(parseListQuery({ from: '2026-03-05', to: '2026-03-01', sort: 'created-desc' }), {
      query: { from: '2026-03-05' },
      columns: [...DEFAULT_COLUMNS],
      invalid: ['to'],
    });
    assert.deepEqual(parseListQuery({ min: '100.5', max: '99.99' }).invalid, ['max']);
    assert.deepEqual(parseListQuery({ min: '100', max: '99.999' }).invalid, ['max']);
    assert.deepEqual(parseListQuery({ min: '9', max: '10' }).invalid, [], 'compared as numbers, not text');
  });

  test('a cursor PostgreSQL would refuse never reaches it', () => {
    const forged = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    assert.deepEqual(parseListQuery({ cursor: forged(['created-desc', '2026-02-30 10:00:00+00', 'R-1']) }).invalid, [
      'cursor',
    ]);
    assert.deepEqual(
      parseListQuery({ sort: 'amount-desc', cursor: forged(['amount-desc', '1; drop', 'R-1']) }).invalid,
      ['cursor'],
    );
    assert.deepEqual(parseListQuery({ cursor: forged(['created-desc', '2026-03-02 10:00:00+00', 'R-1']) }).invalid, []);
  });

  test('columns: a list or repeated, in the table’s order, reference always, unknown ones named', () => {
    assert.deepEqual(parseListQuery({ cols: 'created,status' }).columns, ['reference', 'status', 'created']);
    assert.deepEqual(parseListQuery({ cols: ['maker', 'source'] }).columns, ['reference', 'maker', 'source']);
    const unknown = parseListQuery({ cols: 'status,secret' });
    assert.deepEqual(unknown.columns, ['reference', 'status']);
    assert.deepEqual(unknown.invalid, ['cols']);
    assert.deepEqual(parseListQuery({ cols: 'secret' }).columns, [...DEFAULT_COLUMNS]);
    assert.deepEqual(parseListQuery(new URLSearchParams('cols=sent&cols=corridor')).columns, [
      'reference',
      'corridor',
      'sent',
    ]);
    assert.deepEqual(
      parseListQuery({ cols: [...DEFAULT_COLUMNS].reverse() }).columns,
      [...DEFAULT_COLUMNS],
      'the default columns are in table order',
    );
  });

  test('listSearchParams writes back what parseListQuery reads', () => {
    const address = 'search=pay&status=completed&currency=USD&from=2026-03-01&sort=amount-asc&cols=reference%2Cstatus';
    const { query, columns } = parseListQuery(new URLSearchParams(address));
    assert.equal(listSearchParams(query, { columns }).toString(), address);
    assert.equal(listSearchParams({ sort: 'created-desc' }, { columns: DEFAULT_COLUMNS }).toString(), '');
  });
});
