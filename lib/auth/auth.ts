import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { account, session, user, verification } from '@/lib/db/schema';
import { deskDb } from '@/lib/desk/database';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { accountStateHooks, signInGuardHooks } from './sign-in-guard';

/** What better-auth takes from the configuration (a test passes its own). */
export interface AuthSettings {
  secret: string;
  deskUrl: string;
  deskOrigins: string[];
}

/** The desk's better-auth on `db`; {@link getAuth} is the process's one instance. */
export function createAuth(db: Db, { secret, deskUrl, deskOrigins }: AuthSettings) {
  return betterAuth({
    appName: 'Corridor',
    // DESK_URL (default http://localhost:$PORT), the address people open the desk at.
    baseURL: deskUrl,
    // The local host names reach the same server; better-auth checks request origins against these.
    trustedOrigins: deskOrigins,
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Accounts are made by an admin or the sandbox seed, never by self sign-up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    session: { expiresIn: 60 * 60 * 12, updateAge: 60 * 60 },
    // HttpOnly and SameSite=Lax are better-auth's defaults; Secure exactly when the desk is https.
    // The client address is the server entry's header (from the socket), for sessions and limits.
    advanced: {
      useSecureCookies: deskUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // E-mail sign-in is throttled by the desk's own limiter in the database, on every path
    // (hooks below); better-auth's per-process limiter keeps every other route.
    rateLimit: { customRules: { '/sign-in/email': false } },
    hooks: signInGuardHooks(db),
    // A deactivated person gets no new session; a new one records the last sign-in (lib/desk/users).
    databaseHooks: accountStateHooks(db),
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'viewer' },
        // Read with every session, so the guard (session.ts) refuses at once; set by lib/desk/users only.
        deactivatedAt: { type: 'date', input: false, required: false },
        mustChangePassword: { type: 'boolean', input: false, required: false, defaultValue: false },
        createdBy: { type: 'string', input: false, required: false },
      },
    },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for('corridor.auth');
type AuthHolder = { [AUTH_KEY]?: Promise<Auth> };

/** The desk's better-auth instance, built once per process on the shared database. */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as AuthHolder;
  holder[AUTH_KEY] ??= deskDb().then((db) => {
    const { secrets, deskUrl, deskOrigins } = config();
    return createAuth(db, { secret: secrets.AUTH_SECRET, deskUrl, deskOrigins });
  });
  return holder[AUTH_KEY];
}
