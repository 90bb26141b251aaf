import type { Auth } from '@/lib/auth/auth';
import type { Db } from '@/lib/db/client';
import type { ActionSpec } from '@/lib/desk/action-recipe';
import {
  changeRole,
  createPerson,
  deactivatePerson,
  reactivatePerson,
  renewAccess as renewPersonAccess,
  type CreatedUser,
} from './accounts';
import { settleGrant } from './grants';
import { changeRoleSchema, createUserSchema, userIdSchema } from './schema';

/** What the users actions reach: better-auth, the database and the desk's address (for invitation links). */
export interface UserActionDeps {
  auth: () => Promise<Auth>;
  db: () => Promise<Db>;
  deskUrl: () => string;
}

/** What the admin is shown once after creating a person: the one-time password, or the invitation link. */
export type CreatedUserAnswer = (
  | { userId: string; credential: 'one-time-password'; oneTimePassword: string }
  | { userId: string; credential: 'invitation'; invitationUrl: string; expiresAt: string }
) & {
  /** Admin or reviewer rights: the password or link works only once another admin has confirmed them. */
  awaitingConfirmation: boolean;
};

/** What the admin is shown: the one-time password, or the invitation as a link to the desk. */
function answerFor(created: CreatedUser, deskUrl: string): CreatedUserAnswer {
  if (created.credential === 'one-time-password') return created;
  const invitationUrl = new URL(`/invite/${created.invitationToken}`, deskUrl).toString();
  return {
    userId: created.userId,
    credential: 'invitation',
    invitationUrl,
    expiresAt: created.expiresAt.toISOString(),
    awaitingConfirmation: created.awaitingConfirmation,
  };
}

/**
 * The users actions' specs (lib/desk/actions/users.ts makes each a protectedAction): admins only
 * (`settings:manage`), each audited with who did it and to whom — never a password, a token or a
 * link in the audit trail.
 */
export function userActionSpecs(deps: UserActionDeps) {
  const create: ActionSpec<typeof createUserSchema, CreatedUserAnswer, never> = {
    name: 'users.create',
    permission: 'settings:manage',
    schema: createUserSchema,
    run: async (input, actor) =>
      answerFor(await createPerson(await deps.auth(), await deps.db(), actor.id, input), deps.deskUrl()),
    auditDetails: (answer) => ({
      userId: answer.userId,
      credential: answer.credential,
      awaitingConfirmation: answer.awaitingConfirmation,
    }),
    target: (input) => `${input.role}: ${input.name}`,
  };
  const changeRoleSpec: ActionSpec<typeof changeRoleSchema, { from: string; to: string; pending: boolean }, never> = {
    name: 'users.change-role',
    permission: 'settings:manage',
    schema: changeRoleSchema,
    run: async (input, actor) => changeRole(await deps.db(), actor.id, input.userId, input.role),
    target: (input) => input.userId,
    auditDetails: (change) => change,
  };
  /** Another admin confirms (or any admin refuses; its proposer withdraws) admin or reviewer rights. */
  const settle = (
    decision: 'confirm' | 'refuse',
  ): ActionSpec<typeof userIdSchema, Awaited<ReturnType<typeof settleGrant>>, never> => ({
    name: decision === 'confirm' ? 'users.confirm-rights' : 'users.refuse-rights',
    permission: 'settings:manage',
    schema: userIdSchema,
    run: async (input, actor) => settleGrant(await deps.db(), input.userId, actor.id, decision),
    target: (input) => input.userId,
    auditDetails: (move) => ({ from: move.from, to: move.to }),
  });
  const deactivate: ActionSpec<typeof userIdSchema, { userId: string }, never> = {
    name: 'users.deactivate',
    permission: 'settings:manage',
    schema: userIdSchema,
    run: async (input, actor) => {
      await deactivatePerson(await deps.db(), actor.id, input.userId);
      return { userId: input.userId };
    },
    target: (input) => input.userId,
  };
  const reactivate: ActionSpec<typeof userIdSchema, { userId: string }, never> = {
    name: 'users.reactivate',
    permission: 'settings:manage',
    schema: userIdSchema,
    run: async (input) => {
      await reactivatePerson(await deps.db(), input.userId);
      return { userId: input.userId };
    },
    target: (input) => input.userId,
  };
  const renewAccess: ActionSpec<typeof userIdSchema, CreatedUserAnswer, never> = {
    name: 'users.renew-access',
    permission: 'settings:manage',
    schema: userIdSchema,
    run: async (input, actor) =>
      answerFor(await renewPersonAccess(await deps.auth(), await deps.db(), actor.id, input.userId), deps.deskUrl()),
    target: (input) => input.userId,
    auditDetails: (answer) => ({ credential: answer.credential }),
  };
  return {
    create,
    changeRole: changeRoleSpec,
    confirmRights: settle('confirm'),
    refuseRights: settle('refuse'),
    deactivate,
    reactivate,
    renewAccess,
  };
}
