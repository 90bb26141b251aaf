import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  fxQuotes,
  ledgerEntries,
  lifecycleEvents,
  payments,
  transactionQuotes,
  transactions,
  webhookOutbox,
} from '@/lib/db/schema';
import { balanceSchema } from '@/lib/schemas/balance';
import { sandboxResetResponseSchema } from '@/lib/schemas/sandbox-reset';
import {
  createTestFxQuote,
  createTestParties,
  createTestPayment,
  createTestTransaction,
  createTestTransactionQuote,
  createTestProvider,
  detailOf,
  expectError,
  jsonPost,
  OTHER_API_KEY,
} from '../testing';
import { advanceDueTransactions } from '../transactions/lifecycle';
import { startReceiver } from '../webhooks/testing';

const provider = await createTestProvider();
const receiver = await startReceiver();
after(() => {
  receiver.close();
  return provider.close();
});
const { db } = provider.database;

async function balance(currency: string) {
  const response = await provider.request(`/api/v1/balances/${currency}`);
  return balanceSchema.parse(await response.json()).currentBalance;
}

const reset = (body: unknown, key?: string) => provider.request('/api/v1/sandbox/reset', jsonPost(body, { key }));

test("reset removes exactly the run's records and gives the balances back", async () => {
  await provider.request('/api/v1/webhook-endpoints', jsonPost({ url: receiver.url, eventTypes: ['*'] }));
  const prefix = 'DEMO-t1a2b3-';
  const [usdBefore, eurBefore, sgdBefore] = [await balance('USD'), await balance('EUR'), await balance('SGD')];

  // Someone else's transaction before and after the run's: they stay, with their running balance right.
  const before = await createTestTransaction(provider, 'b2p', { transactionReference: 'OTHER-before-1' });
  const deposit = await provider.request(
    '/api/v1/sandbox/deposits',
    jsonPost({ currency: 'USD', amount: '500.00', reference: `${prefix}DEPOSIT` }),
  );
  assert.equal(deposit.status, 201);
  const mine = await createTestTransaction(provider, 'b2p', { transactionReference: `${prefix}B2P-1` });
  const mineToo = await createTestTransaction(provider, 'p2p', { transactionReference: `${prefix}P2P-1` });
  const parties = await createTestParties(provider);
  const payment = await createTestPayment(provider, parties, 100, {
    requestId: `${prefix}PAY-1`,
    merchantRef: `${prefix}PAY-1`,
  });
  const unused = await createTestTransactionQuote(provider, 'b2b');
  const unusedFx = await createTestFxQuote(provider, 50);
  const otherAfter = await createTestTransaction(provider, 'b2p', { transactionReference: 'OTHER-after-1' });
  provider.clock.advance(5_000);
  await advanceDueTransactions(provider.deps);

  const serviceRefs = [mine.transactionReference, mineToo.transactionReference, payment.serviceRef];
  assert.ok((await db.select().from(lifecycleEvents).where(inArray(lifecycleEvents.ref, serviceRefs))).length >= 3);
  const messagesBefore = await db.select().from(webhookOutbox);
  assert.ok(messagesBefore.length > 0, 'webhook messages were written');

  const response = await reset({
    referencePrefix: prefix,
    quoteIds: [unused.quoteId, unusedFx.quoteId],
    partyIds: [parties.originalPayerId, parties.beneficiaryId],
  });
  assert.equal(response.status, 200);
  const answer = sandboxResetResponseSchema.parse(await response.json());
  assert.equal(answer.removed.transactions, 2);
  assert.equal(answer.removed.payments, 1);
  assert.equal(answer.removed.quotes, 5);
  assert.equal(answer.removed.parties, 2);
  assert.equal((await provider.request(`/api/v1/payers/${parties.originalPayerId}`)).status, 404);
  assert.ok(answer.removed.ledgerEntries >= 7, `deposit + 3 × (debit, fee): ${answer.removed.ledgerEntries}`);

  assert.equal(await balance('EUR'), eurBefore);
  assert.equal(await balance('SGD'), sgdBefore);
  // USD: only the two other transactions' debits remain.
  const othersLeft = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reference, [before.transactionReference, otherAfter.transactionReference]));
  const othersSum = othersLeft.reduce((sum, e) => sum + Number(e.amount), 0);
  assert.equal(Number(await balance('USD')).toFixed(2), (Number(usdBefore) + othersSum).toFixed(2));

  assert.equal((await db.select().from(transactions).where(inArray(transactions.serviceRef, serviceRefs))).length, 0);
  assert.equal((await db.select().from(payments).where(eq(payments.serviceRef, payment.serviceRef))).length, 0);
  assert.equal((await db.select().from(lifecycleEvents).where(inArray(lifecycleEvents.ref, serviceRefs))).length, 0);
  assert.equal(
    (await db.select().from(transactionQuotes).where(eq(transactionQuotes.quoteId, unused.quoteId))).length,
    0,
  );
  assert.equal((await db.select().from(fxQuotes).where(eq(fxQuotes.id, unusedFx.quoteId))).length, 0);
  const messagesLeft = await db.select().from(webhookOutbox);
  assert.ok(
    messagesLeft.every((m) => !JSON.stringify(m.payload).includes(prefix)),
    'no message of the run is left',
  );
  assert.ok(
    messagesLeft.some((m) => JSON.stringify(m.payload).includes('OTHER-after-1')),
    "others' messages stay",
  );

  // The others' transactions stay, and the statement still adds up entry by entry.
  const other = await provider.request(`/api/v1/transactions/${otherAfter.transactionReference}`);
  assert.equal(other.status, 200);
  const usdEntries = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.merchantId, 'M1'), eq(ledgerEntries.currency, 'USD')))
    .orderBy(asc(ledgerEntries.id));
  let running = 0;
  for (const entry of usdEntries) {
    running += Number(entry.amount);
    assert.equal(Number(entry.balanceAfter).toFixed(2), running.toFixed(2), `entry ${entry.kind} ${entry.reference}`);
  }
  assert.equal(running.toFixed(2), Number(await balance('USD')).toFixed(2));
  const left = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.merchantId, 'M1'), eq(ledgerEntries.reference, `${prefix}DEPOSIT`)));
  assert.equal(left.length, 0);
});

test('another merchant’s records with the same prefix are not touched', async () => {
  const prefix = 'DEMO-t9z8y7-';
  const m1 = await createTestTransaction(provider, 'b2p', { transactionReference: `${prefix}B2P-1` });
  const response = await reset({ referencePrefix: prefix }, OTHER_API_KEY);
  assert.equal(response.status, 200);
  assert.equal(sandboxResetResponseSchema.parse(await response.json()).removed.transactions, 0);
  assert.equal((await provider.request(`/api/v1/transactions/${m1.transactionReference}`)).status, 200);
});

test('a prefix too short to name one run, or with a wildcard, is refused naming referencePrefix', async () => {
  for (const referencePrefix of ['DEMO', '%%%%%%%%%%', ' ']) {
    const envelope = await expectError(await reset({ referencePrefix }), 400, 'VALIDATION_FAILED');
    assert.ok(detailOf(envelope, 'referencePrefix'));
  }
});

test('reset is a sandbox control: 404 in live mode', async () => {
  const live = await createTestProvider({ mode: 'live' });
  try {
    const response = await live.request('/api/v1/sandbox/reset', jsonPost({ referencePrefix: 'DEMO-abcdef-' }));
    assert.equal(response.status, 404);
  } finally {
    await live.close();
  }
});
