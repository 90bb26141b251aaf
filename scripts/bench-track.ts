// npm run bench:track — tracking and reconciling at scale (issue 14), on each engine (PGlite, then
// the PostgreSQL of DATABASE_URL or the local one), with the server as users run it (worker,
// webhook delivery and the poller on):
//   0. the engine's ceiling in the same run: `select 1` in process, GET /api/v1/health over HTTP;
//   1. 100,000 remittances seeded: the list query p50/p99 for the first page, for a deep page (the
//      50th) with two filters and a sort, and the bounded count (target p99 < 50 ms);
//   2. the CSV export of all 100,000 through the server: time to the last byte and the server's
//      memory while it streams (target < 5 s, memory flat);
//   3. 100,000 ledger movements in one month: the statement's pages read through the API, and its
//      CSV through the desk;
//   4. webhook ingestion at the desk: signed status events (10 % redelivered) verified,
//      deduplicated and applied per second (target ≥ 500/s), then checked applied once each.
// Writes bench-results/track.json. Knobs: BENCH_TRACK_ROWS (100000), BENCH_TRACK_EVENTS (6000),
// BENCH_TRACK_ONLY (e.g. `webhooks`), BENCH_TRACK_WEBHOOK_CONNECTIONS (10).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync, type ChildProcess } from 'node:child_process';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@/lib/db/client';
import { countRemittances, listRemittances, parseListQuery } from '@/lib/desk/remittances/queries';
import { signedRequest } from '@/lib/provider/webhooks/deliver';
import { buildIsStale } from './build-stamp.mjs';
import { spawnBuiltServer, waitUntilHealthy } from './lib/built-server';
import { adminQuery, postgresAvailable } from './lib/postgres-available';

const ROWS = Number(process.env.BENCH_TRACK_ROWS ?? 100_000);
const EVENTS = Number(process.env.BENCH_TRACK_EVENTS ?? 6_000);
/** Concurrent deliveries, as a provider's delivery workers would send them. */
const WEBHOOK_CONNECTIONS = Number(process.env.BENCH_TRACK_WEBHOOK_CONNECTIONS ?? 10);
const RUNS = 200;
/** BENCH_TRACK_ONLY=queries,export,statement,webhooks runs only those parts (default: all). */
const ONLY = new Set((process.env.BENCH_TRACK_ONLY ?? 'queries,export,statement,webhooks').split(','));
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const WEBHOOK_SECRET = `whsec_${Buffer.from('corridor-bench-track-webhook-secret').toString('base64')}`;
const ADMIN = { email: 'admin@corridor.test', password: 'corridor-admin-demo' };
const TARGETS = { listP99Ms: 50, exportS: 5, webhooksPerS: 500 };

interface EngineEnv {
  DATA_DIR: string;
  DATABASE_URL: string;
}

// ---------------------------------------------------------------- measuring

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

async function timed(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await work(); // warm the plan cache and the buffers
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Samples the server's resident memory every 50 ms until stopped. */
function memorySampler(pid: number) {
  const samples: number[] = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), 50);
  return () => {
    clearInterval(timer);
    samples.push(rssMb(pid));
    return { startMb: round(samples[0]!, 0), peakMb: round(Math.max(...samples), 0), endMb: round(samples.at(-1)!, 0) };
  };
}

// ---------------------------------------------------------------- the server

