// npm run bench:api — the production server as `npm start` runs it (worker, webhook deliveries to
// the desk's own receiver, the desk's repair poller all on), on each engine (embedded PGlite, then
// the PostgreSQL of DATABASE_URL or the local one, in a database the bench creates and drops),
// loaded with autocannon (BENCH_CONNECTIONS connections). For each engine, in one run:
//   0. the engine's ceiling: a bare Node HTTP server (scripts/lib/ceiling-server.mjs, a child
//      process) doing one INSERT per request into the same engine, same load generator;
//   1. POST /api/v1/quotations;
//   2. POST /api/v1/transactions: valid p2p bodies, each spending a quote made beforehand (one made
//      by the quotation service before the server starts, copied in SQL under new ids)
//      (BENCH_SECONDS, default 15 s); then the wait until the load has drained (every transaction
//      final, every webhook delivered; at most BENCH_DRAIN_SECONDS);
//   3. POST /api/v1/payments between a payer and a beneficiary made beforehand, each with its own
//      FX quote (made like the transaction quotes);
//   4. the comparison row: POST /api/v1/transactions with the worker off (the server restarted
//      on the same database with CORRIDOR_WORKER=off);
//   5. read from the database once the server has stopped: the lifecycle lag (each move's time
//      minus its due time), the webhook delivery lag (delivered_at − created_at), the drain time
//      after the load, whether the desk's records followed the provider's statuses, and how late.
// Throughput is printed in req/s and as a ratio to the ceiling (absolute figures move with the
// machine and whatever else runs on it); the server's peak RSS (VmHWM of the node process itself),
// the machine's load average at the start and the end. Results also go to bench-results/api.json.
// Knobs: BENCH_SECONDS (15), BENCH_SHORT_SECONDS (8: ceiling, quotations, payments, worker off),
// BENCH_CONNECTIONS (10), BENCH_QUOTES / BENCH_QUOTES_OFF / BENCH_PAYMENT_QUOTES (per engine),
// BENCH_ENGINES (pglite,postgres), BENCH_PORT (3900), BENCH_CEILING_PORT (the next one),
// BENCH_CPU_PROF (a directory: the worker-on server runs with --cpu-prof and writes its .cpuprofile
// there when it stops; summarise with scripts/profile-summary.mjs).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '@/lib/db/client';
import type { ProviderDeps } from '@/lib/provider/deps';
import { createFxQuote } from '@/lib/provider/fx/service';
import { seedRates } from '@/lib/provider/fx/rates';
import { createQuotation } from '@/lib/provider/quotations/service';
import { fxQuoteRequestSchema } from '@/lib/schemas/fx-quote';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { testBeneficiaryBody, testPayerBody, testPaymentBody } from '@/lib/provider/testing';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { buildIsStale } from './build-stamp.mjs';
import { spawnBuiltServer, waitUntilHealthy } from './lib/built-server';
import { adminQuery, postgresAvailable } from './lib/postgres-available';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SHORT_SECONDS = Number(process.env.BENCH_SHORT_SECONDS ?? 8);
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENGINES = new Set((process.env.BENCH_ENGINES ?? 'pglite,postgres').split(','));
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? PORT + 1);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const API_KEY = 'sk_sandbox_demo';
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const HEADERS = { 'x-api-key': API_KEY, 'content-type': 'application/json' };
/** The sandbox's time between two lifecycle steps (the server's default, set so the lag is read against it). */
const STEP_MS = 3000;
/** What users must get (issue 16): half of each engine's ceiling, p99 < 25 ms, RSS < 500 MB, lags. */
const TARGETS = {
  ceilingRatio: 0.5,
  p99Ms: 25,
  rssMb: 500,
  lifecycleLagP99Ms: 2000,
  webhookLagP99Ms: 5000,
  drainS: 15,
};
const FINAL_TRANSACTION = new Set(['SUCCESS', 'FAILED', 'CANCELLED', 'RETURNED']);

type Engine = 'pglite' | 'postgres';
interface EngineEnv {
  DATA_DIR: string;
  DATABASE_URL: string;
}
interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  total: number;
  seconds: number;
  ratio?: number;
  /** CPU time the server (or the ceiling) process spent per request: steadier than req/s on a shared machine. */
  cpuMsPerRequest?: number;
}

// ---------------------------------------------------------------- measuring

const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

