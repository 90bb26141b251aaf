import type { DeskUser } from '@/lib/auth/session';
import type { DbOrTx } from '@/lib/db/client';
import { recordAudit } from '@/lib/desk/audit/record';
import { presenterRefusal } from '@/lib/desk/mask';

/**
 * The dossier holds personal data unmasked: a reviewer or admin opening or downloading it while
 * presenting is refused, the refusal audited like a role's. Answers the refusal's words, or
 * undefined to go on (the role itself is checked by the page's and the route's guard).
 */
export async function dossierRefusal(
  db: DbOrTx,
  user: DeskUser,
  attempt: { action: 'dossier.view' | 'dossier.download'; remittance: string; ip: string | null },
): Promise<string | undefined> {
  const refusal = presenterRefusal(user);
  if (!refusal) return undefined;
  await recordAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: attempt.action,
    outcome: 'refused',
    ip: attempt.ip,
    remittance: attempt.remittance,
    details: { permission: 'pii:reveal', reason: refusal },
  });
  return refusal;
}