async function startServer(env: EngineEnv, port: number): Promise<ChildProcess> {
  const server = spawnBuiltServer(port, { ...env, WEBHOOK_SECRET, CORRIDOR_WORKER: 'on' });
  try {
    await waitUntilHealthy(server, `http://127.0.0.1:${port}`);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return server;
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/** Signs in through better-auth's endpoint and answers the session cookie. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

// ---------------------------------------------------------------- seeding

/** 100,000 remittances over 60 days: both kinds, every type and status, five payout currencies. */
async function seedRemittances(database: Database, makerId: string) {
  await database.db.execute(sql`
    insert into desk.remittances (reference, kind, type, service_ref, status, final, amount, currency,
      sending_amount, sending_currency, sender_name, recipient_name, request, created_by, receiving_country,
      merchant_ref, payment_reference, created_at, updated_at, last_checked_at)
    select 'BENCH-' || lpad(i::text, 6, '0'),
      case when i % 5 = 0 then 'payment' else 'transaction' end,
      case when i % 5 = 0 then null else (array['b2b','b2p','p2b','p2p'])[1 + i % 4] end,
      'BSR' || lpad(i::text, 9, '0'),
      case when i % 5 = 0 then (array['CREATED','PROCESSING','COMPLETED','FAILED','RETURNED'])[1 + (i / 5) % 5]
        else (array['ACKNOWLEDGED','PENDING','SUCCESS','SUCCESS','FAILED','RETURNED'])[1 + i % 6] end,
      -- final statuses are final; the rest stay open
      (i % 5 = 0 and (i / 5) % 5 >= 3) or (i % 5 <> 0 and i % 6 >= 4),
      to_char(10 + (i::bigint * 7919) % 250000 + (i % 100) / 100.0, 'FM999999990.00'),
      (array['NGN','EUR','GBP','PHP','INR'])[1 + (i / 7) % 5],
      to_char(10 + (i::bigint * 104729) % 5000 + (i % 100) / 100.0, 'FM999999990.00'), 'USD',
      'Sender ' || (i % 997), 'Recipient ' || (i % 1009),
      '{}'::jsonb,
      case when i % 10 < 7 then ${makerId} else null end,
      (array['NG','DE','GB','PH','IN'])[1 + (i / 7) % 5],
      case when i % 5 = 0 then 'PAY-' || lpad(i::text, 6, '0') else null end,
      case when i % 5 = 0 then 'Invoice ' || i else null end,
      now() - make_interval(secs => i * 51.84),
      now() - make_interval(secs => i * 51.84) + make_interval(secs => i % 600),
      -- checked "tomorrow": these exist only in the desk, so the poller must not ask the API about them
      now() + interval '1 day'
    from generate_series(1, ${ROWS}) as i`);
  await database.db.execute(sql`analyze desk.remittances`);
}

/**
 * 100,000 USD ledger movements in the last 30 days (deposits, debits, fees, refunds, returns),
 * replacing the account's history so every balanceAfter follows from the one before.
 */
async function seedLedger(database: Database): Promise<string> {
  const [account] = await queryRows<{ merchant_id: string }>(
    database.db,
    sql`select merchant_id from provider.ledger_accounts where currency = 'USD' limit 1`,
  );
  if (!account) throw new Error('no USD ledger to seed');
  const merchant = account.merchant_id;
  await database.db.execute(sql`
    with deleted as (delete from provider.ledger_entries where merchant_id = ${merchant} and currency = 'USD'),
    moves as (
      select i,
        (array['DEPOSIT','TRANSACTION_DEBIT','FEE','REFUND','RETURN','PAYMENT_DEBIT'])[1 + i % 6] as kind,
        case i % 6 when 0 then 900.00 when 1 then -120.00 when 2 then -2.50 when 3 then 60.00 when 4 then 40.00
          else -75.25 end as amount
      from generate_series(1, ${ROWS}) as i
    )
    insert into provider.ledger_entries (merchant_id, currency, amount, balance_after, kind, reference, created_at)
    select ${merchant}, 'USD', amount, 5000000 + sum(amount) over (order by i), kind, 'BSR' || lpad(i::text, 9, '0'),
      now() - interval '30 days' + make_interval(secs => i * 25.92)
    from moves`);
  await database.db.execute(sql`
    update provider.ledger_accounts set balance = (
      select balance_after from provider.ledger_entries where merchant_id = ${merchant} and currency = 'USD'
      order by created_at desc, id desc limit 1)
    where merchant_id = ${merchant} and currency = 'USD'`);
  await database.db.execute(sql`analyze provider.ledger_entries`);
  return merchant;
}

// ---------------------------------------------------------------- the measures

async function measureQueries(database: Database) {
  const db = database.db;
  const ceiling = await timed(RUNS, () => db.execute(sql`select 1`));
  const firstPage = await timed(RUNS, () => listRemittances(db, {}));
  // Two filters and a sort: EUR payouts of at least 1,000, largest first; the 50th page.
  const filtered = parseListQuery({ currency: 'EUR', min: '1000', sort: 'amount-desc' }).query;
  let cursor: string | undefined;
  for (let page = 1; page < 50; page += 1) cursor = (await listRemittances(db, { ...filtered, cursor })).nextCursor!;
  const deepPage = await timed(RUNS, () => listRemittances(db, { ...filtered, cursor }));
  const deepPageUpdated = await (async () => {
    const query = parseListQuery({ status: 'in-flight', source: 'desk', sort: 'updated-desc' }).query;
    let at: string | undefined;
    for (let page = 1; page < 50; page += 1) at = (await listRemittances(db, { ...query, cursor: at })).nextCursor!;
    return timed(RUNS, () => listRemittances(db, { ...query, cursor: at }));
  })();
  const count = await timed(50, () => countRemittances(db, filtered));
  return { ceiling, firstPage, deepPage, deepPageUpdated, count };
}

async function measureExport(base: string, cookie: string, pid: number) {
  const memory = memorySampler(pid);
  const started = performance.now();
  const response = await fetch(`${base}/api/desk/remittances/export`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds: round(seconds), rows: lines - 1, megabytes: round(bytes / 1e6), memory: memory() };
}

async function measureStatement(base: string, cookie: string, pid: number) {
  const from = new Date(Date.now() - 31 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 60_000).toISOString();
  // Through the API: every page of the month's movements.
  const apiStarted = performance.now();
  let entries = 0;
  let pages = 0;
  let cursor = '';
  let closing = '';
  do {
    const query = new URLSearchParams({ from, to, limit: '1000', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${base}/api/v1/balances/USD/statement?${query}`, {
      headers: { 'x-api-key': 'sk_sandbox_demo' },
    });
    if (!response.ok) throw new Error(`statement answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { entries: unknown[]; nextCursor: string | null; closingBalance: string };
    entries += body.entries.length;
    pages += 1;
    closing = body.closingBalance;
    cursor = body.nextCursor ?? '';
  } while (cursor);
  const apiSeconds = (performance.now() - apiStarted) / 1000;
  const balance = (await (
    await fetch(`${base}/api/v1/balances/USD`, { headers: { 'x-api-key': 'sk_sandbox_demo' } })
  ).json()) as { currentBalance: string };
  // Through the desk: the month's statement as CSV.
  const memory = memorySampler(pid);
  const csvStarted = performance.now();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const csv = await fetch(
    `${base}/api/desk/statement?${new URLSearchParams({ currency: 'USD', from: day(new Date(from)), to: day(new Date(to)) })}`,
    { headers: { cookie } },
  );
  const text = csv.ok ? await csv.text() : '';
  return {
    api: { entries, pages, seconds: round(apiSeconds), closingEqualsBalance: closing === balance.currentBalance },
    csv: {
      status: csv.status,
      seconds: round((performance.now() - csvStarted) / 1000),
      lines: text.split('\n').length - 1,
      memory: memory(),
    },
  };
}

/** Signed transaction.pending events for seeded ACKNOWLEDGED transactions; every tenth sent twice. */
function webhookRequests(count: number) {
  const requests: { body: string; headers: Record<string, string> }[] = [];
  const now = new Date();
  for (let n = 0, i = 1; requests.length < count; i += 1) {
    if (i % 5 === 0 || i % 6 !== 0) continue; // transactions seeded ACKNOWLEDGED
    const reference = `BENCH-${String(i).padStart(6, '0')}`;
    const message = signedRequest(
      {
        id: `msg_bench_${i}`,
        eventType: 'transaction.pending',
        payload: {
          transactionReference: `BSR${String(i).padStart(9, '0')}`,
          partnerTransactionReference: reference,
          errorCode: '0000',
          errorMessage: 'Success',
          status: 'PENDING',
          previousStatus: 'ACKNOWLEDGED',
          final: false,
        },
      },
      WEBHOOK_SECRET,
      now,
    );
    requests.push(message);
    n += 1;
    if (n % 10 === 0) requests.push(message); // a redelivery: acknowledged, applied once
  }
  return requests;
}

async function measureWebhooks(base: string) {
  const requests = webhookRequests(EVENTS);
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/desk/webhooks`,
    connections: WEBHOOK_CONNECTIONS,
    amount: requests.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const message = requests[next++ % requests.length]!;
          return { ...request, body: message.body, headers: { ...request.headers, ...message.headers } };
        },
      },
    ],
  });
  const seconds = result.duration;
  return {
    sent: result.requests.total,
    perSecond: round(result.requests.total / seconds, 0),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    distinct: new Set(requests.map((request) => request.headers['webhook-id'])).size,
  };
}

async function checkWebhooksApplied(database: Database, distinct: number) {
  const [row] = await queryRows<{ receipts: number; pending: number; events: number }>(
    database.db,
    sql`
      select (select count(*)::int from desk.webhook_receipts where message_id like 'msg_bench_%') as receipts,
        (select count(*)::int from desk.remittances where reference like 'BENCH-%' and status = 'PENDING') as pending,
        (select count(*)::int from desk.remittance_events where reference like 'BENCH-%' and status = 'PENDING') as events`,
  );
  return { ...row!, expected: distinct, appliedOnce: row!.receipts === distinct && row!.events === distinct };
}

async function healthCeiling(base: string) {
  const result = await autocannon({ url: `${base}/api/v1/health`, connections: 10, duration: 5 });
  return { rps: round(result.requests.average, 0), p50: result.latency.p50, p99: result.latency.p99 };
}

// ---------------------------------------------------------------- one engine

async function benchEngine(label: string, env: EngineEnv, port: number) {
  const base = `http://127.0.0.1:${port}`;
  console.log(
    `\n[bench:track] ${label}: ${ROWS.toLocaleString('en')} rows, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  // First start: migrations, demo users and balances; then seed with the server stopped (PGlite
  // allows one process per data directory).
  await stopServer(await startServer(env, port));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
  let queries: Awaited<ReturnType<typeof measureQueries>> | undefined;
  try {
    const [admin] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from desk."user" where email = ${ADMIN.email}`,
    );
    const started = performance.now();
    await seedRemittances(database, admin!.id);
    await seedLedger(database);
    console.log(
      `  seeded ${ROWS.toLocaleString('en')} remittances and ledger movements in ${round((performance.now() - started) / 1000, 1)} s`,
    );
    if (ONLY.has('queries')) {
      queries = await measureQueries(database);
      report('select 1 (engine ceiling)', queries.ceiling);
      report('list: first page', queries.firstPage, TARGETS.listP99Ms);
      report('list: page 50, EUR ≥ 1000, by amount', queries.deepPage, TARGETS.listP99Ms);
      report('list: page 50, in flight, desk, updated', queries.deepPageUpdated, TARGETS.listP99Ms);
      report('count (bounded at 10,000)', queries.count);
    }
  } finally {
    await database.close();
  }
  const server = await startServer(env, port);
  const result: Record<string, unknown> = { label, queries };
  try {
    const ceiling = await healthCeiling(base);
    result.ceiling = ceiling;
    console.log(
      `  GET /api/v1/health (HTTP ceiling)         ${ceiling.rps} req/s  p50 ${ceiling.p50} ms  p99 ${ceiling.p99} ms`,
    );
    const cookie = await signIn(base);
    if (ONLY.has('export')) {
      const exported = await measureExport(base, cookie, server.pid!);
      result.exported = exported;
      console.log(
        `  CSV export of every remittance             ${exported.rows.toLocaleString('en')} rows, ${exported.megabytes} MB in ${exported.seconds} s ${exported.seconds < TARGETS.exportS ? 'PASS' : 'MISS'}; server RSS ${exported.memory.startMb} → peak ${exported.memory.peakMb} → ${exported.memory.endMb} MB`,
      );
    }
    if (ONLY.has('statement')) {
      const statement = await measureStatement(base, cookie, server.pid!);
      result.statement = statement;
      console.log(
        `  statement, API pages (limit 1000)          ${statement.api.entries.toLocaleString('en')} movements in ${statement.api.pages} pages, ${statement.api.seconds} s; closing = balance: ${statement.api.closingEqualsBalance}`,
      );
      console.log(
        `  statement CSV through the desk             HTTP ${statement.csv.status}, ${statement.csv.lines.toLocaleString('en')} lines in ${statement.csv.seconds} s; server RSS ${statement.csv.memory.startMb} → peak ${statement.csv.memory.peakMb} MB`,
      );
    }
    if (ONLY.has('webhooks')) {
      const webhooks = await measureWebhooks(base);
      result.webhooks = webhooks;
      console.log(
        `  webhook ingestion (${WEBHOOK_CONNECTIONS} senders, 10 % repeated) ${webhooks.perSecond} events/s ${webhooks.perSecond >= TARGETS.webhooksPerS ? 'PASS' : 'MISS'}  p50 ${webhooks.p50} ms  p99 ${webhooks.p99} ms  non-2xx ${webhooks.non2xx}`,
      );
      await stopServer(server);
      const reopened = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR });
      const check = await checkWebhooksApplied(reopened, webhooks.distinct).finally(() => reopened.close());
      result.check = check;
      console.log(
        `  webhooks applied once each                 ${check.receipts} receipts, ${check.events} status events for ${check.expected} distinct messages: ${check.appliedOnce ? 'PASS' : 'MISS'}`,
      );
    }
    return { ...result, load: os.loadavg() };
  } finally {
    await stopServer(server);
  }
}

function report(name: string, figures: { p50: number; p99: number }, targetP99?: number) {
  const verdict = targetP99 === undefined ? '' : figures.p99 < targetP99 ? '  PASS' : '  MISS';
  console.log(
    `  ${name.padEnd(42)} p50 ${String(figures.p50).padStart(6)} ms   p99 ${String(figures.p99).padStart(6)} ms${verdict}`,
  );
}

// ---------------------------------------------------------------- main

if (buildIsStale()) {
  console.log('[bench:track] building the production server first…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}
console.log(
  `[bench:track] ${os.cpus().length} cores, ${round(os.totalmem() / 2 ** 30, 0)} GiB, ${new Date().toISOString()}`,
);
const results: unknown[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-track-'));
try {
  results.push(await benchEngine('embedded database (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' }, 3910));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (await postgresAvailable(PG_URL)) {
  const name = `corridor_bench_track_${process.pid}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  await adminQuery(PG_URL, `create database ${name}`);
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-track-pg-'));
  try {
    results.push(await benchEngine('PostgreSQL', { DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, 3911));
  } finally {
    await adminQuery(PG_URL, `drop database if exists ${name} with (force)`);
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log(`\n[bench:track] PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} not reachable: skipped`);
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/track.json', JSON.stringify(results, null, 2));
console.log('\n(figures depend on what else the machine is doing: the server and the load generator share 2 cores)');
