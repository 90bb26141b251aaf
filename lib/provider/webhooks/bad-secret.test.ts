import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { webhookEndpoints, webhookOutbox } from '@/lib/db/schema';
import { createdWebhookEndpointSchema, webhookMessageSchema } from '@/lib/schemas/webhook';
import { createTestProvider, jsonPost } from '../testing';
import { BAD_SECRET_REASON, deliverDueWebhooks, MAX_ATTEMPTS, RETRY_SCHEDULE_MS } from './deliver';
import { ensureDefaultEndpoint } from './service';
import { emitPaymentEvent, startReceiver } from './testing';

// One endpoint with a malformed signing secret (a row written before secrets were checked, or by
// hand) must fail alone: its attempts are logged and retried, every other endpoint is still served.

const provider = await createTestProvider();
const good = await startReceiver();
const bad = await startReceiver();
after(async () => {
  good.close();
  bad.close();
  await provider.close();
});

const goodEndpoint = createdWebhookEndpointSchema.parse(
  await (await provider.request('/api/v1/webhook-endpoints', jsonPost({ url: good.url }))).json(),
);
await provider.database.db.insert(webhookEndpoints).values({
  id: 'we_badsecret',
  merchantId: 'M1',
  url: bad.url,
  eventTypes: ['*'],
  secret: 'whsec_not*base64!',
});

const messageOf = async (endpointId: string) => {
  const [row] = await provider.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.endpointId, endpointId));
  return webhookMessageSchema.parse(await (await provider.request(`/api/v1/webhook-messages/${row!.id}`)).json());
};

test('a bad secret fails only its own endpoint: the good one is delivered, the bad attempt is logged', async () => {
  await emitPaymentEvent(provider, 'COMPLETED');
  assert.equal(await deliverDueWebhooks(provider.deps), 2, 'both messages are attempted, neither crashes the batch');
  assert.equal(good.received.length, 1);
  assert.equal(bad.received.length, 0, 'nothing unsigned is sent');

  assert.equal((await messageOf(goodEndpoint.id)).status, 'DELIVERED');
  const failed = await messageOf('we_badsecret');
  assert.equal(failed.status, 'PENDING');
  assert.equal(failed.attempts, 1);
  assert.deepEqual(
    failed.deliveries?.map((d) => [d.attempt, d.statusCode, d.error]),
    [[1, null, BAD_SECRET_REASON]],
  );
  const wait = new Date(failed.nextAttemptAt!).getTime() - provider.clock.now().getTime();
  assert.ok(wait >= RETRY_SCHEDULE_MS[0]! && wait <= RETRY_SCHEDULE_MS[0]! * 1.2, `retried after ${wait} ms`);
});

test('the bad endpoint is retried on the normal schedule, then parked as FAILED', async () => {
  for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
    provider.clock.advance(RETRY_SCHEDULE_MS[attempt - 2]! * 1.2);
    assert.equal(await deliverDueWebhooks(provider.deps), 1, `attempt ${attempt} is due`);
  }
  const parked = await messageOf('we_badsecret');
  assert.equal(parked.status, 'FAILED');
  assert.equal(parked.deliveries?.length, MAX_ATTEMPTS);
  assert.ok(parked.deliveries?.every((d) => d.error === BAD_SECRET_REASON));
  assert.equal(bad.received.length, 0);
});

test('the API takes no secret from callers (it generates a valid one): a supplied secret is a 400 naming it', async () => {
  const supplied = await provider.request(
    '/api/v1/webhook-endpoints',
    jsonPost({ url: good.url, secret: 'whsec_not*base64!' }),
  );
  assert.equal(supplied.status, 400);
  assert.match(JSON.stringify(await supplied.json()), /secret/);
});

test('the desk receiver is never registered with a secret that could not sign', async () => {
  await assert.rejects(
    ensureDefaultEndpoint(provider.database.db, 'M9', good.url, 'whsec_not*base64!'),
    /must be a Standard Webhooks secret/,
  );
});