function report(row: Row, ceiling?: Row): Row {
  if (ceiling) row.ratio = Number((row.rps / ceiling.rps).toFixed(2));
  console.log(
    `  ${row.name.padEnd(34)} ${row.rps.toFixed(0).padStart(6)} req/s${row.ratio === undefined ? '' : ` (${row.ratio.toFixed(2)} of the ceiling)`}   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(4)} ms   non-2xx/errors ${row.bad}${row.cpuMsPerRequest === undefined ? '' : `   cpu ${row.cpuMsPerRequest} ms/req`}`,
  );
  return row;
}

function rowOf(name: string, result: autocannon.Result): Row {
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.errors + result.non2xx,
    total: result.requests.total,
    seconds: result.duration,
  };
}

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s
}

/** Runs `work` and sets its row's CPU time per request of the process `pid`. */
async function withCpu<T extends { row: Row } | Row>(pid: number, work: () => Promise<T>): Promise<T> {
  const before = cpuMs(pid);
  const result = await work();
  const row: Row = 'row' in result ? result.row : (result as Row);
  row.cpuMsPerRequest = Number(((cpuMs(pid) - before) / Math.max(1, row.total)).toFixed(2));
  return result;
}

/** The peak resident memory of a process (the node process itself, not npm or a start script). */
function peakRssMb(pid: number) {
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
}

/**
 * Loads `url` with the prepared bodies, one each, for `seconds` (stopping early if they run out,
 * which is said); answers the row and the bodies' keys that were answered 201.
 */
async function loadBodies(
  name: string,
  url: string,
  bodies: readonly { key: string; json: string }[],
  seconds: number,
  onCreated?: (body: string) => void,
) {
  let used = 0;
  const accepted: string[] = [];
  let exhausted = false;
  const control: { instance?: { stop: () => void } } = {};
  const startedAt = new Date();
  const running = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
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
          (context as { key?: string }).key = body.key;
          return { ...request, body: body.json };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          accepted.push((context as { key: string }).key);
          onCreated?.(body);
        },
      },
    ],
  });
  control.instance = running as unknown as { stop: () => void };
  const result = await running;
  const endedAt = new Date();
  if (exhausted) console.log(`  (the ${bodies.length} prepared bodies ran out before ${seconds} s: raise the knob)`);
  return { row: rowOf(name, result), accepted, startedAt, endedAt, used: Math.min(used, bodies.length) };
}

async function postJson<T>(base: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) });
  if (response.status !== 201) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

// ---------------------------------------------------------------- processes

async function startServer(env: EngineEnv, worker: 'on' | 'off'): Promise<ChildProcess> {
  const server = spawnBuiltServer(
    PORT,
    {
      ...env,
      CORRIDOR_WORKER: worker,
      QUOTE_TTL_SECONDS: '3600',
      SANDBOX_STEP_MS: String(STEP_MS),
    },
    CPU_PROF_DIR && worker === 'on' ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [],
  );
  try {
    await waitUntilHealthy(server, `http://127.0.0.1:${PORT}`);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return server;
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/** The engine's ceiling: the bare one-INSERT server in its own process, loaded like the server. */
async function measureCeiling(engine: Engine, target: string, sampleBody: string): Promise<Row> {
  const port = CEILING_PORT;
  const child = spawn(process.execPath, ['scripts/lib/ceiling-server.mjs', String(port), engine, target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)));
    });
    const result = await withCpu(child.pid!, () =>
      autocannon({
        url: `http://127.0.0.1:${port}/`,
        connections: CONNECTIONS,
        duration: SHORT_SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: sampleBody,
      }).then((answer) => rowOf('ceiling: bare HTTP + one INSERT', answer)),
    );
    return report(result);
  } finally {
    await stopProcess(child);
  }
}

// ---------------------------------------------------------------- the drain

async function getJson<T>(base: string, route: string): Promise<T | undefined> {
  const response = await fetch(`${base}${route}`, { headers: HEADERS }).catch(() => undefined);
  return response?.ok ? ((await response.json()) as T) : undefined;
}

/**
 * Waits, as a client would see it, until no webhook message is pending and the last accepted
 * transactions (the last to come due) are final; at most DRAIN_SECONDS. The exact drain time is
 * read from the database afterwards; this only decides how long to wait.
 */
