import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createdWebhookEndpointSchema } from '@/lib/schemas/webhook';
import { webhookMessagePageSchema } from '@/lib/schemas/webhook-message';
import { recordTransition } from '../lifecycle/record-transition';
import { createTestProvider, expectError, jsonPost, OTHER_API_KEY } from '../testing';
import { deliverDueWebhooks } from './deliver';
import { startReceiver } from './testing';

/*
 * The message log's list as the desk's webhook page reads it: one remittance's messages found by
 * any of its references, each with its delivery attempts, in keyset pages newest first.
 */

const provider = await createTestProvider();
let answerWith = 200;
const receiver = await startReceiver(() => ({ status: answerWith, body: '{}' }));
after(async () => {
  receiver.close();
  await provider.close();
});

const endpoint = createdWebhookEndpointSchema.parse(
  await (await provider.request('/api/v1/webhook-endpoints', jsonPost({ url: receiver.url }))).json(),
);

/** A transaction status move for M1: one message to the endpoint, at the clock's time. */
const emitTransaction = (serviceRef: string, partnerRef: string, status: string, merchantId = 'M1') =>
  provider.database.db.transaction((tx) =>
    recordTransition(
      tx,
      {
        merchantId,
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

const page = async (query: string, key?: string) => {
  const response = await provider.request(`/api/v1/webhook-messages${query}`, { key });
  assert.equal(response.status, 200, await response.clone().text());
  return webhookMessagePageSchema.parse(await response.json());
};

await emitTransaction('TX-A', 'desk-a', 'ACKNOWLEDGED');
provider.clock.advance(1_000);
await emitTransaction('TX-B', 'desk-b', 'ACKNOWLEDGED');
provider.clock.advance(1_000);
await emitTransaction('TX-A', 'desk-a', 'PENDING');
await emitTransaction('TX-A', 'desk-a', 'SUCCESS'); // the same instant: ordered by id
await deliverDueWebhooks(provider.deps);

test("one remittance's messages, by the caller's or the service's reference, each with its attempts", async () => {
  const byCaller = await page('?reference=desk-a&include=deliveries');
  assert.equal(byCaller.nextCursor, null);
  assert.equal(byCaller.items.length, 3);
  assert.deepEqual(
    byCaller.items.map((message) => message.createdAt),
    [...byCaller.items.map((message) => message.createdAt)].sort().reverse(),
    'newest first',
  );
  assert.ok(byCaller.items.every((message) => message.endpointId === endpoint.id));
  for (const message of byCaller.items) {
    assert.equal(message.status, 'DELIVERED');
    assert.equal(message.attempts, 1);
    assert.equal(message.deliveries?.length, 1);
    assert.equal(message.deliveries[0]!.statusCode, 200);
    assert.ok(message.deliveries[0]!.latencyMs >= 0);
    assert.equal(message.deliveries[0]!.url, receiver.url);
  }
  const byService = await page('?reference=TX-A');
  assert.deepEqual(
    byService.items.map((message) => message.id),
    byCaller.items.map((message) => message.id),
  );
  assert.equal(byService.items[0]!.deliveries, undefined, 'attempts only when asked');
  assert.equal((await page('?reference=desk-a', OTHER_API_KEY)).items.length, 0, "another merchant's are not shown");
  assert.equal((await page('?reference=desk')).items.length, 0, 'a reference is matched exactly');
});

test('a redelivered message shows every attempt, oldest first, and its next retry while it fails', async () => {
  const [newest] = (await page('?reference=desk-a&limit=1')).items;
  answerWith = 503;
  const redelivered = await provider.request(`/api/v1/webhook-messages/${newest!.id}/redeliver`, { method: 'POST' });
  assert.equal(redelivered.status, 202);
  assert.equal(await deliverDueWebhooks(provider.deps), 1);
  answerWith = 200;
  const [again] = (await page('?reference=desk-a&include=deliveries&limit=1')).items;
  assert.equal(again!.id, newest!.id);
  assert.equal(again!.status, 'PENDING');
  assert.equal(again!.attempts, 2);
  assert.deepEqual(
    again!.deliveries?.map((delivery) => [delivery.attempt, delivery.statusCode]),
    [
      [1, 200],
      [2, 503],
    ],
  );
  assert.ok(again!.nextAttemptAt && again!.nextAttemptAt > provider.clock.now().toISOString(), 'a retry is planned');
  const pending = await page('?status=PENDING&reference=TX-A');
  assert.deepEqual(
    pending.items.map((message) => message.id),
    [newest!.id],
  );
});

test('keyset pages go back in time without repeating or skipping a message', async () => {
  const all = (await page('?limit=200')).items.map((message) => message.id);
  assert.equal(all.length, 4);
  const seen: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const next = await page(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    seen.push(...next.items.map((message) => message.id));
    cursor = next.nextCursor;
  }
  assert.deepEqual(seen, all);
});

test('a query that is not understood is a 400 naming its field', async () => {
  for (const [query, field] of [
    ['?cursor=not-a-cursor', 'cursor'],
    ['?reference=%00', 'reference'],
    ['?reference=' + 'x'.repeat(101), 'reference'],
    ['?include=everything', 'include'],
    ['?status=SENT', 'status'],
  ] as const) {
    const body = await expectError(
      await provider.request(`/api/v1/webhook-messages${query}`),
      400,
      'VALIDATION_FAILED',
    );
    assert.ok(
      body.details.some((detail) => detail.field === field),
      `${query}: ${JSON.stringify(body.details)}`,
    );
  }
});

test('the OpenAPI document describes the list’s filters, attempts and pages', async () => {
  const document = (await (await provider.request('/api/v1/openapi.json')).json()) as {
    paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
  };
  const list = document.paths['/api/v1/webhook-messages']!.get;
  assert.deepEqual(list.parameters.map((parameter) => parameter.name).sort(), [
    'cursor',
    'include',
    'limit',
    'reference',
    'status',
  ]);
  assert.match(JSON.stringify(list.responses['200']), /nextCursor/);
  assert.match(JSON.stringify(list.responses['200']), /latencyMs/);
});
