import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import type { Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents, remittances, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { verifyAuditChain } from '@/lib/desk/audit/verify';
import { createDeskRoute } from '@/lib/desk/http/desk-route';
import { remittancesExportResponse } from './export';
import { submitted } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const person = (role: Role): DeskUser => ({ id: `u-${role}`, name: `${role} person`, email: `${role}@x.test`, role });
const operator = person('operator');
const viewer = person('viewer');

/** The export route as the app mounts it, the session stubbed and the person's zone given. */
const get = (who: DeskUser, query: string, zone = 'UTC') =>
  createDeskRoute({ loadUser: async () => who })('remittances:read', ({ user: signedIn, request }) =>
    remittancesExportResponse(db, signedIn, request, zone),
  )(
    new Request(`http://desk.test/api/desk/remittances/export${query}`, {
      headers: { 'x-corridor-client-ip': '203.0.113.9' },
    }),
    { params: Promise.resolve({}) },
  );

/** The CSV as records keyed by the header, the BOM checked. */
async function records(response: Response): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  assert.equal(response.status, 200, await response.clone().text());
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'a BOM, so spreadsheets read UTF-8');
  const [header, ...rows] = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
  return { header: header!, rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!]))) };
}

before(async () => {
  await db.insert(user).values({ id: operator.id, name: 'Olu Operator', email: operator.email, role: 'operator' });
  // A payment whose invoice text and recipient a spreadsheet would run as formulae.
  await submitted(db, {
    reference: 'X-PAY-1',
    serviceRef: 'SVC-1',
    kind: 'payment',
    type: undefined,
    status: 'COMPLETED',
    amount: '920.50',
    currency: 'EUR',
    sendingAmount: '1000.00',
    sendingCurrency: 'USD',
    senderName: 'Harbour Trading',
    recipientName: '=HYPERLINK("http://evil.test","Max")',
    request: { merchantRef: 'PAY-1', paymentInstruction: { paymentReference: '+Invoice -7 @once' } },
    receivingCountry: 'DE',
    createdBy: operator.id,
  });
  await submitted(db, {
    reference: 'X-TX-2',
    serviceRef: 'SVC-2',
    amount: '300000.00',
    currency: 'NGN',
    recipientName: 'Lagoon Components Ltd',
    request: { internationalTransferInformation: { receivingCountry: 'NG' } },
    createdBy: 'gone',
  });
  await db
    .update(remittances)
    .set({ createdAt: new Date('2026-03-01T23:30:00.000Z'), updatedAt: new Date('2026-03-02T08:00:00.000Z') })
    .where(eq(remittances.reference, 'X-PAY-1'));
  // X-TX-2 came from another client of the API (no maker), a day later.
  await db
    .update(remittances)
    .set({
      createdBy: null,
      createdAt: new Date('2026-03-02T12:00:00.000Z'),
      updatedAt: new Date('2026-03-02T12:00:00.000Z'),
    })
    .where(eq(remittances.reference, 'X-TX-2'));
});

