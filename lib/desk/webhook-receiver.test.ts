import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { openTestDatabase } from '@/lib/db/testing';
import { webhookReceipts, webhookRefusals } from '@/lib/db/schema';
import { signedRequest } from '@/lib/provider/webhooks/deliver';
import { handleStatusWebhook } from './remittances/on-webhook';
import { receiveWebhook } from './webhook-receiver';

const database = await openTestDatabase();
after(() => database.close());
const secret = `whsec_${Buffer.from('desk-test-secret-0123456789').toString('base64')}`;

test('a signed webhook is stored once; a redelivery is acknowledged as a duplicate', async () => {
  const { body, headers } = signedRequest(
    { id: 'msg_1', eventType: 'transaction.success', payload: { status: 'SUCCESS' } },
    secret,
    new Date(),
  );
  const first = await receiveWebhook(database.db, secret, body, new Headers(headers));
  assert.deepEqual(first, {
    status: 200,
    duplicate: false,
    event: { type: 'transaction.success', data: { status: 'SUCCESS' } },
  });
  const again = await receiveWebhook(database.db, secret, body, new Headers(headers));
  assert.equal(again.status === 200 && again.duplicate, true);
  const rows = await database.db.select().from(webhookReceipts);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.eventType, 'transaction.success');
});

test('a tampered body, another secret or missing headers are refused with 401', async () => {
  const { body, headers } = signedRequest(
    { id: 'msg_2', eventType: 'payment.completed', payload: { status: 'COMPLETED' } },
    secret,
    new Date(),
  );
  assert.equal(
    (await receiveWebhook(database.db, secret, body.replace('COMPLETED', 'FAILED'), new Headers(headers))).status,
    401,
  );
  const other = new Webhook(`whsec_${Buffer.from('another-secret-0123456789').toString('base64')}`);
  assert.equal(
    (
      await receiveWebhook(
        database.db,
        secret,
        body,
        new Headers({ ...headers, 'webhook-signature': other.sign('msg_2', new Date(), body) }),
      )
    ).status,
    401,
  );
  assert.equal((await receiveWebhook(database.db, secret, body, new Headers())).status, 401);
});

/** Headers of a correctly signed Standard Webhooks message whose body is not JSON. */
function signedHeaders(id: string, body: string): Headers {
  const at = new Date();
  return new Headers({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, at, body),
  });
}

test('a correctly signed body that is not JSON is refused with 400 and not stored', async () => {
  const body = 'not json at all {';
  assert.deepEqual(await receiveWebhook(database.db, secret, body, signedHeaders('msg_not_json', body)), {
    status: 400,
    code: 'INVALID_JSON',
    message: 'body is not JSON',
  });
  const rows = await database.db.select().from(webhookReceipts);
  assert.equal(
    rows.some((row) => row.messageId === 'msg_not_json'),
    false,
  );
});

test('the desk receiver logs a refused receipt by message id and reason, never its body', async (t) => {
  const warned = t.mock.method(console, 'warn', () => {});
  const body = '<xml>not json</xml>';
  const result = await handleStatusWebhook(database.db, secret, body, signedHeaders('msg_refused_1', body), {
    api: () => assert.fail('a refused webhook never reaches the API'),
    defer: () => assert.fail('a refused webhook defers nothing'),
  });
  assert.equal(result.status === 400 && result.code, 'INVALID_JSON');
  assert.equal(warned.mock.callCount(), 1);
  const line = warned.mock.calls[0]!.arguments.join(' ');
  assert.match(line, /msg_refused_1 refused: 400 INVALID_JSON/);
  assert.doesNotMatch(line, /xml/);
});

test('refused messages are kept for the webhook log as forged, stale or malformed, without their body', async () => {
  const { body, headers } = signedRequest(
    { id: 'msg_log_1', eventType: 'payment.completed', payload: { status: 'COMPLETED' } },
    secret,
    new Date(),
  );
  await receiveWebhook(database.db, secret, body.replace('COMPLETED', 'FAILED'), new Headers(headers));
  const old = new Date(Date.now() - 60 * 60 * 1000);
  const stale = signedRequest({ id: 'msg_log_2', eventType: 'payment.completed', payload: {} }, secret, old);
  await receiveWebhook(database.db, secret, stale.body, new Headers(stale.headers));
  await receiveWebhook(database.db, secret, '[1]', signedHeaders('msg_log_3', '[1]'));
  const rows = await database.db.select().from(webhookRefusals);
  const reasonOf = (id: string) => rows.find((row) => row.messageId === id)?.reason ?? '';
  assert.match(reasonOf('msg_log_1'), /^forged: /);
  assert.match(reasonOf('msg_log_2'), /^stale: /);
  assert.match(reasonOf('msg_log_3'), /^malformed: /);
  assert.equal(
    rows.some((row) => row.reason.includes('FAILED') || row.reason.includes('[1]')),
    false,
  );
});
