import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import Decimal from 'decimal.js';
import { desc } from 'drizzle-orm';
import { createPaymentsApi } from '@/lib/api-client/client';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents } from '@/lib/db/schema';
import { createDeskRoute } from '@/lib/desk/http/desk-route';
import { dayInZone } from '@/lib/desk/time-zone';
import { submitted } from '@/lib/desk/remittances/testing';
import { postEntry } from '@/lib/provider/ledger/service';
import { createTestProvider } from '@/lib/provider/testing';
import { readStatementPeriod } from './period';
import { loadStatementPage, statementCsvResponse, timeHeader } from './statement';

// The desk's statement through the real client on the built-in API (a merchant of its own, its
// ledger written with the dates a test needs): a page with its links and reconciliation, and the
// CSV download through the route wrapper — every movement once across the API's pages, amounts in
// debit and credit columns, cells that cannot run as formulae, the export audited.

const KEY = 'sk_test_statement';
const provider = await createTestProvider({ apiKeys: new Map([[KEY, 'ST']]) });
after(() => provider.close());
const db = provider.database.db;
const api = createPaymentsApi({
  baseUrl: 'http://api.test',
  apiKey: KEY,
  fetch: ((input: string | URL | Request, init?: RequestInit) =>
    provider.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
});

const user: DeskUser = { id: 'u-operator', name: 'Olu Operator', email: 'operator@x.test', role: 'operator' };
const zone = 'Europe/Berlin';

// ST's EUR ledger in November 2026 (Berlin is +01:00 all month): a deposit, two remittances of
// which the desk knows one (its reference starts with =, as a reference another client chose
// could), a refund, and 1,500 small deposits so the download spans two pages of the API.
const at = (day: number, time: string) => new Date(`2026-11-${String(day).padStart(2, '0')}T${time}Z`);
await postEntry(db, {
  merchantId: 'ST',
  currency: 'EUR',
  amount: '5000.00',
  kind: 'DEPOSIT',
  reference: 'DEP-1',
  at: at(2, '08:00:00'),
});
await postEntry(db, {
  merchantId: 'ST',
  currency: 'EUR',
  amount: '-100.00',
  kind: 'TRANSACTION_DEBIT',
  reference: 'GSKNOWN',
  at: at(3, '09:00:00'),
});
await postEntry(db, {
  merchantId: 'ST',
  currency: 'EUR',
  amount: '-2.00',
  kind: 'FEE',
  reference: 'GSKNOWN',
  at: at(3, '09:00:00'),
});
await postEntry(db, {
  merchantId: 'ST',
  currency: 'EUR',
  amount: '-250.00',
  kind: 'PAYMENT_DEBIT',
  reference: 'GSOTHER',
  at: at(4, '10:00:00'),
});
await postEntry(db, {
  merchantId: 'ST',
  currency: 'EUR',
  amount: '250.00',
  kind: 'REFUND',
  reference: 'GSOTHER',
  at: at(5, '11:00:00'),
});
for (let i = 0; i < 1500; i++)
  await postEntry(db, { merchantId: 'ST', currency: 'EUR', amount: '0.01', kind: 'DEPOSIT', at: at(6, '12:00:00') });
await postEntry(db, { merchantId: 'ST', currency: 'EUR', amount: '7.00', kind: 'DEPOSIT', at: at(30, '23:30:00') });
await submitted(db, { reference: '=HYPERLINK("http://evil.test")', serviceRef: 'GSKNOWN' });

const november = { currency: 'EUR', from: '2026-11-01', to: '2026-11-30' };
const periodOf = (query: Record<string, string>, now = new Date('2026-12-15T00:00:00Z')) =>
  readStatementPeriod(query, { zone, now, currencies: ['EUR'] });

const route = createDeskRoute({ loadUser: async () => user })('balances:read', ({ user: signedIn, request }) =>
  statementCsvResponse(db, api, signedIn, request, zone),
);
const download = (query: Record<string, string>) =>
  route(new Request(`http://desk.test/api/desk/statement?${new URLSearchParams(query)}`), {
    params: Promise.resolve({}),
  });

describe('a page of the statement', () => {
  test('the movements with the desk reference of the remittances it knows; no reconciliation for a past period', async () => {
    const page = await loadStatementPage(db, api, periodOf({ ...november, from: '2026-11-03', to: '2026-11-05' }));
    assert.equal(page.statement.openingBalance, '5000.00');
    assert.deepEqual(
      page.statement.entries.map((e) => `${e.kind} ${e.amount} ${e.reference}`),
      [
        'TRANSACTION_DEBIT -100.00 GSKNOWN',
        'FEE -2.00 GSKNOWN',
        'PAYMENT_DEBIT -250.00 GSOTHER',
        'REFUND 250.00 GSOTHER',
      ],
    );
    assert.equal(page.statement.closingBalance, '4898.00');
    assert.deepEqual([...page.references], [['GSKNOWN', '=HYPERLINK("http://evil.test")']]);
    assert.equal(page.reconciliation, undefined);
  });

  test('a period that reaches now says whether its closing balance is the API balance', async () => {
    const page = await loadStatementPage(db, api, periodOf({ ...november, to: '2026-12-31' }));
    assert.equal(page.statement.closingBalance, '4920.00');
    assert.deepEqual(page.reconciliation, { currentBalance: '4920.00', agrees: true });
    const before = await loadStatementPage(db, api, periodOf(november, new Date('2026-11-20T00:00:00Z')));
    assert.deepEqual(
      before.reconciliation,
      { currentBalance: '4920.00', agrees: false },
      'a movement after the period (here, one dated after the clock) shows as a difference',
    );
  });
});

describe('the CSV download', () => {
  test('every movement once across the pages, opening and closing rows, debits and credits as positive amounts', async () => {
    const response = await download(november);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="statement-EUR-2026-11-01-to-2026-11-30.csv"',
    );
    const [header, opening, ...rest] = parse(await response.text(), { bom: true }) as string[][];
    assert.deepEqual(header, [
      'Time (Europe/Berlin, +01:00)',
      'Kind',
      'Remittance',
      'Service reference',
      'Debit',
      'Credit',
      'Balance after',
      'Currency',
    ]);
    assert.deepEqual(opening, ['2026-11-01 00:00:00', 'Opening balance', '', '', '', '', '0.00', 'EUR']);
    const closing = rest.pop()!;
    assert.equal(rest.length, 1505, 'every movement, once, across two pages of the API');
    assert.deepEqual(rest.slice(0, 5), [
      ['2026-11-02 09:00:00', 'Deposit', '', 'DEP-1', '', '5000.00', '5000.00', 'EUR'],
      [
        '2026-11-03 10:00:00',
        'Transaction debit',
        `'=HYPERLINK("http://evil.test")`,
        'GSKNOWN',
        '100.00',
        '',
        '4900.00',
        'EUR',
      ],
      ['2026-11-03 10:00:00', 'Fee', `'=HYPERLINK("http://evil.test")`, 'GSKNOWN', '2.00', '', '4898.00', 'EUR'],
      ['2026-11-04 11:00:00', 'Payment debit', '', 'GSOTHER', '250.00', '', '4648.00', 'EUR'],
      ['2026-11-05 12:00:00', 'Refund', '', 'GSOTHER', '', '250.00', '4898.00', 'EUR'],
    ]);
    assert.deepEqual(rest.at(-1), ['2026-11-06 13:00:00', 'Deposit', '', '', '', '0.01', '4913.00', 'EUR']);
    // The deposit at 23:30Z on the 30th is on 1 December in Berlin: not in November's statement.
    assert.deepEqual(closing!.slice(1), ['Closing balance', '', '', '', '', '4913.00', 'EUR']);
    // Dated at the period's end, or now while the period has not ended yet.
    const closedAt = new Date() < new Date('2026-11-30T23:00:00Z') ? dayInZone(new Date(), zone) : '2026-12-01';
    assert.match(closing![0]!, new RegExp(`^${closedAt} \\d{2}:\\d{2}:\\d{2}$`));
    for (const row of rest)
      for (const cell of row.slice(4, 7)) assert.doesNotMatch(cell, /^-/, 'no amount starts with -');
    // The statement adds up: opening + credits − debits = closing.
    const total = rest.reduce((sum, row) => sum.plus(row[5] || 0).minus(row[4] || 0), new Decimal(opening![6]!));
    assert.equal(total.toFixed(2), closing[6]);
  });

  test('the download is audited with its period and zone', async () => {
    await (await download({ ...november, to: '2026-11-02' })).text();
    const [last] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    assert.equal(last!.action, 'statement.export');
    assert.equal(last!.actorId, user.id);
    assert.deepEqual(last!.details, { currency: 'EUR', from: '2026-11-01', to: '2026-11-02', zone });
  });

  test('a parameter that is not understood is a 400 naming it, never another period', async () => {
    for (const [field, query] of [
      ['from', { ...november, from: '2026-11-31' }],
      ['to', { ...november, to: 'end' }],
      ['currency', { ...november, currency: 'USD' }],
      ['from', { ...november, from: '2026-11-20', to: '2026-11-10' }],
    ] as const) {
      const response = await download(query);
      assert.equal(response.status, 400, field);
      const body = (await response.json()) as { ok: boolean; code: string; field: string; message: string };
      assert.deepEqual([body.ok, body.code, body.field], [false, 'VALIDATION_FAILED', field]);
    }
  });
});

test('the time header names both offsets when the period crosses a change of clocks', () => {
  const period = periodOf({ currency: 'EUR', from: '2026-10-20', to: '2026-10-31' });
  assert.equal(timeHeader(period, zone), 'Time (Europe/Berlin, +02:00 / +01:00)');
  assert.equal(timeHeader(period, 'UTC'), 'Time (UTC, +00:00)');
});
