import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { inProcessApi } from '@/lib/api-client/testing';
import { createAuth } from '@/lib/auth/auth';
import { SANDBOX_DEMO_USERS, seedDemoUsers } from '@/lib/auth/demo-users';
import { can, ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents, user } from '@/lib/db/schema';
import { runAction, type ActionSpec } from '@/lib/desk/action-recipe';
import { settingsActionSpecs } from '@/lib/desk/settings/action-specs';
import { userActionSpecs } from '@/lib/desk/users/actions';
import { buildProviderApp, SandboxClock } from '@/lib/provider';
import { createTestProvider, jsonPost } from '@/lib/provider/testing';

// Every action of the settings pages, table-driven: refused for operator, reviewer and viewer (the
// refusal audited, nothing else written), and the admin's success audited.

const provider = await createTestProvider();
after(() => provider.close());
const db = provider.database.db;
// The sandbox clock's routes answer only with a clock, as in sandbox mode.
const app = buildProviderApp({ ...provider.deps, clock: new SandboxClock() });
const api = inProcessApi(app, 'sk_test_m1');
const endpoint = (await (
  await provider.request(
    '/api/v1/webhook-endpoints',
    jsonPost({ url: 'http://127.0.0.1:9/api/desk/webhooks', eventTypes: ['*'] }),
  )
).json()) as { id: string };

await seedDemoUsers(db, SANDBOX_DEMO_USERS);
const DESK = 'http://localhost:3000';
const auth = createAuth(db, { secret: 'settings-permissions-secret-0123456789ab', deskUrl: DESK, deskOrigins: [DESK] });
const settings = settingsActionSpecs({
  db: async () => db,
  api: () => api,
  receiverSecrets: () => ({
    envSecret: `whsec_${Buffer.from('settings-permissions-env-secret').toString('base64')}`,
    authSecret: 'settings-permissions-auth-secret',
  }),
  dataDir: () => mkdtempSync(path.join(tmpdir(), 'corridor-settings-')),
});
const users = userActionSpecs({ auth: async () => auth, db: async () => db, deskUrl: () => DESK });

const people = await db.select().from(user);
const person = (email: string): DeskUser => {
  const row = people.find((p) => p.email === email)!;
  return { id: row.id, name: row.name, email: row.email, role: row.role as Role };
};
const as = (role: Role) => person(SANDBOX_DEMO_USERS.find((u) => u.role === role)!.email);
const secondAdmin = person(SANDBOX_DEMO_USERS.filter((u) => u.role === 'admin')[1]!.email);
const operatorId = as('operator').id;

type AnySpec = ActionSpec<never, unknown, never>;
const call = (spec: AnySpec, who: DeskUser, raw: unknown) =>
  runAction(spec, raw as never, { user: who, db: async () => db, ip: '192.0.2.17' });

const SCREENING_CSV = ['list_name,id,name,aliases,country,date_of_birth', 'Demo,S1,Test Person,,GB,1970'].join('\n');
const RULES = [{ id: 'usd-1', name: 'USD 1 or more', amountAtLeast: [{ currency: 'USD', amount: '1' }], approvals: 1 }];

/**
 * Each action with an input an admin's call succeeds with; `by` is the admin who succeeds (a
 * confirmation is another admin's than the proposer's); `before` readies what it acts on.
 */
