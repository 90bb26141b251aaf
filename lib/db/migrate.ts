import path from 'node:path';
import type { Pool } from 'pg';
import * as schema from './schema';

/** Where drizzle-kit writes migrations; read at run time from the project root. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'lib/db/migrations');
const MIGRATE_CONFIG = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: 'drizzle' };

// Any constant: several server instances on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_ID = 0x0c0441d0;

/** Migrates on one dedicated connection holding a session advisory lock. */
export async function migratePostgres(pool: Pool): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle({ client: connection, schema }), MIGRATE_CONFIG);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    connection.release();
  }
}
