import assert from 'node:assert/strict';
import { after, describe, mock, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { desc } from 'drizzle-orm';
import type { Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { createDeskRoute } from '@/lib/desk/http/desk-route';
import { auditExportResponse } from './export';
import { recordAudit } from './record';
import { verifyAuditChain } from './verify';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const person = (role: Role): DeskUser => ({ id: `u-${role}`, name: `${role} person`, email: `${role}@x.test`, role });
const admin = person('admin');
await db.insert(user).values({ id: admin.id, name: 'Ada Admin', email: admin.email, role: 'admin' });

/** The export route as the app mounts it, with the session stubbed. */
const exportRoute = (who: DeskUser, zone: string) =>
  createDeskRoute({ loadUser: async () => who })('audit:read', ({ user: signedIn, request }) =>
    auditExportResponse(db, signedIn, request, zone),
  );
const get = (who: DeskUser, query: string, zone = 'UTC') =>
  exportRoute(who, zone)(
    new Request(`http://desk.test/api/desk/audit/export${query}`, {
      headers: { 'x-corridor-client-ip': '203.0.113.5' },
    }),
    { params: Promise.resolve({}) },
  );

await recordAudit(db, {
  actorId: admin.id,
  actorRole: 'admin',
  action: 'review.approve',
  outcome: 'ok',
  target: '=HYPERLINK("http://evil.test")',
  remittance: 'R-1',
  ip: '198.51.100.1',
  details: { reason: '+cmd', token: 'never-shown', note: 'asked by someone@corridor.test' },
});
await recordAudit(db, { actorId: null, actorRole: null, action: 'auth.sign-in', outcome: 'failed' });

describe('the audit export', () => {
  test('the filtered rows as CSV, formulae escaped, secrets hidden, e-mails masked', async () => {
    const response = await get(admin, '?area=review&remittance=R-1');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(response.headers.get('content-disposition')!, /^attachment; filename="audit-trail-\d{8}-\d{4}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'a BOM, so spreadsheets read UTF-8');
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    assert.equal(header![0], 'id');
    assert.equal(rows.length, 1);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    assert.equal(row.actor, 'Ada Admin');
    assert.equal(row.action, 'review.approve');
    assert.equal(row.target, `'=HYPERLINK("http://evil.test")`);
    assert.equal(row.ip, '198.51.100.1');
    assert.deepEqual(JSON.parse(row.details!), {
      reason: '+cmd',
      token: '[hidden]',
      note: 'asked by s••••••@c•••••••.t•••',
    });
    assert.match(row.hash!, /^[0-9a-f]{64}$/);
  });

  test('the export is audited with its filters and address, and the chain still holds', async () => {
    await (await get(admin, '?actor=none&from=2026-01-01')).text();
    const [last] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    assert.equal(last!.action, 'audit.export');
    assert.equal(last!.actorId, admin.id);
    assert.equal(last!.ip, '203.0.113.5');
    assert.deepEqual(last!.details, { filters: { actor: 'none', from: '2026-01-01' }, zone: 'UTC' });
    assert.equal((await verifyAuditChain(db)).ok, true);
  });

  test('a filter that is not understood is refused, not widened', async () => {
    const response = await get(admin, '?from=yesterday');
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), {
      ok: false,
      code: 'VALIDATION_FAILED',
      message: 'The filter “from” is not valid.',
      field: 'from',
    });
  });

  test('only admins may export', async () => {
    const response = await get(person('reviewer'), '');
    assert.equal(response.status, 403);
  });
  test('many rows stream out in pages, oldest first', async () => {
    // Written directly, unchained: only the export's paging is under test here.
    const bulk = Array.from({ length: 1203 }, (_, n) => ({ action: 'sandbox.bulk', outcome: 'ok', target: `${n}` }));
    await db.insert(auditEvents).values(bulk);
    const rows = parse(await (await get(admin, '?area=sandbox')).text(), { bom: true, from_line: 2 }) as string[][];
    assert.equal(rows.length, 1203);
    assert.deepEqual(
      rows.slice(0, 3).map((r) => r[7]),
      ['0', '1', '2'],
    );
  });

  test('days and times in the person’s zone, named in the header: a Tokyo day starts at 15:00 UTC the day before', async () => {
    // Recorded at the first instant of 5 March in Tokyo (recordAudit reads the clock itself).
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-03-04T15:00:00.000Z') });
    try {
      await recordAudit(db, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'review.approve',
        outcome: 'ok',
        remittance: 'R-TOKYO',
      });
    } finally {
      mock.timers.reset();
    }
    const rowsOf = async (query: string, zone: string) => {
      const response = await get(admin, `?remittance=R-TOKYO&${query}`, zone);
      assert.equal(response.status, 200);
      const [header, ...rows] = parse(await response.text(), { bom: true }) as string[][];
      return { header: header!, times: rows.map((row) => row[1]) };
    };
    const tokyo = await rowsOf('from=2026-03-05&to=2026-03-05', 'Asia/Tokyo');
    assert.equal(tokyo.header[1], 'time (Asia/Tokyo)');
    assert.deepEqual(tokyo.times, ['2026-03-05 00:00:00']);
    assert.deepEqual((await rowsOf('to=2026-03-04', 'Asia/Tokyo')).times, [], 'not on 4 March in Tokyo');
    const utc = await rowsOf('from=2026-03-04&to=2026-03-04', 'UTC');
    assert.equal(utc.header[1], 'time (UTC)');
    assert.deepEqual(utc.times, ['2026-03-04 15:00:00']);
    assert.deepEqual((await rowsOf('from=2026-03-05', 'UTC')).times, [], 'not on 5 March in UTC');
    const [last] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    assert.deepEqual(last!.details, { filters: { remittance: 'R-TOKYO', from: '2026-03-05' }, zone: 'UTC' });
  });
});
