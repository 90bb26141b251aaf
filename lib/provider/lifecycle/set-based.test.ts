import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '@/lib/db/client';
import { engineUnderTest } from '@/lib/db/testing';
import type { ProviderDeps } from '../deps';
import { advanceDuePayments } from '../payments/lifecycle';
import {
  createTestParties,
  createTestPayment,
  createTestProvider,
  createTestTransaction,
  createTestTransactionQuote,
  jsonPost,
  testTransactionBody,
} from '../testing';
import { advanceDueTransactions } from '../transactions/lifecycle';
import { recordedMoves } from './testing';

// The worker's set-based steps (advanceDueInBatch with applyXTransitions and recordTransitions):
// each due row moved once, its event and outbox rows written in the transaction that moves it,
// with two instances at once, and beside the per-row moves that touch the ledger.

const provider = await createTestProvider();
after(() => provider.close());
const parties = await createTestParties(provider);
const { db } = provider.database;
const stepMs = provider.deps.config.sandboxStepMs;

type Step = (deps: ProviderDeps, limit?: number) => Promise<number>;

// Endpoints of M1: two subscribed (to everything; to the first step only), one disabled, one
// subscribed to other events; and another merchant's, which must never get M1's messages.
await db.execute(sql`insert into provider.webhook_endpoints (id, merchant_id, url, secret, event_types, enabled) values
  ('we_all', 'M1', 'http://127.0.0.1:9/all', 'whsec_all', '["*"]', true),
  ('we_first', 'M1', 'http://127.0.0.1:9/first', 'whsec_first', '["transaction.pending", "payment.processing"]', true),
  ('we_off', 'M1', 'http://127.0.0.1:9/off', 'whsec_off', '["*"]', false),
  ('we_files', 'M1', 'http://127.0.0.1:9/files', 'whsec_files', '["file.accepted"]', true),
  ('we_m2', 'M2', 'http://127.0.0.1:9/m2', 'whsec_m2', '["*"]', true)`);

/** Runs both steps until nothing is due, a few sandbox steps on: every earlier record at rest. */
async function settle() {
  for (let i = 0; i < 4; i++) {
    provider.clock.advance(stepMs);
    while ((await advanceDueTransactions(provider.deps)) + (await advanceDuePayments(provider.deps)) > 0);
  }
}

/** How many statements `run` sends to the database (both engines speak through node-postgres). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const query = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = query;
  }
  return count;
}

/** The record's status, read from its table. */
async function statusOf(table: 'transactions' | 'payments', ref: string): Promise<string> {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`select status from provider.${sql.raw(table)} where service_ref = ${ref}`,
  );
  return row!.status;
}

/** The outbox messages of one record's event type: which endpoints, and the payloads. */
async function outboxOf(refKey: string, ref: string, eventType: string) {
  const rows = await queryRows<{ endpoint_id: string; payload: Record<string, unknown> }>(
    db,
    sql`select endpoint_id, payload from provider.webhook_outbox
        where payload->>${refKey} = ${ref} and event_type = ${eventType} order by endpoint_id`,
  );
  return { endpoints: rows.map((row) => row.endpoint_id), payloads: rows.map((row) => row.payload) };
}

/** The ledger entries posted under a reference, oldest first. */
async function entriesOf(ref: string) {
  return queryRows<{ kind: string; amount: string }>(
    db,
    sql`select kind, amount::text from provider.ledger_entries where reference = ${ref} order by id`,
  );
}

/** Runs the worker until the transaction has reached SUCCESS (two steps). */
async function runToSuccess(ref: string) {
  for (let i = 0; i < 2; i++) {
    provider.clock.advance(stepMs);
    await advanceDueTransactions(provider.deps);
  }
  assert.equal(await statusOf('transactions', ref), 'SUCCESS');
}

/** Matches the database error of a statement refused by the named constraint. */
const refusedBy = (constraint: string) => (error: unknown) =>
  (error as { cause?: { constraint?: string } }).cause?.constraint === constraint;

