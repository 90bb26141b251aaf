import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { inProcessApi } from '@/lib/api-client/testing';
import { webhookEndpoints, webhookSecrets } from '@/lib/db/schema';
import { receiveWebhook } from '@/lib/desk/webhook-receiver';
import { receiverSecrets } from '@/lib/desk/webhooks/secrets';
import { createTestProvider, jsonPost } from '@/lib/provider/testing';
import { deliverDueWebhooks, signedRequest } from '@/lib/provider/webhooks/deliver';
import { emitPaymentEvent, startReceiver } from '@/lib/provider/webhooks/testing';
import { isDeskReceiver, loadWebhookEndpoints, rotateWebhookSecret, successRateWords } from './webhooks';

// A rotation from the desk, through the real client and the built-in API: every webhook keeps
// verifying during the overlap (old- and new-signed), the old secret is refused after it, and the
// new secret is never answered for the desk's own receiver (it is kept sealed).

const provider = await createTestProvider();
const receiver = await startReceiver();
after(async () => {
  receiver.close();
  await provider.close();
});
const db = provider.database.db;
const api = inProcessApi(provider.app, 'sk_test_m1');
const secrets = { envSecret: '', authSecret: 'webhook-settings-auth-secret' };
const register = async (url: string) =>
  (await (await provider.request('/api/v1/webhook-endpoints', jsonPost({ url, eventTypes: ['*'] }))).json()) as {
    id: string;
    secret: string;
  };
// The desk's receiver (its path), served here by the test receiver; its secret is the desk's WEBHOOK_SECRET.
const desk = await register(receiver.url.replace('/hooks', '/api/desk/webhooks'));
secrets.envSecret = desk.secret;

/** Delivers one event and answers what the desk's receiver says of it with the secrets that verify at `at`. */
async function deliverToDesk(at = new Date()) {
  receiver.received.length = 0;
  await emitPaymentEvent(provider, 'COMPLETED');
  await deliverDueWebhooks(provider.deps);
  const [message] = receiver.received;
  const result = await receiveWebhook(
    db,
    await receiverSecrets(db, secrets, at),
    message!.body,
    new Headers(message!.headers as Record<string, string>),
  );
  return { status: result.status, signatures: String(message!.headers['webhook-signature']).split(' ').length };
}

test('the endpoints are listed with their events and delivery rate of the last 24 h', async () => {
  assert.deepEqual(await deliverToDesk(), { status: 200, signatures: 1 });
  const [row] = await loadWebhookEndpoints(api);
  assert.equal(row?.isDesk, true);
  assert.deepEqual(row?.eventTypes, ['*']);
  assert.deepEqual(row?.last24h, { attempts: 1, succeeded: 1, failed: 0 });
  assert.equal(successRateWords(row!.last24h), '100 % (1 of 1)');
  assert.equal(successRateWords({ attempts: 3, succeeded: 2, failed: 1 }), '66.7 % (2 of 3)');
  assert.equal(successRateWords({ attempts: 0, succeeded: 0, failed: 0 }), 'No deliveries in the last 24 hours');
  assert.equal(successRateWords(null), 'Not shared by the API');
  assert.equal(isDeskReceiver('https://desk.example/api/desk/webhooks'), true);
  assert.equal(isDeskReceiver('https://partner.example/hooks'), false);
});

test('rotating the desk’s secret keeps every webhook verified during the overlap and refuses the old after it', async () => {
  const answer = await rotateWebhookSecret({ api, db, secrets }, { endpointId: desk.id, overlapSeconds: 3600 }, 'ada');
  assert.equal(answer.keptBy, 'desk');
  assert.equal('secret' in answer, false, 'the desk’s new secret is never answered');
  const overlapEnd = new Date(answer.overlapEndsAt);
  assert.ok(Math.abs(overlapEnd.getTime() - Date.now() - 3600_000) < 60_000);

  // During the overlap: both signatures; the desk verifies, whichever secret a message carries.
  assert.deepEqual(await deliverToDesk(), { status: 200, signatures: 2 });
  const [newest] = await receiverSecrets(db, secrets);
  assert.notEqual(newest, desk.secret);
  const sign = (secret: string, id: string) =>
    signedRequest({ id, eventType: 'payment.completed', payload: {} }, secret, new Date());
  for (const [secret, id] of [
    [desk.secret, 'msg_old_only'],
    [newest!, 'msg_new_only'],
  ] as const) {
    const { body, headers } = sign(secret, id);
    const result = await receiveWebhook(db, await receiverSecrets(db, secrets), body, new Headers(headers));
    assert.equal(result.status, 200, id);
  }

  // After the overlap: the API signs with the new one only; a message signed with the old is refused.
  await db
    .update(webhookEndpoints)
    .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(webhookEndpoints.id, desk.id));
  const later = new Date(overlapEnd.getTime() + 1);
  assert.deepEqual(await deliverToDesk(later), { status: 200, signatures: 1 });
  const { body, headers } = sign(desk.secret, 'msg_old_after');
  assert.equal(
    (await receiveWebhook(db, await receiverSecrets(db, secrets, later), body, new Headers(headers))).status,
    401,
  );
});

test('another endpoint’s new secret is answered once, for its owner, and not kept by the desk', async () => {
  const partner = await register('http://127.0.0.1:9/partner-hooks');
  const kept = (await db.select().from(webhookSecrets)).length;
  const answer = await rotateWebhookSecret({ api, db, secrets }, { endpointId: partner.id, overlapSeconds: 60 }, 'ada');
  assert.ok(answer.keptBy === 'endpoint' && answer.secret.startsWith('whsec_'));
  assert.equal((await db.select().from(webhookSecrets)).length, kept);
  const listed = JSON.stringify(await loadWebhookEndpoints(api));
  assert.equal(listed.includes(answer.secret), false, 'not shown again');
});
