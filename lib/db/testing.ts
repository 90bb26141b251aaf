import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from './client';

/** The engine a test run targets: scripts/test.mjs runs the suites once per engine. */
export function engineUnderTest(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a database of its own on the
 * PostgreSQL of DATABASE_URL (the local server keeps data between runs, so tests never share one).
 */
export async function openTestDatabase(): Promise<Database> {
  if (engineUnderTest() === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ databaseUrl: url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** An empty database of its own on the PostgreSQL of DATABASE_URL: its URL, and `drop` to remove it. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const name = `corridor_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    url: withDatabaseName(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