/** A p2p transaction whose receiving amount ends in .13: the sandbox fails it (sender KYC). */
async function failingTransaction(): Promise<string> {
  const quote = await createTestTransactionQuote(provider, 'p2p', {
    requestAmount: '1000.13',
    requestCurrency: 'NGN',
    amountType: 'RECEIVE',
  });
  const response = await provider.request(
    '/api/v1/transactions',
    jsonPost(testTransactionBody(provider, 'p2p', quote)),
  );
  assert.equal(response.status, 201, await response.clone().text());
  return ((await response.json()) as { transactionReference: string }).transactionReference;
}

test('a batch of due transactions moves each once, with one event each and a message per subscribed endpoint', async () => {
  await settle();
  const refs = await Promise.all(
    [1, 2, 3, 4, 5].map(async () => (await createTestTransaction(provider)).transactionReference),
  );
  provider.clock.advance(stepMs);
  assert.equal(await advanceDueTransactions(provider.deps), 5, 'all five claimed in one batch');
  assert.equal(await advanceDueTransactions(provider.deps), 0, 'none due again before the next step');
  for (const ref of refs) {
    assert.equal(await statusOf('transactions', ref), 'PENDING');
    assert.deepEqual(await recordedMoves(provider, 'transaction', ref), ['∅→ACKNOWLEDGED', 'ACKNOWLEDGED→PENDING']);
    const pending = await outboxOf('transactionReference', ref, 'transaction.pending');
    assert.deepEqual(pending.endpoints, ['we_all', 'we_first'], 'subscribed and enabled endpoints of M1 only');
    const [{ partnerRef }] = (await queryRows<{ partnerRef: string }>(
      db,
      sql`select partner_ref as "partnerRef" from provider.transactions where service_ref = ${ref}`,
    )) as [{ partnerRef: string }];
    for (const payload of pending.payloads)
      assert.deepEqual(payload, {
        transactionReference: ref,
        partnerTransactionReference: partnerRef,
        errorCode: '0000',
        errorMessage: 'Success',
        status: 'PENDING',
        previousStatus: 'ACKNOWLEDGED',
        final: false,
      });
  }
  provider.clock.advance(stepMs);
  let moved = 0;
  const statements = await statementsOf(async () => (moved = await advanceDueTransactions(provider.deps)));
  assert.equal(moved, 5);
  assert.equal(statements, 5, 'begin, claim, one update, one insert of events and messages, commit');
  for (const ref of refs) {
    assert.equal(await statusOf('transactions', ref), 'SUCCESS');
    assert.equal((await recordedMoves(provider, 'transaction', ref)).length, 3);
    assert.deepEqual((await outboxOf('transactionReference', ref, 'transaction.success')).endpoints, ['we_all']);
  }
  const [actors] = await queryRows<{ workers: number; at: number }>(
    db,
    sql`select count(*) filter (where actor = 'worker')::int as workers, count(distinct created_at)::int as at
        from provider.lifecycle_events where to_status = 'SUCCESS' and ref in ${refs}`,
  );
  assert.deepEqual(actors, { workers: 5, at: 1 }, 'moved by the worker, at the service clock of the step');
});

test('a batch of due payments moves each once, with one event each and a message per subscribed endpoint', async () => {
  await settle();
  const created = await Promise.all([1, 2, 3, 4].map(() => createTestPayment(provider, parties)));
  provider.clock.advance(stepMs);
  assert.equal(await advanceDuePayments(provider.deps), 4, 'all four claimed in one batch');
  assert.equal(await advanceDuePayments(provider.deps), 0);
  for (const payment of created) {
    assert.equal(await statusOf('payments', payment.serviceRef), 'PROCESSING');
    assert.deepEqual(await recordedMoves(provider, 'payment', payment.serviceRef), ['∅→CREATED', 'CREATED→PROCESSING']);
    const processing = await outboxOf('serviceRef', payment.serviceRef, 'payment.processing');
    assert.deepEqual(processing.endpoints, ['we_all', 'we_first']);
    for (const payload of processing.payloads)
      assert.deepEqual(payload, {
        serviceRef: payment.serviceRef,
        requestId: payment.requestId,
        merchantRef: payment.merchantRef,
        status: 'PROCESSING',
        previousStatus: 'CREATED',
        final: false,
        updatedAt: provider.clock.now().toISOString(),
      });
  }
  provider.clock.advance(stepMs);
  assert.equal(await advanceDuePayments(provider.deps), 4);
  for (const payment of created) {
    const read = (await (await provider.request(`/api/v1/payments/${payment.serviceRef}`)).json()) as {
      status: string;
      timeline: { completedAt?: string };
    };
    assert.equal(read.status, 'COMPLETED');
    assert.equal(read.timeline.completedAt, provider.clock.now().toISOString());
    assert.deepEqual((await outboxOf('serviceRef', payment.serviceRef, 'payment.completed')).endpoints, ['we_all']);
  }
});

