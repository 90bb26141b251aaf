import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { paymentResponseSchema, type PaymentStatus } from '@/lib/schemas/payment';
import {
  createTestParties,
  createTestPayment,
  createTestProvider,
  expectError,
  jsonPost,
  runWorkerSteps,
} from '../testing';
import { illegalMoves, legalMoves, recordedMoves, walkTo } from '../lifecycle/testing';
import { advanceDuePayments } from './lifecycle';
import { PAYMENT_TRANSITIONS } from './model';
import { ensureDefaultEndpoint } from '../webhooks/service';

const provider = await createTestProvider();
after(() => provider.close());
const parties = await createTestParties(provider);

const force = (serviceRef: string, to: PaymentStatus) =>
  provider.request(`/api/v1/sandbox/payments/${serviceRef}/transitions`, jsonPost({ to }));

/** A new payment forced along the shortest walk from CREATED to `status`. */
async function paymentAt(status: PaymentStatus): Promise<string> {
  const { serviceRef } = await createTestPayment(provider, parties);
  for (const to of walkTo(PAYMENT_TRANSITIONS, 'CREATED', status)) {
    assert.equal((await force(serviceRef, to)).status, 200);
  }
  return serviceRef;
}

for (const [from, to] of legalMoves(PAYMENT_TRANSITIONS)) {
  test(`payment ${from} → ${to} is allowed, with its event`, async () => {
    const serviceRef = await paymentAt(from);
    const response = await force(serviceRef, to);
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(paymentResponseSchema.parse(await response.json()).status, to);
    assert.equal((await recordedMoves(provider, 'payment', serviceRef)).at(-1), `${from}→${to}`);
  });
}

for (const [from, to] of illegalMoves(PAYMENT_TRANSITIONS)) {
  test(`payment ${from} → ${to} is refused and changes nothing`, async () => {
    const serviceRef = await paymentAt(from);
    const moves = await recordedMoves(provider, 'payment', serviceRef);
    await expectError(await force(serviceRef, to), 409, 'INVALID_TRANSITION');
    assert.deepEqual(await recordedMoves(provider, 'payment', serviceRef), moves);
  });
}

test('the worker moves each due payment exactly once per step, even when two run at once', async () => {
  await runWorkerSteps(provider, advanceDuePayments, 3); // nothing left due from earlier tests
  const refs = await Promise.all([1, 2, 3].map(async () => (await createTestPayment(provider, parties)).serviceRef));
  provider.clock.advance(provider.deps.config.sandboxStepMs);
  const [first, second] = await Promise.all([advanceDuePayments(provider.deps), advanceDuePayments(provider.deps)]);
  assert.equal(first + second, 3, 'three due payments, claimed once between the two workers');
  for (const ref of refs)
    assert.deepEqual(await recordedMoves(provider, 'payment', ref), ['∅→CREATED', 'CREATED→PROCESSING']);
  assert.equal(await advanceDuePayments(provider.deps), 0, 'not due again before the next step');
  await runWorkerSteps(provider, advanceDuePayments, 2);
  for (const ref of refs)
    assert.deepEqual(await recordedMoves(provider, 'payment', ref), [
      '∅→CREATED',
      'CREATED→PROCESSING',
      'PROCESSING→COMPLETED',
    ]);
});

/** The status webhooks queued for a payment, in order: `STATUS final failureReason`. */
async function webhooksOf(serviceRef: string): Promise<string[]> {
  const rows = await queryRows<{ payload: { status: string; final: boolean; failureReason?: string } }>(
    provider.database.db,
    sql`select payload from provider.webhook_outbox where payload->>'serviceRef' = ${serviceRef} order by created_at, id`,
  );
  return rows.map(({ payload }) => `${payload.status} ${payload.final} ${payload.failureReason ?? '-'}`);
}

test('COMPLETED is paid out, never final, whether or not the sandbox plans a return; RETURNED is final with its reason', async () => {
  await ensureDefaultEndpoint(provider.database.db, 'M1', 'http://127.0.0.1:9/hooks', 'whsec_final');
  await runWorkerSteps(provider, advanceDuePayments, 3); // nothing left due from earlier tests
  const plain = (await createTestPayment(provider, parties)).serviceRef;
  const returning = (await createTestPayment(provider, parties, 100, { merchantRef: 'FINAL-RETURN-1' })).serviceRef;
  await runWorkerSteps(provider, advanceDuePayments, 3);
  assert.deepEqual(await webhooksOf(plain), ['CREATED false -', 'PROCESSING false -', 'COMPLETED false -']);
  assert.deepEqual(await webhooksOf(returning), [
    'CREATED false -',
    'PROCESSING false -',
    'COMPLETED false -',
    "RETURNED true Returned by the payout network: the beneficiary's bank returned the credit (sandbox)",
  ]);
  const read = paymentResponseSchema.parse(await (await provider.request(`/api/v1/payments/${returning}`)).json());
  assert.equal(
    read.failureReason,
    "Returned by the payout network: the beneficiary's bank returned the credit (sandbox)",
  );
});

test('a forced return carries the reason given', async () => {
  const serviceRef = await paymentAt('COMPLETED');
  const response = await provider.request(
    `/api/v1/sandbox/payments/${serviceRef}/transitions`,
    jsonPost({ to: 'RETURNED', reason: 'beneficiary deceased' }),
  );
  assert.equal(
    paymentResponseSchema.parse(await response.json()).failureReason,
    'Returned by the payout network: beneficiary deceased',
  );
});
