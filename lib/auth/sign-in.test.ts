import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase } from '@/lib/db/testing';
import { auditEvents, user as userTable } from '@/lib/db/schema';
import { createAuth } from './auth';
import { DEMO_USERS, seedDemoUsers } from './demo-users';
import { signInWithPassword } from './sign-in';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
await seedDemoUsers(db);
const DESK = 'http://localhost:3000';
const auth = createAuth(db, { secret: 'sign-in-test-secret-0123456789abcdef', deskUrl: DESK, deskOrigins: [DESK] });
const user = (role: string) => DEMO_USERS.find((u) => u.role === role)!;
const fromAddress = (address: string) => new Headers({ 'x-corridor-client-ip': address, origin: DESK });

/** The form's path: the server action's core, in-process. */
const viaAction = (email: string, password: string, address: string) =>
  signInWithPassword(auth, { email, password }, fromAddress(address));

/** better-auth's HTTP endpoint, through its own handler. */
const viaHttp = (email: string, password: string, address: string) =>
  auth.handler(
    new Request(`${DESK}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...Object.fromEntries(fromAddress(address)), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );

const LOCKED = /^Too many sign-in attempts\. Try again in \d+ s\.$/;

test('the form: the 5th wrong password locks the account, and the right one is refused while locked', async () => {
  const { email, password } = user('operator');
  for (let i = 1; i <= 4; i++) {
    assert.deepEqual(await viaAction(email, 'wrong-password', '203.0.113.1'), {
      ok: false,
      formError: 'That e-mail and password do not match an account.',
    });
  }
  // The lock is 30 s from the failure that started it; on a loaded machine a second may have passed.
  const fifth = await viaAction(email, 'wrong-password', '203.0.113.1');
  assert.equal(fifth.ok, false);
  assert.match(!fifth.ok ? (fifth.formError ?? '') : '', /^Too many sign-in attempts\. Try again in (29|30) s\.$/);
  const locked = await viaAction(email.toUpperCase(), password, '203.0.113.2');
  assert.equal(locked.ok, false);
  assert.match(!locked.ok ? locked.formError : '', LOCKED);
});

test('the HTTP endpoint is throttled by the same limiter, with Retry-After', async () => {
  const { email, password } = user('viewer');
  for (let i = 1; i <= 4; i++) assert.equal((await viaHttp(email, 'wrong-password', '203.0.113.3')).status, 401);
  const fifth = await viaHttp(email, 'wrong-password', '203.0.113.3');
  assert.equal(fifth.status, 429);
  assert.equal(fifth.headers.get('retry-after'), '30');
  assert.match(((await fifth.json()) as { message: string }).message, LOCKED);
  assert.equal((await viaHttp(email, password, '203.0.113.4')).status, 429);
});

test('both paths share one count: failures on the form lock the HTTP endpoint too', async () => {
  const { email, password } = user('reviewer');
  for (let i = 1; i <= 3; i++) await viaAction(email, 'wrong-password', '203.0.113.5');
  assert.equal((await viaHttp(email, 'wrong-password', '203.0.113.5')).status, 401);
  assert.equal((await viaHttp(email, 'wrong-password', '203.0.113.5')).status, 429);
  assert.equal((await viaAction(email, password, '203.0.113.6')).ok, false);
});

test('a right password before the lock signs in and resets the count', async () => {
  const { email, password } = user('admin');
  for (let i = 1; i <= 4; i++) await viaAction(email, 'wrong-password', '203.0.113.7');
  assert.deepEqual(await viaAction(email, password, '203.0.113.7'), { ok: true });
  for (let i = 1; i <= 4; i++) assert.equal((await viaHttp(email, 'wrong-password', '203.0.113.7')).status, 401);
});

test('every sign-in is audited with the e-mail masked and the address, never the password', async () => {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, 'auth.sign-in'))
    .orderBy(auditEvents.id);
  const outcomes = new Set(rows.map((r) => r.outcome));
  assert.deepEqual([...outcomes].sort(), ['failed', 'ok', 'refused']);
  const operator = rows.filter((r) => r.ip === '203.0.113.1');
  assert.equal(operator.length, 5);
  for (const row of rows) {
    const text = JSON.stringify(row);
    assert.ok(!text.includes('wrong-password') && !text.includes('corridor-'), 'no password in the trail');
    assert.ok(!text.includes('@corridor.test'), 'the e-mail is masked');
  }
  assert.equal(operator[0]!.target, 'o•••••••@c•••••••.t•••');
  const lockFor = (operator.at(-1)!.details as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
  assert.ok(lockFor === 29 || lockFor === 30, `the failure that started the lock says for how long (${lockFor})`);
});

test('a successful sign-in is audited as ok, naming who signed in, by either path', async () => {
  const { email, password } = user('admin');
  const [admin] = await db.select().from(userTable).where(eq(userTable.email, email));
  assert.equal((await viaHttp(email, password, '198.51.100.8')).status, 200);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'auth.sign-in'), eq(auditEvents.outcome, 'ok')))
    .orderBy(auditEvents.id);
  assert.deepEqual(
    rows.map((r) => [r.ip, r.actorId, r.actorRole, r.target]),
    [
      ['203.0.113.7', admin!.id, 'admin', 'a••••@c•••••••.t•••'],
      ['198.51.100.8', admin!.id, 'admin', 'a••••@c•••••••.t•••'],
    ],
  );
});
