import type { SQL } from 'drizzle-orm';
import path from 'node:path';
import { existsSync, mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, QueryConfig } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { migratePostgres } from './migrate';

export type Schema = typeof schema;
/** Either driver's drizzle handle; query code is written against this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Embedded database directory; `memory://` for an in-memory one (tests). */
  dataDir?: string;
  migrate?: boolean;
}

async function openPostgres(url: string): Promise<Database> {
  const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, engine: 'postgres', migrate: () => migratePostgres(pool), close: () => pool.end() };
}

/** Postgres settings of the embedded database: small buffers keep the process's memory modest. */
const PGLITE_CONF = ['shared_buffers=32MB'];

/**
 * Creates a new embedded data directory in a short-lived child process. initdb inside WASM grows
 * the heap to ~800 MB and WASM memory never shrinks, so doing it in-process would leave the
 * server that much larger for its whole life; reopening an initialized directory takes ~180 MB.
 */
async function initPgliteDirectory(dir: string): Promise<void> {
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[1], { postgresqlconf: ${JSON.stringify(PGLITE_CONF)} });
await db.waitReady;
await db.close();`;
  const { spawn } = await import('node:child_process');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`initializing the embedded database in ${dir} failed: ${stderr.slice(-500)}`)),
    );
  });
}

/**
 * node-postgres hands a query's `types` (drizzle's type-parser override object) to the Parse
 * message, where a real server connection ignores it but PGlite's adapter expects an array of
 * parameter type OIDs and throws. Drop the object: it is not parameter types.
 */
function withParameterTypesFix<C extends { connection: { parse: (query: { types?: unknown }) => void } }>(
  config: C,
): C {
  const parse = config.connection.parse.bind(config.connection);
  config.connection.parse = (query) => parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  return config;
}

/**
 * pg-pool's own `query` destroys its client when a query fails, so that a real server's socket in
 * an unknown state is not reused. With PGlite's adapter every client shares one connection object:
 * the next client was attached to it while the failed query's last protocol messages (its Sync's
 * ReadyForQuery) were still on their way, took them as the answers to its own queries (wrong
 * rows), and the process then crashed on "unexpected parseComplete". After a failed query the
 * embedded backend is always back in sync (node-postgres pipelines a Sync after each query, or
 * sends one when binding fails), so the client goes back to the pool; one whose connection really
 * failed is not queryable any more, and the pool discards it itself.
 */
function keepClientAfterQueryError(pool: Pool): void {
  pool.query = (async (config: QueryConfig | string, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  }) as Pool['query'];
}

/** Errors of the connection itself (not of a query) are logged, never an unhandled 'error' event. */
function logConnectionErrors(pool: Pool): void {
  const log = (error: Error) => console.error('[db] connection error:', error.message);
  pool.on('error', log);
  pool.on('connect', (client) => client.on('error', log));
}

/**
 * The embedded database, spoken to through node-postgres (PGlite's own adapter, one connection):
 * the same driver as PostgreSQL, so both engines parse types alike, and named prepared statements
 * skip planning on hot paths. Measured here: `select 1` 0.06 ms through the adapter against 0.19 ms
 * through PGlite's own query(); a prepared six-part insert 0.24 ms against 0.56 ms.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite }, { createPgConfig }, { Pool }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/node-postgres'),
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const inMemory = dataDir.startsWith('memory://');
  let release = async () => {};
  let dir: string | undefined;
  if (!inMemory) {
    release = await acquireDataDirLock(dataDir);
    dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
  }
  try {
    if (dir && !existsSync(path.join(dir, 'PG_VERSION'))) await initPgliteDirectory(dir);
    const client = new PGlite(dir, { postgresqlconf: PGLITE_CONF });
    await client.waitReady;
    // One connection: PGlite is one backend, and interleaved protocol messages would corrupt it.
    const pool = new Pool(withParameterTypesFix(createPgConfig(client)));
    keepClientAfterQueryError(pool);
    logConnectionErrors(pool);
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      migrate: () => migratePostgres(pool),
      close: async () => {
        await pool.end();
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Opens (and by default migrates) a database: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? './.data');
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

/*
 * The process's one database. Next bundles pages and actions separately from the server entry, so
 * this module can exist twice in one process; the handle lives on globalThis under a registered
 * symbol so that both copies share it (two PGlite instances on one directory corrupt it).
 */
const DB_KEY = Symbol.for('corridor.database');
type DbHolder = { [DB_KEY]?: Promise<Database> };

/** The shared database, opened lazily on first use with the process configuration. */
export function getDatabase(open: () => Promise<Database>): Promise<Database> {
  const holder = globalThis as DbHolder;
  if (!holder[DB_KEY]) {
    holder[DB_KEY] = open().catch((error) => {
      delete holder[DB_KEY];
      throw error;
    });
  }
  return holder[DB_KEY];
}

/** Closes the shared database if it was opened (SIGTERM, tests). */
export async function closeSharedDatabase(): Promise<void> {
  const holder = globalThis as DbHolder;
  const pending = holder[DB_KEY];
  delete holder[DB_KEY];
  if (pending) await (await pending).close();
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Rows of a statement run as a named prepared statement: parsed and planned once per connection,
 * then only bound and executed (planning is most of the cost of a short multi-part statement).
 * `name` must always carry the same `text`. Takes the pool handle, not a transaction: one statement
 * is atomic on its own.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const pool = (
    db as unknown as {
      $client: { query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: T[] }> };
    }
  ).$client;
  return (await pool.query({ name, text, values })).rows;
}
