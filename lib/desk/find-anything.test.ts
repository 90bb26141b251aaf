import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { reviewCases } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { findRemittances } from './find-anything';
import { namesFor } from './mask';
import { submitted } from './remittances/testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

/** A remittance the desk holds and has not sent (it is in no list of sent remittances). */
const unsent = (reference: string, status: string, recipientName: string) =>
  db.insert(reviewCases).values({
    id: randomUUID(),
    draftId: randomUUID(),
    reference,
    kind: 'transaction',
    type: 'p2p',
    status,
    makerId: 'maker-1',
    request: {},
    decision: {},
    approvalsRequired: 1,
    deadline: new Date(),
    amount: '250.00',
    currency: 'USD',
    senderName: 'Jane Sender',
    recipientName,
    submittedAt: new Date(),
  });

before(async () => {
  await unsent('held-p2p-1', 'in_review', 'Oceanic Freight Ltd');
  await unsent('back-p2p-2', 'returned', 'Oceanic Shipping Ltd');
  await unsent('no-p2p-3', 'rejected', 'Oceanic Lines Ltd');
  await unsent('gone-p2p-4', 'sent', 'Oceanic Sent Ltd');
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

test('held, returned and rejected remittances are found too, with their review status in words and their review page', async () => {
  const items = await findRemittances(db, 'Oceanic', operator);
  assert.deepEqual(items.map((item) => [item.reference, item.statusWords, item.href]).sort(), [
    ['back-p2p-2', 'Returned to its maker', '/review/back-p2p-2'],
    ['held-p2p-1', 'Waiting for review', '/review/held-p2p-1'],
    ['no-p2p-3', 'Rejected', '/review/no-p2p-3'],
  ]);
  assert.deepEqual(await found('held-p2p'), ['held-p2p-1:reference']);
  // Names stay unsearched for a viewer, but references are found.
  assert.deepEqual(await found('Oceanic', viewer), []);
  assert.deepEqual(await found('back-p2p', viewer), ['back-p2p-2:reference']);
});

test('a sent remittance is answered with its status in words and its page, its reference encoded', async () => {
  const [item] = await findRemittances(db, 'TPX100', operator);
  assert.equal(item?.href, '/remittances/desk-tx-1');
  assert.doesNotMatch(item?.statusWords ?? '', /^[A-Z_]+$/);
});
