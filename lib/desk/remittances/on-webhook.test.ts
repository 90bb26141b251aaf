import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { Webhook } from 'standardwebhooks';
import { openTestDatabase } from '@/lib/db/testing';
import { handleStatusWebhook } from './on-webhook';

const database = await openTestDatabase();
after(() => database.close());
const secret = `whsec_${Buffer.from('desk-on-webhook-secret-0123456789').toString('base64')}`;
const options = {
  api: () => assert.fail('a refused webhook never reaches the API'),
  defer: () => assert.fail('a refused webhook defers nothing'),
};

test('a signed body that is not JSON: 400, and the receipt is logged as refused', async (t) => {
  const warned = t.mock.method(console, 'warn', () => {});
  const body = '<xml>not json</xml>';
  const at = new Date();
  const headers = new Headers({
    'webhook-id': 'msg_refused_1',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('msg_refused_1', at, body),
  });
  const result = await handleStatusWebhook(database.db, secret, body, headers, options);
  assert.equal(result.status, 400);
  assert.equal(result.status === 400 && result.code, 'INVALID_JSON');
  assert.equal(warned.mock.callCount(), 1);
  const line = warned.mock.calls[0]!.arguments.join(' ');
  assert.match(line, /refused/);
  assert.match(line, /msg_refused_1/);
  assert.match(line, /400 INVALID_JSON/);
  assert.doesNotMatch(line, /xml/, 'the body itself is not logged');
});
