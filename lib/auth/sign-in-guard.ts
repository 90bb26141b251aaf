import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { recordAudit } from '@/lib/desk/audit';
import { maskName } from '@/lib/desk/mask';
import { AWAITING_CONFIRMATION_MESSAGE, awaitsConfirmation } from '@/lib/desk/users/grants';
import {
  beginSignInAttempt,
  recordSignInFailure,
  recordSignInSuccess,
  tooManyAttemptsMessage,
  type SignInClient,
} from '@/lib/desk/sign-in-throttle';
import { clientAddressFrom } from './client-address';
import { refuseProfileChange } from './profile-guard';
import { isRole } from './roles';

const SIGN_IN_PATH = '/sign-in/email';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The attempt's e-mail and address, or nothing when this is not an e-mail sign-in. */
function signInClient(ctx: HookContext): SignInClient | undefined {
  if (ctx.path !== SIGN_IN_PATH) return undefined;
  const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return { email, address: clientAddressFrom(ctx.headers ?? ctx.request?.headers) };
}

const refusalBody = (retryAfterSeconds: number) => ({
  message: tooManyAttemptsMessage(retryAfterSeconds),
  code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
});
const retryAfter = (retryAfterSeconds: number) => ({ 'Retry-After': String(retryAfterSeconds) });

const tooManyAttempts = (retryAfterSeconds: number) =>
  new APIError('TOO_MANY_REQUESTS', refusalBody(retryAfterSeconds), retryAfter(retryAfterSeconds));

/**
 * The answer to the wrong password that starts a lock. Over HTTP an after-hook's error would keep
 * the endpoint's 401, so the hook answers a 429 Response itself; in-process it throws, as the
 * endpoint would.
 */
function lockStarted(ctx: HookContext, retryAfterSeconds: number): Response {
  if (!ctx.request) throw tooManyAttempts(retryAfterSeconds);
  return Response.json(refusalBody(retryAfterSeconds), { status: 429, headers: retryAfter(retryAfterSeconds) });
}

/**
 * The trail of a sign-in — refused, failed, or ok with who signed in: the e-mail masked, the
 * client address, never the password.
 */
function auditSignIn(
  db: Db,
  client: SignInClient,
  outcome: 'ok' | 'refused' | 'failed',
  extra: { retryAfterSeconds?: number; actor?: { id: string; role?: unknown }; reason?: string } = {},
) {
  const { retryAfterSeconds, actor, reason } = extra;
  return recordAudit(db, {
    actorId: actor?.id ?? null,
    actorRole: isRole(actor?.role) ? actor.role : null,
    action: 'auth.sign-in',
    outcome,
    target: maskName(client.email.trim().toLowerCase()),
    ip: client.address === 'unknown' ? null : client.address,
    details: retryAfterSeconds ? { retryAfterSeconds } : reason ? { reason } : undefined,
  });
}

/**
 * better-auth hooks that put every e-mail sign-in — its HTTP route and `auth.api.signInEmail`
 * from the form's action alike — through the one database throttle (lib/desk/sign-in-throttle.ts):
 * a locked account or address is refused with 429 and Retry-After before the password is checked;
 * a wrong password is counted and audited (answering 429 when it starts a lock); a right one resets
 * the account and is audited with who signed in.
 */
export function signInGuardHooks(db: Db) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      await refuseProfileChange(db, ctx);
      const client = signInClient(ctx);
      if (!client) return;
      const verdict = await beginSignInAttempt(db, client);
      if (verdict.allowed) return;
      await auditSignIn(db, client, 'refused', { retryAfterSeconds: verdict.retryAfterSeconds });
      throw tooManyAttempts(verdict.retryAfterSeconds);
    }),
    after: createAuthMiddleware(async (ctx) => {
      const client = signInClient(ctx);
      if (!client) return;
      const returned = ctx.context.returned;
      if (!(returned instanceof APIError)) {
        await recordSignInSuccess(db, client);
        await auditSignIn(db, client, 'ok', { actor: ctx.context.newSession?.user });
        return;
      }
      if (returned.body?.code === DEACTIVATED_CODE)
        return void (await auditSignIn(db, client, 'refused', { reason: 'deactivated' }));
      if (returned.body?.code === AWAITING_CONFIRMATION_CODE)
        return void (await auditSignIn(db, client, 'refused', { reason: 'awaiting confirmation' }));
      if (returned.statusCode !== 401) return;
      const next = await recordSignInFailure(db, client);
      await auditSignIn(db, client, 'failed', { retryAfterSeconds: next.allowed ? undefined : next.retryAfterSeconds });
      if (!next.allowed) return lockStarted(ctx, next.retryAfterSeconds);
    }),
  };
}

const DEACTIVATED_CODE = 'ACCOUNT_DEACTIVATED';
const AWAITING_CONFIRMATION_CODE = 'ACCOUNT_AWAITING_CONFIRMATION';

/** What a deactivated person reads when they sign in with the right password. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask an admin of the desk to reactivate it.';

/**
 * better-auth database hooks on sessions, so every way in shares them: a deactivated person, or a
 * new admin or reviewer another admin has not confirmed yet (lib/desk/users/grants.ts), gets no
 * session (checked after the password, so it tells nothing to someone without it), and a new
 * session records the person's last sign-in.
 */
export function accountStateHooks(db: Db) {
  return {
    session: {
      create: {
        before: async (session: { userId: string }) => {
          const [row] = await db
            .select({ deactivatedAt: user.deactivatedAt })
            .from(user)
            .where(eq(user.id, session.userId))
            .limit(1);
          if (row?.deactivatedAt)
            throw new APIError('FORBIDDEN', { message: DEACTIVATED_MESSAGE, code: DEACTIVATED_CODE });
          if (await awaitsConfirmation(db, session.userId))
            throw new APIError('FORBIDDEN', {
              message: AWAITING_CONFIRMATION_MESSAGE,
              code: AWAITING_CONFIRMATION_CODE,
            });
        },
        after: async (session: { userId: string; createdAt: Date }) => {
          await db.update(user).set({ lastSignInAt: session.createdAt }).where(eq(user.id, session.userId));
        },
      },
    },
  };
}
