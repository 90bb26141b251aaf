// npm run bench — the production server on a fresh database per engine (embedded PGlite, then the
// PostgreSQL of DATABASE_URL or the local one), loaded with autocannon:
//   1. GET /api/v1/health (the trivial route) and GET /api/v1/funding/deposit-instruments;
//   2. POST /api/v1/transactions: valid p2p bodies, fresh references, each with its own quote made
//      beforehand; then every accepted transaction is read back to check it was persisted.
// Prints requests/s, p50/p99 latency, the ratio to health and the server's peak RSS.
// Knobs: BENCH_SECONDS (transactions, default 20), BENCH_CONNECTIONS (10), BENCH_QUOTES (per engine).
// The server runs with CORRIDOR_WORKER=off so that lifecycle steps and webhook deliveries do not
// compete with the measured request path.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { buildIsStale } from './build-stamp.mjs';
import { spawnBuiltServer, waitUntilHealthy } from './lib/built-server';
import { adminQuery, postgresAvailable } from './lib/postgres-available';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const API_KEY = 'sk_sandbox_demo';
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const HEADERS = { 'x-api-key': API_KEY, 'content-type': 'application/json' };

type Row = { name: string; rps: number; p50: number; p99: number; bad: number; total: number };

function report(row: Row) {
  console.log(
    `  ${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(6)} req/s   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(3)} ms   non-2xx/errors ${row.bad}`,
  );
  return row;
}

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  return report({
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
    total: result.requests.total,
  });
}

function peakRssMb(pid: number) {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

async function pool<T>(count: number, concurrency: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const server = spawnBuiltServer(port, { CORRIDOR_WORKER: 'off', QUOTE_TTL_SECONDS: '3600', ...env });
  try {
    await waitUntilHealthy(server, `http://127.0.0.1:${port}`);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return server;
}

async function benchEngine(label: string, env: Record<string, string>, port: number, quotes: number) {
  const base = `http://127.0.0.1:${port}`;
  console.log(`\n[bench] ${label}: ${CONNECTIONS} connections, ${new Date().toISOString()}`);
  const server = await startServer(env, port);
  try {
    const health = await load('GET /api/v1/health', { url: `${base}/api/v1/health`, duration: 10 });
    const depositQuery = '/api/v1/funding/deposit-instruments?merchantId=M1&asset=USD&network=SWIFT&sourceCountry=US';
    await fetch(`${base}${depositQuery}`, { headers: HEADERS });
    const deposits = await load('GET /funding/deposit-instruments', {
      url: `${base}${depositQuery}`,
      headers: HEADERS,
      duration: 10,
    });
    console.log(`  ratio deposit-instruments / health: ${(deposits.rps / health.rps).toFixed(2)}`);

    const started = Date.now();
    const quotation = { ...exampleQuotationBody('p2p'), requestAmount: '1000.00' };
    const quoteIds = await pool(quotes, 20, async () => {
      const response = await fetch(`${base}/api/v1/quotations`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify(quotation),
      });
      if (response.status !== 201) throw new Error(`quotation failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { quotes: { quoteId: string; receivingAmount: string }[] };
      return body.quotes[0]!;
    });
    console.log(`  (made ${quotes} quotes beforehand in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

    // Bodies are made before the run, so the load generator spends its core on sending.
    const bodies = quoteIds.map((quote) => {
      const body = exampleTransactionBody('p2p', { quoteId: quote.quoteId });
      body.amount = quote.receivingAmount;
      return { ref: body.transactionReference, json: JSON.stringify(body) };
    });
    let used = 0;
    const accepted: string[] = [];
    let exhausted = false;
    const control: { instance?: { stop: () => void } } = {};
    const running = autocannon({
      url: `${base}/api/v1/transactions`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: 'POST',
          headers: HEADERS,
          setupRequest: (request, context) => {
            const body = bodies[used++];
            if (!body) {
              exhausted = true;
              control.instance?.stop();
              return request;
            }
            (context as { ref?: string }).ref = body.ref;
            return { ...request, body: body.json };
          },
          onResponse: (status, _body, context) => {
            if (status === 201) accepted.push((context as { ref: string }).ref);
          },
        },
      ],
    });
    control.instance = running as unknown as { stop: () => void };
    const result = await running;
    const tx = report({
      name: 'POST /api/v1/transactions',
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bad: result.errors + result.non2xx,
      total: result.requests.total,
    });
    if (exhausted) console.log(`  (the ${quotes} quotes ran out before ${SECONDS} s: raise BENCH_QUOTES)`);
    console.log(`  ratio transactions / health: ${(tx.rps / health.rps).toFixed(2)}`);

    const found = await pool(
      accepted.length,
      20,
      async (i) => (await fetch(`${base}/api/v1/transactions/${accepted[i]}`, { headers: HEADERS })).status === 200,
    );
    const persisted = found.filter(Boolean).length;
    console.log(
      `  persisted and queryable: ${persisted} of ${accepted.length} accepted (${persisted === accepted.length ? 'all' : 'MISSING SOME'})`,
    );
    console.log(`  server peak RSS: ${peakRssMb(server.pid!).toFixed(0)} MB`);
    return { health, deposits, tx, persisted, accepted: accepted.length };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

if (buildIsStale()) {
  console.log('[bench] building the production server first…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-'));
try {
  await benchEngine(
    'embedded database (PGlite)',
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    3900,
    Number(process.env.BENCH_QUOTES ?? 30_000),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (await postgresAvailable(PG_URL)) {
  const name = `corridor_bench_${process.pid}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  await adminQuery(PG_URL, `create database ${name}`);
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-pg-'));
  try {
    await benchEngine(
      'PostgreSQL',
      { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() },
      3901,
      Number(process.env.BENCH_QUOTES ?? 45_000),
    );
  } finally {
    await adminQuery(PG_URL, `drop database if exists ${name} with (force)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log(`\n[bench] PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} not reachable: skipped`);
}
console.log('\n(figures depend on what else the machine is doing: the server and the load generator share 2 cores)');
