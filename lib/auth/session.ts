import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from './auth';
import { PRESENTER_COOKIE, presenterFromCookie } from './presenter';
import { can, type Permission, type Role } from './roles';
import { sessionPersonFrom, type SessionPerson } from './session-person';

export interface DeskUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Presenter mode is on (lib/auth/presenter.ts): personal data masked whatever the role (lib/desk/mask.ts). */
  presenter?: boolean;
}

const deskUser = ({ id, name, email, role, presenter }: DeskUser): DeskUser => ({ id, name, email, role, presenter });

/** The session's person, whatever their password state; null when signed out, deactivated or of an unknown role. */
async function sessionPerson(): Promise<(SessionPerson & { presenter: boolean }) | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  const person = sessionPersonFrom(session?.user);
  if (!person) return null;
  return { ...person, presenter: presenterFromCookie((await cookies()).get(PRESENTER_COOKIE)?.value) };
}

/**
 * The signed-in user, or null. A user with an unknown role, a deactivated one, and one who has
 * not yet chosen their own password (signed in with a one-time password) are treated as signed out.
 */
export async function getCurrentUser(): Promise<DeskUser | null> {
  const person = await sessionPerson();
  if (!person || person.mustChangePassword) return null;
  return deskUser(person);
}

/** The "Choose your password" page's guard: the person who must choose one, else the desk (or sign-in). */
export async function requirePasswordChooser(): Promise<DeskUser> {
  const person = await sessionPerson();
  if (!person) redirect('/sign-in');
  if (!person.mustChangePassword) redirect('/');
  return deskUser(person);
}

/** Page guard: the signed-in user, or a redirect to sign-in (or to choose a password first). */
export async function requireUser(): Promise<DeskUser> {
  const person = await sessionPerson();
  if (!person) redirect('/sign-in');
  if (person.mustChangePassword) redirect(CHOOSE_PASSWORD_PATH);
  return deskUser(person);
}

/** Where a person signed in with a one-time password chooses their own. */
export const CHOOSE_PASSWORD_PATH = '/choose-password';

/** Page guard: the user if their role holds the permission, else the "not allowed" page. */
export async function requirePermission(permission: Permission): Promise<DeskUser> {
  const user = await requireUser();
  if (!can(user.role, permission)) redirect(`/forbidden?need=${encodeURIComponent(permission)}`);
  return user;
}
