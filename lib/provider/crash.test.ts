import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@/lib/db/client';
import { createPostgresTestDatabase, engineUnderTest } from '@/lib/db/testing';
import { quotationResponseSchema, type Quote } from '@/lib/schemas/quotation';
import { transactionResponseSchema } from '@/lib/schemas/transaction';
import { exampleQuotationBody } from '@/lib/schemas/transaction.examples';
import { OTHER_API_KEY, TEST_API_KEY, transactionBodyAt } from './testing';

// kill -9 under load, restart on the same data: every acknowledged transaction is readable,
// debited exactly once (its quote's sending amount and fee), no debit or fee without its
// transaction, every balance is the sum of its entries and each entry's balance after is the sum
// of the entries up to it. The server is testing-serve.ts (the API and its worker) in a child process.

const SERVE = path.join(import.meta.dirname, 'testing-serve.ts');
const CONCURRENCY = 8;
const LOAD_MS = 2000;
/** Quotes made before the load; more are made during it if these run out. */
const QUOTES_FIRST = 200;
/** Every fifth request spends M2's small balance, so refusals for want of funds race with the kill. */
const keyFor = (n: number) => (n % 5 === 4 ? OTHER_API_KEY : TEST_API_KEY);

interface Server {
  child: ChildProcess;
  base: string;
  log: string[];
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string | undefined>, started: Server[]): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, base: '', log, exited };
  started.push(server);
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in 30 s:\n${log.join('')}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      log.push(chunk.toString());
      const listening = /listening (\d+)/.exec(log.join(''));
      if (listening) resolve(listening[1]!);
      if (listening) clearTimeout(timer);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}):\n${log.join('')}`)));
  });
  server.base = `http://127.0.0.1:${port}/api/v1`;
  return server;
}

