import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { transactionQueryResponseSchema, type TransactionStatus } from '@/lib/schemas/transaction';
import { createTestProvider, createTestTransaction, expectError, jsonPost, runWorkerSteps } from '../testing';
import { illegalMoves, legalMoves, recordedMoves, walkTo } from '../lifecycle/testing';
import { advanceDueTransactions } from './lifecycle';
import { TRANSACTION_TRANSITIONS } from './model';
import { ensureDefaultEndpoint } from '../webhooks/service';

const provider = await createTestProvider();
after(() => provider.close());

const force = (reference: string, to: TransactionStatus) =>
  provider.request(`/api/v1/sandbox/transactions/${reference}/transitions`, jsonPost({ to }));

/** A new transaction forced along the shortest walk from ACKNOWLEDGED to `status`. */
async function transactionAt(status: TransactionStatus): Promise<string> {
  const { transactionReference } = await createTestTransaction(provider);
  for (const to of walkTo(TRANSACTION_TRANSITIONS, 'ACKNOWLEDGED', status)) {
    assert.equal((await force(transactionReference, to)).status, 200);
  }
  return transactionReference;
}

for (const [from, to] of legalMoves(TRANSACTION_TRANSITIONS)) {
  test(`transaction ${from} → ${to} is allowed, with its event`, async () => {
    const reference = await transactionAt(from);
    const response = await force(reference, to);
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(transactionQueryResponseSchema.parse(await response.json()).status, to);
    assert.equal((await recordedMoves(provider, 'transaction', reference)).at(-1), `${from}→${to}`);
  });
}

for (const [from, to] of illegalMoves(TRANSACTION_TRANSITIONS)) {
  test(`transaction ${from} → ${to} is refused and changes nothing`, async () => {
    const reference = await transactionAt(from);
    const moves = await recordedMoves(provider, 'transaction', reference);
    await expectError(await force(reference, to), 409, 'INVALID_TRANSITION');
    assert.deepEqual(await recordedMoves(provider, 'transaction', reference), moves);
  });
}

test('the worker moves each due transaction exactly once per step, even when two run at once', async () => {
  await runWorkerSteps(provider, advanceDueTransactions, 3); // nothing left due from earlier tests
  const refs = await Promise.all(
    [1, 2, 3].map(async () => (await createTestTransaction(provider)).transactionReference),
  );
  provider.clock.advance(provider.deps.config.sandboxStepMs);
  const [first, second] = await Promise.all([
    advanceDueTransactions(provider.deps),
    advanceDueTransactions(provider.deps),
  ]);
  assert.equal(first + second, 3, 'three due transactions, claimed once between the two workers');
  for (const ref of refs)
    assert.deepEqual(await recordedMoves(provider, 'transaction', ref), ['∅→ACKNOWLEDGED', 'ACKNOWLEDGED→PENDING']);
  assert.equal(await advanceDueTransactions(provider.deps), 0, 'not due again before the next step');
  await runWorkerSteps(provider, advanceDueTransactions, 2);
  for (const ref of refs)
    assert.deepEqual(await recordedMoves(provider, 'transaction', ref), [
      '∅→ACKNOWLEDGED',
      'ACKNOWLEDGED→PENDING',
      'PENDING→SUCCESS',
    ]);
});

/** The status webhooks queued for a transaction, in order: `STATUS final errorMessage`. */
async function webhooksOf(reference: string): Promise<string[]> {
  const rows = await queryRows<{ payload: { status: string; final: boolean; errorMessage: string } }>(
    provider.database.db,
    sql`select payload from provider.webhook_outbox
        where payload->>'transactionReference' = ${reference} order by created_at, id`,
  );
  return rows.map(({ payload }) => `${payload.status} ${payload.final} ${payload.errorMessage}`);
}

test('SUCCESS is paid out, never final, whether or not the sandbox plans a return; RETURNED is final with its reason', async () => {
  await ensureDefaultEndpoint(provider.database.db, 'M1', 'http://127.0.0.1:9/hooks', 'whsec_final');
  await runWorkerSteps(provider, advanceDueTransactions, 3); // nothing left due from earlier tests
  const plain = (await createTestTransaction(provider)).transactionReference;
  const returning = (await createTestTransaction(provider, 'p2p', { transactionReference: 'FINAL-RETURN-1' }))
    .transactionReference;
  await runWorkerSteps(provider, advanceDueTransactions, 3);
  assert.deepEqual(await webhooksOf(plain), [
    'ACKNOWLEDGED false Success',
    'PENDING false Success',
    'SUCCESS false Success',
  ]);
  assert.deepEqual(await webhooksOf(returning), [
    'ACKNOWLEDGED false Success',
    'PENDING false Success',
    'SUCCESS false Success',
    "RETURNED true Returned by the payout network: the beneficiary's account is closed (sandbox)",
  ]);
});

test('a forced return carries the reason given; a cancellation its own', async () => {
  const returned = await transactionAt('SUCCESS');
  const response = await provider.request(
    `/api/v1/sandbox/transactions/${returned}/transitions`,
    jsonPost({ to: 'RETURNED', reason: 'account frozen by the beneficiary bank' }),
  );
  const read = transactionQueryResponseSchema.parse(await response.json());
  assert.equal(read.errorMessage, 'Returned by the payout network: account frozen by the beneficiary bank');
  assert.equal(read.errorCode, undefined, 'a return is not a remit failure');
  const cancelled = await transactionAt('CANCELLED');
  const query = transactionQueryResponseSchema.parse(
    await (await provider.request(`/api/v1/transactions/${cancelled}`)).json(),
  );
  assert.equal(query.errorMessage, 'Cancelled by the sender');
});
