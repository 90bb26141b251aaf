import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { PERMISSIONS, type Role } from '@/lib/auth/roles';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { roleGrants, session, user } from '@/lib/db/schema';
import { ActionRefusal } from '@/lib/desk/action-result';

/*
 * Admin and reviewer rights take a second admin, like a change of the approval rules: one admin
 * proposes them (a new person, or another role), another confirms. Until then a new person cannot
 * sign in (their one-time password or invitation does not work) and an existing one keeps their
 * role. Who created or elevated an account is kept, so the checks that need two people (approving a
 * remittance, confirming rules or rights) refuse two accounts of which one was made by the other.
 */

/** A refusal of a grant's confirmation or refusal, in words for the admin. */
export class GrantRefusal extends ActionRefusal {}

/** The roles whose grant waits for a second admin: the rights the desk's two-person checks rely on. */
const GUARDED_ROLES: readonly Role[] = ['admin', 'reviewer'];

/**
 * Whether moving from `from` (null: a new account) to `to` waits for another admin: `to` is admin
 * or reviewer and gives some right `from` did not have (admin → reviewer gives none).
 */
export function grantNeedsConfirmation(from: Role | null, to: Role): boolean {
  if (!GUARDED_ROLES.includes(to) || from === to) return false;
  return Object.values(PERMISSIONS).some(
    (roles: readonly Role[]) => roles.includes(to) && (from === null || !roles.includes(from)),
  );
}

export type RoleGrant = typeof roleGrants.$inferSelect;

const isOpen = and(isNull(roleGrants.confirmedAt), isNull(roleGrants.refusedAt));

/** The person's grant waiting for confirmation, if any (locked with `forUpdate`). */
export async function openGrant(
  db: DbOrTx,
  userId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<RoleGrant | undefined> {
  const query = db
    .select()
    .from(roleGrants)
    .where(and(eq(roleGrants.userId, userId), isOpen))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Proposes `to` for the person (who has `from`; null for a new account), by admin `proposedBy`. */
export async function proposeGrant(
  tx: DbOrTx,
  grant: { userId: string; fromRole: Role | null; toRole: Role; proposedBy: string },
): Promise<void> {
  await tx.insert(roleGrants).values(grant);
}

/** A new account whose rights wait for a second admin: it may not sign in or use its invitation yet. */
export async function awaitsConfirmation(db: DbOrTx, userId: string): Promise<boolean> {
  const grant = await openGrant(db, userId);
  return grant !== undefined && grant.fromRole === null;
}

export const AWAITING_CONFIRMATION_MESSAGE =
  'This account waits for a second admin of the desk to confirm it. Try again once another admin has.';

/** Whether `makerId` created `personId`'s account or proposed rights for it (confirmed or not). */
export async function madeOrElevatedBy(db: DbOrTx, personId: string, makerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id, personId),
        or(
          eq(user.createdBy, makerId),
          sql`exists (select 1 from ${roleGrants} where ${roleGrants.userId} = ${personId} and ${roleGrants.proposedBy} = ${makerId})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Why `actorId` may not check what `others` did (a maker, a proposer, an earlier approver): one of
 * the two accounts was created or given its rights by the other, so they are not two independent
 * people. Undefined when every pair is independent.
 */
export async function independenceBlocker(
  db: DbOrTx,
  actorId: string,
  others: readonly { id: string | null; as: string }[],
): Promise<string | undefined> {
  for (const other of others) {
    if (!other.id || other.id === actorId) continue;
    if (await madeOrElevatedBy(db, actorId, other.id))
      return `Your account was created or given its rights by the ${other.as}, so someone independent of them must do this.`;
    if (await madeOrElevatedBy(db, other.id, actorId))
      return `You created the ${other.as}’s account or gave it its rights, so someone independent of them must do this.`;
  }
  return undefined;
}

/**
 * Settles the person's waiting grant, on the locked row: `confirm` (another admin than its
 * proposer, not the person, not one of the proposer's own accounts) gives the role; `refuse` (any
 * admin; its proposer withdraws it) leaves the role as it was — and deactivates a new account,
 * which was never meant to have another role. Answers the move.
 */
export async function settleGrant(
  db: DbOrTx,
  userId: string,
  by: string,
  decision: 'confirm' | 'refuse',
  now = new Date(),
): Promise<{ userId: string; from: Role | null; to: Role; decision: 'confirm' | 'refuse' }> {
  return db.transaction(async (tx) => {
    const grant = await openGrant(tx, userId, { forUpdate: true });
    if (!grant) throw new GrantRefusal('Nothing waits for confirmation for this person (reload the page).');
    const move = { userId, from: grant.fromRole as Role | null, to: grant.toRole as Role, decision };
    if (decision === 'refuse') {
      await tx.update(roleGrants).set({ refusedBy: by, refusedAt: now }).where(eq(roleGrants.id, grant.id));
      if (grant.fromRole === null) await deactivateNewAccount(tx, userId, now);
      return move;
    }
    if (grant.proposedBy === by)
      throw new GrantRefusal('You proposed these rights: another admin must confirm them. You may withdraw them.');
    if (userId === by) throw new GrantRefusal('You cannot confirm rights given to yourself: another admin must.');
    const blocker = await independenceBlocker(tx, by, [{ id: grant.proposedBy, as: 'admin who proposed them' }]);
    if (blocker) throw new GrantRefusal(blocker);
    await tx.update(roleGrants).set({ confirmedBy: by, confirmedAt: now }).where(eq(roleGrants.id, grant.id));
    await tx.update(user).set({ role: grant.toRole, updatedAt: now }).where(eq(user.id, userId));
    return move;
  });
}

async function deactivateNewAccount(tx: Tx, userId: string, now: Date) {
  await tx.update(user).set({ deactivatedAt: now, updatedAt: now }).where(eq(user.id, userId));
  await tx.delete(session).where(eq(session.userId, userId));
}