describe('the remittance export', () => {
  test('the header names the zone; the rows hold every column, times in that zone', async () => {
    const response = await get(operator, '', 'Europe/Berlin');
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('content-disposition')!, /^attachment; filename="remittances-\d{8}-\d{4}\.csv"$/);
    const { header, rows } = await records(response);
    assert.deepEqual(header, [
      'reference',
      'type',
      'status',
      'amount',
      'currency',
      'sent amount',
      'sent currency',
      'receiving country',
      'sender',
      'recipient',
      'maker',
      'source',
      'created (Europe/Berlin)',
      'updated (Europe/Berlin)',
      'service reference',
      'FX payment reference',
      'payment reference',
    ]);
    assert.deepEqual(
      rows.map((row) => row.reference),
      ['X-TX-2', 'X-PAY-1'],
      'newest first, as the list',
    );
    const [tx, pay] = rows;
    assert.equal(pay!['created (Europe/Berlin)'], '2026-03-02 00:30:00', '23:30 UTC is 00:30 the next day in Berlin');
    assert.equal(pay!['updated (Europe/Berlin)'], '2026-03-02 09:00:00');
    assert.equal(pay!.type, 'FX payment');
    assert.equal(pay!.amount, '920.50');
    assert.equal(pay!['sent amount'], '1000.00');
    assert.equal(pay!['receiving country'], 'DE');
    assert.equal(pay!.maker, 'Olu Operator');
    assert.equal(pay!.source, 'desk');
    assert.equal(pay!['FX payment reference'], 'PAY-1');
    assert.equal(tx!.source, 'API');
    assert.equal(tx!.maker, '');
    assert.equal(tx!['receiving country'], 'NG');
    assert.equal(tx!.amount, '300000.00', 'amounts as written, never through a float');
  });

  test('cells a spreadsheet would run are escaped', async () => {
    const { rows } = await records(await get(operator, '?search=PAY-1'));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.recipient, `'=HYPERLINK("http://evil.test","Max")`);
    assert.equal(rows[0]!['payment reference'], "'+Invoice -7 @once");
  });

  test('the same zone on both rows when UTC, and the filters and sort of the page', async () => {
    const { header, rows } = await records(await get(operator, '?sort=created-asc&to=2026-03-01'));
    assert.equal(header[12], 'created (UTC)');
    assert.deepEqual(
      rows.map((row) => [row.reference, row['created (UTC)']]),
      [['X-PAY-1', '2026-03-01 23:30:00']],
    );
    // The same day in Berlin holds nothing: the filter's days are the person's.
    assert.equal((await records(await get(operator, '?to=2026-03-01', 'Europe/Berlin'))).rows.length, 0);
    const sorted = await records(await get(operator, '?sort=amount-asc&cursor=ignored&cols=status'));
    assert.deepEqual(
      sorted.rows.map((row) => row.reference),
      ['X-PAY-1', 'X-TX-2'],
      'the whole set: page and columns ignored',
    );
  });

  test('names masked for a viewer, who cannot find rows by name either', async () => {
    const { rows } = await records(await get(viewer, ''));
    const tx = rows.find((row) => row.reference === 'X-TX-2')!;
    assert.equal(tx.recipient, 'L••••• C••••••••• L••');
    assert.equal(rows.find((row) => row.reference === 'X-PAY-1')!.maker, 'O•• O•••••••');
    assert.equal((await records(await get(viewer, '?search=Lagoon'))).rows.length, 0);
    assert.equal((await records(await get(operator, '?search=Lagoon'))).rows.length, 1);
  });

  test('an empty set is the header alone', async () => {
    const { header, rows } = await records(await get(operator, '?currency=JPY'));
    assert.equal(header[0], 'reference');
    assert.equal(rows.length, 0);
  });

  test('a filter it does not understand is refused, naming it, and nothing is audited', async () => {
    const before = await db.select().from(auditEvents);
    const response = await get(operator, '?min=ten');
    assert.equal(response.status, 400);
    const body = (await response.json()) as { code: string; message: string; field: string };
    assert.equal(body.field, 'min');
    assert.match(body.message, /amount from/);
    assert.equal((await db.select().from(auditEvents)).length, before.length);
  });

  test('the export is audited with its filters, zone and address; the chain holds', async () => {
    await (await get(operator, '?currency=EUR&sort=amount-desc', 'Asia/Singapore')).text();
    const [last] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    assert.equal(last!.action, 'remittances.export');
    assert.equal(last!.actorId, operator.id);
    assert.equal(last!.ip, '203.0.113.9');
    assert.deepEqual(last!.details, { filters: { currency: 'EUR', sort: 'amount-desc' }, zone: 'Asia/Singapore' });
    assert.equal((await verifyAuditChain(db)).ok, true);
  });
});
