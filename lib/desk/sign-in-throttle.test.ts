import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { openTestDatabase } from '@/lib/db/testing';
import { signInAttempts } from '@/lib/db/schema';
import {
  beginSignInAttempt,
  recordSignInFailure,
  recordSignInSuccess,
  SIGN_IN_POLICY,
  type SignInClient,
} from './sign-in-throttle';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
const T0 = new Date('2026-11-24T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** One failed attempt at `when`: begun, then its wrong password recorded; answers what the next attempt meets. */
async function fail(client: SignInClient, when: Date) {
  const begun = await beginSignInAttempt(db, client, when);
  if (!begun.allowed) return begun;
  return recordSignInFailure(db, client, when);
}

test('the 5th failure locks the account for 30 s; the right password is refused until it ends', async () => {
  const client = { email: 'Someone@Example.test', address: '192.0.2.1' };
  for (let i = 1; i <= 4; i++) assert.deepEqual(await fail(client, at(i)), { allowed: true }, `failure ${i}`);
  assert.deepEqual(await fail(client, at(5)), { allowed: false, retryAfterSeconds: 30 });
  // The e-mail is normalised: another spelling of the same account is locked too.
  const respelled = { email: ' someone@example.TEST ', address: '192.0.2.9' };
  assert.deepEqual(await beginSignInAttempt(db, respelled, at(20)), { allowed: false, retryAfterSeconds: 15 });
  assert.deepEqual(await beginSignInAttempt(db, client, at(34.5)), { allowed: false, retryAfterSeconds: 1 });
  // At expiry one attempt goes through; another failure doubles the lock.
  assert.deepEqual(await fail(client, at(35)), { allowed: false, retryAfterSeconds: 60 });
  assert.deepEqual(await fail(client, at(95)), { allowed: false, retryAfterSeconds: 120 });
});

test('a success resets the account: the next failures start again from one', async () => {
  const client = { email: 'reset@example.test', address: '192.0.2.2' };
  for (let i = 1; i <= 4; i++) await fail(client, at(i));
  assert.deepEqual(await beginSignInAttempt(db, client, at(5)), { allowed: true });
  await recordSignInSuccess(db, client);
  for (let i = 6; i <= 9; i++) assert.deepEqual(await fail(client, at(i)), { allowed: true }, `failure ${i}`);
  assert.deepEqual(await fail(client, at(10)), { allowed: false, retryAfterSeconds: 30 });
});

test('failures are forgotten 15 min after the last one', async () => {
  const client = { email: 'slow@example.test', address: '192.0.2.3' };
  for (let i = 1; i <= 4; i++) await fail(client, at(i));
  const later = new Date(at(4).getTime() + SIGN_IN_POLICY.windowMs);
  for (let i = 0; i < 4; i++) assert.deepEqual(await fail(client, new Date(later.getTime() + i)), { allowed: true });
});

test('parallel guesses at one account: at most five get their password checked', async () => {
  const client = { email: 'burst@example.test', address: '192.0.2.4' };
  const verdicts = await Promise.all(Array.from({ length: 30 }, () => beginSignInAttempt(db, client, at(1))));
  assert.equal(verdicts.filter((v) => v.allowed).length, 5);
});

test('an address is locked after 20 failures over many accounts; successes do not count', async () => {
  const address = '198.51.100.7';
  for (let i = 0; i < 10; i++) {
    const client = { email: `ok${i}@example.test`, address };
    assert.deepEqual(await beginSignInAttempt(db, client, at(i)), { allowed: true });
    await recordSignInSuccess(db, client);
  }
  for (let i = 1; i <= 19; i++) {
    assert.deepEqual(await fail({ email: `user${i}@example.test`, address }, at(i)), { allowed: true }, `failure ${i}`);
  }
  assert.deepEqual(await fail({ email: 'user20@example.test', address }, at(20)), {
    allowed: false,
    retryAfterSeconds: 30,
  });
  const fresh = { email: 'untouched@example.test', address };
  assert.deepEqual(await beginSignInAttempt(db, fresh, at(21)), { allowed: false, retryAfterSeconds: 29 });
  // The same account from another address is not held by this address's lock.
  assert.deepEqual(await beginSignInAttempt(db, { ...fresh, address: '198.51.100.8' }, at(21)), { allowed: true });
});

test('the table keeps no e-mail address, only its hash', async () => {
  const rows = await db.select({ key: signInAttempts.key }).from(signInAttempts);
  assert.ok(rows.length > 0);
  for (const { key } of rows) assert.match(key, /^(account:[0-9a-f]{64}|address:.+)$/);
});
