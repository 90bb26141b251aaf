import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import type { Quote } from '@/lib/schemas/quotation';
import {
  transactionQueryResponseSchema,
  transactionResponseSchema,
  type TransactionStatus,
} from '@/lib/schemas/transaction';
import {
  availableBalance,
  createTestProvider,
  createTestTransactionQuote,
  detailOf,
  expectError,
  jsonPost,
  OTHER_API_KEY,
  runWorkerSteps,
  testTransactionBody,
} from '../testing';
import { recordedMoves, walkTo } from '../lifecycle/testing';
import { ensureDefaultEndpoint } from '../webhooks/service';
import { advanceDueTransactions } from './lifecycle';
import { TRANSACTION_TRANSITIONS } from './model';
import { cancelTransaction, requestReversal } from './service';

const provider = await createTestProvider();
after(() => provider.close());
await ensureDefaultEndpoint(provider.database.db, 'M1', 'http://127.0.0.1:9/hooks', 'whsec_operations');

interface Made {
  /** The service's reference. */
  ref: string;
  /** The caller's reference. */
  partnerRef: string;
  quote: Quote;
}

/** A new p2p transaction, forced along the shortest walk from ACKNOWLEDGED to `status`. */
async function transactionAt(status: TransactionStatus, options: { transactionReference?: string } = {}) {
  const quote = await createTestTransactionQuote(provider, 'p2p');
  const body = testTransactionBody(provider, 'p2p', quote, options);
  const created = await provider.request('/api/v1/transactions', jsonPost(body));
  assert.equal(created.status, 201, await created.clone().text());
  const ack = transactionResponseSchema.parse(await created.json());
  for (const to of walkTo(TRANSACTION_TRANSITIONS, 'ACKNOWLEDGED', status)) {
    const forced = await provider.request(
      `/api/v1/sandbox/transactions/${ack.transactionReference}/transitions`,
      jsonPost({ to }),
    );
    assert.equal(forced.status, 200, await forced.clone().text());
  }
  return { ref: ack.transactionReference, partnerRef: ack.requestingOrganisationTransactionReference, quote } as Made;
}

const balance = async (quote: Quote) => new Decimal(await availableBalance(provider, quote.sendingCurrency));
const charged = (quote: Quote) =>
  quote.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(quote.sendingAmount));
const cancel = (reference: string, body: unknown = { reason: 'customer changed their mind' }, key?: string) =>
  provider.request(`/api/v1/transactions/${reference}/cancel`, jsonPost(body, { key }));
const reverse = (reference: string, body: unknown = { reason: 'sent to the wrong account' }) =>
  provider.request(`/api/v1/transactions/${reference}/reversal`, jsonPost(body));
const read = async (response: Response) => {
  assert.equal(response.status, 200, await response.clone().text());
  return transactionQueryResponseSchema.parse(await response.json());
};

/** The status webhooks queued for a transaction, in order: `eventType final errorMessage`. */
async function webhooksOf(ref: string): Promise<string[]> {
  const rows = await queryRows<{ event_type: string; payload: { final: boolean; errorMessage: string } }>(
    provider.database.db,
    sql`select event_type, payload from provider.webhook_outbox
        where payload->>'transactionReference' = ${ref} order by created_at, id`,
  );
  return rows.map(({ event_type, payload }) => `${event_type} ${payload.final} ${payload.errorMessage}`);
}

/** The ledger movements of a transaction, as `KIND amount`. */
async function movementsOf(ref: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string; amount: string }>(
    provider.database.db,
    sql`select kind, amount::text as amount from provider.ledger_entries where reference = ${ref} order by id`,
  );
  return rows.map(({ kind, amount }) => `${kind} ${new Decimal(amount).abs().toFixed()}`);
}

for (const [status, by] of [
  ['ACKNOWLEDGED', 'service'],
  ['PENDING', 'caller'],
] as const) {
  test(`cancel of a ${status} transaction by the ${by}'s reference: CANCELLED, amount and fee refunded once, final webhook`, async () => {
    const made = await transactionAt(status);
    const before = await balance(made.quote);
    const answer = await read(await cancel(by === 'service' ? made.ref : made.partnerRef));
    assert.equal(answer.status, 'CANCELLED');
    assert.equal(answer.transactionStatus, 'Transaction Cancelled');
    assert.equal(answer.errorMessage, 'Cancelled by the sender: customer changed their mind');
    assert.equal((await balance(made.quote)).toFixed(), before.plus(charged(made.quote)).toFixed());
    assert.equal((await recordedMoves(provider, 'transaction', made.ref)).at(-1), `${status}→CANCELLED`);
    assert.deepEqual(
      (await webhooksOf(made.ref)).filter((w) => w.startsWith('transaction.cancelled')),
      ['transaction.cancelled true Cancelled by the sender: customer changed their mind'],
    );
  });
}

