import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { submitted } from '@/lib/desk/remittances/testing';
import { remittancesUsing } from './remittances';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const PAYER = 'op_aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_PAYER = 'op_bbbbbbbbbbbbbbbbbbbbbbbb';
const BENEFICIARY = 'ben_cccccccccccccccccccccccc';

/** An FX payment between the two parties, as the payment composer records it. */
const payment = (reference: string, payer: string, beneficiary: string) =>
  submitted(db, {
    reference,
    serviceRef: `SR-${reference}`,
    kind: 'payment',
    type: undefined,
    amount: '920.50',
    currency: 'EUR',
    request: {
      requestId: reference,
      payer: { originalPayerId: payer },
      beneficiary: { beneficiaryId: beneficiary },
    },
  });

test("a payer's and a beneficiary's FX payments, newest first, and no one else's", async () => {
  await payment('PP-1', PAYER, BENEFICIARY);
  await payment('PP-2', OTHER_PAYER, BENEFICIARY);
  await payment('PP-3', PAYER, 'ben_dddddddddddddddddddddddd');
  // A transaction whose request happens to carry the same id under another key is not a payment of it.
  await submitted(db, { reference: 'TX-1', serviceRef: 'SR-TX-1', request: { payer: { originalPayerId: PAYER } } });

  const payer = await remittancesUsing(db, 'payer', PAYER);
  assert.deepEqual(
    payer.items.map((r) => r.reference),
    ['PP-3', 'PP-1'],
  );
  assert.equal(payer.more, false);
  assert.deepEqual(
    { kind: payer.items[0]!.kind, amount: payer.items[0]!.amount, currency: payer.items[0]!.currency },
    { kind: 'payment', amount: '920.50', currency: 'EUR' },
  );

  const beneficiary = await remittancesUsing(db, 'beneficiary', BENEFICIARY);
  assert.deepEqual(
    beneficiary.items.map((r) => r.reference),
    ['PP-2', 'PP-1'],
  );
  assert.deepEqual((await remittancesUsing(db, 'payer', 'op_cccccccccccccccccccccccc')).items, []);
});

test('at most `limit`, and says there are more', async () => {
  const page = await remittancesUsing(db, 'beneficiary', BENEFICIARY, 1);
  assert.deepEqual(
    page.items.map((r) => r.reference),
    ['PP-2'],
  );
  assert.equal(page.more, true);
});