const TABLE: { spec: AnySpec; input: unknown; by?: DeskUser; before?: () => Promise<unknown> }[] = [
  { spec: settings.testConnection as AnySpec, input: {} },
  { spec: settings.changeClock as AnySpec, input: { rate: 2 } },
  { spec: settings.resetClock as AnySpec, input: {} },
  { spec: settings.proposeRules as AnySpec, input: { basedOnVersion: 1, rules: RULES } },
  { spec: settings.confirmRules as AnySpec, input: { version: 2 }, by: secondAdmin },
  {
    spec: settings.refuseRules as AnySpec,
    input: { version: 3 },
    by: secondAdmin,
    before: () => call(settings.proposeRules as AnySpec, as('admin'), { basedOnVersion: 2, rules: [] }),
  },
  { spec: settings.replaceScreening as AnySpec, input: { fileName: 'list.csv', csv: SCREENING_CSV } },
  { spec: settings.rotateSecret as AnySpec, input: { endpointId: endpoint.id, overlapSeconds: 3600 } },
  {
    spec: settings.addEndpoint as AnySpec,
    input: {
      key: '0b7f2f5e-3c1d-4e0a-9a57-2b0f6f1c9d11',
      request: { url: 'http://127.0.0.1:9/erp/webhooks', description: 'ERP', eventTypes: ['transaction.success'] },
    },
  },
  { spec: settings.setTimeZone as AnySpec, input: { timeZone: 'Europe/Berlin' } },
  {
    spec: users.create as AnySpec,
    input: { name: 'Nia New', email: 'nia.new@corridor.test', role: 'operator', credential: 'one-time-password' },
  },
  { spec: users.changeRole as AnySpec, input: { userId: operatorId, role: 'reviewer' } },
  // Reviewer rights wait for another admin than the one who gave them.
  { spec: users.confirmRights as AnySpec, input: { userId: operatorId }, by: secondAdmin },
  {
    spec: users.refuseRights as AnySpec,
    input: { userId: operatorId },
    before: () => call(users.changeRole as AnySpec, as('admin'), { userId: operatorId, role: 'admin' }),
  },
  { spec: users.deactivate as AnySpec, input: { userId: operatorId } },
  { spec: users.reactivate as AnySpec, input: { userId: operatorId } },
];

const lastAudit = async (action: string, role: Role) =>
  (
    await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.actorRole, role)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

test('every settings action is for admins only: the permission table says so', () => {
  for (const { spec } of TABLE)
    assert.deepEqual(
      ROLES.filter((role) => can(role, spec.permission)),
      ['admin'],
      `${spec.name} (${spec.permission})`,
    );
  assert.equal(new Set(TABLE.map(({ spec }) => spec.name)).size, TABLE.length, 'each action once');
});

test('operators, reviewers and viewers are refused every settings action, audited, and nothing changes', async () => {
  const changes = async () => JSON.stringify(await db.select().from(user).orderBy(user.id));
  const before = await changes();
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    for (const { spec, input } of TABLE) {
      const result = await call(spec, as(role), input);
      assert.deepEqual(
        result,
        { ok: false, formError: `Your role (${ROLE_LABELS[role]}) may not do this.` },
        `${spec.name} as ${role}`,
      );
      const row = await lastAudit(spec.name, role);
      assert.equal(row?.outcome, 'refused', `${spec.name} as ${role} is audited`);
      assert.deepEqual(row?.details, { permission: spec.permission });
      assert.equal(row?.ip, '192.0.2.17');
    }
  }
  assert.equal(await changes(), before);
  assert.equal((await api.getSandboxClock()).rate, 1, 'the clock did not change');
});

test('an admin succeeds at each settings action, audited as ok — never with a secret in the trail', async () => {
  const answers: unknown[] = [];
  for (const { spec, input, by = as('admin'), before } of TABLE) {
    await before?.();
    const result = await call(spec, by, input);
    assert.ok(result.ok, `${spec.name}: ${JSON.stringify(result)}`);
    answers.push(result.data);
    const row = await lastAudit(spec.name, 'admin');
    assert.equal(row?.outcome, 'ok', `${spec.name} is audited`);
    assert.equal(row?.actorId, by.id);
  }
  const trail = JSON.stringify(await db.select().from(auditEvents));
  assert.equal(trail.includes('whsec_'), false, 'no webhook secret in the audit trail');
  // The added endpoint is registered with the API, and its secret was answered to the admin once.
  const added = answers.find((a) => (a as { url?: string }).url === 'http://127.0.0.1:9/erp/webhooks') as {
    id: string;
    secret: string;
  };
  assert.match(added.secret, /^whsec_/);
  assert.ok((await api.listWebhookEndpoints()).items.some((each) => each.id === added.id));
  const oneTimePassword = (answers.find((a) => (a as { oneTimePassword?: string }).oneTimePassword) ?? {}) as {
    oneTimePassword: string;
  };
  assert.equal(trail.includes(oneTimePassword.oneTimePassword), false);
});
