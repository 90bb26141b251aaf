import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { signInAttempts } from '@/lib/db/schema';

/**
 * Who throttles sign-in, and how hard. A key is forgotten once `windowMs` has passed since its last
 * failure (or since its lock ended, if later); from its `maxFailures`-th failure on it is locked for
 * `firstLockMs`, doubling with each further failure up to `maxLockMs`.
 */
export const SIGN_IN_POLICY = {
  account: { maxFailures: 5 },
  address: { maxFailures: 20 },
  windowMs: 15 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
} as const;

type Rule = { maxFailures: number };

/** One sign-in attempt: the e-mail as typed and the client address from the server entry. */
export interface SignInClient {
  email: string;
  address: string;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The words people see when a lock holds, on the form and from better-auth's endpoint. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${retryAfterSeconds} s.`;
}

/** The normalised e-mail's key: a hash, so the table holds no address anyone typed. */
export function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

const addressKey = (address: string) => `address:${address}`;

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Upserts one more failure for `key`; `onlyIfUnlocked` leaves a locked row alone (no row answered). */
async function countFailure(db: Db, key: string, rule: Rule, now: Date, onlyIfUnlocked: boolean) {
  const { windowMs, firstLockMs, maxLockMs } = SIGN_IN_POLICY;
  const t = signInAttempts;
  const forgotten = sql`greatest(${t.lastFailureAt}, ${t.lockedUntil}) <= ${iso(new Date(now.getTime() - windowMs))}`;
  const failures = sql`(case when ${forgotten} then 1 else ${t.failures} + 1 end)`;
  const lockMs = sql`least(${firstLockMs} * power(2, least(${failures} - ${rule.maxFailures}, 20)), ${maxLockMs})`;
  const firstLock = rule.maxFailures <= 1 ? new Date(now.getTime() + firstLockMs) : null;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lastFailureAt: now, lockedUntil: firstLock })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures,
        lastFailureAt: now,
        lockedUntil: sql`case when ${failures} >= ${rule.maxFailures} then ${iso(now)} + ${lockMs} * interval '1 millisecond' else null end`,
      },
      setWhere: onlyIfUnlocked ? sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${iso(now)}` : undefined,
    })
    .returning({ lockedUntil: t.lockedUntil });
  return row;
}

async function lockedUntil(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInAttempts.lockedUntil })
    .from(signInAttempts)
    .where(eq(signInAttempts.key, key));
  return row?.lockedUntil ?? null;
}

function verdict(until: Date | null | undefined, now: Date): ThrottleVerdict {
  if (!until || until.getTime() <= now.getTime()) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((until.getTime() - now.getTime()) / 1000) };
}

/**
 * Before the password is checked: refuses while the address or the account is locked. The account's
 * failure is counted now, as if the attempt will fail (a success resets it), so a burst of parallel
 * guesses cannot all slip past the check before the first of them is recorded.
 */
export async function beginSignInAttempt(db: Db, client: SignInClient, now = new Date()): Promise<ThrottleVerdict> {
  const address = verdict(await lockedUntil(db, addressKey(client.address)), now);
  if (!address.allowed) return address;
  const key = accountKey(client.email);
  if (await countFailure(db, key, SIGN_IN_POLICY.account, now, true)) return { allowed: true };
  return verdict(await lockedUntil(db, key), now);
}

/**
 * After a wrong password (already counted for the account): counts it for the address and answers
 * whether the next attempt must wait — the lock this failure started, if any.
 */
export async function recordSignInFailure(db: Db, client: SignInClient, now = new Date()): Promise<ThrottleVerdict> {
  const address = await countFailure(db, addressKey(client.address), SIGN_IN_POLICY.address, now, false);
  const account = await lockedUntil(db, accountKey(client.email));
  const later = [address?.lockedUntil, account].reduce<Date | null>(
    (max, until) => (until && (!max || until > max) ? until : max),
    null,
  );
  await forgetStale(db, now);
  return verdict(later, now);
}

/** Rows whose window has passed count as absent; dropping them keeps the table small. */
async function forgetStale(db: Db, now: Date): Promise<void> {
  const t = signInAttempts;
  const before = iso(new Date(now.getTime() - SIGN_IN_POLICY.windowMs));
  await db
    .delete(t)
    .where(sql`${t.lastFailureAt} <= ${before} and (${t.lockedUntil} is null or ${t.lockedUntil} <= ${before})`);
}

/** A right password forgets the account's failures; the address keeps its count (successes don't pay it back). */
export async function recordSignInSuccess(db: Db, client: SignInClient): Promise<void> {
  await db.delete(signInAttempts).where(eq(signInAttempts.key, accountKey(client.email)));
}
