import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { eq } from 'drizzle-orm';
import { webhookOutbox } from '@/lib/db/schema';
import { createdWebhookEndpointSchema, webhookMessageSchema } from '@/lib/schemas/webhook';
import { createTestProvider, jsonPost } from '../testing';
import { deliverDueWebhooks, MAX_ATTEMPTS, RETRY_SCHEDULE_MS, retryDelay } from './deliver';
import { emitPaymentEvent, startReceiver } from './testing';

const provider = await createTestProvider();
let answerWith = 200;
const receiver = await startReceiver(() => ({
  status: answerWith,
  body: JSON.stringify({ acknowledged: answerWith === 200 }),
}));
const { url, received } = receiver;
after(async () => {
  receiver.close();
  await provider.close();
});

const created = createdWebhookEndpointSchema.parse(
  await (
    await provider.request(
      '/api/v1/webhook-endpoints',
      jsonPost({ url, eventTypes: ['payment.completed', 'payment.failed'] }),
    )
  ).json(),
);

const emit = (to: string) => emitPaymentEvent(provider, to);

test('a subscribed event is delivered once, signed so that the endpoint secret verifies it', async () => {
  await emit('COMPLETED');
  await emit('PROCESSING'); // not subscribed: no message
  received.length = 0;
  assert.equal(await deliverDueWebhooks(provider.deps), 1);
  assert.equal(received.length, 1);
  const [message] = received;
  const verified = new Webhook(created.secret).verify(message!.body, message!.headers as Record<string, string>) as {
    type: string;
    data: { status: string };
  };
  assert.equal(verified.type, 'payment.completed');
  assert.equal(verified.data.status, 'COMPLETED');
  assert.throws(() =>
    new Webhook(created.secret).verify(
      message!.body.replace('COMPLETED', 'FAILED'),
      message!.headers as Record<string, string>,
    ),
  );
  assert.equal(await deliverDueWebhooks(provider.deps), 0, 'nothing left to send');

  const list = (await (await provider.request('/api/v1/webhook-messages?status=DELIVERED')).json()) as {
    items: { id: string }[];
  };
  const detail = webhookMessageSchema.parse(
    await (await provider.request(`/api/v1/webhook-messages/${list.items[0]!.id}`)).json(),
  );
  assert.equal(detail.deliveries?.[0]?.statusCode, 200);
  assert.match(detail.deliveries?.[0]?.responseExcerpt ?? '', /acknowledged/);
});

test('a failing endpoint is retried with backoff, then FAILED; manual redelivery sends again', async () => {
  answerWith = 500;
  await emit('FAILED');
  const [row] = await provider.database.db
    .select()
    .from(webhookOutbox)
    .where(eq(webhookOutbox.eventType, 'payment.failed'));
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    assert.equal(await deliverDueWebhooks(provider.deps), 1, `attempt ${attempt} is due`);
    const [after] = await provider.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.id, row!.id));
    assert.equal(after!.attempts, attempt);
    if (attempt < MAX_ATTEMPTS) {
      const wait = after!.nextAttemptAt!.getTime() - provider.clock.now().getTime();
      const base = RETRY_SCHEDULE_MS[attempt - 1]!;
      assert.ok(wait >= base && wait <= base * 1.2, `attempt ${attempt}: waits ${wait} ms for a base of ${base}`);
      assert.equal(await deliverDueWebhooks(provider.deps), 0, 'not due before its time');
      provider.clock.advance(wait);
    } else {
      assert.equal(after!.status, 'FAILED');
    }
  }
  answerWith = 200;
  const redelivered = await provider.request(`/api/v1/webhook-messages/${row!.id}/redeliver`, { method: 'POST' });
  assert.equal(redelivered.status, 202);
  assert.equal(await deliverDueWebhooks(provider.deps), 1);
  const [final] = await provider.database.db.select().from(webhookOutbox).where(eq(webhookOutbox.id, row!.id));
  assert.equal(final!.status, 'DELIVERED');
});

test('the retry schedule spans at least 24 hours', () => {
  const total = RETRY_SCHEDULE_MS.reduce((a, b) => a + b, 0);
  assert.ok(total >= 24 * 3_600_000, `${total / 3_600_000} h`);
  assert.equal(retryDelay(RETRY_SCHEDULE_MS.length + 1), undefined);
});

test('endpoints: list hides secrets, delete stops delivery, bad URLs are refused', async () => {
  const list = (await (await provider.request('/api/v1/webhook-endpoints')).json()) as {
    items: Record<string, unknown>[];
  };
  assert.ok(list.items.every((e) => !('secret' in e)));
  const bad = await provider.request('/api/v1/webhook-endpoints', jsonPost({ url: 'ftp://example.com' }));
  assert.equal(bad.status, 400);
  const deleted = await provider.request(`/api/v1/webhook-endpoints/${created.id}`, { method: 'DELETE' });
  assert.equal(deleted.status, 200);
  await emit('COMPLETED');
  assert.equal(await deliverDueWebhooks(provider.deps), 0);
  assert.equal((await provider.request(`/api/v1/webhook-endpoints/${created.id}`, { method: 'DELETE' })).status, 404);
});
