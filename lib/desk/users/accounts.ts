import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Auth } from '@/lib/auth/auth';
import type { Role } from '@/lib/auth/roles';
import type { Db, Tx } from '@/lib/db/client';
import { account, invitations, roleGrants, session, user } from '@/lib/db/schema';
import { ActionRefusal } from '@/lib/desk/action-result';
import type { Credential } from './schema';
import { DEMO_REVIEWER } from '@/lib/desk/demo/runs';
import {
  AWAITING_CONFIRMATION_MESSAGE,
  awaitsConfirmation,
  grantNeedsConfirmation,
  GrantRefusal,
  openGrant,
  proposeGrant,
} from './grants';

/** How long an invitation link lets its person choose a password. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** A refusal of a change to the desk's people, in words for the admin (audited as failed by the action recipe). */
export class UserRefusal extends ActionRefusal {}

export const LAST_ADMIN_MESSAGE =
  'The desk must keep at least one active admin: make someone else an admin first, then change this person.';

/** One person of the desk as the users page lists them. */
export interface DeskPerson {
  id: string;
  name: string;
  email: string;
  role: Role;
  deactivatedAt: Date | null;
  mustChangePassword: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  /** The admin who created the account, by name; null for the seed. */
  createdByName: string | null;
  /** Has a password (their own or a one-time one); false while an invitation is still open. */
  hasPassword: boolean;
  /** The latest unused invitation's expiry, when there is one. */
  invitationExpiresAt: Date | null;
  /** Rights waiting for another admin's confirmation (a new account when `fromRole` is null). */
  pendingGrant: { fromRole: Role | null; toRole: Role; proposedBy: string; proposedByName: string | null } | null;
}

/** What a created account hands to the admin once: the one-time password, or the invitation token. */
type IssuedCredential =
  | { userId: string; credential: 'one-time-password'; oneTimePassword: string }
  | { userId: string; credential: 'invitation'; invitationToken: string; expiresAt: Date };
