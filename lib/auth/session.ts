import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from './auth';
import { can, isRole, type Permission, type Role } from './roles';

export interface DeskUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** The signed-in user, or null. A user with an unknown role is treated as signed out. */
export async function getCurrentUser(): Promise<DeskUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  if (!session) return null;
  const { id, name, email, role } = session.user as typeof session.user & { role?: unknown };
  if (!isRole(role)) return null;
  return { id, name, email, role };
}

/** Page guard: the signed-in user, or a redirect to sign-in. */
export async function requireUser(): Promise<DeskUser> {
  const user = await getCurrentUser();
  if (!user) redirect('/sign-in');
  return user;
}

/** Page guard: the user if their role holds the permission, else the "not allowed" page. */
export async function requirePermission(permission: Permission): Promise<DeskUser> {
  const user = await requireUser();
  if (!can(user.role, permission)) redirect(`/forbidden?need=${encodeURIComponent(permission)}`);
  return user;
}
