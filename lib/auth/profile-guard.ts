import { APIError, getSessionFromCtx, type createAuthMiddleware } from 'better-auth/api';
import type { Db } from '@/lib/db/client';
import { recordAudit } from '@/lib/desk/audit';
import { clientAddressFrom } from './client-address';
import { isRole } from './roles';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * better-auth's self-service routes that change who a person is on the desk. A name is what the
 * audit trail, the dossier and the users page show a compliance officer, so nobody renames
 * themselves (or changes their e-mail, or deletes their account) behind the desk's back.
 */
const REFUSED_PATHS: ReadonlySet<string> = new Set(['/update-user', '/change-email', '/delete-user']);

export const PROFILE_CHANGE_MESSAGE =
  'Your name and e-mail on the desk are kept by its admins: ask an admin of the desk to change them.';

/** Refuses better-auth's self-service profile routes (HTTP and in-process alike) with 403, audited as refused. */
export async function refuseProfileChange(db: Db, ctx: HookContext): Promise<void> {
  if (!REFUSED_PATHS.has(ctx.path)) return;
  const signedIn = await getSessionFromCtx(ctx).catch(() => null);
  const address = clientAddressFrom(ctx.headers ?? ctx.request?.headers);
  const body = ctx.body as Record<string, unknown> | undefined;
  await recordAudit(db, {
    actorId: signedIn?.user.id ?? null,
    actorRole: isRole(signedIn?.user.role) ? signedIn.user.role : null,
    action: 'users.update-self',
    outcome: 'refused',
    target: signedIn?.user.id,
    ip: address === 'unknown' ? null : address,
    // What was asked for, by field name only: never the values (an e-mail, a name chosen to mislead).
    details: { path: ctx.path, fields: body && typeof body === 'object' ? Object.keys(body).sort() : [] },
  });
  throw new APIError('FORBIDDEN', { message: PROFILE_CHANGE_MESSAGE, code: 'PROFILE_CHANGE_REFUSED' });
}
