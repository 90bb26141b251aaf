import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { createAuth } from '@/lib/auth/auth';
import { DEMO_USERS, SANDBOX_DEMO_USERS, SECOND_DEMO_ADMIN, seedDemoUsers } from '@/lib/auth/demo-users';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { proposeRuleSet, RuleSetRefusal, settleRuleSet } from '@/lib/compliance/rules/store';
import { auditEvents, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { recordAudit } from '@/lib/desk/audit';
import { listAuditEvents } from '@/lib/desk/audit/queries';
import {
  approveCase,
  approverIndependenceBlocker,
  holdForReview,
  ReviewRefusal,
  type HoldInput,
} from '@/lib/desk/review/cases';
import { buildDossier } from '@/lib/desk/review/dossier';
import {
  acceptInvitation,
  changeRole,
  createPerson,
  invitationState,
  listPeople,
  LAST_ADMIN_MESSAGE,
  renewAccess,
  UserRefusal,
} from './accounts';
import { GrantRefusal, settleGrant } from './grants';

/*
 * "One admin can be two" (issue 26, item 6): every way an admin could make a second account of
 * their own and use it as the second person of a two-person check.
 */

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
await seedDemoUsers(db, SANDBOX_DEMO_USERS);
const DESK = 'http://localhost:3000';
const auth = createAuth(db, { secret: 'puppet-test-secret-0123456789abcdefgh', deskUrl: DESK, deskOrigins: [DESK] });
let address = 0;
const headers = () => new Headers({ 'x-corridor-client-ip': `198.51.100.${++address}`, origin: DESK });
const signIn = (email: string, password: string) => signInWithPassword(auth, { email, password }, headers());

const idOf = async (email: string) => (await db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
const demo = (role: string) => DEMO_USERS.find((u) => u.role === role)!;
const ada = await idOf(demo('admin').email); // the first admin: the would-be puppeteer
const ari = await idOf(SECOND_DEMO_ADMIN.email); // another admin, independent of Ada
const rita = await idOf(demo('reviewer').email);
const omar = await idOf(demo('operator').email);
const roleOf = async (id: string) => (await db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]!.role;

let serial = 0;
const person = (role: 'admin' | 'reviewer' | 'operator', credential: 'one-time-password' | 'invitation') => ({
  name: `Puppet ${++serial}`,
  email: `puppet.${serial}.${Date.now()}@corridor.test`,
  role,
  credential,
});

const AWAITING = /waits for a second admin/;
/** better-auth's HTTP sign-in route, through its own handler. */
const httpSignIn = (email: string, password: string) =>
  auth.handler(
    new Request(`${DESK}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...Object.fromEntries(headers()), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
const grantRefusal = (message: RegExp) => (error: unknown) =>
  error instanceof GrantRefusal && message.test(error.message);

test('a new admin cannot sign in with its one-time password until another admin confirms; its creator cannot', async () => {
  const input = person('admin', 'one-time-password');
  const created = await createPerson(auth, db, ada, input);
  assert.equal(created.awaitingConfirmation, true);
  assert.equal(created.credential, 'one-time-password');
  if (created.credential !== 'one-time-password') return;
  assert.equal(await roleOf(created.userId), 'viewer', 'no admin rights before the confirmation');

  const before = await signIn(input.email, created.oneTimePassword);
  assert.equal(before.ok, false, 'the one-time password does not open a session yet');
  assert.match(!before.ok ? before.formError : '', AWAITING);

  const overHttp = await httpSignIn(input.email, created.oneTimePassword);
  assert.equal(overHttp.status, 403, 'better-auth’s own HTTP route refuses it too');
  const renewed = await renewAccess(auth, db, ada, created.userId);
  assert.equal(renewed.awaitingConfirmation, true);
  if (renewed.credential !== 'one-time-password') return;
  assert.equal((await signIn(input.email, renewed.oneTimePassword)).ok, false, 'nor does a renewed one');

  await assert.rejects(settleGrant(db, created.userId, ada, 'confirm'), grantRefusal(/another admin must confirm/));
  assert.equal(await roleOf(created.userId), 'viewer');
  const listed = (await listPeople(db)).find((p) => p.id === created.userId)!;
  assert.deepEqual(listed.pendingGrant, {
    fromRole: null,
    toRole: 'admin',
    proposedBy: ada,
    proposedByName: 'Ada Admin',
  });

  await settleGrant(db, created.userId, ari, 'confirm');
  await assert.rejects(settleGrant(db, created.userId, ari, 'confirm'), grantRefusal(/Nothing waits/), 'once only');
  assert.equal(await roleOf(created.userId), 'admin');
  assert.deepEqual(await signIn(input.email, renewed.oneTimePassword), { ok: true });
  assert.equal((await listPeople(db)).find((p) => p.id === created.userId)!.pendingGrant, null);
});

test('an invitation for a new reviewer cannot be used until another admin confirms', async () => {
  const input = person('reviewer', 'invitation');
  const created = await createPerson(auth, db, ada, input);
  assert.equal(created.credential, 'invitation');
  if (created.credential !== 'invitation') return;
  assert.deepEqual(await invitationState(db, created.invitationToken), {
    usable: false,
    reason: 'awaiting-confirmation',
  });
  await assert.rejects(
    acceptInvitation(auth, db, created.invitationToken, 'a-password-of-mine'),
    (error) => error instanceof UserRefusal && AWAITING.test(error.message),
  );
  await settleGrant(db, created.userId, ari, 'confirm');
  await acceptInvitation(auth, db, created.invitationToken, 'a-password-of-mine');
  assert.equal(await roleOf(created.userId), 'reviewer');
  assert.deepEqual(await signIn(input.email, 'a-password-of-mine'), { ok: true });
});

test('a new admin its creator withdraws is deactivated, and does not count as an admin meanwhile', async () => {
  const input = person('admin', 'one-time-password');
  const created = await createPerson(auth, db, ada, input);
  if (created.credential !== 'one-time-password') return;
  await settleGrant(db, created.userId, ada, 'refuse');
  const [row] = await db.select().from(user).where(eq(user.id, created.userId));
  assert.ok(row!.deactivatedAt, 'a refused new account cannot be used as a viewer either');
  assert.equal(row!.role, 'viewer');
  assert.equal((await signIn(input.email, created.oneTimePassword)).ok, false);
  await assert.rejects(settleGrant(db, created.userId, ari, 'confirm'), grantRefusal(/Nothing waits/));
});

test('a role change to reviewer or admin waits for another admin; the proposer and accounts they made cannot confirm', async () => {
  // Bea: an admin Ada created and Ari confirmed — a real admin, but Ada's making.
  const bea = await createPerson(auth, db, ada, person('admin', 'one-time-password'));
  await settleGrant(db, bea.userId, ari, 'confirm');
  const dan = await createPerson(auth, db, ari, person('operator', 'one-time-password'));
  assert.equal(dan.awaitingConfirmation, false, 'an operator is no two-person right');
  assert.equal(await roleOf(dan.userId), 'operator');

  assert.deepEqual(await changeRole(db, ada, dan.userId, 'reviewer'), {
    from: 'operator',
    to: 'reviewer',
    pending: true,
  });
  assert.equal(await roleOf(dan.userId), 'operator', 'the person keeps their role meanwhile');
  await assert.rejects(changeRole(db, ari, dan.userId, 'admin'), grantRefusal(/already wait/));
  await assert.rejects(settleGrant(db, dan.userId, ada, 'confirm'), grantRefusal(/another admin must confirm/));
  await assert.rejects(settleGrant(db, dan.userId, bea.userId, 'confirm'), grantRefusal(/created or given its rights/));
  await settleGrant(db, dan.userId, ari, 'confirm');
  assert.equal(await roleOf(dan.userId), 'reviewer');

  // Less rights need no second admin: admin → reviewer at once (the last-admin guard still holds).
  assert.deepEqual(await changeRole(db, ari, bea.userId, 'reviewer'), {
    from: 'admin',
    to: 'reviewer',
    pending: false,
  });
  assert.equal(await roleOf(bea.userId), 'reviewer');
});

test('the last-admin guard still holds, and an unconfirmed admin does not count', async () => {
  const pending = await createPerson(auth, db, ada, person('admin', 'one-time-password'));
  const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
  // Demote every admin but one; the last cannot go, whatever waits for confirmation.
  const [keep, ...rest] = admins.map((a) => a.id).filter((id) => id !== pending.userId);
  for (const id of rest) await changeRole(db, keep!, id, 'operator');
  await assert.rejects(
    changeRole(db, keep!, keep!, 'operator'),
    (error) => error instanceof UserRefusal && error.message === LAST_ADMIN_MESSAGE,
  );
  for (const id of rest) await db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
  await settleGrant(db, pending.userId, ada, 'refuse');
});

test('an admin the proposer created cannot confirm their rule change, nor can the proposer confirm one of theirs', async () => {
  const bea = await createPerson(auth, db, ada, person('admin', 'one-time-password'));
  await settleGrant(db, bea.userId, ari, 'confirm');
  const byAda = await proposeRuleSet(db, [], ada);
  await assert.rejects(
    settleRuleSet(db, byAda.version, bea.userId, 'confirm'),
    (error) =>
      error instanceof RuleSetRefusal && /created or given its rights by the admin who proposed/.test(error.message),
  );
  await settleRuleSet(db, byAda.version, ari, 'withdraw');
  const byBea = await proposeRuleSet(db, [], bea.userId);
  await assert.rejects(
    settleRuleSet(db, byBea.version, ada, 'confirm'),
    (error) => error instanceof RuleSetRefusal && /You created the admin who proposed/.test(error.message),
  );
  await settleRuleSet(db, byBea.version, ari, 'confirm');
});

const holding = (makerId: string, approvalsRequired: 1 | 2): HoldInput => ({
  draftId: randomUUID(),
  reference: `TX-${randomUUID().slice(0, 8)}`,
  kind: 'transaction',
  type: 'p2p',
  makerId,
  request: { amount: '100.00' },
  assessment: {
    findings: [],
    hits: [],
    decision: { version: 1, matched: [{ id: 'usd', name: 'USD', approvals: approvalsRequired }], approvalsRequired },
  },
  deadline: new Date(Date.now() + 60_000),
  summary: { amount: '100.00', currency: 'NGN', sendingAmount: '12000.00', sendingCurrency: 'USD' },
});
const reviewRefusal = (message: RegExp) => (error: unknown) =>
  error instanceof ReviewRefusal && message.test(error.message);

test('an approver the maker elevated (even once confirmed) cannot approve the maker’s remittance', async () => {
  const dan = await createPerson(auth, db, ari, person('operator', 'one-time-password'));
  await changeRole(db, ada, dan.userId, 'reviewer');
  await settleGrant(db, dan.userId, ari, 'confirm');
  const { reviewCase } = await holdForReview(db, holding(ada, 1));
  await assert.rejects(approveCase(db, reviewCase.id, dan.userId, 1), reviewRefusal(/given its rights by the maker/));
  // The review page says so instead of offering the button.
  assert.match((await approverIndependenceBlocker(db, reviewCase, dan.userId, [])) ?? '', /by the maker/);
  assert.equal(await approverIndependenceBlocker(db, reviewCase, rita, []), undefined);
  assert.equal((await approveCase(db, reviewCase.id, rita, 1)).complete, true, 'an independent reviewer approves');
});

test('an admin cannot approve what an operator they created composed, nor be the second approval beside their own account', async () => {
  const puppetMaker = await createPerson(auth, db, ada, person('operator', 'one-time-password'));
  const first = (await holdForReview(db, holding(puppetMaker.userId, 1))).reviewCase;
  await assert.rejects(approveCase(db, first.id, ada, 1), reviewRefusal(/You created the maker/));

  const bea = await createPerson(auth, db, ada, person('admin', 'one-time-password'));
  await settleGrant(db, bea.userId, ari, 'confirm');
  const second = (await holdForReview(db, holding(omar, 2))).reviewCase;
  assert.equal((await approveCase(db, second.id, ada, 1)).complete, false);
  await assert.rejects(approveCase(db, second.id, bea.userId, 1), reviewRefusal(/person who approved it already/));
  assert.equal((await approveCase(db, second.id, rita, 1)).complete, true);
});

/** A browser's session: the cookie better-auth's HTTP sign-in set. */
async function sessionCookie(email: string, password: string) {
  const response = await httpSignIn(email, password);
  assert.equal(response.status, 200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

test('renaming oneself through better-auth’s HTTP /update-user is refused, the name kept, the attempt audited', async () => {
  const { email, password } = demo('operator');
  const cookie = await sessionCookie(email, password);
  const response = await auth.handler(
    new Request(`${DESK}/api/auth/update-user`, {
      method: 'POST',
      headers: { ...Object.fromEntries(headers()), cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ari Admin' }),
    }),
  );
  assert.equal(response.status, 403);
  assert.match(((await response.json()) as { message: string }).message, /kept by its admins/);
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, omar));
  assert.equal(row!.name, 'Omar Operator');
  const [audit] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'users.update-self'), eq(auditEvents.actorId, omar)));
  assert.equal(audit?.outcome, 'refused');
  assert.deepEqual(audit?.details, { path: '/update-user', fields: ['name'] });
});

test('the audit trail and the dossier name each actor as they were when they acted', async () => {
  const { reviewCase } = await holdForReview(db, holding(omar, 1));
  await recordAudit(db, {
    actorId: rita,
    actorRole: 'reviewer',
    action: 'review.approve',
    outcome: 'ok',
    remittance: reviewCase.reference,
  });
  await approveCase(db, reviewCase.id, rita, 1);
  // However a name changes (better-auth's adapter, a hand edit), the trigger keeps the one before.
  await new Promise((resolve) => setTimeout(resolve, 5));
  await db.update(user).set({ name: 'Ari Admin' }).where(eq(user.id, rita));
  await recordAudit(db, {
    actorId: rita,
    actorRole: 'reviewer',
    action: 'review.reveal',
    outcome: 'ok',
    remittance: reviewCase.reference,
  });

  const page = await listAuditEvents(db, { remittance: reviewCase.reference });
  assert.deepEqual(
    page.items.map((item) => [item.action, item.actorName]),
    [
      ['review.reveal', 'Ari Admin'],
      ['review.approve', 'Rita Reviewer'],
    ],
  );
  const dossier = (await buildDossier(db, reviewCase.reference))!;
  assert.equal(dossier.approvals[0]?.approver, 'Rita Reviewer', 'the approval under the name it was given under');
  assert.deepEqual(
    dossier.audit.map((row) => row.actor),
    ['Rita Reviewer', 'Ari Admin'],
  );
  await db.update(user).set({ name: 'Rita Reviewer' }).where(eq(user.id, rita));
});
