import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { createAuth } from '@/lib/auth/auth';
import { DEMO_USERS, seedDemoUsers } from '@/lib/auth/demo-users';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { runAction } from '@/lib/desk/action-recipe';
import type { ActionResult } from '@/lib/desk/action-result';
import { userActionSpecs } from './actions';
import { choosePasswordFor } from './self-service';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
await seedDemoUsers(db);
const DESK = 'http://localhost:3000';
const auth = createAuth(db, { secret: 'users-actions-secret-0123456789abcdef', deskUrl: DESK, deskOrigins: [DESK] });
const specs = userActionSpecs({ auth: async () => auth, db: async () => db, deskUrl: () => DESK });

const people = await db.select().from(user);
const as = (role: Role): DeskUser => {
  const row = people.find((p) => p.role === role)!;
  return { id: row.id, name: row.name, email: row.email, role };
};
type Specs = ReturnType<typeof userActionSpecs>;
type Answer<K extends keyof Specs> = Specs[K] extends { run: (...args: never[]) => Promise<infer R> } ? R : never;
const call = <K extends keyof Specs>(name: K, who: DeskUser | null, raw: unknown) =>
  runAction(specs[name] as never, raw as never, {
    user: who,
    db: async () => db,
    ip: '192.0.2.9',
  }) as Promise<ActionResult<Answer<K>>>;

const operatorId = as('operator').id;
/** Inputs that would succeed for an admin, so a refusal is the role's and nothing else's. */
const PLAUSIBLE: Record<keyof typeof specs, unknown> = {
  create: { name: 'Nia New', email: 'nia.new@corridor.test', role: 'operator', credential: 'one-time-password' },
  changeRole: { userId: operatorId, role: 'reviewer' },
  confirmRights: { userId: operatorId },
  refuseRights: { userId: operatorId },
  deactivate: { userId: operatorId },
  reactivate: { userId: operatorId },
  renewAccess: { userId: operatorId },
};
const snapshot = async () => JSON.stringify(await db.select().from(user).orderBy(user.id));

test('every users action is for admins only: other roles are refused, audited as refused, and nothing changes', async () => {
  const before = await snapshot();
  for (const role of ROLES.filter((r) => r !== 'admin')) {
    for (const name of Object.keys(specs) as (keyof typeof specs)[]) {
      const result = await call(name, as(role), PLAUSIBLE[name]);
      assert.deepEqual(
        result,
        { ok: false, formError: `Your role (${ROLE_LABELS[role]}) may not do this.` },
        `${name} as ${role}`,
      );
      const [row] = await db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, specs[name].name), eq(auditEvents.actorRole, role)))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      assert.equal(row?.outcome, 'refused', `${name} as ${role} is audited`);
      assert.deepEqual(row?.details, { permission: 'settings:manage' });
      assert.equal(row?.ip, '192.0.2.9');
    }
  }
  assert.equal(await snapshot(), before);
});

test('signed out, every users action answers that the session has ended', async () => {
  for (const name of Object.keys(specs) as (keyof typeof specs)[])
    assert.deepEqual(await call(name, null, PLAUSIBLE[name]), {
      ok: false,
      formError: 'Your session has ended. Sign in again.',
    });
});

test('an admin creates people; the audit names who and whom but never the password, the token or the link', async () => {
  const admin = as('admin');
  const withPassword = await call('create', admin, PLAUSIBLE.create);
  assert.ok(withPassword.ok && withPassword.data.credential === 'one-time-password');
  const invited = await call('create', admin, {
    ...(PLAUSIBLE.create as object),
    email: 'ivy@corridor.test',
    credential: 'invitation',
  });
  assert.ok(invited.ok && invited.data.credential === 'invitation');
  assert.match(invited.data.invitationUrl, /^http:\/\/localhost:3000\/invite\/[\w-]{43}$/);

  const rows = await db.select().from(auditEvents).where(eq(auditEvents.action, 'users.create'));
  const ok = rows.filter((r) => r.outcome === 'ok');
  assert.equal(ok.length, 2);
  for (const row of ok) {
    assert.equal(row.actorId, admin.id);
    assert.deepEqual(Object.keys(row.details ?? {}).sort(), ['awaitingConfirmation', 'credential', 'userId']);
  }
  const trail = JSON.stringify(await db.select().from(auditEvents));
  assert.ok(!trail.includes(withPassword.data.oneTimePassword));
  assert.ok(!trail.includes(invited.data.invitationUrl.split('/').pop()!));

  const again = await call('create', admin, PLAUSIBLE.create);
  assert.deepEqual(again, {
    ok: false,
    formError: 'There is already an account with the e-mail nia.new@corridor.test.',
  });
  const bad = await call('create', admin, { name: '', email: 'not-an-email', role: 'boss', credential: 'x' });
  assert.ok(!bad.ok && bad.fieldErrors);
  assert.deepEqual(Object.keys(bad.fieldErrors).sort(), ['credential', 'email', 'name', 'role']);
});