test('a mixed batch: the plain moves together, FAILED and RETURNED one by one with their ledger entries', async () => {
  await settle();
  const plain = (await createTestTransaction(provider)).transactionReference;
  const failing = await failingTransaction();
  const returning = (await createTestTransaction(provider, 'p2p', { transactionReference: 'MIX-RETURN-1' }))
    .transactionReference;
  const plainPayment = (await createTestPayment(provider, parties)).serviceRef;
  const failingPayment = (await createTestPayment(provider, parties, 200.13)).serviceRef;
  const returningPayment = (await createTestPayment(provider, parties, 100, { merchantRef: 'MIX-RETURN-2' }))
    .serviceRef;
  const created = new Map(
    await Promise.all(
      [plain, failing, returning, plainPayment, failingPayment, returningPayment].map(
        async (ref) => [ref, await entriesOf(ref)] as const,
      ),
    ),
  );
  const step = async (expected: number) => {
    provider.clock.advance(stepMs);
    assert.equal(await advanceDueTransactions(provider.deps), expected, 'transactions claimed in one batch');
    assert.equal(await advanceDuePayments(provider.deps), expected, 'payments claimed in one batch');
  };
  await step(3);
  await step(3);
  await step(1);
  assert.equal(await advanceDueTransactions(provider.deps), 0);
  assert.deepEqual(await recordedMoves(provider, 'transaction', plain), [
    '∅→ACKNOWLEDGED',
    'ACKNOWLEDGED→PENDING',
    'PENDING→SUCCESS',
  ]);
  assert.deepEqual(await recordedMoves(provider, 'transaction', failing), [
    '∅→ACKNOWLEDGED',
    'ACKNOWLEDGED→PENDING',
    'PENDING→FAILED',
  ]);
  assert.deepEqual(await recordedMoves(provider, 'transaction', returning), [
    '∅→ACKNOWLEDGED',
    'ACKNOWLEDGED→PENDING',
    'PENDING→SUCCESS',
    'SUCCESS→RETURNED',
  ]);
  assert.deepEqual(await recordedMoves(provider, 'payment', plainPayment), [
    '∅→CREATED',
    'CREATED→PROCESSING',
    'PROCESSING→COMPLETED',
  ]);
  assert.deepEqual(await recordedMoves(provider, 'payment', failingPayment), [
    '∅→CREATED',
    'CREATED→PROCESSING',
    'PROCESSING→FAILED',
  ]);
  assert.deepEqual(await recordedMoves(provider, 'payment', returningPayment), [
    '∅→CREATED',
    'CREATED→PROCESSING',
    'PROCESSING→COMPLETED',
    'COMPLETED→RETURNED',
  ]);
  const [failed] = await queryRows<{ error_code: string }>(
    db,
    sql`select error_code from provider.transactions where service_ref = ${failing}`,
  );
  assert.equal(failed!.error_code, 'GSME3006');
  const added = async (ref: string) => (await entriesOf(ref)).slice(created.get(ref)!.length);
  const sum = (entries: { amount: string }[]) => entries.reduce((total, e) => total + Number(e.amount), 0);
  for (const ref of [plain, plainPayment]) assert.deepEqual(await added(ref), [], `${ref}: no ledger effect`);
  for (const ref of [failing, failingPayment]) {
    assert.ok(
      (await added(ref)).every((e) => e.kind === 'REFUND'),
      `${ref}: refunds only`,
    );
    assert.ok(Math.abs(sum(await entriesOf(ref))) < 1e-9, `${ref}: the debit and the fee given back`);
  }
  for (const ref of [returning, returningPayment]) {
    const [debit] = created.get(ref)!;
    assert.deepEqual(
      (await added(ref)).map((e) => [e.kind, Number(e.amount)]),
      [['RETURN', -Number(debit!.amount)]],
      `${ref}: the amount returned, the fee kept`,
    );
  }
});

