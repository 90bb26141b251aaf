import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '@/lib/db/schema';
import {
  createdWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  webhookEndpointDetailSchema,
  webhookEndpointListSchema,
} from '@/lib/schemas/webhook';
import { createTestProvider, expectError, jsonPost, OTHER_API_KEY } from '../testing';
import { deliverDueWebhooks } from './deliver';
import { emitPaymentEvent, startReceiver } from './testing';

// Secret rotation with an overlap: both secrets sign while it lasts, the old one stops after it.

const provider = await createTestProvider();
let answerWith = 200;
const receiver = await startReceiver(() => ({ status: answerWith, body: '{}' }));
after(async () => {
  receiver.close();
  await provider.close();
});

const endpoint = createdWebhookEndpointSchema.parse(
  await (
    await provider.request(
      '/api/v1/webhook-endpoints',
      jsonPost({ url: receiver.url, eventTypes: ['payment.completed', 'payment.failed'] }),
    )
  ).json(),
);

const rotate = (body: Record<string, unknown>, key?: string) =>
  provider.request(`/api/v1/webhook-endpoints/${endpoint.id}/rotate-secret`, jsonPost(body, { key }));
const detail = async () =>
  webhookEndpointDetailSchema.parse(await (await provider.request(`/api/v1/webhook-endpoints/${endpoint.id}`)).json());

/** Delivers one event and answers which of `secrets` verify what the receiver got. */
async function deliverAndCheck(secrets: Record<string, string>) {
  receiver.received.length = 0;
  await emitPaymentEvent(provider, 'COMPLETED');
  assert.equal(await deliverDueWebhooks(provider.deps), 1);
  const [message] = receiver.received;
  const verifies = (secret: string) => {
    try {
      new Webhook(secret).verify(message!.body, message!.headers as Record<string, string>);
      return true;
    } catch {
      return false;
    }
  };
  return {
    verified: Object.entries(secrets).flatMap(([name, secret]) => (verifies(secret) ? [name] : [])),
    signatures: String(message!.headers['webhook-signature']).split(' ').length,
  };
}

test('the overlap is bounded (1 min to 7 days) and the endpoint must be the caller’s', async () => {
  for (const overlapSeconds of [59, 7 * 24 * 3600 + 1, 1.5]) {
    await expectError(await rotate({ overlapSeconds }), 400, 'VALIDATION_FAILED');
  }
  await expectError(await rotate({}, OTHER_API_KEY), 404, 'NOT_FOUND');
  await expectError(
    await provider.request('/api/v1/webhook-endpoints/we_unknown/rotate-secret', jsonPost({})),
    404,
    'NOT_FOUND',
  );
  await expectError(
    await provider.request(`/api/v1/webhook-endpoints/${endpoint.id}`, { key: OTHER_API_KEY }),
    404,
    'NOT_FOUND',
  );
  const before = await deliverAndCheck({ first: endpoint.secret });
  assert.deepEqual(before, { verified: ['first'], signatures: 1 }, 'nothing was rotated');
});

test('during the overlap every message carries both signatures; after it, the new one only', async () => {
  const started = Date.now();
  const response = await rotate({});
  assert.equal(response.status, 200);
  const rotated = rotatedWebhookSecretSchema.parse(await response.json());
  assert.match(rotated.secret, /^whsec_/);
  assert.notEqual(rotated.secret, endpoint.secret);
  const overlapMs = Date.parse(rotated.previousSecretExpiresAt) - started;
  assert.ok(Math.abs(overlapMs - 24 * 3600_000) < 60_000, 'the overlap is 24 h by default');

  // The secret is answered once: neither the list nor the endpoint's own read shows it.
  const listed = await (await provider.request('/api/v1/webhook-endpoints')).text();
  const read = await detail();
  for (const text of [listed, JSON.stringify(read)]) {
    assert.equal(text.includes(rotated.secret), false);
    assert.equal(text.includes(endpoint.secret), false);
  }
  assert.equal(read.previousSecretExpiresAt, rotated.previousSecretExpiresAt);
  assert.equal(webhookEndpointListSchema.parse(JSON.parse(listed)).items.length, 1);

  const secrets = { old: endpoint.secret, new: rotated.secret };
  assert.deepEqual(await deliverAndCheck(secrets), { verified: ['old', 'new'], signatures: 2 });

  // The overlap ends (real time): the old secret no longer signs.
  await provider.database.db
    .update(webhookEndpoints)
    .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(webhookEndpoints.id, endpoint.id));
  assert.deepEqual(await deliverAndCheck(secrets), { verified: ['new'], signatures: 1 });
  assert.equal((await detail()).previousSecretExpiresAt, null);
});

test('a second rotation drops the first old secret at once; the overlap can be chosen', async () => {
  const first = rotatedWebhookSecretSchema.parse(await (await rotate({ overlapSeconds: 60 })).json());
  const second = rotatedWebhookSecretSchema.parse(await (await rotate({ overlapSeconds: 7 * 24 * 3600 })).json());
  assert.ok(Date.parse(second.previousSecretExpiresAt) - Date.now() > 6 * 24 * 3600_000);
  const result = await deliverAndCheck({ original: endpoint.secret, first: first.secret, second: second.secret });
  assert.deepEqual(result, { verified: ['first', 'second'], signatures: 2 });
});

test('the endpoint read counts its delivery attempts of the last 24 h', async () => {
  const before = (await detail()).last24h;
  answerWith = 500;
  await deliverAndCheck({});
  answerWith = 200;
  const after = (await detail()).last24h;
  assert.deepEqual(after, {
    attempts: before.attempts + 1,
    succeeded: before.succeeded,
    failed: before.failed + 1,
  });
  assert.ok(before.succeeded >= 4, 'the earlier deliveries are counted as succeeded');
});