test('an admin changes a role, deactivates and reactivates, each audited; the last admin is kept, in words', async () => {
  const admin = as('admin');
  assert.deepEqual(await call('changeRole', admin, PLAUSIBLE.changeRole), {
    ok: true,
    data: { from: 'operator', to: 'reviewer', pending: true },
  });
  const ownGrant = await call('confirmRights', admin, { userId: operatorId });
  assert.ok(!ownGrant.ok && /another admin must confirm/.test(ownGrant.formError ?? ''), 'not by who gave them');
  assert.deepEqual(await call('deactivate', admin, PLAUSIBLE.deactivate), { ok: true, data: { userId: operatorId } });
  assert.deepEqual(await call('reactivate', admin, PLAUSIBLE.reactivate), { ok: true, data: { userId: operatorId } });
  const renewed = await call('renewAccess', admin, PLAUSIBLE.renewAccess);
  assert.ok(renewed.ok && renewed.data.credential === 'one-time-password');
  const [renewedRow] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'users.renew-access'), eq(auditEvents.outcome, 'ok')));
  assert.deepEqual(renewedRow?.details, { credential: 'one-time-password' }, 'never the password itself');
  const demoted = await call('changeRole', admin, { userId: admin.id, role: 'viewer' });
  assert.ok(!demoted.ok && /at least one active admin/.test(demoted.formError ?? ''));
  const selfOff = await call('deactivate', admin, { userId: admin.id });
  assert.ok(!selfOff.ok && /your own account/.test(selfOff.formError ?? ''));
  const outcomes = await db
    .select({ action: auditEvents.action, outcome: auditEvents.outcome, target: auditEvents.target })
    .from(auditEvents)
    .where(eq(auditEvents.actorId, admin.id))
    .orderBy(auditEvents.id);
  assert.deepEqual(
    outcomes.filter((o) => o.action !== 'users.create'),
    [
      { action: 'users.change-role', outcome: 'ok', target: operatorId },
      { action: 'users.confirm-rights', outcome: 'failed', target: operatorId },
      { action: 'users.deactivate', outcome: 'ok', target: operatorId },
      { action: 'users.reactivate', outcome: 'ok', target: operatorId },
      { action: 'users.renew-access', outcome: 'ok', target: operatorId },
      { action: 'users.change-role', outcome: 'failed', target: admin.id },
      { action: 'users.deactivate', outcome: 'failed', target: admin.id },
    ],
  );
});

test('choosing a password is only for the person who must: others are refused and nothing is written', async () => {
  const viewer = { ...as('viewer'), mustChangePassword: false };
  const deps = { auth, db, ip: null };
  const input = { password: 'a-new-password-1', confirmation: 'a-new-password-1' };
  assert.deepEqual(await choosePasswordFor(deps, { person: null }, input), {
    ok: false,
    formError: 'Your session has ended. Sign in again.',
  });
  assert.deepEqual(await choosePasswordFor(deps, { person: viewer }, input), {
    ok: false,
    formError: 'You have already chosen your password.',
  });
  const mismatch = await choosePasswordFor(
    deps,
    { person: { ...viewer, mustChangePassword: true } },
    {
      password: 'a-new-password-1',
      confirmation: 'a-new-password-2',
    },
  );
  assert.deepEqual(mismatch, { ok: false, fieldErrors: { confirmation: 'The two passwords are not the same' } });
  const demo = DEMO_USERS.find((d) => d.role === 'viewer')!;
  assert.equal(
    (await auth.api.signInEmail({ body: { email: demo.email, password: demo.password } })).user.email,
    demo.email,
  );
});