async function waitForDrain(base: string, accepted: readonly string[]): Promise<{ waitedS: number; drained: boolean }> {
  const started = Date.now();
  const last = accepted.slice(-20);
  while (Date.now() - started < DRAIN_SECONDS * 1000) {
    const pending = await getJson<{ items: unknown[] }>(base, '/api/v1/webhook-messages?status=PENDING&limit=1');
    if (pending && pending.items.length === 0) {
      const statuses = await Promise.all(
        last.map(async (ref) => (await getJson<{ status: string }>(base, `/api/v1/transactions/${ref}`))?.status),
      );
      if (statuses.every((status) => status !== undefined && FINAL_TRANSACTION.has(status)))
        return { waitedS: (Date.now() - started) / 1000, drained: true };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { waitedS: (Date.now() - started) / 1000, drained: false };
}

// ---------------------------------------------------------------- reading the results back

interface Lag {
  n: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
}

/**
 * What the database says about the transactions created in [from, to): lifecycle lag, webhook
 * delivery lag, the drain (the last move, delivery and desk update after `loadEnd`), what is left,
 * and whether the desk's records follow the provider's.
 */
async function analyse(env: EngineEnv, window: { from: Date; to: Date; loadEnd: Date }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  const db = database.db;
  const from = window.from.toISOString();
  const to = window.to.toISOString();
  const loadEnd = window.loadEnd.toISOString();
  const lagOf = (rows: { n: number | string; p50: number | null; p99: number | null; max: number | null }[]): Lag => ({
    n: Number(rows[0]?.n ?? 0),
    p50Ms: round(Number(rows[0]?.p50 ?? NaN), 0),
    p99Ms: round(Number(rows[0]?.p99 ?? NaN), 0),
    maxMs: round(Number(rows[0]?.max ?? NaN), 0),
  });
  try {
    const lifecycle = lagOf(
      await queryRows(
        db,
        sql`with t as (
              select service_ref, created_at from provider.transactions where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz),
            ev as (
              select e.from_status, e.created_at as at,
                coalesce(lag(e.created_at) over (partition by e.ref order by e.id), t.created_at) as previous
              from provider.lifecycle_events e join t on t.service_ref = e.ref where e.aggregate = 'transaction'),
            lags as (
              select extract(epoch from (at - previous)) * 1000 - ${STEP_MS} as ms from ev where from_status is not null)
            select count(*) as n, percentile_cont(0.5) within group (order by ms) as p50,
              percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max from lags`,
      ),
    );
    const webhooks = lagOf(
      await queryRows(
        db,
        sql`with lags as (
              select extract(epoch from (delivered_at - created_at)) * 1000 as ms from provider.webhook_outbox
              where event_type like 'transaction.%' and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
                and delivered_at is not null)
            select count(*) as n, percentile_cont(0.5) within group (order by ms) as p50,
              percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max from lags`,
      ),
    );
    // The desk's lag: its record's last update after the provider's last move of the transaction.
    const desk = lagOf(
      await queryRows(
        db,
        sql`with t as (
              select service_ref, status, updated_at from provider.transactions where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz),
            lags as (
              select extract(epoch from (r.updated_at - t.updated_at)) * 1000 as ms
              from t join desk.remittances r on r.kind = 'transaction' and r.service_ref = t.service_ref and r.status = t.status)
            select count(*) as n, percentile_cont(0.5) within group (order by ms) as p50,
              percentile_cont(0.99) within group (order by ms) as p99, max(ms) as max from lags`,
      ),
    );
    const [left] = await queryRows<Record<string, string | number | null>>(
      db,
      sql`with t as (
            select service_ref, status, next_step_at, updated_at from provider.transactions
            where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz),
          o as (
            select status, delivered_at from provider.webhook_outbox
            where event_type like 'transaction.%' and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz)
          select (select count(*) from t) as transactions,
            (select count(*) from t where next_step_at is not null) as not_final,
            (select count(*) from o where status = 'PENDING') as outbox_pending,
            (select count(*) from o where status = 'FAILED') as outbox_failed,
            (select count(*) from t left join desk.remittances r on r.kind = 'transaction' and r.service_ref = t.service_ref
              where r.reference is null) as desk_missing,
            (select count(*) from t join desk.remittances r on r.kind = 'transaction' and r.service_ref = t.service_ref
              where r.status <> t.status) as desk_behind,
            extract(epoch from ((select max(updated_at) from t) - ${loadEnd}::timestamptz)) as last_move_s,
            extract(epoch from ((select max(delivered_at) from o) - ${loadEnd}::timestamptz)) as last_delivery_s,
            extract(epoch from ((select max(r.updated_at) from t join desk.remittances r
              on r.kind = 'transaction' and r.service_ref = t.service_ref) - ${loadEnd}::timestamptz)) as last_desk_s`,
    );
    const num = (key: string) => Number(left?.[key] ?? NaN);
    return {
      lifecycle,
      webhooks,
      desk,
      transactions: num('transactions'),
      left: {
        notFinal: num('not_final'),
        outboxPending: num('outbox_pending'),
        outboxFailed: num('outbox_failed'),
        deskMissing: num('desk_missing'),
        deskBehind: num('desk_behind'),
      },
      drainS: {
        lastMove: round(num('last_move_s'), 1),
        lastDelivery: round(num('last_delivery_s'), 1),
        lastDeskUpdate: round(num('last_desk_s'), 1),
      },
    };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------- one engine

/** The sandbox's demo merchant, whose key (sk_sandbox_demo) the load uses. */
const MERCHANT = 'M1';

/**
 * Copies one quote `count` times under new ids (each valid, unused and unexpired like the
 * original) and answers the copies' rows: made in one statement, so the bench does not spend
 * minutes making through the API the quotes its loads spend.
 */
async function copyQuote(db: Db, table: 'transaction_quotes' | 'fx_quotes', template: string, count: number) {
  const key = table === 'fx_quotes' ? 'id' : 'quote_id';
  const newId =
    table === 'fx_quotes'
      ? sql.raw(`'qt_' || substr(md5(random()::text || g.i), 1, 16)`)
      : sql.raw(`'QR' || upper(substr(md5(random()::text || g.i), 1, 16))`);
  const columns = (
    await queryRows<{ column_name: string }>(
      db,
      sql`select column_name from information_schema.columns where table_schema = 'provider' and table_name = ${table} order by ordinal_position`,
    )
  ).map((row) => row.column_name);
  const value = (column: string) =>
    column === key
      ? sql.raw('g.id')
      : column === 'response'
        ? sql.raw(`jsonb_set(q.response, '{quoteId}', to_jsonb(g.id))`)
        : column === 'quotation_reference'
          ? sql.raw(`'QT' || upper(substr(md5(g.id), 1, 16))`)
          : column === 'created_at'
            ? sql.raw('now()')
            : sql.raw(`q.${column}`);
  return queryRows<Record<string, string>>(
    db,
    sql`insert into ${sql.raw(`provider.${table}`)} (${sql.raw(columns.join(', '))})
        select ${sql.join(columns.map(value), sql`, `)}
        from ${sql.raw(`provider.${table}`)} q,
          (select ${newId} as id from generate_series(1, ${count}) as g(i)) g
        where q.${sql.raw(key)} = ${template}
        returning ${sql.raw(key)} as id`,
  );
}

/**
 * Before the server starts (PGlite admits one process): migrates, then makes one p2p transaction
 * quote and one FX quote through the services the API uses, and copies them: `transactions` and
 * `fx` quotes, valid for an hour.
 */
async function seedQuotes(env: EngineEnv, counts: { transactions: number; fx: number }) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  try {
    const db = database.db;
    await seedRates(db);
    const deps = { db, config: { quoteTtlSeconds: 3600 }, now: () => new Date() } as unknown as ProviderDeps;
    const quotation = await db.transaction((tx) =>
      createQuotation(
        deps,
        tx,
        MERCHANT,
        quotationRequestSchema.parse({ ...exampleQuotationBody('p2p'), requestAmount: '1000.00' }),
      ),
    );
    const fx = await db.transaction((tx) =>
      createFxQuote(
        deps,
        tx,
        MERCHANT,
        fxQuoteRequestSchema.parse({ sellCurrency: 'SGD', buyCurrency: 'USD', fixedSide: 'SELL', amount: 10 }),
      ),
    );
    const quote = quotation.quotes[0]!;
    const transactionQuotes = (await copyQuote(db, 'transaction_quotes', quote.quoteId, counts.transactions)).map(
      (row) => JSON.stringify({ quoteId: row.id, receivingAmount: quote.receivingAmount }),
    );
    const fxQuotes = (await copyQuote(db, 'fx_quotes', fx.quoteId, counts.fx)).map((row) => ({
      quoteId: row.id!,
      sellAmount: fx.sellAmount,
      buyAmount: fx.buyAmount,
    }));
    return { transactionQuotes, fxQuotes };
  } finally {
    await database.close();
  }
}

function transactionBodies(quotes: readonly string[]) {
  return quotes.map((json) => {
    const quote = JSON.parse(json) as { quoteId: string; receivingAmount: string };
    const body = exampleTransactionBody('p2p', { quoteId: quote.quoteId });
    body.amount = quote.receivingAmount;
    return { key: body.transactionReference, json: JSON.stringify(body) };
  });
}

async function benchEngine(engine: Engine, env: EngineEnv, ceilingTarget: string, quotes: Record<string, number>) {
  const base = `http://127.0.0.1:${PORT}`;
  const label = engine === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL';
  const load = { start: loadAverage(), end: [] as number[] };
  console.log(
    `\n[bench] ${label}: ${CONNECTIONS} connections, ${new Date().toISOString()}, load average ${load.start.join(' ')}`,
  );
  const sample = transactionBodies([JSON.stringify({ quoteId: 'Q-ceiling', receivingAmount: '1.00' })])[0]!.json;
  const ceiling = await measureCeiling(engine, ceilingTarget, sample);

  const seeding = Date.now();
  const seeded = await seedQuotes(env, { transactions: quotes.on! + quotes.off!, fx: quotes.payments! });
  console.log(
    `  (made ${seeded.transactionQuotes.length} transaction quotes and ${seeded.fxQuotes.length} FX quotes beforehand in ${((Date.now() - seeding) / 1000).toFixed(1)} s)`,
  );
  const started = Date.now();
  let server = await startServer(env, 'on');
  console.log(`  (server up with the worker on in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const rows: Record<string, Row> = { ceiling };
  let txWindow: { from: Date; loadEnd: Date; to: Date };
  let drain: { waitedS: number; drained: boolean };
  let rssOn: number;
  let rssOff: number;
  let bodies: { key: string; json: string }[];
  let usedOn: number;
  let cpuPerTransaction: number;
  try {
    // 1. Quotations.
    const quotationBody = JSON.stringify({ ...exampleQuotationBody('p2p'), requestAmount: '1000.00' });
    const pid = server.pid!;
    const quotations = await withCpu(pid, async () =>
      rowOf(
        'POST /api/v1/quotations',
        await autocannon({
          url: `${base}/api/v1/quotations`,
          connections: CONNECTIONS,
          duration: SHORT_SECONDS,
          method: 'POST',
          headers: HEADERS,
          body: quotationBody,
        }),
      ),
    );
    rows.quotations = report(quotations, ceiling);
    bodies = transactionBodies(seeded.transactionQuotes);
    const fxQuotes = seeded.fxQuotes;
    // The payments' parties.
    const parties = {
      originalPayerId: (await postJson<{ originalPayerId: string }>(base, '/api/v1/payers', testPayerBody()))
        .originalPayerId,
      beneficiaryId: (await postJson<{ beneficiaryId: string }>(base, '/api/v1/beneficiaries', testBeneficiaryBody()))
        .beneficiaryId,
    };

    // 2. Transactions with the worker on, then the drain.
    const cpuBefore = cpuMs(pid);
    const tx = await withCpu(pid, () =>
      loadBodies('POST /api/v1/transactions', `${base}/api/v1/transactions`, bodies.slice(0, quotes.on), SECONDS),
    );
    usedOn = tx.used;
    rows.transactions = report(tx.row, ceiling);
    drain = await waitForDrain(base, tx.accepted);
    cpuPerTransaction = Number(((cpuMs(pid) - cpuBefore) / Math.max(1, tx.accepted.length)).toFixed(2));
    console.log(
      `  (waited ${drain.waitedS.toFixed(1)} s after the load: ${drain.drained ? 'drained' : `NOT drained within ${DRAIN_SECONDS} s`}; server cpu per transaction with its lifecycle, webhooks and desk updates: ${cpuPerTransaction} ms)`,
    );
    txWindow = { from: tx.startedAt, loadEnd: tx.endedAt, to: new Date() };

    // 3. Payments.
    const payments = await withCpu(pid, () =>
      loadBodies(
        'POST /api/v1/payments',
        `${base}/api/v1/payments`,
        fxQuotes.map((quote) => {
          const body = testPaymentBody(parties, quote);
          return { key: body.requestId, json: JSON.stringify(body) };
        }),
        SHORT_SECONDS,
      ),
    );
    rows.payments = report(payments.row, ceiling);
    rssOn = peakRssMb(server.pid!);
    console.log(`  server peak RSS (worker on): ${rssOn} MB`);
  } finally {
    await stopProcess(server);
  }

  // 4. The comparison row: the same server with the worker off, on the same database.
  server = await startServer(env, 'off');
  try {
    const off = await withCpu(server.pid!, () =>
      loadBodies(
        'POST /api/v1/transactions, worker off',
        `${base}/api/v1/transactions`,
        bodies.slice(usedOn),
        SHORT_SECONDS,
      ),
    );
    rows.transactionsWorkerOff = report(off.row, ceiling);
    rssOff = peakRssMb(server.pid!);
    console.log(`  server peak RSS (worker off): ${rssOff} MB`);
  } finally {
    await stopProcess(server);
  }

  // 5. What the database says about the worker-on transactions.
  const analysis = await analyse(env, txWindow);
  const ms = (lag: Lag) => `p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms, max ${lag.maxMs} ms (${lag.n})`;
  console.log(`  lifecycle lag (move − due):       ${ms(analysis.lifecycle)}`);
  console.log(`  webhook delivery lag:             ${ms(analysis.webhooks)}`);
  console.log(`  desk record lag (after the move): ${ms(analysis.desk)}`);
  console.log(
    `  drain after the load: last move +${analysis.drainS.lastMove} s, last delivery +${analysis.drainS.lastDelivery} s, last desk update +${analysis.drainS.lastDeskUpdate} s`,
  );
  const left = analysis.left;
  const nothingLeft = Object.values(left).every((count) => count === 0);
  console.log(
    `  left over of ${analysis.transactions} transactions: ${nothingLeft ? 'nothing (all final, all delivered, the desk followed)' : JSON.stringify(left)}`,
  );
  load.end = loadAverage();
  console.log(`  load average at the end: ${load.end.join(' ')}`);
  const tx = rows.transactions!;
  const checks = {
    throughput: tx.rps >= TARGETS.ceilingRatio * ceiling.rps,
    p99: tx.p99 < TARGETS.p99Ms,
    rss: rssOn < TARGETS.rssMb,
    lifecycleLag: (analysis.lifecycle.p99Ms ?? Infinity) < TARGETS.lifecycleLagP99Ms,
    webhookLag: (analysis.webhooks.p99Ms ?? Infinity) < TARGETS.webhookLagP99Ms,
    drain:
      nothingLeft &&
      Math.max(analysis.drainS.lastMove ?? Infinity, analysis.drainS.lastDelivery ?? Infinity) <= TARGETS.drainS,
  };
  console.log(
    `  targets: ${Object.entries(checks)
      .map(([name, ok]) => `${name} ${ok ? 'met' : 'MISSED'}`)
      .join(', ')}`,
  );
  return {
    engine,
    load,
    rows,
    cpuMsPerTransactionWithBackground: cpuPerTransaction,
    rssMb: { workerOn: rssOn, workerOff: rssOff },
    drainWait: drain,
    ...analysis,
    checks,
  };
}

// ---------------------------------------------------------------- main

if (buildIsStale()) {
  console.log('[bench] building the production server first…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const knob = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const results: unknown[] = [];
const benchStarted = Date.now();

if (ENGINES.has('pglite')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-'));
  const ceilingDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-ceiling-'));
  try {
    results.push(
      await benchEngine('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' }, ceilingDir, {
        on: knob('BENCH_QUOTES', 18_000),
        off: knob('BENCH_QUOTES_OFF', 10_000),
        payments: knob('BENCH_PAYMENT_QUOTES', 4_000),
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(ceilingDir, { recursive: true, force: true });
  }
}

if (ENGINES.has('postgres') && (await postgresAvailable(PG_URL))) {
  const name = `corridor_bench_${process.pid}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  await adminQuery(PG_URL, `create database ${name}`);
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-pg-'));
  try {
    results.push(
      await benchEngine('postgres', { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, url.toString(), {
        on: knob('BENCH_QUOTES', 30_000),
        off: knob('BENCH_QUOTES_OFF', 12_000),
        payments: knob('BENCH_PAYMENT_QUOTES', 6_000),
      }),
    );
  } finally {
    await adminQuery(PG_URL, `drop database if exists ${name} with (force)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else if (ENGINES.has('postgres')) {
  console.log(`\n[bench] PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} not reachable: skipped`);
}

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/api.json',
  `${JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, targets: TARGETS, results }, null, 2)}\n`,
);
console.log(
  `\n[bench] done in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s; results in bench-results/api.json` +
    '\n(absolute figures depend on what else the machine is doing: the server, the ceiling and the load generator share its cores; compare the ratios)',
);
