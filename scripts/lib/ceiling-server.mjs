// The engine's ceiling for `npm run bench:api`: a bare Node HTTP server (no framework, no
// validation) that stores each POSTed body with one INSERT into the same engine the server uses,
// run in a child process of its own like the server. Whatever the real server does beyond this is
// what its ratio to the ceiling measures.
//   node scripts/lib/ceiling-server.mjs <port> pglite <dataDir>
//   node scripts/lib/ceiling-server.mjs <port> postgres <url>
// Prints "ready" on stdout once it listens.
import { createServer } from 'node:http';

const [port, engine, target] = process.argv.slice(2);
const TABLE = `create table if not exists bench_ceiling (
  id bigserial primary key, body jsonb not null, created_at timestamptz not null default now())`;
const INSERT = 'insert into bench_ceiling (body) values ($1) returning id';

let insert;
if (engine === 'pglite') {
  const { PGlite } = await import('@electric-sql/pglite');
  // The same settings as the server's embedded database (lib/db/client.ts).
  const db = new PGlite(target, { postgresqlconf: ['shared_buffers=32MB'] });
  await db.waitReady;
  await db.exec(TABLE);
  insert = async (body) => (await db.query(INSERT, [body])).rows[0].id;
} else {
  const { default: pg } = await import('pg');
  // The same pool size as the server's (lib/db/client.ts).
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  await pool.query(TABLE);
  insert = async (body) => (await pool.query(INSERT, [body])).rows[0].id;
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    insert(Buffer.concat(chunks).toString()).then(
      (id) => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(`{"id":"${id}"}`);
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error?.message ?? error));
      },
    );
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
