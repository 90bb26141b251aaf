import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { runAction, type ActionSpec } from '@/lib/desk/action-recipe';
import { createDeskRoute } from '@/lib/desk/http/desk-route';
import { auditRouteRefusals } from '@/lib/desk/http/route-refusals';
import { setAuditSecret } from './chain-key';
import { auditSignedOutRefusal, RefusalBudget } from './signed-out';
import { verifyAuditChain } from './verify';

// Issue 26, item 12: a signed-out caller's refusal is audited like every refusal (no actor, the
// client address), for server actions and desk routes alike, within a bound a minute.

setAuditSecret('the AUTH_SECRET of signed-out.test');
const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const rows = () => db.select().from(auditEvents).orderBy(asc(auditEvents.id));

beforeEach(() =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from desk.audit_events`);
  }),
);

describe('a signed-out server action call', () => {
  test('is refused, runs nothing, and is audited with no actor and the client address', async () => {
    let ran = false;
    const spec: ActionSpec<z.ZodObject<{ currency: z.ZodString }>, boolean, never> = {
      name: 'sandbox.simulate-deposit',
      permission: 'sandbox:simulate-deposit',
      schema: z.object({ currency: z.string() }),
      run: async () => (ran = true),
    };
    const result = await runAction(spec, { currency: 'USD' }, { user: null, db: async () => db, ip: '198.51.100.7' });
    assert.deepEqual(result, { ok: false, formError: 'Your session has ended. Sign in again.' });
    assert.equal(ran, false);
    const [row, ...others] = await rows();
    assert.deepEqual(others, []);
    assert.deepEqual(
      {
        actorId: row!.actorId,
        actorRole: row!.actorRole,
        action: row!.action,
        outcome: row!.outcome,
        ip: row!.ip,
        details: row!.details,
      },
      {
        actorId: null,
        actorRole: null,
        action: 'sandbox.simulate-deposit',
        outcome: 'refused',
        ip: '198.51.100.7',
        details: { reason: 'signed out', permission: 'sandbox:simulate-deposit' },
      },
    );
    assert.equal((await verifyAuditChain(db)).ok, true);
  });
});

describe('a refused desk route call', () => {
  const deskRoute = (user: DeskUser | null) =>
    createDeskRoute({ loadUser: async () => user, onRefused: auditRouteRefusals(async () => db) });
  const call = (user: DeskUser | null) =>
    deskRoute(user)('audit:read', async () => ({ secret: true }))(
      new Request('http://desk.test/api/desk/audit/export?actor=someone', {
        headers: { 'x-corridor-client-ip': '2001:db8::5' },
      }),
      { params: Promise.resolve({}) },
    );

  test('signed out: 401, and audited with no actor, the route and the client address (not its query)', async () => {
    const response = await call(null);
    assert.equal(response.status, 401);
    assert.equal(((await response.json()) as { code: string }).code, 'UNAUTHENTICATED');
    const [row, ...others] = await rows();
    assert.deepEqual(others, []);
    assert.deepEqual(
      { actorId: row!.actorId, action: row!.action, outcome: row!.outcome, target: row!.target, ip: row!.ip },
      {
        actorId: null,
        action: 'desk-route',
        outcome: 'refused',
        target: 'GET /api/desk/audit/export',
        ip: '2001:db8::5',
      },
    );
    assert.deepEqual(row!.details, { reason: 'signed out', permission: 'audit:read' });
  });

  test('a role without the permission: 403, audited as that person', async () => {
    const viewer: DeskUser = { id: 'u-viewer', name: 'Vi', email: 'vi@example.test', role: 'viewer' };
    assert.equal((await call(viewer)).status, 403);
    const [row] = await rows();
    assert.deepEqual(
      { actorId: row!.actorId, actorRole: row!.actorRole, outcome: row!.outcome, details: row!.details },
      { actorId: 'u-viewer', actorRole: 'viewer', outcome: 'refused', details: { permission: 'audit:read' } },
    );
  });

  test('a refusal whose row cannot be written is still a 401, never a 500', async () => {
    const failing = createDeskRoute({
      loadUser: async () => null,
      onRefused: auditRouteRefusals(async () => {
        throw new Error('the database is away');
      }),
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await failing('audit:read', async () => ({}))(new Request('http://desk.test/api/desk/x'), {
        params: Promise.resolve({}),
      });
      assert.equal(response.status, 401);
    } finally {
      console.error = original;
    }
    assert.equal(errors.length, 1);
  });
});

describe('the bound on signed-out refusals a minute', () => {
  test('per address and overall; the rest are counted, and the count rides on the next row written', async () => {
    let now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const budget = new RefusalBudget({ perAddress: 2, overall: 3, addresses: 10 }, () => now);
    const refuse = (ip: string) => auditSignedOutRefusal(db, { action: 'payers.create', ip }, budget);
    const warned: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      for (const ip of ['192.0.2.1', '192.0.2.1', '192.0.2.1', '192.0.2.2', '192.0.2.3']) await refuse(ip);
    } finally {
      console.warn = original;
    }
    // 192.0.2.1 twice (its third counted), 192.0.2.2 once, carrying that count; then the overall
    // bound of 3: 192.0.2.3 counted.
    assert.deepEqual(
      (await rows()).map((row) => [row.ip, row.details]),
      [
        ['192.0.2.1', { reason: 'signed out' }],
        ['192.0.2.1', { reason: 'signed out' }],
        ['192.0.2.2', { reason: 'signed out', unauditedBefore: 1 }],
      ],
    );
    assert.equal(warned.length, 1, 'said once a minute');
    now += 60_000;
    await refuse('192.0.2.1');
    const last = (await rows()).at(-1)!;
    assert.deepEqual(last.details, { reason: 'signed out', unauditedBefore: 1 });
    assert.equal((await verifyAuditChain(db)).ok, true);
  });

  test('addresses beyond the tracked number in a minute are counted, not written', () => {
    const budget = new RefusalBudget({ perAddress: 5, overall: 100, addresses: 2 }, () => 0);
    assert.equal(budget.take('192.0.2.1').audit, true);
    assert.equal(budget.take('192.0.2.2').audit, true);
    assert.equal(budget.take('192.0.2.3').audit, false);
    assert.equal(budget.take('192.0.2.1').audit, true, 'a tracked address keeps its allowance');
  });
});