test('the event, the outbox rows and the move are one transaction: a failed outbox insert moves nothing', async () => {
  await settle();
  const transactionRefs = await Promise.all(
    [1, 2].map(async () => (await createTestTransaction(provider)).transactionReference),
  );
  const paymentRefs = await Promise.all(
    [1, 2].map(async () => (await createTestPayment(provider, parties)).serviceRef),
  );
  // Only new outbox rows are checked (not valid): the first step's messages are refused.
  await db.execute(sql`alter table provider.webhook_outbox add constraint test_refuse_first_step
    check (event_type not in ('transaction.pending', 'payment.processing')) not valid`);
  try {
    provider.clock.advance(stepMs);
    await assert.rejects(advanceDueTransactions(provider.deps), refusedBy('test_refuse_first_step'));
    await assert.rejects(advanceDuePayments(provider.deps), refusedBy('test_refuse_first_step'));
    for (const ref of transactionRefs) {
      assert.equal(await statusOf('transactions', ref), 'ACKNOWLEDGED');
      assert.deepEqual(await recordedMoves(provider, 'transaction', ref), ['∅→ACKNOWLEDGED'], 'no event written');
    }
    for (const ref of paymentRefs) {
      assert.equal(await statusOf('payments', ref), 'CREATED');
      assert.deepEqual(await recordedMoves(provider, 'payment', ref), ['∅→CREATED'], 'no event written');
    }
  } finally {
    await db.execute(sql`alter table provider.webhook_outbox drop constraint test_refuse_first_step`);
  }
  assert.equal(await advanceDueTransactions(provider.deps), 2, 'still due, and moved once the outbox accepts them');
  assert.equal(await advanceDuePayments(provider.deps), 2);
  for (const ref of transactionRefs) assert.equal(await statusOf('transactions', ref), 'PENDING');
  for (const ref of paymentRefs) assert.equal(await statusOf('payments', ref), 'PROCESSING');
});

test('a failed per-row move rolls back the moves batched with it, ledger entries included', async () => {
  await settle();
  const plain = (await createTestTransaction(provider)).transactionReference;
  const failing = await failingTransaction();
  provider.clock.advance(stepMs);
  assert.equal(await advanceDueTransactions(provider.deps), 2);
  const entries = await entriesOf(failing);
  await db.execute(sql`alter table provider.webhook_outbox add constraint test_refuse_failed
    check (event_type <> 'transaction.failed') not valid`);
  try {
    provider.clock.advance(stepMs);
    await assert.rejects(advanceDueTransactions(provider.deps), refusedBy('test_refuse_failed'));
    assert.equal(await statusOf('transactions', plain), 'PENDING', 'the batched move was rolled back too');
    assert.equal(await statusOf('transactions', failing), 'PENDING');
    assert.deepEqual(await entriesOf(failing), entries, 'no refund written');
    assert.equal((await recordedMoves(provider, 'transaction', plain)).length, 2);
  } finally {
    await db.execute(sql`alter table provider.webhook_outbox drop constraint test_refuse_failed`);
  }
  assert.equal(await advanceDueTransactions(provider.deps), 2);
  assert.equal(await statusOf('transactions', plain), 'SUCCESS');
  assert.equal(await statusOf('transactions', failing), 'FAILED');
});

test('a due row with nowhere to go is claimed, left as it is and no longer scheduled', async () => {
  await settle();
  const settled = (await createTestTransaction(provider)).transactionReference;
  await runToSuccess(settled);
  const moving = (await createTestTransaction(provider)).transactionReference;
  provider.clock.advance(stepMs);
  await db.execute(
    sql`update provider.transactions set next_step_at = ${provider.clock.now().toISOString()}::timestamptz where service_ref = ${settled}`,
  );
  assert.equal(await advanceDueTransactions(provider.deps), 2, 'the settled one and the one still moving');
  assert.equal(await statusOf('transactions', settled), 'SUCCESS');
  assert.equal((await recordedMoves(provider, 'transaction', settled)).length, 3, 'no move recorded');
  const [row] = (await queryRows(
    db,
    sql`select next_step_at from provider.transactions where service_ref = ${settled}`,
  )) as [{ next_step_at: unknown }];
  assert.equal(row.next_step_at, null);
  assert.equal(await statusOf('transactions', moving), 'PENDING', 'the other one moved in the same batch');
});

