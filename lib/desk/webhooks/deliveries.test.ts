import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createPaymentsApi, PaymentsApiError } from '@/lib/api-client/client';
import { webhookReceipts } from '@/lib/db/schema';
import { submitted } from '@/lib/desk/remittances/testing';
import { recordTransition } from '@/lib/provider/lifecycle/record-transition';
import { createTestProvider, jsonPost } from '@/lib/provider/testing';
import { deliverDueWebhooks } from '@/lib/provider/webhooks/deliver';
import { startReceiver } from '@/lib/provider/webhooks/testing';
import { loadDeliveryLog, readWebhookPageQuery, webhookPageHref, type DeliveriesApi } from './deliveries';

// The desk's view of what the built-in API sent it, through the real client: each message with its
// attempts (status code, latency, next try), named by the desk's own reference where the desk knows
// the remittance, whether the desk's receiver kept it, and "not shared" when another API answers 404.

const KEY = 'sk_test_deliveries';
const provider = await createTestProvider({ apiKeys: new Map([[KEY, 'WD']]) });
let answerWith = 200;
const receiver = await startReceiver(() => ({ status: answerWith, body: '{}' }));
after(async () => {
  receiver.close();
  await provider.close();
});
const db = provider.database.db;
const api = createPaymentsApi({
  baseUrl: 'http://api.test',
  apiKey: KEY,
  fetch: ((input: string | URL | Request, init?: RequestInit) =>
    provider.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
});
assert.equal(
  (await provider.request('/api/v1/webhook-endpoints', { ...jsonPost({ url: receiver.url }), key: KEY })).status,
  201,
);

const emit = (serviceRef: string, partnerRef: string, status: string) =>
  db.transaction((tx) =>
    recordTransition(
      tx,
      {
        merchantId: 'WD',
        aggregate: 'transaction',
        ref: serviceRef,
        from: null,
        to: status,
        actor: 'test',
        at: provider.clock.now(),
      },
      {
        eventType: `transaction.${status.toLowerCase()}`,
        payload: { transactionReference: serviceRef, partnerTransactionReference: partnerRef, status },
      },
    ),
  );

// The desk sent GSDESK1 as DESK-1 (its own reference); GSAPI1 came from another client as CALLER-1.
await submitted(db, { reference: 'DESK-1', serviceRef: 'GSDESK1' });
await emit('GSDESK1', 'DESK-1', 'ACKNOWLEDGED');
provider.clock.advance(1_000);
await emit('GSAPI1', 'CALLER-1', 'ACKNOWLEDGED');
provider.clock.advance(1_000);
await emit('GSDESK1', 'DESK-1', 'PENDING');
await deliverDueWebhooks(provider.deps);

test('each message with its attempts, the remittance it is about and whether the desk kept it', async () => {
  const log = await loadDeliveryLog(db, api);
  assert.ok(log.shared);
  assert.equal(log.nextCursor, null);
  assert.deepEqual(
    log.items.map((message) => [message.eventType, message.about, message.remittanceStatus]),
    [
      ['transaction.pending', 'DESK-1', 'PENDING'],
      ['transaction.acknowledged', 'CALLER-1', 'ACKNOWLEDGED'],
      ['transaction.acknowledged', 'DESK-1', 'ACKNOWLEDGED'],
    ],
  );
  for (const message of log.items) {
    assert.equal(message.state, 'delivered');
    assert.equal(message.attempts, 1);
    assert.equal(message.nextAttemptAt, null);
    assert.deepEqual(
      message.deliveries.map((attempt) => [attempt.attempt, attempt.statusCode, attempt.ok]),
      [[1, 200, true]],
    );
    assert.ok(message.deliveries[0]!.latencyMs >= 0);
    assert.ok(message.deliveries[0]!.at instanceof Date);
  }
  assert.equal(log.items[0]!.receivedAt, null, 'the test receiver is not the desk');
  await db.insert(webhookReceipts).values({
    messageId: log.items[0]!.id,
    eventType: 'transaction.pending',
    payload: {},
    receivedAt: new Date('2026-11-22T10:00:03Z'),
  });
  const again = await loadDeliveryLog(db, api);
  assert.ok(again.shared);
  assert.deepEqual(again.items[0]!.receivedAt, new Date('2026-11-22T10:00:03Z'));
});

test("a desk reference finds its remittance's messages; another reference is asked as typed", async () => {
  const byDesk = await loadDeliveryLog(db, api, { reference: 'DESK-1' });
  assert.ok(byDesk.shared);
  assert.deepEqual(
    byDesk.items.map((message) => message.eventType),
    ['transaction.pending', 'transaction.acknowledged'],
  );
  const byCaller = await loadDeliveryLog(db, api, { reference: 'CALLER-1' });
  assert.ok(byCaller.shared);
  assert.equal(byCaller.items.length, 1);
  const none = await loadDeliveryLog(db, api, { reference: 'NOBODY' });
  assert.ok(none.shared);
  assert.equal(none.items.length, 0);
});

test('a failed attempt is shown with its status code and the next try; pages follow the cursor', async () => {
  const first = await loadDeliveryLog(db, api, { reference: 'DESK-1', limit: 1 });
  assert.ok(first.shared && first.nextCursor);
  answerWith = 503;
  await api.redeliverWebhookMessage(first.items[0]!.id);
  await deliverDueWebhooks(provider.deps);
  answerWith = 200;
  const retrying = await loadDeliveryLog(db, api, { reference: 'DESK-1', limit: 1 });
  assert.ok(retrying.shared);
  const [message] = retrying.items;
  assert.equal(message!.state, 'retrying');
  assert.equal(message!.attempts, 2);
  assert.deepEqual(
    message!.deliveries.map((attempt) => [attempt.statusCode, attempt.ok]),
    [
      [200, true],
      [503, false],
    ],
  );
  assert.ok(message!.nextAttemptAt && message!.nextAttemptAt > provider.clock.now());
  const second = await loadDeliveryLog(db, api, { reference: 'DESK-1', cursor: first.nextCursor!, limit: 1 });
  assert.ok(second.shared);
  assert.equal(second.items[0]!.eventType, 'transaction.acknowledged');
  await assert.rejects(loadDeliveryLog(db, api, { cursor: 'bm90LWEtY3Vyc29y' }), (error: unknown) => {
    assert.ok(error instanceof PaymentsApiError);
    assert.equal(error.code, 'VALIDATION_FAILED');
    return true;
  });
});

test('an API without a message log (404) is "not shared", not a failure', async () => {
  const elsewhere: DeliveriesApi = {
    listWebhookMessages: async () => {
      throw new PaymentsApiError(404, 'NOT_FOUND', 'No route GET /api/v1/webhook-messages');
    },
  };
  assert.deepEqual(await loadDeliveryLog(db, elsewhere), { shared: false });
  const down: DeliveriesApi = {
    listWebhookMessages: async () => {
      throw new PaymentsApiError(503, 'SERVICE_UNAVAILABLE', 'could not be reached');
    },
  };
  await assert.rejects(loadDeliveryLog(db, down), PaymentsApiError);
});

test("the page's address: what cannot be a reference, cursor or time is dropped and named", () => {
  assert.deepEqual(readWebhookPageQuery({ reference: ' DESK-1 ', cursor: 'abc_-1', before: '2026-11-22T10:00:00Z' }), {
    query: { reference: 'DESK-1', cursor: 'abc_-1', before: new Date('2026-11-22T10:00:00Z') },
    invalid: [],
  });
  assert.deepEqual(readWebhookPageQuery({ reference: 'a\u0000b', cursor: 'x y', before: 'yesterday' }), {
    query: {},
    invalid: ['reference', 'cursor', 'before'],
  });
  assert.deepEqual(readWebhookPageQuery({ reference: 'x'.repeat(101) }).invalid, ['reference']);
  assert.equal(
    webhookPageHref({ reference: 'A B', cursor: 'c1', before: new Date('2026-11-22T10:00:00Z') }),
    '/webhooks?reference=A+B&cursor=c1&before=2026-11-22T10%3A00%3A00.000Z',
  );
  assert.equal(webhookPageHref({}), '/webhooks');
});
