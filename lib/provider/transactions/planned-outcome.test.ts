import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { plannedOutcomeResponseSchema } from '@/lib/schemas/sandbox';
import { transactionQueryResponseSchema, type TransactionStatus } from '@/lib/schemas/transaction';
import {
  createTestProvider,
  createTestTransaction,
  errorSummary,
  expectError,
  jsonPost,
  runWorkerSteps,
} from '../testing';
import { recordedMoves } from '../lifecycle/testing';
import { advanceDueTransactions } from './lifecycle';

const provider = await createTestProvider();
after(() => provider.close());

const path = (reference: string) => `/api/v1/sandbox/transactions/${reference}/planned-outcome`;
const plan = (reference: string, body: unknown) =>
  provider.request(path(reference), { ...jsonPost(body), method: 'PUT' });
const reset = (reference: string) => provider.request(path(reference), { method: 'DELETE' });
const planned = async (response: Response) => {
  assert.equal(response.status, 200, await response.clone().text());
  return plannedOutcomeResponseSchema.parse(await response.json());
};
const force = (reference: string, to: TransactionStatus, extra: object = {}) =>
  provider.request(`/api/v1/sandbox/transactions/${reference}/transitions`, jsonPost({ to, ...extra }));
const query = async (reference: string) =>
  transactionQueryResponseSchema.parse(await (await provider.request(`/api/v1/transactions/${reference}`)).json());
const advance = (times: number) => runWorkerSteps(provider, advanceDueTransactions, times, 1001);

test('a planned failure with a named code is played by the lifecycle at its next due step, exactly once', async () => {
  const { transactionReference: ref } = await createTestTransaction(provider);
  assert.deepEqual(await planned(await provider.request(path(ref))), {
    transactionReference: ref,
    status: 'ACKNOWLEDGED',
    outcome: 'SUCCESS',
    natural: true,
    nextStepAt: (await planned(await provider.request(path(ref)))).nextStepAt,
  });
  const set = await planned(await plan(ref, { outcome: 'FAILED', errorCode: 'GSME3007' }));
  assert.equal(set.outcome, 'FAILED');
  assert.equal(set.errorCode, 'GSME3007');
  assert.equal(set.natural, false);
  assert.equal((await query(ref)).status, 'ACKNOWLEDGED', 'planning moves nothing now');
  await advance(1);
  assert.equal((await query(ref)).status, 'PENDING');
  await advance(3);
  const failed = await query(ref);
  assert.equal(failed.status, 'FAILED');
  assert.equal(failed.errorCode, 'GSME3007');
  assert.equal(failed.errorMessage, 'Beneficiary KYC validation failed');
  assert.deepEqual(await recordedMoves(provider, 'transaction', ref), [
    '∅→ACKNOWLEDGED',
    'ACKNOWLEDGED→PENDING',
    'PENDING→FAILED',
  ]);
  const after = await planned(await provider.request(path(ref)));
  assert.equal(after.outcome, null);
  assert.equal(after.nextStepAt, null);
});

test('a planned return on a paid-out transaction gets a next step, and reset takes it away again', async () => {
  const { transactionReference: ref } = await createTestTransaction(provider);
  await force(ref, 'PENDING');
  await force(ref, 'SUCCESS');
  const natural = await planned(await provider.request(path(ref)));
  assert.deepEqual([natural.outcome, natural.natural, natural.nextStepAt], ['SUCCESS', true, null]);
  const returning = await planned(await plan(ref, { outcome: 'RETURNED' }));
  assert.equal(returning.outcome, 'RETURNED');
  assert.notEqual(returning.nextStepAt, null);
  const back = await planned(await reset(ref));
  assert.deepEqual([back.outcome, back.natural, back.nextStepAt], ['SUCCESS', true, null]);
  await advance(2);
  assert.equal((await query(ref)).status, 'SUCCESS', 'reset: it stays paid out');
  await planned(await plan(ref, { outcome: 'RETURNED' }));
  await advance(1);
  assert.equal((await query(ref)).status, 'RETURNED');
});

test('reset recomputes the natural outcome of the amount and reference (a RETURN reference is returned)', async () => {
  const { transactionReference: ref } = await createTestTransaction(provider, 'p2p', {
    transactionReference: 'PLAN-RETURN-0001',
  });
  assert.equal((await planned(await provider.request(path(ref)))).outcome, 'RETURNED');
  assert.equal((await planned(await plan(ref, { outcome: 'SUCCESS' }))).natural, false);
  const back = await planned(await reset('PLAN-RETURN-0001'));
  assert.deepEqual([back.outcome, back.natural], ['RETURNED', true]);
  await advance(3);
  assert.equal((await query(ref)).status, 'RETURNED');
});

test('a reversal rejected by the partner can still be returned by a planned return', async () => {
  const { transactionReference: ref } = await createTestTransaction(provider);
  for (const to of ['PENDING', 'SUCCESS'] as const) await force(ref, to);
  await provider.request(`/api/v1/transactions/${ref}/reversal`, jsonPost({ reason: 'duplicate' }));
  assert.equal((await planned(await provider.request(path(ref)))).outcome, 'RETURNED');
  assert.equal((await planned(await plan(ref, { outcome: 'SUCCESS' }))).outcome, 'SUCCESS');
  await advance(1);
  assert.equal((await query(ref)).status, 'REVERSAL_REJECTED');
  await planned(await plan(ref, { outcome: 'RETURNED' }));
  await advance(1);
  assert.equal((await query(ref)).status, 'RETURNED');
});

test('refusals: final, too late to fail, an errorCode without FAILED, an unknown code, an unknown reference', async () => {
  const { transactionReference: ref } = await createTestTransaction(provider);
  await force(ref, 'CANCELLED');
  const final = await expectError(await plan(ref, { outcome: 'SUCCESS' }), 409, 'TRANSACTION_ALREADY_FINAL');
  assert.match(final.message, /CANCELLED: it has reached its end/);
  await expectError(await reset(ref), 409, 'TRANSACTION_ALREADY_FINAL');

  const { transactionReference: paid } = await createTestTransaction(provider);
  for (const to of ['PENDING', 'SUCCESS'] as const) await force(paid, to);
  const late = await expectError(await plan(paid, { outcome: 'FAILED' }), 409, 'INVALID_TRANSITION');
  assert.match(late.message, /already paid out, so it can no longer be FAILED/);

  assert.deepEqual(await errorSummary(await plan(paid, { outcome: 'RETURNED', errorCode: 'GSME3007' })), {
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: ['errorCode'],
  });
  const unknownCode = await errorSummary(await plan(paid, { outcome: 'FAILED', errorCode: 'GSME9999' }));
  assert.deepEqual(unknownCode.fields, ['errorCode']);
  await expectError(await plan('NOPE-404', { outcome: 'SUCCESS' }), 404, 'NOT_FOUND');
});

test('the planned-outcome routes are sandbox only', async () => {
  const live = await createTestProvider({ mode: 'live' });
  try {
    const response = await live.request(path('ANY'), { ...jsonPost({ outcome: 'SUCCESS' }), method: 'PUT' });
    assert.equal(response.status, 404);
  } finally {
    await live.close();
  }
});
