'use server';

import { revalidatePath } from 'next/cache';
import { getAuth } from '@/lib/auth/auth';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';
import { userActionSpecs } from '@/lib/desk/users/actions';

const specs = userActionSpecs({ auth: getAuth, db: deskDb, deskUrl: () => config().deskUrl });
const refreshList = () => revalidatePath('/settings/users');

/** Creates a person with a role: a one-time password or an invitation link, shown once to the admin. */
export const createUserAction = protectedAction({ ...specs.create, then: refreshList });

/** Gives a person another role (never the last active admin away from admin); admin or reviewer rights wait for another admin. */
export const changeUserRoleAction = protectedAction({ ...specs.changeRole, then: refreshList });

/** Another admin confirms admin or reviewer rights one admin gave (a new person or a role change). */
export const confirmUserRightsAction = protectedAction({ ...specs.confirmRights, then: refreshList });

/** Refuses (or, by its proposer, withdraws) rights waiting for confirmation; a new account is deactivated. */
export const refuseUserRightsAction = protectedAction({ ...specs.refuseRights, then: refreshList });

/** Deactivates a person: their sessions end at once and sign-in is refused. */
export const deactivateUserAction = protectedAction({ ...specs.deactivate, then: refreshList });

/** Lets a deactivated person sign in again. */
export const reactivateUserAction = protectedAction({ ...specs.reactivate, then: refreshList });

/** New access for someone who lost theirs: a new one-time password (their sessions end), or a new invitation link. */
export const renewUserAccessAction = protectedAction({ ...specs.renewAccess, then: refreshList });