test('a repeated cancel answers the same CANCELLED state as a replay and refunds nothing more', async () => {
  const made = await transactionAt('ACKNOWLEDGED');
  const first = await read(await cancel(made.ref));
  const afterFirst = await balance(made.quote);
  const again = await cancel(made.partnerRef, { reason: 'asked twice' });
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.deepEqual(await read(again), first, 'the first reason stays');
  assert.equal((await balance(made.quote)).toFixed(), afterFirst.toFixed());
  const refunds = (await movementsOf(made.ref)).filter((m) => m.startsWith('REFUND'));
  assert.equal(refunds.length, made.quote.fees.some((fee) => !new Decimal(fee.amount).isZero()) ? 2 : 1);
  assert.equal(
    (await recordedMoves(provider, 'transaction', made.ref)).filter((m) => m.endsWith('CANCELLED')).length,
    1,
  );
});

test('ten cancels at once move the transaction once and refund it once', async () => {
  const made = await transactionAt('PENDING');
  const before = await balance(made.quote);
  const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(made.ref)));
  for (const answer of answers) assert.equal((await read(answer)).status, 'CANCELLED');
  assert.equal(answers.filter((a) => a.headers.get('idempotent-replayed') !== 'true').length, 1);
  assert.equal((await balance(made.quote)).toFixed(), before.plus(charged(made.quote)).toFixed());
});

test('cancel refusals name why: paid out, already failed or returned, unknown, another merchant', async () => {
  const paidOut = await transactionAt('SUCCESS');
  const refused = await expectError(await cancel(paidOut.ref), 409, 'CANCEL_TOO_LATE');
  assert.match(refused.message, /already paid out; request a reversal instead/);
  assert.match(detailOf(refused, 'transactionReference').message, /is SUCCESS/);
  await expectError(await cancel((await transactionAt('FAILED')).ref), 409, 'TRANSACTION_ALREADY_FINAL');
  await expectError(await cancel((await transactionAt('RETURNED')).ref), 409, 'TRANSACTION_ALREADY_FINAL');
  await expectError(await cancel((await transactionAt('REVERSAL_PENDING')).ref), 409, 'CANCEL_TOO_LATE');
  await expectError(await cancel('TX-NOBODY-KNOWS'), 404, 'NOT_FOUND');
  const mine = await transactionAt('ACKNOWLEDGED');
  await expectError(await cancel(mine.ref, undefined, OTHER_API_KEY), 404, 'NOT_FOUND');
  assert.deepEqual(await recordedMoves(provider, 'transaction', paidOut.ref), [
    '∅→ACKNOWLEDGED',
    'ACKNOWLEDGED→PENDING',
    'PENDING→SUCCESS',
  ]);
});

test('the reason is required, one line of at most 256 characters, and named when it is not', async () => {
  const made = await transactionAt('ACKNOWLEDGED');
  detailOf(await expectError(await cancel(made.ref, {}), 400, 'MANDATORY_FIELD_MISSING'), 'reason');
  detailOf(await expectError(await cancel(made.ref, { reason: '  ' }), 400, 'VALIDATION_FAILED'), 'reason');
  const long = await expectError(await reverse(made.ref, { reason: 'x'.repeat(257) }), 400, 'VALIDATION_FAILED');
  assert.equal(detailOf(long, 'reason').message, 'must be at most 256 characters');
  detailOf(await expectError(await cancel(made.ref, { reason: 'a\u0007b' }), 400, 'VALIDATION_FAILED'), 'reason');
  assert.equal((await recordedMoves(provider, 'transaction', made.ref)).length, 1, 'nothing moved');
});

