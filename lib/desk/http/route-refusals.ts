import type { DbOrTx } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { auditAddress, auditSignedOutRefusal, recordAudit } from '@/lib/desk/audit';
import type { RouteRefusal } from './desk-route';

/** The audit trail's action for a refused desk route call; the target is `METHOD /path` (no query: it may hold names). */
export const DESK_ROUTE_ACTION = 'desk-route';

/**
 * Audits a refused desk route call as every refusal is: a signed-out caller with no actor and the
 * client address (within signed-out.ts's bound a minute), a role without the permission as itself.
 * Never throws: the caller is refused whether or not the row could be written.
 */
export function auditRouteRefusals(db: () => Promise<DbOrTx>): (refusal: RouteRefusal) => Promise<void> {
  return async ({ user, request, access }) => {
    const target = `${request.method} ${new URL(request.url).pathname}`;
    const ip = auditAddress(request.headers);
    const details = typeof access === 'string' ? { permission: access } : { anyOf: [...access.anyOf] };
    try {
      const database = await db();
      if (!user) await auditSignedOutRefusal(database, { action: DESK_ROUTE_ACTION, target, ip, details });
      else
        await recordAudit(database, {
          actorId: user.id,
          actorRole: user.role,
          action: DESK_ROUTE_ACTION,
          outcome: 'refused',
          target,
          ip,
          details,
        });
    } catch (error) {
      console.error(`[audit] a refused call of ${target} could not be written: ${describeError(error)}`);
    }
  };
}