/** A second instance on the same database: its own pool on PostgreSQL; the one connection of PGlite. */
async function secondInstance(): Promise<{ deps: ProviderDeps; close: () => Promise<void> }> {
  if (engineUnderTest() === 'pglite') return { deps: provider.deps, close: async () => {} };
  const [{ name }] = (await queryRows(db, sql`select current_database() as name`)) as [{ name: string }];
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrate: false });
  return { deps: { ...provider.deps, db: database.db }, close: () => database.close() };
}

test(`two instances at once on ${engineUnderTest()} never move a row twice, over a few hundred due rows`, async (t) => {
  await settle();
  const count = 300;
  const now = provider.clock.now().toISOString();
  await db.execute(sql`insert into provider.transactions (service_ref, merchant_id, partner_ref, request_hash, type, status, amount, currency, quote_id, request, next_step_at, created_at, updated_at)
    select 'TWO-T-' || i, 'M1', 'TWO-P-' || i, 'h', 'p2p', 'ACKNOWLEDGED', 10, 'USD', 'TWO-Q-' || i, '{}'::jsonb, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    from generate_series(1, ${count}) i`);
  await db.execute(sql`insert into provider.payments (service_ref, merchant_id, request_id, merchant_ref, request_hash, status, quote_id, record, next_step_at, created_at, updated_at)
    select 'TWO-PAY-' || i, 'M1', 'TWO-R-' || i, 'TWO-M-' || i, 'h', 'CREATED', 'TWO-FQ-' || i, '{}'::jsonb, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    from generate_series(1, ${count}) i`);
  const second = await secondInstance();
  /** Runs the step on one instance until it finds nothing due; answers how many rows it moved. */
  const drain = async (deps: ProviderDeps, step: Step) => {
    let moved = 0;
    for (let n; (n = await step(deps, 40)) > 0;) moved += n;
    return moved;
  };
  try {
    for (const move of ['first', 'second']) {
      provider.clock.advance(stepMs);
      const moved = await Promise.all([
        drain(provider.deps, advanceDueTransactions),
        drain(second.deps, advanceDueTransactions),
        drain(provider.deps, advanceDuePayments),
        drain(second.deps, advanceDuePayments),
      ]);
      t.diagnostic(`${move} move: transactions ${moved[0]} + ${moved[1]}, payments ${moved[2]} + ${moved[3]}`);
      assert.equal(
        moved[0] + moved[1],
        count,
        `${move} move: each transaction claimed once (${moved[0]} + ${moved[1]})`,
      );
      assert.equal(moved[2] + moved[3], count, `${move} move: each payment claimed once (${moved[2]} + ${moved[3]})`);
    }
  } finally {
    await second.close();
  }
  const problems = await queryRows<{ problem: string }>(
    db,
    sql`select r.ref || ': ' || coalesce(e.moves, 0) || ' moves, ' || coalesce(o.messages, 0) || ' messages' as problem
      from (select service_ref as ref, 'transaction' as aggregate from provider.transactions where service_ref like 'TWO-T-%'
            union all select service_ref, 'payment' from provider.payments where service_ref like 'TWO-PAY-%') r
      left join (select ref, count(*)::int as moves from provider.lifecycle_events group by ref) e on e.ref = r.ref
      left join (select coalesce(payload->>'transactionReference', payload->>'serviceRef') as ref, count(*)::int as messages
                 from provider.webhook_outbox group by 1) o on o.ref = r.ref
      where coalesce(e.moves, 0) <> 2 or coalesce(o.messages, 0) <> 3`,
  );
  assert.deepEqual(problems, [], 'two moves each (first step, second step), and 2 + 1 messages');
  const [statuses] = await queryRows<{ transactions: string; payments: string }>(
    db,
    sql`select (select string_agg(distinct status, ',') from provider.transactions where service_ref like 'TWO-T-%') as transactions,
               (select string_agg(distinct status, ',') from provider.payments where service_ref like 'TWO-PAY-%') as payments`,
  );
  assert.deepEqual(statuses, { transactions: 'SUCCESS', payments: 'COMPLETED' });
});