const post = (server: Server, route: string, key: string, body: unknown) =>
  fetch(`${server.base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });

async function newQuote(server: Server, key: string): Promise<Quote> {
  const response = await post(server, '/quotations', key, exampleQuotationBody('p2p'));
  assert.equal(response.status, 201, await response.clone().text());
  return quotationResponseSchema.parse(await response.json()).quotes[0]!;
}

/** One transaction create as the client saw it: `unknown` when the connection died first. */
interface Sent {
  key: string;
  body: Record<string, unknown>;
  outcome: 'acknowledged' | 'refused' | 'unknown';
  status?: number;
  serviceRef?: string;
}

/** Runs `count` at a time until `stop` says so or one fails. */
async function concurrently(count: number, run: (worker: number) => Promise<boolean>) {
  await Promise.all(Array.from({ length: count }, async (_, worker) => void (await whileTrue(() => run(worker)))));
}
async function whileTrue(step: () => Promise<boolean>) {
  while (await step());
}

/** Transaction creates until the server dies; the quotes are made first. */
async function loadUntilKilled(server: Server, phase: (name: string) => void): Promise<Sent[]> {
  const quotes = { [TEST_API_KEY]: [] as Quote[], [OTHER_API_KEY]: [] as Quote[] };
  let made = 0;
  await concurrently(CONCURRENCY, async () => {
    const key = keyFor(made++);
    quotes[key]!.push(await newQuote(server, key));
    return made < QUOTES_FIRST;
  });
  phase(`${QUOTES_FIRST} quotes`);
  const sent: Sent[] = [];
  setTimeout(() => server.child.kill('SIGKILL'), LOAD_MS);
  let next = 0;
  await concurrently(CONCURRENCY, async () => {
    const n = next++;
    const key = keyFor(n);
    try {
      const quote = quotes[key]!.pop() ?? (await newQuote(server, key));
      const body = transactionBodyAt(new Date(), 'p2p', quote, { transactionReference: `CRASH-${n}` });
      const record: Sent = { key, body, outcome: 'unknown' };
      sent.push(record);
      const response = await post(server, '/transactions', key, body);
      record.status = response.status;
      const answer = await response.json();
      if (response.status === 201) record.serviceRef = transactionResponseSchema.parse(answer).transactionReference;
      record.outcome = response.status === 201 ? 'acknowledged' : 'refused';
      return true;
    } catch {
      return false; // the server is gone
    }
  });
  return sent;
}

/** The ledger and the transactions, read directly: each line is a broken rule. */
async function ledgerProblems(database: Database): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    database.db,
    sql`select 'transaction ' || t.service_ref || ' has ' || d.n || ' debits' as problem
        from provider.transactions t,
          lateral (select count(*) as n from provider.ledger_entries e
                   where e.merchant_id = t.merchant_id and e.reference = t.service_ref and e.kind = 'TRANSACTION_DEBIT') d
        where d.n <> 1
      union all
      select 'transaction ' || t.service_ref || ' was charged ' || coalesce(c.total, 0) || ', its quote says ' || (q.sending_amount + q.fee)
        from provider.transactions t
          join provider.transaction_quotes q on q.quote_id = t.quote_id,
          lateral (select -sum(e.amount) as total, count(*) filter (where e.kind = 'FEE') as fees from provider.ledger_entries e
                   where e.merchant_id = t.merchant_id and e.reference = t.service_ref
                     and e.kind in ('TRANSACTION_DEBIT', 'FEE')) c
        where c.total is distinct from q.sending_amount + q.fee or c.fees <> (case when q.fee = 0 then 0 else 1 end)
      union all
      select e.kind || ' ' || e.id || ' of no transaction (' || e.reference || ')' from provider.ledger_entries e
        where e.kind in ('TRANSACTION_DEBIT', 'FEE')
          and not exists (select 1 from provider.transactions t where t.service_ref = e.reference)
      union all
      select 'quote ' || q.quote_id || ' used by no transaction' from provider.transaction_quotes q
        where q.used_by is not null and not exists (select 1 from provider.transactions t where t.service_ref = q.used_by)
      union all
      select 'transaction ' || t.service_ref || ' has ' || c.n || ' create events' from provider.transactions t,
          lateral (select count(*) as n from provider.lifecycle_events ev
                   where ev.aggregate = 'transaction' and ev.ref = t.service_ref and ev.from_status is null) c
        where c.n <> 1
      union all
      select 'balance ' || a.merchant_id || ' ' || a.currency || ' is ' || a.balance || ', its entries sum to ' || s.total
        from provider.ledger_accounts a,
          lateral (select coalesce(sum(e.amount), 0) as total from provider.ledger_entries e
                   where e.merchant_id = a.merchant_id and e.currency = a.currency) s
        where a.balance <> s.total or a.balance - a.reserved < 0
      union all
      select 'entry ' || c.id || ' says ' || c.balance_after || ' after, its account''s entries sum to ' || c.running
        from (select e.id, e.balance_after,
                     sum(e.amount) over (partition by e.merchant_id, e.currency order by e.id) as running
              from provider.ledger_entries e) c
        where c.balance_after <> c.running`,
  );
  return rows.map((row) => row.problem);
}

/** Where the data lives: a temp DATA_DIR, or a database of its own on the PostgreSQL. */
async function testData() {
  if (engineUnderTest() === 'postgres') {
    const { url, drop } = await createPostgresTestDatabase();
    return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url }), remove: drop };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'corridor-crash-'));
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Lines of a server's output that report an error or a failure. */
const errorLines = (server: Server) =>
  server.log
    .join('')
    .split('\n')
    .filter((line) => /error|fail/i.test(line));

/** After the restart: each acknowledged transaction reads back; retried requests replay or create once. */
async function readAndRetry(server: Server, acknowledged: Sent[], inFlight: Sent[]) {
  await concurrently(CONCURRENCY, async (worker) => {
    for (const s of acknowledged.filter((_, i) => i % CONCURRENCY === worker)) {
      const response = await fetch(`${server.base}/transactions/${s.serviceRef}`, { headers: { 'x-api-key': s.key } });
      assert.equal(response.status, 200, `${s.serviceRef} is readable after the restart`);
    }
    return false;
  });
  for (const s of [...acknowledged.slice(0, 5), ...acknowledged.slice(-5)]) {
    const again = await post(server, '/transactions', s.key, s.body);
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.equal(transactionResponseSchema.parse(await again.json()).transactionReference, s.serviceRef);
  }
  // The crash cut these off: a retry either replays (it was committed) or creates it now, once.
  for (const s of inFlight) {
    const retried = await post(server, '/transactions', s.key, s.body);
    assert.ok([201, 422].includes(retried.status), `a retry answers 201 or 422, not ${retried.status}`);
  }
}

test(`kill -9 under load on ${engineUnderTest()}, restart on the same data: nothing acknowledged lost, nothing debited twice or not at all`, async (t) => {
  let last = Date.now();
  /** Reports how long the phase that just ended took. */
  const phase = (name: string) => {
    t.diagnostic(`${name}: ${Date.now() - last} ms`);
    last = Date.now();
  };
  const data = await testData();
  const servers: Server[] = [];
  try {
    const first = await startServer(data.env, servers);
    phase('first start');
    const sent = await loadUntilKilled(first, phase);
    await first.exited;
    const acknowledged = sent.filter((s) => s.outcome === 'acknowledged');
    const inFlight = sent.filter((s) => s.outcome === 'unknown');
    assert.ok(acknowledged.length >= 10, `load was acknowledged before the kill (${acknowledged.length})`);
    assert.ok(inFlight.length > 0, 'the kill came while requests were in flight');
    assert.deepEqual(
      sent.filter((s) => (s.status ?? 0) >= 500),
      [],
      'no 5xx under load',
    );
    assert.deepEqual(errorLines(first), [], "the server's log under load has no errors");

    let restartEnv: Record<string, string | undefined> = data.env;
    if (data.dataDir) {
      const lockFile = path.join(data.dataDir, 'corridor.lock');
      assert.equal(readFileSync(lockFile, 'utf8'), String(first.child.pid), "the dead server's pid is in the lock");
      restartEnv = { ...data.env, WRITE_OWN_PID_TO_LOCK: '1' };
    }
    const second = await startServer(restartEnv, servers);
    phase(`load (${sent.length} sent, ${acknowledged.length} acknowledged, ${inFlight.length} cut off), restart`);
    await readAndRetry(second, acknowledged, inFlight);
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0, `the restarted server stops cleanly:\n${second.log.join('')}`);
    assert.deepEqual(errorLines(second), [], "the restarted server's log has no errors");
    phase('reads, replays and retries after the restart, stop');

    const database = await data.open();
    try {
      assert.deepEqual(await ledgerProblems(database), []);
      const known = await queryRows<{ service_ref: string }>(
        database.db,
        sql`select service_ref from provider.transactions`,
      );
      const refs = new Set(known.map((row) => row.service_ref));
      const lost = acknowledged.filter((s) => !refs.has(s.serviceRef!));
      assert.deepEqual(lost, [], 'every acknowledged transaction is kept');
    } finally {
      await database.close();
    }
    phase('ledger checks');
  } finally {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await data.remove();
  }
});
