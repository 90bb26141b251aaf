import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { account, session, user, verification } from '@/lib/db/schema';
import { deskDb } from '@/lib/desk/database';

function createAuth(db: Db) {
  const { secrets, deskUrl, deskOrigins } = config();
  return betterAuth({
    appName: 'Corridor',
    // DESK_URL (default http://localhost:$PORT), the address people open the desk at.
    baseURL: deskUrl,
    // The local host names reach the same server; better-auth checks request origins against these.
    trustedOrigins: deskOrigins,
    secret: secrets.AUTH_SECRET,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    // Accounts are made by an admin or the sandbox seed, never by self sign-up.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    session: { expiresIn: 60 * 60 * 12, updateAge: 60 * 60 },
    // HttpOnly and SameSite=Lax are better-auth's defaults; Secure exactly when the desk is https.
    advanced: { useSecureCookies: deskUrl.startsWith('https://') },
    user: { additionalFields: { role: { type: 'string', input: false, defaultValue: 'viewer' } } },
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
  holder[AUTH_KEY] ??= deskDb().then(createAuth);
  return holder[AUTH_KEY];
}