export type CreatedUser = IssuedCredential & {
  /** Admin or reviewer rights: the credential works only once another admin has confirmed them. */
  awaitingConfirmation: boolean;
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 16 characters of base64url (96 bits), easy to read aloud and to type once. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

export async function listPeople(db: Db): Promise<DeskPerson[]> {
  const creator = alias(user, 'creator');
  const proposer = alias(user, 'proposer');
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      deactivatedAt: user.deactivatedAt,
      mustChangePassword: user.mustChangePassword,
      lastSignInAt: user.lastSignInAt,
      createdAt: user.createdAt,
      createdByName: creator.name,
      hasPassword: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${user.id} and ${account.providerId} = 'credential' and ${account.password} is not null)`,
      invitationExpiresAt: sql<
        Date | string | null
      >`(select max(${invitations.expiresAt}) from ${invitations} where ${invitations.userId} = ${user.id} and ${invitations.usedAt} is null)`,
      grantFrom: roleGrants.fromRole,
      grantTo: roleGrants.toRole,
      grantProposedBy: roleGrants.proposedBy,
      grantProposedByName: proposer.name,
    })
    .from(user)
    .leftJoin(creator, eq(creator.id, user.createdBy))
    .leftJoin(
      roleGrants,
      and(eq(roleGrants.userId, user.id), isNull(roleGrants.confirmedAt), isNull(roleGrants.refusedAt)),
    )
    .leftJoin(proposer, eq(proposer.id, roleGrants.proposedBy))
    // The demo runner's reviewer is the desk's own account (no password, nobody signs in as it): not a person to manage.
    .where(ne(user.id, DEMO_REVIEWER.id))
    .orderBy(asc(user.name), asc(user.email));
  return rows.map(({ grantFrom, grantTo, grantProposedBy, grantProposedByName, ...row }) => ({
    ...row,
    role: row.role as Role,
    invitationExpiresAt: row.invitationExpiresAt === null ? null : new Date(row.invitationExpiresAt),
    pendingGrant:
      grantTo && grantProposedBy
        ? {
            fromRole: grantFrom as Role | null,
            toRole: grantTo as Role,
            proposedBy: grantProposedBy,
            proposedByName: grantProposedByName,
          }
        : null,
  }));
}

/**
 * Creates a person's account through better-auth's own adapter and password hashing: with a
 * one-time password (they choose their own at first sign-in) or an invitation link (a token
 * kept only as its SHA-256 hash) that lets them choose one once within 72 h. An admin or reviewer
 * is made a viewer with those rights proposed (lib/desk/users/grants.ts): their credential works
 * only once another admin confirms them.
 */
export async function createPerson(
  auth: Auth,
  db: Db,
  createdBy: string,
  input: { name: string; email: string; role: Role; credential: Credential },
  now = new Date(),
): Promise<CreatedUser> {
  const context = await auth.$context;
  const email = input.email.trim().toLowerCase();
  if (await context.internalAdapter.findUserByEmail(email))
    throw new UserRefusal(`There is already an account with the e-mail ${email}.`);
  const oneTime = input.credential === 'one-time-password';
  const awaitingConfirmation = grantNeedsConfirmation(null, input.role);
  const created = await context.internalAdapter.createUser(
    {
      name: input.name,
      email,
      emailVerified: true,
      role: awaitingConfirmation ? 'viewer' : input.role,
      createdBy,
      mustChangePassword: oneTime,
    },
    // Made by an admin of the desk (better-auth's own name for that provisioning path).
    { method: 'admin' },
  );
  // The grant before any credential: should it fail, the account has no way in at all.
  if (awaitingConfirmation)
    await proposeGrant(db, { userId: created.id, fromRole: null, toRole: input.role, proposedBy: createdBy });
  const issued = oneTime
    ? await issueOneTimePassword(auth, created.id)
    : await issueInvitation(db, created.id, createdBy, now);
  return { ...issued, awaitingConfirmation };
}

async function issueOneTimePassword(auth: Auth, userId: string): Promise<IssuedCredential> {
  const password = oneTimePassword();
  await linkPassword(auth, userId, password);
  return { userId, credential: 'one-time-password', oneTimePassword: password };
}

/** A new invitation for the person; any earlier unused one stops working. */
async function issueInvitation(db: Db, userId: string, createdBy: string, now: Date): Promise<IssuedCredential> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(invitations).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
    await tx.insert(invitations).values({ tokenHash: hashToken(token), userId, createdBy, expiresAt });
  });
  return { userId, credential: 'invitation', invitationToken: token, expiresAt };
}

/**
 * New access for someone who lost theirs: a person with a password gets a new one-time password
 * (theirs stops working, their sessions end, they choose another at sign-in); one still invited
 * gets a new invitation link (the old link stops working). Not for oneself or a deactivated person.
 */
export async function renewAccess(
  auth: Auth,
  db: Db,
  actorId: string,
  userId: string,
  now = new Date(),
): Promise<CreatedUser> {
  if (actorId === userId) throw new UserRefusal('You cannot renew your own access: another admin must do it.');
  const [person] = await db
    .select({ deactivatedAt: user.deactivatedAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!person) throw new UserRefusal('There is no such person on the desk (reload the page).');
  if (person.deactivatedAt) throw new UserRefusal('This person is deactivated: reactivate them first.');
  const awaitingConfirmation = await awaitsConfirmation(db, userId);
  const credential = await (await auth.$context).internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) return { ...(await issueInvitation(db, userId, actorId, now)), awaitingConfirmation };
  const issued = await issueOneTimePassword(auth, userId);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ mustChangePassword: true, updatedAt: now }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
  });
  return { ...issued, awaitingConfirmation };
}

/** Sets the person's credential password (better-auth's hash), making the credential account if they have none. */
async function linkPassword(auth: Auth, userId: string, password: string): Promise<void> {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const existing = await context.internalAdapter.findCredentialAccount(userId);
  if (existing) await context.internalAdapter.updatePassword(userId, hash);
  else
    await context.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
}

/**
 * Locks the active admins (so two admins demoting each other at once cannot both win) and refuses
 * when `userId` is the last of them.
 */
async function refuseLastAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), isNull(user.deactivatedAt)))
    .for('update');
  if (admins.some((admin) => admin.id === userId) && admins.length <= 1) throw new UserRefusal(LAST_ADMIN_MESSAGE);
}

async function lockPerson(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: user.id, role: user.role, deactivatedAt: user.deactivatedAt })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  if (!row) throw new UserRefusal('There is no such person on the desk (reload the page).');
  return row;
}

/**
 * Gives a person another role; the last active admin keeps theirs. Admin or reviewer rights are
 * only proposed (`pending`): the person keeps their role until another admin confirms. Refused
 * while an earlier change waits. Answers the role they had and the one asked for.
 */
export async function changeRole(
  db: Db,
  actorId: string,
  userId: string,
  role: Role,
): Promise<{ from: Role; to: Role; pending: boolean }> {
  return db.transaction(async (tx) => {
    if (role !== 'admin') await refuseLastAdmin(tx, userId);
    const person = await lockPerson(tx, userId);
    const from = person.role as Role;
    if (await openGrant(tx, userId, { forUpdate: true }))
      throw new GrantRefusal(
        'Rights for this person already wait for another admin’s confirmation: confirm or refuse them first.',
      );
    if (grantNeedsConfirmation(from, role)) {
      await proposeGrant(tx, { userId, fromRole: from, toRole: role, proposedBy: actorId });
      return { from, to: role, pending: true };
    }
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    return { from, to: role, pending: false };
  });
}

/**
 * Deactivates a person: they can no longer sign in and every session of theirs ends at once (the
 * session guard also refuses a deactivated person's session). Not oneself, not the last admin.
 */
export async function deactivatePerson(db: Db, actorId: string, userId: string, now = new Date()): Promise<void> {
  if (actorId === userId) throw new UserRefusal('You cannot deactivate your own account: another admin must do it.');
  await db.transaction(async (tx) => {
    await refuseLastAdmin(tx, userId);
    const person = await lockPerson(tx, userId);
    if (person.deactivatedAt) return;
    await tx.update(user).set({ deactivatedAt: now, updatedAt: now }).where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
  });
}

/** Lets a deactivated person sign in again (with the password they had). */
export async function reactivatePerson(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    await tx.update(user).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(user.id, userId));
  });
}

/**
 * The person signed in with a one-time password chooses their own (not the one-time one again);
 * their other sessions end.
 */
export async function choosePassword(
  auth: Auth,
  db: Db,
  userId: string,
  password: string,
  keepSessionToken?: string,
): Promise<void> {
  const context = await auth.$context;
  const current = await context.internalAdapter.findCredentialAccount(userId);
  if (current?.password && (await context.password.verify({ hash: current.password, password })))
    throw new UserRefusal('Choose a password of your own, not the one-time password you were given.');
  await linkPassword(auth, userId, password);
  await db.transaction(async (tx) => {
    await tx.update(user).set({ mustChangePassword: false, updatedAt: new Date() }).where(eq(user.id, userId));
    const others = keepSessionToken ? ne(session.token, keepSessionToken) : undefined;
    await tx.delete(session).where(and(eq(session.userId, userId), others));
  });
}

/** What an invitation link's page may say about it (never whose it is when it cannot be used). */
export type InvitationState =
  | { usable: true; userId: string; name: string; email: string; expiresAt: Date }
  | { usable: false; reason: 'unknown' | 'used' | 'expired' | 'deactivated' | 'awaiting-confirmation' };

export async function invitationState(db: Db, token: string, now = new Date()): Promise<InvitationState> {
  const [row] = await db
    .select({
      userId: invitations.userId,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
      name: user.name,
      email: user.email,
      deactivatedAt: user.deactivatedAt,
    })
    .from(invitations)
    .innerJoin(user, eq(user.id, invitations.userId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { usable: false, reason: 'unknown' };
  if (row.usedAt) return { usable: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { usable: false, reason: 'expired' };
  if (row.deactivatedAt) return { usable: false, reason: 'deactivated' };
  if (await awaitsConfirmation(db, row.userId)) return { usable: false, reason: 'awaiting-confirmation' };
  return { usable: true, userId: row.userId, name: row.name, email: row.email, expiresAt: row.expiresAt };
}

export const INVITATION_WORDS: Record<Exclude<InvitationState, { usable: true }>['reason'], string> = {
  unknown: 'This invitation link is not one the desk gave. Check the link, or ask an admin for a new one.',
  used: 'This invitation link has already been used. Sign in with the password you chose.',
  expired: 'This invitation link has expired (links are valid for 72 hours). Ask an admin for a new one.',
  deactivated: 'This account has been deactivated. Ask an admin of the desk.',
  'awaiting-confirmation': AWAITING_CONFIRMATION_MESSAGE,
};

/**
 * Uses an invitation once: claims it (only one claim can win), then sets the password through
 * better-auth. A failure after the claim gives the claim back, so the link still works.
 */
export async function acceptInvitation(
  auth: Auth,
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<{ userId: string; email: string }> {
  const state = await invitationState(db, token, now);
  if (!state.usable) throw new UserRefusal(INVITATION_WORDS[state.reason]);
  const tokenHash = hashToken(token);
  const claimed = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .returning({ userId: invitations.userId });
  if (claimed.length === 0) throw new UserRefusal(INVITATION_WORDS.used);
  try {
    await linkPassword(auth, state.userId, password);
  } catch (error) {
    await db.update(invitations).set({ usedAt: null }).where(eq(invitations.tokenHash, tokenHash));
    throw error;
  }
  return { userId: state.userId, email: state.email };
}
