import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  createdWebhookEndpointSchema,
  webhookEndpointListSchema,
  webhookMessageListSchema,
  webhookMessageSchema,
} from '@/lib/schemas/webhook';
import {
  createTestParties,
  createTestPayment,
  createTestProvider,
  expectError,
  jsonPost,
  OTHER_API_KEY,
} from '../testing';

const provider = await createTestProvider();
after(() => provider.close());

const register = async (body: Record<string, unknown>, key?: string) => {
  const response = await provider.request('/api/v1/webhook-endpoints', jsonPost(body, { key }));
  assert.equal(response.status, 201, await response.clone().text());
  return createdWebhookEndpointSchema.parse(await response.json());
};
const listEndpoints = async (key?: string) =>
  webhookEndpointListSchema.parse(await (await provider.request('/api/v1/webhook-endpoints', { key })).json()).items;
const listMessages = async (query = '') =>
  webhookMessageListSchema.parse(await (await provider.request(`/api/v1/webhook-messages${query}`)).json()).items;

test('an endpoint is registered with its secret shown once, listed without it, and deleted once', async () => {
  const created = await register({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['payment.created'] });
  assert.match(created.secret, /^whsec_/);
  assert.deepEqual(created.eventTypes, ['payment.created']);
  const listed = (await listEndpoints()).find((endpoint) => endpoint.id === created.id);
  assert.ok(listed);
  assert.equal('secret' in listed, false, 'the secret is not shown again');
  assert.equal((await listEndpoints(OTHER_API_KEY)).length, 0, 'another merchant sees none');
  const deleted = await provider.request(`/api/v1/webhook-endpoints/${created.id}`, { method: 'DELETE' });
  assert.deepEqual(await deleted.json(), { id: created.id, deleted: true });
  const again = await provider.request(`/api/v1/webhook-endpoints/${created.id}`, { method: 'DELETE' });
  const body = await expectError(again, 404, 'NOT_FOUND');
  assert.deepEqual(body.details, [{ field: 'id', message: 'is not a known webhook endpoint' }]);
});

test('a subscribed lifecycle event leaves a message that can be read and redelivered', async () => {
  const endpoint = await register({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['payment.created'] });
  const payment = await createTestPayment(provider, await createTestParties(provider));
  const messages = await listMessages('?status=PENDING');
  const message = messages.find((m) => (m.payload as { serviceRef?: string }).serviceRef === payment.serviceRef);
  assert.ok(message, 'the payment.created message is in the outbox');
  assert.equal(message.endpointId, endpoint.id);
  assert.equal(message.eventType, 'payment.created');
  assert.equal(message.createdAt, provider.clock.now().toISOString());
  const read = await provider.request(`/api/v1/webhook-messages/${message.id}`);
  assert.deepEqual(webhookMessageSchema.parse(await read.json()).deliveries, []);
  const redelivered = await provider.request(`/api/v1/webhook-messages/${message.id}/redeliver`, { method: 'POST' });
  assert.equal(redelivered.status, 202);
  assert.equal(webhookMessageSchema.parse(await redelivered.json()).status, 'PENDING');
  for (const path of ['/api/v1/webhook-messages/msg_unknown', `/api/v1/webhook-messages/${message.id}`]) {
    await expectError(await provider.request(path, { key: OTHER_API_KEY }), 404, 'NOT_FOUND');
  }
  await expectError(
    await provider.request('/api/v1/webhook-messages/msg_unknown/redeliver', { method: 'POST' }),
    404,
    'NOT_FOUND',
  );
});
