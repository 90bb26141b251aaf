import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { statementSchema, type Statement } from '@/lib/schemas/balance';
import { transactionResponseSchema } from '@/lib/schemas/transaction';
import {
  createTestProvider,
  createTestTransactionQuote,
  expectError,
  jsonPost,
  OTHER_API_KEY,
  testTransactionBody,
  TEST_API_KEY,
  testClock,
} from '../testing';
import { postEntry } from './service';

// GET /api/v1/balances/{currency}/statement: the movements of a period, the balances around it,
// keyset pages that neither repeat nor skip, and every bad parameter a 400 naming it.

const provider = await createTestProvider();
after(() => provider.close());
const db = provider.database.db;

const statement = async (currency: string, query: Record<string, string>, key = OTHER_API_KEY) => {
  const response = await provider.request(`/api/v1/balances/${currency}/statement?${new URLSearchParams(query)}`, {
    key,
  });
  assert.equal(response.status, 200, await response.clone().text());
  return statementSchema.strict().parse(await response.json());
};

/** Every page of the period, following nextCursor. */
async function allPages(currency: string, query: Record<string, string>, key = OTHER_API_KEY) {
  const pages: Statement[] = [];
  let cursor: string | null = null;
  do {
    const page = await statement(currency, { ...query, ...(cursor ? { cursor } : {}) }, key);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

// M2's CHF ledger: eight movements on three days, two of them at the same instant.
const day = (n: number, time = '12:00:00.000') => new Date(`2026-11-0${n}T${time}Z`);
const moves: [Date, string, 'DEPOSIT' | 'TRANSACTION_DEBIT' | 'FEE' | 'REFUND' | 'RETURN', string?][] = [
  [day(1, '09:00:00.000'), '1000.00', 'DEPOSIT'],
  [day(1, '10:00:00.000'), '-100.00', 'TRANSACTION_DEBIT', 'GSA'],
  [day(1, '10:00:00.000'), '-2.00', 'FEE', 'GSA'],
  [day(2, '00:00:00.000'), '500.00', 'DEPOSIT'],
  [day(2, '08:30:00.000'), '-250.00', 'TRANSACTION_DEBIT', 'GSB'],
  [day(2, '08:30:00.000'), '-2.00', 'FEE', 'GSB'],
  [day(2, '20:00:00.000'), '250.00', 'RETURN', 'GSB'],
  [day(3, '07:00:00.000'), '100.00', 'REFUND', 'GSA'],
];
for (const [at, amount, kind, reference] of moves)
  await postEntry(db, { merchantId: 'M2', currency: 'CHF', amount, kind, reference, at });

describe('the statement of a period', () => {
  test('from before the first movement: opening 0, every movement oldest first, closing = the current balance', async () => {
    const page = await statement('CHF', { from: '2026-10-01T00:00:00Z' });
    assert.equal(page.currency, 'CHF');
    assert.equal(page.from, '2026-10-01T00:00:00.000Z');
    assert.equal(page.to, provider.clock.now().toISOString(), 'to defaults to now');
    assert.equal(page.openingBalance, '0.00');
    assert.deepEqual(
      page.entries.map((e) => `${e.at} ${e.kind} ${e.amount} ${e.balanceAfter} ${e.reference ?? '-'}`),
      [
        '2026-11-01T09:00:00.000Z DEPOSIT 1000.00 1000.00 -',
        '2026-11-01T10:00:00.000Z TRANSACTION_DEBIT -100.00 900.00 GSA',
        '2026-11-01T10:00:00.000Z FEE -2.00 898.00 GSA',
        '2026-11-02T00:00:00.000Z DEPOSIT 500.00 1398.00 -',
        '2026-11-02T08:30:00.000Z TRANSACTION_DEBIT -250.00 1148.00 GSB',
        '2026-11-02T08:30:00.000Z FEE -2.00 1146.00 GSB',
        '2026-11-02T20:00:00.000Z RETURN 250.00 1396.00 GSB',
        '2026-11-03T07:00:00.000Z REFUND 100.00 1496.00 GSA',
      ],
    );
    assert.equal(page.closingBalance, '1496.00');
    const balance = (await (await provider.request('/api/v1/balances/CHF', { key: OTHER_API_KEY })).json()) as {
      currentBalance: string;
    };
    assert.equal(page.closingBalance, balance.currentBalance);
    assert.equal(page.nextCursor, null);
  });

  test('a period in the middle: opening and closing around it, and opening + movements = closing', async () => {
    // [day 2 00:00, day 2 20:00): the deposit at exactly `from` is in, the return at exactly `to` is out.
    const page = await statement('CHF', { from: '2026-11-02T00:00:00Z', to: '2026-11-02T20:00:00Z' });
    assert.equal(page.openingBalance, '898.00');
    assert.deepEqual(
      page.entries.map((e) => e.amount),
      ['500.00', '-250.00', '-2.00'],
    );
    assert.equal(page.closingBalance, '1146.00');
    const sum = page.entries.reduce((total, e) => total.plus(e.amount), new Decimal(page.openingBalance));
    assert.equal(sum.toFixed(2), page.closingBalance);
  });

  test('an offset in from and to is the same instant', async () => {
    const page = await statement('CHF', { from: '2026-11-02T01:00:00+01:00', to: '2026-11-02T09:31:00+01:00' });
    assert.equal(page.from, '2026-11-02T00:00:00.000Z');
    assert.deepEqual(
      page.entries.map((e) => e.kind),
      ['DEPOSIT', 'TRANSACTION_DEBIT', 'FEE'],
    );
  });

  test('a period with no movement: no entries, opening = closing', async () => {
    const page = await statement('CHF', { from: '2026-11-03T08:00:00Z', to: '2026-11-04T00:00:00Z' });
    assert.deepEqual(page.entries, []);
    assert.equal(page.openingBalance, '1496.00');
    assert.equal(page.closingBalance, '1496.00');
  });

  for (const limit of [1, 2, 3, 5]) {
    test(`pages of ${limit} (ties on the instant split between pages): every movement once, in order`, async () => {
      const query = { from: '2026-10-01T00:00:00Z', to: '2026-12-01T00:00:00Z', limit: String(limit) };
      const pages = await allPages('CHF', query);
      const whole = await statement('CHF', { ...query, limit: '1000' });
      assert.deepEqual(
        pages.flatMap((p) => p.entries),
        whole.entries,
      );
      assert.equal(pages.length, Math.ceil(moves.length / limit));
      for (const page of pages) {
        assert.ok(page.entries.length <= limit);
        assert.equal(page.openingBalance, '0.00');
        assert.equal(page.closingBalance, '1496.00');
      }
      assert.equal(pages.at(-1)!.nextCursor, null);
    });
  }

  test('the default page is 100 movements, at most 1000', async () => {
    for (let i = 0; i < 120; i++)
      await postEntry(db, { merchantId: 'M2', currency: 'SEK', amount: '1.00', kind: 'DEPOSIT', at: day(5) });
    const first = await statement('SEK', { from: '2026-11-01T00:00:00Z' });
    assert.equal(first.entries.length, 100);
    assert.ok(first.nextCursor);
    const rest = await statement('SEK', { from: '2026-11-01T00:00:00Z', cursor: first.nextCursor });
    assert.equal(rest.entries.length, 20);
    assert.equal(rest.entries.at(-1)!.balanceAfter, '120.00');
  });

  test("a transaction's debit and fee carry its transactionReference, at the service clock", async () => {
    const quote = await createTestTransactionQuote(provider, 'p2p', {}, OTHER_API_KEY);
    const currency = quote.sendingCurrency;
    await postEntry(db, { merchantId: 'M2', currency, amount: '10000', kind: 'DEPOSIT', at: day(9) });
    const from = provider.clock.now().toISOString();
    provider.clock.advance(1000);
    const body = testTransactionBody(provider, 'p2p', quote);
    const created = await provider.request('/api/v1/transactions', jsonPost(body, { key: OTHER_API_KEY }));
    const ack = transactionResponseSchema.parse(await created.json());
    provider.clock.advance(1000);
    const page = await statement(currency, { from });
    assert.deepEqual(
      page.entries.map((e) => `${e.kind} ${e.reference} ${e.at}`),
      [
        `TRANSACTION_DEBIT ${ack.transactionReference} 2026-11-22T10:00:01.000Z`,
        `FEE ${ack.transactionReference} 2026-11-22T10:00:01.000Z`,
      ],
    );
    assert.equal(page.openingBalance, '10000.00');
    assert.equal(
      new Decimal(page.openingBalance).minus(page.closingBalance).toFixed(),
      quote.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(quote.sendingAmount)).toFixed(),
    );
  });
});

/** Each movement's balance is the one before it plus its amount, from the opening to the closing. */
function assertRunningBalance(page: Statement, opening = page.openingBalance) {
  let balance = new Decimal(opening);
  for (const entry of page.entries) {
    balance = balance.plus(entry.amount);
    assert.equal(entry.balanceAfter, balance.toFixed(2), `movement ${entry.id} (${entry.kind} ${entry.amount})`);
  }
  return balance.toFixed(2);
}

describe('two instances whose clocks disagree write one ledger', () => {
  // Instance A runs 3 s ahead of instance B; they take turns posting to M2's DKK ledger, so the
  // movements' times go back and forth while the ledger's own sequence (its id) is the real order.
  const ahead = testClock(new Date('2026-11-10T12:00:00.000Z'));
  const behind = testClock(new Date('2026-11-10T11:59:57.000Z'));
  const posts: [typeof ahead, string][] = [
    [ahead, '1000.00'],
    [behind, '-100.00'],
    [ahead, '-2.00'],
    [behind, '50.00'],
    [ahead, '-300.00'],
    [behind, '-7.50'],
    [ahead, '20.00'],
  ];
  const written = (async () => {
    for (const [clock, amount] of posts) {
      await postEntry(db, {
        merchantId: 'M2',
        currency: 'DKK',
        amount,
        kind: amount.startsWith('-') ? 'TRANSACTION_DEBIT' : 'DEPOSIT',
        at: clock.now(),
      });
      ahead.advance(100);
      behind.advance(100);
    }
  })();
  const period = { from: '2026-11-10T00:00:00Z', to: '2026-11-11T00:00:00Z' };

  test('the statement follows the ledger: every balance = the one before + its amount, closing = the balance', async () => {
    await written;
    const page = await statement('DKK', period);
    assert.deepEqual(
      page.entries.map((e) => e.amount),
      posts.map(([, amount]) => amount),
      'in the order they were posted',
    );
    assert.equal(page.openingBalance, '0.00');
    assert.equal(assertRunningBalance(page), page.closingBalance);
    const balance = (await (await provider.request('/api/v1/balances/DKK', { key: OTHER_API_KEY })).json()) as {
      currentBalance: string;
    };
    assert.equal(page.closingBalance, balance.currentBalance);
  });

  test('a boundary inside the skew: adjacent periods meet, each consistent on its own', async () => {
    await written;
    for (const cut of ['2026-11-10T11:59:57.250Z', '2026-11-10T11:59:59Z', '2026-11-10T12:00:00.150Z']) {
      const before = await statement('DKK', { from: period.from, to: cut });
      const after = await statement('DKK', { from: cut, to: period.to });
      assert.equal(assertRunningBalance(before), before.closingBalance, `before ${cut}`);
      assert.equal(after.openingBalance, before.closingBalance, `the periods meet at ${cut}`);
      assert.equal(assertRunningBalance(after), after.closingBalance, `after ${cut}`);
      assert.equal(before.entries.length + after.entries.length, posts.length, `every movement once around ${cut}`);
    }
  });

  test('pages of one follow the same order and neither repeat nor skip', async () => {
    await written;
    const pages = await allPages('DKK', { ...period, limit: '1' });
    const whole = await statement('DKK', period);
    assert.deepEqual(
      pages.flatMap((p) => p.entries),
      whole.entries,
    );
  });
});

describe('statement refusals name the field', () => {
  const refused = async (
    path: string,
    status: number,
    code: 'VALIDATION_FAILED' | 'MANDATORY_FIELD_MISSING' | 'NOT_FOUND',
    field: string,
  ) => {
    const body = await expectError(await provider.request(path, { key: OTHER_API_KEY }), status, code);
    assert.deepEqual(
      body.details.map((d) => d.field),
      [field],
      JSON.stringify(body.details),
    );
    return body;
  };
  const base = '/api/v1/balances/CHF/statement';

  test('from after to, or equal', async () => {
    const body = await refused(
      `${base}?from=2026-11-03T00:00:00Z&to=2026-11-02T00:00:00Z`,
      400,
      'VALIDATION_FAILED',
      'from',
    );
    assert.match(body.details[0]!.message, /before to/);
    await refused(`${base}?from=2026-11-03T00:00:00Z&to=2026-11-03T00:00:00Z`, 400, 'VALIDATION_FAILED', 'from');
  });

  test('from after now when to is absent', async () => {
    await refused(`${base}?from=2030-01-01T00:00:00Z`, 400, 'VALIDATION_FAILED', 'from');
  });

  test('from missing', async () => {
    await refused(base, 400, 'MANDATORY_FIELD_MISSING', 'from');
  });

  for (const [field, value] of [
    ['from', 'yesterday'],
    ['from', '2026-11-02'],
    ['from', '2026-11-02T00:00:00'],
    ['from', '2026-13-02T00:00:00Z'],
    ['to', '2026-11-02 10:00'],
    ['to', '0001-01-01T00:00:00Z'],
  ] as const)
    test(`${field}=${value} is not a date and time with its zone`, async () => {
      const query = new URLSearchParams({ from: '2026-11-01T00:00:00Z', [field]: value });
      await refused(`${base}?${query}`, 400, 'VALIDATION_FAILED', field);
    });

  for (const cursor of [
    'not-a-cursor',
    Buffer.from('{"t":"x","id":1}').toString('base64url'),
    Buffer.from('{"t":"2026-11-01T00:00:00.000Z","id":"1; drop"}').toString('base64url'),
  ])
    test(`cursor ${cursor.slice(0, 12)}… is refused`, async () => {
      await refused(`${base}?from=2026-11-01T00:00:00Z&cursor=${cursor}`, 400, 'VALIDATION_FAILED', 'cursor');
    });

  for (const limit of ['0', '1001', '2.5', 'ten'])
    test(`limit ${limit} is refused`, async () => {
      await refused(`${base}?from=2026-11-01T00:00:00Z&limit=${limit}`, 400, 'VALIDATION_FAILED', 'limit');
    });

  test('a currency that is not one, and a ledger the merchant does not have', async () => {
    await refused('/api/v1/balances/XYZ/statement?from=2026-11-01T00:00:00Z', 400, 'VALIDATION_FAILED', 'currency');
    await refused('/api/v1/balances/NOK/statement?from=2026-11-01T00:00:00Z', 404, 'NOT_FOUND', 'currency');
  });

  test("another merchant's ledger is not seen", async () => {
    const response = await provider.request(`${base}?from=2026-10-01T00:00:00Z`, { key: TEST_API_KEY });
    await expectError(response, 404, 'NOT_FOUND');
  });
});
