import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';

/** Where drizzle-kit writes migrations; read at run time from the project root. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/db/migrations');
const MIGRATE_CONFIG = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: 'drizzle' };

// Any constant: several server instances on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_ID = 0x0c0441d0;

/**
 * Whether the database lacks a migration of the folder, read as drizzle's migrator reads it (the
 * newest applied `created_at` against each migration's time). Asked first so that a server running
 * as a role without DDL rights (README, "Security": migrations as the owner) starts when there is
 * nothing to apply; drizzle's own first statement, `create schema if not exists`, needs them.
 */
async function hasPendingMigrations(connection: PoolClient): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const newest = Math.max(...readMigrationFiles(MIGRATE_CONFIG).map((migration) => migration.folderMillis));
  const { rows: table } = await connection.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table[0]?.present) return true;
  const { rows } = await connection.query<{ applied: string | null }>(
    'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
  );
  const applied = rows[0]?.applied;
  return applied === null || applied === undefined || Number(applied) < newest;
}

/** Migrates on one dedicated connection holding a session advisory lock; nothing when none is pending. */
export async function migratePostgres(pool: Pool): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      if (await hasPendingMigrations(connection))
        await migrate(drizzle({ client: connection, schema }), MIGRATE_CONFIG);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
