import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { webhookReceipts, webhookRefusals } from '@/lib/db/schema';
import { listReceivedWebhooks } from './log';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;
const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, second));

before(async () => {
  await db.insert(webhookReceipts).values([
    {
      messageId: 'msg_a',
      eventType: 'transaction.pending',
      payload: { partnerTransactionReference: 'desk-1', status: 'PENDING' },
      receivedAt: at(1),
    },
    {
      messageId: 'msg_b',
      eventType: 'payment.completed',
      payload: { requestId: 'desk-pay-1', serviceRef: 'S1', status: 'COMPLETED' },
      receivedAt: at(3),
    },
    {
      messageId: 'msg_c',
      eventType: 'transaction.success',
      payload: { partnerTransactionReference: 'desk-1', status: 'SUCCESS' },
      receivedAt: at(5),
    },
  ]);
  await db.insert(webhookRefusals).values([
    {
      messageId: 'msg_x',
      reason: 'forged: signature check failed: No matching signature found',
      ip: '203.0.113.9',
      receivedAt: at(2),
    },
    {
      messageId: null,
      reason: 'unsigned: signature check failed: Missing required headers',
      ip: null,
      receivedAt: at(4),
    },
  ]);
});

test('the log merges verified and refused messages, newest first, naming what each is about', async () => {
  const { items, nextBefore } = await listReceivedWebhooks(db);
  assert.equal(nextBefore, null);
  assert.deepEqual(
    items.map((item) => (item.outcome === 'verified' ? `${item.messageId}→${item.about}` : `refused ${item.kind}`)),
    ['msg_c→desk-1', 'refused unsigned', 'msg_b→desk-pay-1', 'refused forged', 'msg_a→desk-1'],
  );
  const forged = items.find((item) => item.outcome === 'refused' && item.kind === 'forged');
  assert.equal(forged?.outcome === 'refused' && forged.reason, 'signature check failed: No matching signature found');
});

test('pages go back in time without skipping or repeating a message', async () => {
  const seen: string[] = [];
  let before: Date | undefined;
  for (let page = 0; page < 5; page += 1) {
    const result = await listReceivedWebhooks(db, { before, limit: 2 });
    seen.push(...result.items.map((item) => item.messageId ?? 'no-id'));
    if (!result.nextBefore) break;
    before = result.nextBefore;
  }
  assert.deepEqual(seen, ['msg_c', 'no-id', 'msg_b', 'msg_x', 'msg_a']);
});
