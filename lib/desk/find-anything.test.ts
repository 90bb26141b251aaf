import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { findRemittances } from './find-anything';
import { namesFor } from './mask';
import { submitted } from './remittances/testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

before(async () => {
  await submitted(db, { reference: 'desk-tx-1', serviceRef: 'TPX100200300' });
  await submitted(db, {
    reference: 'desk-pay-1',
    serviceRef: 'SRV-778899',
    kind: 'payment',
    type: undefined,
    senderName: 'Harbour Trading Pte Ltd',
    recipientName: 'Max Mustermann',
    request: { merchantRef: 'PAY-2026-0042', paymentInstruction: { paymentReference: 'Invoice 7731 for pumps' } },
  });
});

const operator = { searchNames: true, mask: namesFor('operator') };
const viewer = { searchNames: false, mask: namesFor('viewer') };
const found = async (text: string, as = operator) =>
  (await findRemittances(db, text, as)).map((item) => `${item.reference}:${item.matched}`);

test('finds a remittance by every reference a person may hold, saying which matched', async () => {
  assert.deepEqual(await found('desk-tx'), ['desk-tx-1:reference']);
  assert.deepEqual(await found('TPX100'), ['desk-tx-1:service reference']);
  assert.deepEqual(await found('pay-2026-0042'), ["desk-pay-1:FX payment's own reference"]);
  assert.deepEqual(await found('invoice 7731'), ['desk-pay-1:invoice text']);
});

test('names are searched only for roles that may see them, and answered masked otherwise', async () => {
  assert.deepEqual(await found('Mustermann'), ['desk-pay-1:recipient']);
  assert.deepEqual(await found('Mustermann', viewer), []);
  const [item] = await findRemittances(db, 'PAY-2026', viewer);
  assert.ok(item);
  assert.notEqual(item.recipientName, 'Max Mustermann');
  assert.match(item.recipientName, /•/);
});

test('a query shorter than two characters, or made of LIKE wildcards, finds nothing by accident', async () => {
  assert.deepEqual(await found('d'), []);
  assert.deepEqual(await found('%%'), []);
  assert.deepEqual(await found('__'), []);
});
