import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';

/** What the server's PostgreSQL role may do to the audit trail behind the application's back. */
export interface DatabaseRole {
  name: string;
  /** A superuser can turn every trigger off (`session_replication_role`), the append-only one included. */
  superuser: boolean;
  /** The table's owner (or a member of its role) can `ALTER TABLE … DISABLE TRIGGER`. */
  ownsAuditTrail: boolean;
}

export async function databaseRole(db: Db): Promise<DatabaseRole> {
  const [row] = await queryRows<{ name: string; superuser: boolean; owns: boolean }>(
    db,
    sql`select r.rolname as name, r.rolsuper as superuser,
      pg_has_role(current_user, c.relowner, 'MEMBER') as owns
    from pg_roles r, pg_class c
    where r.rolname = current_user and c.oid = 'desk.audit_events'::regclass`,
  );
  return { name: row!.name, superuser: row!.superuser, ownsAuditTrail: row!.owns };
}

/** The start-up warning for a role that can switch the audit trail's trigger off, or undefined. */
export function databaseRoleWarning(role: DatabaseRole): string | undefined {
  const can = role.superuser ? `is a superuser` : role.ownsAuditTrail ? `owns desk.audit_events` : undefined;
  if (!can) return undefined;
  return (
    `[db] the server's PostgreSQL role "${role.name}" ${can}: it can turn off the trigger that keeps the audit ` +
    `trail append-only. Run migrations as the owner and the server as a role without superuser rights or ` +
    `ownership (README, "Security").`
  );
}

/** Warns at start-up (PostgreSQL only: the embedded database has no roles to speak of). */
export async function warnAboutDatabaseRole(db: Db, warn: (line: string) => void = console.warn): Promise<void> {
  const warning = databaseRoleWarning(await databaseRole(db));
  if (warning) warn(warning);
}

/**
 * What the owner grants the server's role after migrating (README, "Security"): reading and writing
 * the app's tables, but only reading and appending to the audit trail; no DDL, no ownership.
 */
export function serverRoleGrants(role: string, owner: string): string[] {
  const to = `"${role.replaceAll('"', '""')}"`;
  const by = `"${owner.replaceAll('"', '""')}"`;
  return [
    `grant usage on schema desk, provider, drizzle to ${to}`,
    `grant select, insert, update, delete on all tables in schema desk, provider to ${to}`,
    `grant usage, select on all sequences in schema desk, provider to ${to}`,
    `revoke update, delete, truncate on desk.audit_events from ${to}`,
    `grant select on drizzle.__drizzle_migrations to ${to}`,
    `alter default privileges for role ${by} in schema desk, provider grant select, insert, update, delete on tables to ${to}`,
    `alter default privileges for role ${by} in schema desk, provider grant usage, select on sequences to ${to}`,
  ];
}