test('a reversal: REVERSAL_PENDING moves no money, then RETURNED credits the amount back once (fee kept)', async () => {
  await runWorkerSteps(provider, advanceDueTransactions, 3); // nothing left due from earlier tests
  const made = await transactionAt('SUCCESS');
  const before = await balance(made.quote);
  const pending = await read(await reverse(made.partnerRef));
  assert.equal(pending.status, 'REVERSAL_PENDING');
  assert.equal(pending.transactionStatus, 'Reversal Pending');
  assert.equal(pending.errorMessage, 'Reversal requested by the sender: sent to the wrong account');
  assert.ok(pending.creditingOrganisationTransactionReference, 'it was paid out');
  assert.equal((await balance(made.quote)).toFixed(), before.toFixed());
  const repeat = await reverse(made.ref);
  assert.equal(repeat.headers.get('idempotent-replayed'), 'true');
  assert.equal((await read(repeat)).status, 'REVERSAL_PENDING');
  await runWorkerSteps(provider, advanceDueTransactions, 2);
  const returned = await read(await provider.request(`/api/v1/transactions/${made.ref}`));
  assert.equal(returned.status, 'RETURNED');
  assert.equal(returned.errorMessage, "Reversed at the sender's request: sent to the wrong account");
  assert.equal((await balance(made.quote)).toFixed(), before.plus(made.quote.sendingAmount).toFixed());
  assert.deepEqual(
    (await movementsOf(made.ref)).filter((m) => m.startsWith('RETURN')),
    [`RETURN ${new Decimal(made.quote.sendingAmount).toFixed()}`],
  );
  assert.deepEqual((await recordedMoves(provider, 'transaction', made.ref)).slice(-2), [
    'SUCCESS→REVERSAL_PENDING',
    'REVERSAL_PENDING→RETURNED',
  ]);
  assert.deepEqual(
    (await webhooksOf(made.ref)).filter((w) => /reversal|returned/.test(w)),
    [
      'transaction.reversal_pending false Reversal requested by the sender: sent to the wrong account',
      "transaction.returned true Reversed at the sender's request: sent to the wrong account",
    ],
  );
  await expectError(await reverse(made.ref), 409, 'TRANSACTION_ALREADY_REVERSED');
});

test('a reversal whose reason holds REJECT is rejected by the partner: no money moves, paid out, not final', async () => {
  await runWorkerSteps(provider, advanceDueTransactions, 3); // nothing left due from earlier tests
  const made = await transactionAt('SUCCESS');
  const before = await balance(made.quote);
  await read(await reverse(made.ref, { reason: 'sandbox: REJECT this one' }));
  await runWorkerSteps(provider, advanceDueTransactions, 2);
  const rejected = await read(await provider.request(`/api/v1/transactions/${made.ref}`));
  assert.equal(rejected.status, 'REVERSAL_REJECTED');
  assert.equal(rejected.transactionStatus, 'Reversal Rejected');
  assert.match(rejected.errorMessage ?? '', /^Reversal rejected by the receiving partner/);
  assert.equal((await balance(made.quote)).toFixed(), before.toFixed());
  assert.equal((await webhooksOf(made.ref)).filter((w) => /^transaction\.reversal_rejected false /.test(w)).length, 1);
  await expectError(await reverse(made.ref), 409, 'REVERSAL_REJECTED');
  await expectError(await cancel(made.ref), 409, 'CANCEL_TOO_LATE');
});

test('reversal refusals name why: not paid out yet, cancelled, failed, unknown', async () => {
  for (const status of ['ACKNOWLEDGED', 'PENDING'] as const) {
    const refused = await expectError(await reverse((await transactionAt(status)).ref), 409, 'REVERSAL_TOO_EARLY');
    assert.match(refused.message, /not been paid out yet; cancel it instead/);
  }
  await expectError(await reverse((await transactionAt('CANCELLED')).ref), 409, 'TRANSACTION_ALREADY_CANCELLED');
  await expectError(await reverse((await transactionAt('FAILED')).ref), 409, 'TRANSACTION_ALREADY_FINAL');
  await expectError(await reverse('TX-NOBODY-KNOWS'), 404, 'NOT_FOUND');
});

test('the service functions answer what a provider-form answer needs: outcome, previous status, replayed', async () => {
  const { deps } = provider;
  const pending = await transactionAt('PENDING');
  const first = await deps.db.transaction((tx) => cancelTransaction(deps, tx, 'M1', pending.partnerRef, 'by service'));
  assert.deepEqual(
    [first.outcome, first.previousStatus, first.replayed, first.transaction.status],
    ['CANCELLED', 'PENDING', false, 'CANCELLED'],
  );
  const again = await deps.db.transaction((tx) => cancelTransaction(deps, tx, 'M1', pending.ref, 'again'));
  assert.deepEqual([again.outcome, again.replayed], ['ALREADY_CANCELLED', true]);
  const paid = await transactionAt('SUCCESS');
  const reversal = await deps.db.transaction((tx) => requestReversal(deps, tx, 'M1', paid.ref, 'by service'));
  assert.deepEqual(
    [reversal.outcome, reversal.previousStatus, reversal.transaction.status],
    ['REVERSAL_REQUESTED', 'SUCCESS', 'REVERSAL_PENDING'],
  );
  const repeat = await deps.db.transaction((tx) => requestReversal(deps, tx, 'M1', paid.partnerRef, 'again'));
  assert.deepEqual([repeat.outcome, repeat.replayed], ['ALREADY_REQUESTED', true]);
  await assert.rejects(
    deps.db.transaction((tx) => requestReversal(deps, tx, 'M2', paid.ref, 'not mine')),
    (error: { code?: string }) => error.code === 'NOT_FOUND',
  );
});
