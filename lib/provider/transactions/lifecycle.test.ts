import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { transactionQueryResponseSchema, type TransactionStatus } from '@/lib/schemas/transaction';
import { createTestProvider, createTestTransaction, expectError, jsonPost, runWorkerSteps } from '../testing';
import { illegalMoves, legalMoves, recordedMoves, walkTo } from '../lifecycle/testing';
import { advanceDueTransactions } from './lifecycle';
import { TRANSACTION_TRANSITIONS } from './model';

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
