import { isRole, type Role } from './roles';

/** A signed-in person as the desk's guards see them. */
export interface SessionPerson {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Signed in with a one-time password: they must choose their own before anything else. */
  mustChangePassword: boolean;
}

/**
 * The person of a session's user as better-auth read it (with the session, on every request), or
 * null: an unknown role, or a deactivated person — whose existing session is refused at once.
 */
export function sessionPersonFrom(sessionUser: Record<string, unknown> | undefined | null): SessionPerson | null {
  if (!sessionUser) return null;
  const { id, name, email, role, deactivatedAt, mustChangePassword } = sessionUser;
  if (!isRole(role) || deactivatedAt || typeof id !== 'string') return null;
  return {
    id,
    name: String(name ?? ''),
    email: String(email ?? ''),
    role,
    mustChangePassword: mustChangePassword === true,
  };
}
