import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { webhookMessageSchema } from '@/lib/schemas/webhook';
import { createTestProvider, expectError, jsonPost, type TestProvider } from '../testing';
import { deliverDueWebhooks } from './deliver';
import { ensureDefaultEndpoint } from './service';
import { emitPaymentEvent, startReceiver } from './testing';

// Webhook URLs may not reach the host's own network (server-side request forgery): refused at
// registration, and again at every delivery after DNS resolution (a name can be rebound).

const live = await createTestProvider({ mode: 'live' });
const sandboxStrict = await createTestProvider({ webhookAllowPrivate: false });
const sandbox = await createTestProvider();
let answer = { status: 200, body: '{"ok":true}', contentType: 'application/json' };
const receiver = await startReceiver(() => answer);
after(async () => {
  receiver.close();
  await Promise.all([live.close(), sandboxStrict.close(), sandbox.close()]);
});

/** Resolves every name to the local receiver's loopback address, as a rebound name would. */
const reboundToLoopback = async (): Promise<LookupAddress[]> => [{ address: '127.0.0.1', family: 4 }];

async function expectUrlRefused(provider: TestProvider, url: string) {
  const response = await provider.request('/api/v1/webhook-endpoints', jsonPost({ url, eventTypes: ['*'] }));
  const body = await expectError(response, 400, 'VALIDATION_FAILED');
  assert.deepEqual(body.details, [{ field: 'url', message: 'must resolve to a public address' }], url);
  assert.match(body.message, /^url is refused because .+; webhooks are sent only to public addresses$/);
}

/** The delivery log of the newest message of a merchant. */
async function lastDeliveries(provider: TestProvider, key?: string) {
  const list = (await (await provider.request('/api/v1/webhook-messages', { key })).json()) as {
    items: { id: string }[];
  };
  const detail = await provider.request(`/api/v1/webhook-messages/${list.items[0]!.id}`, { key });
  return webhookMessageSchema.parse(await detail.json()).deliveries ?? [];
}

test('live mode refuses loopback, private, link-local and metadata URLs at registration with a 400 naming url', async () => {
  for (const url of [
    'https://127.0.0.1/hooks',
    'https://localhost/hooks',
    'https://10.0.0.5/hooks',
    'https://172.16.3.4/hooks',
    'https://192.168.0.10/hooks',
    'https://169.254.169.254/latest/meta-data/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://[::1]/hooks',
    'https://[::ffff:127.0.0.1]/hooks',
    'https://[fd00::1]/hooks',
    'https://[fe80::1]/hooks',
    'https://0.0.0.0/hooks',
    'https://2130706433/hooks',
  ]) {
    await expectUrlRefused(live, url);
  }
});

test('sandbox mode allows loopback receivers (the desk, local tests) but never metadata or link-local', async () => {
  const response = await sandbox.request('/api/v1/webhook-endpoints', jsonPost({ url: receiver.url }));
  assert.equal(response.status, 201, await response.clone().text());
  await expectUrlRefused(sandbox, 'http://169.254.169.254/latest/meta-data/');
  await expectUrlRefused(sandbox, 'http://metadata.google.internal/');
  await expectUrlRefused(sandbox, 'http://[fe80::1]/hooks');
});

test('WEBHOOK_ALLOW_PRIVATE off in sandbox mode refuses the loopback receiver too', async () => {
  await expectUrlRefused(sandboxStrict, receiver.url);
  await expectUrlRefused(sandboxStrict, 'http://localhost:3000/api/desk/webhooks');
});

test('delivery checks again: an endpoint that now points at loopback receives nothing', async () => {
  // As if registered while its name was public, or before these rules existed.
  await ensureDefaultEndpoint(sandboxStrict.database.db, 'M1', receiver.url, 'whsec_dGVzdHNlY3JldA==');
  await ensureDefaultEndpoint(sandboxStrict.database.db, 'M2', 'http://rebind.example/hooks', 'whsec_dGVzdHNlY3JldA==');
  await emitPaymentEvent(sandboxStrict, 'COMPLETED', 'M1');
  await emitPaymentEvent(sandboxStrict, 'COMPLETED', 'M2');
  receiver.received.length = 0;
  assert.equal(await deliverDueWebhooks(sandboxStrict.deps, { resolve: reboundToLoopback }), 2);
  assert.equal(receiver.received.length, 0, 'no request reached the loopback receiver');
  const [literal] = await lastDeliveries(sandboxStrict);
  assert.equal(literal?.statusCode, null);
  assert.match(literal?.error ?? '', /^refused: 127\.0\.0\.1 is a loopback address$/);
  const [rebound] = await lastDeliveries(sandboxStrict, 'sk_test_m2');
  assert.match(
    rebound?.error ?? '',
    /^refused: rebind\.example resolves to 127\.0\.0\.1, which is a loopback address$/,
  );
});

test('a delivery connects to the address its check resolved, and logs only a short plain excerpt', async () => {
  await ensureDefaultEndpoint(
    sandbox.database.db,
    'M2',
    `http://rebind.example:${receiver.port}/hooks`,
    'whsec_dGVzdHNlY3JldA==',
  );
  answer = {
    status: 500,
    contentType: 'text/html',
    body: `<html><body><h1>Internal</h1>\u001b[2Jsecret-token ${'x'.repeat(5000)}</body></html>`,
  };
  await emitPaymentEvent(sandbox, 'COMPLETED', 'M2');
  receiver.received.length = 0;
  await deliverDueWebhooks(sandbox.deps, { resolve: reboundToLoopback });
  assert.equal(receiver.received.length, 1, 'the checked address (127.0.0.1, allowed in sandbox) got the request');
  const [delivery] = await lastDeliveries(sandbox, 'sk_test_m2');
  assert.equal(delivery?.statusCode, 500);
  const excerpt = delivery?.responseExcerpt ?? '';
  assert.ok(excerpt.length <= 200, `excerpt of ${excerpt.length} chars`);
  assert.doesNotMatch(excerpt, /[<>\u0000-\u001f]/, 'no markup, no control characters');
  assert.match(excerpt, /^Internal \[2Jsecret-token x+$/);
});
