import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { asc, eq, inArray } from 'drizzle-orm';
import { openTestDatabase } from '@/lib/db/testing';
import { auditEvents, remittanceEvents, webhookReceipts } from '@/lib/db/schema';
import { signedRequest } from '@/lib/provider/webhooks/deliver';
import { deferredWork } from '@/lib/desk/webhooks/deferred';
import { applyStatus } from './apply-status';
import { liveStatusOf } from './live';
import { handleStatusWebhook, type OnWebhookOptions } from './on-webhook';
import { getRemittance, recordRemittance } from './record';
import { repairOpenRemittances } from './poll';
import { fakeApi, paymentAnswer, submitted, transactionAnswer } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;
const secret = `whsec_${Buffer.from('remittance-test-secret-0123456789').toString('base64')}`;

const events = (reference: string) =>
  db
    .select({ status: remittanceEvents.status, source: remittanceEvents.source, details: remittanceEvents.details })
    .from(remittanceEvents)
    .where(eq(remittanceEvents.reference, reference))
    .orderBy(asc(remittanceEvents.id));

let messages = 0;
/** A transaction status webhook as the API signs and sends it. */
function transactionWebhook(
  reference: string,
  serviceRef: string,
  status: string,
  extra: Record<string, unknown> = {},
) {
  messages += 1;
  const payload = {
    transactionReference: serviceRef,
    partnerTransactionReference: reference,
    errorCode: '0000',
    errorMessage: 'Success',
    status,
    previousStatus: null,
    final: ['FAILED', 'CANCELLED', 'RETURNED', 'SUCCESS'].includes(status),
    ...extra,
  };
  return signedRequest(
    { id: `msg_${messages}`, eventType: `transaction.${status.toLowerCase()}`, payload },
    secret,
    new Date(),
  );
}

function paymentWebhook(requestId: string, serviceRef: string, status: string, extra: Record<string, unknown> = {}) {
  messages += 1;
  const payload = {
    serviceRef,
    requestId,
    merchantRef: `M-${requestId}`,
    status,
    previousStatus: null,
    final: ['FAILED', 'CANCELLED', 'RETURNED', 'COMPLETED'].includes(status),
    ...extra,
  };
  return signedRequest(
    { id: `msg_${messages}`, eventType: `payment.${status.toLowerCase()}`, payload },
    secret,
    new Date(),
  );
}

/** Delivers a signed message the way the route does; deferred lookups are collected to await. */
function receiver(api = fakeApi().api) {
  const deferred: Promise<void>[] = [];
  const options: OnWebhookOptions = { api: () => api, defer: (task) => void deferred.push(task()) };
  const deliver = (message: { body: string; headers: Record<string, string> }) =>
    handleStatusWebhook(db, secret, message.body, new Headers(message.headers), options);
  return { deliver, settled: () => Promise.all(deferred) };
}

describe('webhooks move a known remittance forward', () => {
  test('each status change updates the record and adds a webhook event', async () => {
    await submitted(db, { reference: 'R-FWD', serviceRef: 'TX-FWD' });
    const { deliver } = receiver();
    await deliver(transactionWebhook('R-FWD', 'TX-FWD', 'PENDING', { final: false }));
    assert.equal((await getRemittance(db, 'R-FWD'))!.status, 'PENDING');
    await deliver(
      transactionWebhook('R-FWD', 'TX-FWD', 'FAILED', {
        errorCode: 'GSME3006',
        errorMessage: 'Sender KYC validation failed',
      }),
    );
    const row = (await getRemittance(db, 'R-FWD'))!;
    assert.deepEqual(
      [row.status, row.final, row.errorCode, row.errorMessage],
      ['FAILED', true, 'GSME3006', 'Sender KYC validation failed'],
    );
    assert.deepEqual(
      (await events('R-FWD')).map((e) => `${e.status}:${e.source}`),
      ['ACKNOWLEDGED:submit', 'PENDING:webhook', 'FAILED:webhook'],
    );
  });

  test('a redelivered message is acknowledged and changes nothing', async () => {
    await submitted(db, { reference: 'R-DUP', serviceRef: 'TX-DUP' });
    const { deliver } = receiver();
    const message = transactionWebhook('R-DUP', 'TX-DUP', 'PENDING', { final: false });
    const first = await deliver(message);
    assert.equal(first.status === 200 && first.duplicate, false);
    const again = await deliver(message);
    assert.equal(again.status === 200 && again.duplicate, true);
    assert.equal((await events('R-DUP')).length, 2);
  });

  test('messages that arrive in one turn of the event loop are stored and applied in one transaction', async () => {
    const references = ['R-TURN-1', 'R-TURN-2', 'R-TURN-3', 'R-TURN-4', 'R-TURN-5'];
    for (const reference of references) await submitted(db, { reference, serviceRef: `TX-${reference}` });
    const { deliver } = receiver();
    const sent = references.map((reference) =>
      transactionWebhook(reference, `TX-${reference}`, 'PENDING', { final: false }),
    );
    // As HTTP requests read in one turn: each its own callback, none waiting for another.
    const answers = await Promise.all(
      sent.map((message) => new Promise((resolve) => setImmediate(() => resolve(deliver(message))))),
    );
    assert.ok(answers.every((answer) => (answer as { status: number }).status === 200));
    const receipts = await db
      .select({ receivedAt: webhookReceipts.receivedAt })
      .from(webhookReceipts)
      .where(
        inArray(
          webhookReceipts.messageId,
          sent.map((message) => message.headers['webhook-id']!),
        ),
      );
    assert.equal(receipts.length, 5);
    // now() is the transaction's start: one time for all five means one transaction.
    assert.equal(new Set(receipts.map((receipt) => receipt.receivedAt.getTime())).size, 1);
    for (const reference of references) assert.equal((await getRemittance(db, reference))!.status, 'PENDING');
  });

  test('an earlier status arriving late never moves a record back; it joins the timeline once', async () => {
    await submitted(db, { reference: 'R-LATE', serviceRef: 'TX-LATE' });
    const { deliver } = receiver();
    await deliver(transactionWebhook('R-LATE', 'TX-LATE', 'SUCCESS'));
    await deliver(transactionWebhook('R-LATE', 'TX-LATE', 'PENDING', { final: false }));
    await deliver(transactionWebhook('R-LATE', 'TX-LATE', 'PENDING', { final: false }));
    const row = (await getRemittance(db, 'R-LATE'))!;
    assert.deepEqual([row.status, row.final], ['SUCCESS', false], 'paid out: open, though the webhook said final');
    const timeline = await events('R-LATE');
    assert.deepEqual(
      timeline.map((e) => e.status),
      ['ACKNOWLEDGED', 'SUCCESS', 'PENDING'],
    );
    assert.equal(timeline[2]!.details?.late, true);
    // The page shows it where it happened in the lifecycle.
    const live = await liveStatusOf(db, row);
    assert.deepEqual(
      live.events.map((e) => `${e.status}${e.late ? ' (late)' : ''}`),
      ['ACKNOWLEDGED', 'PENDING (late)', 'SUCCESS'],
    );
  });

  test('a paid-out remittance stays open even when the webhook says final; its return is applied with the reason', async () => {
    await submitted(db, { reference: 'R-RET', serviceRef: 'TX-RET' });
    const { deliver } = receiver();
    await deliver(transactionWebhook('R-RET', 'TX-RET', 'SUCCESS', { final: true }));
    assert.equal((await getRemittance(db, 'R-RET'))!.final, false, 'paid out is not final: a return may follow');
    const reason = "Returned by the payout network: the beneficiary's account is closed";
    await deliver(transactionWebhook('R-RET', 'TX-RET', 'RETURNED', { errorMessage: reason }));
    await deliver(transactionWebhook('R-RET', 'TX-RET', 'SUCCESS'));
    const row = (await getRemittance(db, 'R-RET'))!;
    assert.deepEqual([row.status, row.final, row.errorCode, row.errorMessage], ['RETURNED', true, null, reason]);
  });

  test('a completed payment stays open even when the webhook says final; its return keeps the reason', async () => {
    await submitted(db, {
      reference: 'P-RET',
      serviceRef: 'PAY-RET',
      kind: 'payment',
      type: undefined,
      status: 'CREATED',
    });
    const { deliver } = receiver();
    await deliver(paymentWebhook('P-RET', 'PAY-RET', 'COMPLETED', { final: true }));
    assert.equal((await getRemittance(db, 'P-RET'))!.final, false);
    const reason = "Returned by the payout network: the beneficiary's bank returned the credit";
    await deliver(paymentWebhook('P-RET', 'PAY-RET', 'RETURNED', { failureReason: reason }));
    const row = (await getRemittance(db, 'P-RET'))!;
    assert.deepEqual([row.status, row.final, row.errorMessage], ['RETURNED', true, reason]);
  });

  test('payments follow their own lifecycle; the failure reason is kept', async () => {
    await submitted(db, {
      reference: 'P-FAIL',
      serviceRef: 'PAY-FAIL',
      kind: 'payment',
      type: undefined,
      status: 'CREATED',
    });
    const { deliver } = receiver();
    await deliver(paymentWebhook('P-FAIL', 'PAY-FAIL', 'PROCESSING', { final: false }));
    await deliver(
      paymentWebhook('P-FAIL', 'PAY-FAIL', 'FAILED', { failureReason: 'Beneficiary bank rejected the credit' }),
    );
    await deliver(paymentWebhook('P-FAIL', 'PAY-FAIL', 'CREATED', { final: false }));
    const row = (await getRemittance(db, 'P-FAIL'))!;
    assert.deepEqual(
      [row.status, row.final, row.errorMessage],
      ['FAILED', true, 'Beneficiary bank rejected the credit'],
    );
  });

  test('a status outside the lifecycle, or a status of the other kind, is ignored', async () => {
    await submitted(db, { reference: 'R-ODD', serviceRef: 'TX-ODD' });
    assert.equal(
      await applyStatus(db, { reference: 'R-ODD', status: 'COMPLETED', final: true, source: 'webhook' }),
      'unknown-status',
    );
    assert.equal(
      await applyStatus(db, { reference: 'R-ODD', status: 'EXPLODED', final: true, source: 'webhook' }),
      'unknown-status',
    );
    assert.equal((await getRemittance(db, 'R-ODD'))!.status, 'ACKNOWLEDGED');
  });

  test('file webhooks and malformed data are stored but change no remittance', async () => {
    const { deliver } = receiver();
    const file = signedRequest(
      { id: 'msg_file', eventType: 'file.accepted', payload: { fileId: 'F1', status: 'ACCEPTED' } },
      secret,
      new Date(),
    );
    assert.equal((await deliver(file)).status, 200);
    const malformed = signedRequest(
      { id: 'msg_bad', eventType: 'transaction.success', payload: { status: 'SUCCESS' } },
      secret,
      new Date(),
    );
    assert.equal((await deliver(malformed)).status, 200);
  });
});

describe('a webhook for a remittance the desk does not know', () => {
  test('creates the record from the API answer, after the acknowledgement', async () => {
    const fake = fakeApi();
    fake.transactions.set('TX-NEW', transactionAnswer('TX-NEW', 'R-NEW', 'PENDING'));
    const { deliver, settled } = receiver(fake.api);
    const result = await deliver(transactionWebhook('R-NEW', 'TX-NEW', 'ACKNOWLEDGED', { final: false }));
    assert.equal(result.status, 200);
    await settled();
    const row = (await getRemittance(db, 'R-NEW'))!;
    assert.deepEqual(
      [
        row.kind,
        row.type,
        row.serviceRef,
        row.status,
        row.final,
        row.amount,
        row.currency,
        row.recipientName,
        row.senderName,
        row.createdBy,
      ],
      ['transaction', 'p2b', 'TX-NEW', 'PENDING', false, '300000.00', 'NGN', 'Lagoon Components Ltd', null, null],
    );
    assert.equal(row.request.requestingOrganisationTransactionReference, 'R-NEW');
    assert.equal('status' in row.request, false, 'the status of one moment is not kept as the request');
    // The API's answer was newer than the webhook: the webhook's ACKNOWLEDGED joins the timeline as late.
    assert.deepEqual(
      (await events('R-NEW')).map((e) => `${e.status}:${e.source}`),
      ['PENDING:webhook', 'ACKNOWLEDGED:webhook'],
    );

    await deliver(transactionWebhook('R-NEW', 'TX-NEW', 'SUCCESS'));
    assert.equal((await getRemittance(db, 'R-NEW'))!.status, 'SUCCESS');
  });

  test('a payment is recorded with its payer and beneficiary names', async () => {
    const fake = fakeApi();
    fake.payments.set('PAY-NEW', paymentAnswer('PAY-NEW', 'P-NEW', 'CREATED'));
    const { deliver, settled } = receiver(fake.api);
    await deliver(paymentWebhook('P-NEW', 'PAY-NEW', 'CREATED', { final: false }));
    await settled();
    const row = (await getRemittance(db, 'P-NEW'))!;
    assert.deepEqual(
      [
        row.kind,
        row.status,
        row.amount,
        row.currency,
        row.sendingAmount,
        row.sendingCurrency,
        row.senderName,
        row.recipientName,
      ],
      ['payment', 'CREATED', '920.5', 'EUR', '1000', 'USD', 'Harbour Trading Pte Ltd', 'Max Mustermann'],
    );
  });

  test('the webhooks of one unknown transaction that arrive before its lookup ends: one lookup, every status applied', async () => {
    const fake = fakeApi();
    fake.transactions.set('TX-BURST', transactionAnswer('TX-BURST', 'R-BURST', 'ACKNOWLEDGED'));
    // The server's deferred work, where lookups of one remittance run one after the other.
    const work = deferredWork();
    const options: OnWebhookOptions = { api: () => fake.api, defer: work.defer };
    const deliver = (message: { body: string; headers: Record<string, string> }) =>
      handleStatusWebhook(db, secret, message.body, new Headers(message.headers), options);
    await Promise.all([
      deliver(transactionWebhook('R-BURST', 'TX-BURST', 'ACKNOWLEDGED', { final: false })),
      deliver(transactionWebhook('R-BURST', 'TX-BURST', 'PENDING', { final: false })),
    ]);
    while (work.size + work.waiting > 0) await new Promise((resolve) => setTimeout(resolve, 1));
    assert.deepEqual(fake.reads, ['TX-BURST'], 'looked up once, not once per webhook');
    assert.equal((await getRemittance(db, 'R-BURST'))!.status, 'PENDING');
    assert.deepEqual(
      (await events('R-BURST')).map((e) => `${e.status}:${e.source}`),
      ['ACKNOWLEDGED:webhook', 'PENDING:webhook'],
    );
  });

  test('a failed lookup leaves the acknowledgement alone; the poller records it later', async () => {
    const fake = fakeApi();
    fake.transactions.set('TX-LOST', transactionAnswer('TX-LOST', 'R-LOST', 'PENDING'));
    fake.failing.add('TX-LOST');
    const { deliver, settled } = receiver(fake.api);
    assert.equal((await deliver(transactionWebhook('R-LOST', 'TX-LOST', 'PENDING', { final: false }))).status, 200);
    await settled();
    assert.equal(await getRemittance(db, 'R-LOST'), undefined);

    fake.failing.delete('TX-LOST');
    const repaired = await repairOpenRemittances(db, fake.api, { olderThanMs: 60_000 });
    assert.equal(repaired.discovered, 1);
    const row = (await getRemittance(db, 'R-LOST'))!;
    assert.equal(row.status, 'PENDING');
    assert.deepEqual(
      (await events('R-LOST')).map((e) => `${e.status}:${e.source}`),
      ['PENDING:poll'],
    );
    assert.equal((await repairOpenRemittances(db, fake.api, { olderThanMs: 60_000 })).discovered, 0, 'looked up once');
  });

  test("the desk's own submit, recorded after a webhook beat it, adopts the looked-up record", async () => {
    const fake = fakeApi();
    fake.transactions.set('TX-RACE', transactionAnswer('TX-RACE', 'R-RACE', 'PENDING'));
    const { deliver, settled } = receiver(fake.api);
    await deliver(transactionWebhook('R-RACE', 'TX-RACE', 'PENDING', { final: false }));
    await settled();
    await recordRemittance(db, {
      reference: 'R-RACE',
      kind: 'transaction',
      type: 'p2b',
      serviceRef: 'TX-RACE',
      status: 'ACKNOWLEDGED',
      amount: '300000.00',
      currency: 'NGN',
      senderName: 'Grace Ann Miller',
      recipientName: 'Lagoon Components Ltd',
      request: { type: 'p2b', senderKyc: {} },
      createdBy: 'user-operator',
      draftId: 'D1',
    });
    const row = (await getRemittance(db, 'R-RACE'))!;
    assert.deepEqual(
      [row.status, row.createdBy, row.draftId, row.senderName],
      ['PENDING', 'user-operator', 'D1', 'Grace Ann Miller'],
    );
    assert.deepEqual(row.request, { type: 'p2b', senderKyc: {} });
    // Adopted once: a replayed submit leaves it alone.
    await recordRemittance(db, {
      reference: 'R-RACE',
      kind: 'transaction',
      serviceRef: 'TX-RACE',
      status: 'ACKNOWLEDGED',
      amount: '1',
      currency: 'NGN',
      request: {},
      createdBy: 'someone-else',
    });
    assert.equal((await getRemittance(db, 'R-RACE'))!.createdBy, 'user-operator');
  });
});

test('each status change is in the audit trail, against its remittance, with where it came from', async () => {
  await submitted(db, { reference: 'AUDITED-1', serviceRef: 'SVC-AUDITED-1' });
  await applyStatus(db, { reference: 'AUDITED-1', status: 'PENDING', final: false, source: 'webhook' });
  await applyStatus(db, { reference: 'AUDITED-1', status: 'PENDING', final: false, source: 'poll' });
  const rows = await db
    .select({ action: auditEvents.action, details: auditEvents.details })
    .from(auditEvents)
    .where(eq(auditEvents.remittance, 'AUDITED-1'));
  assert.deepEqual(rows, [
    { action: 'remittance.status', details: { from: 'ACKNOWLEDGED', to: 'PENDING', source: 'webhook' } },
  ]);
});

test('a burst of webhooks is applied together as if one by one: order kept, redeliveries once, unknown ones looked up', async () => {
  const references = Array.from({ length: 8 }, (_, i) => `R-BURST-${i}`);
  for (const reference of references) await submitted(db, { reference, serviceRef: `TX-${reference}` });
  const api = fakeApi();
  api.transactions.set('TX-R-BURST-NEW', transactionAnswer('TX-R-BURST-NEW', 'R-BURST-NEW', 'PENDING'));
  const { deliver, settled } = receiver(api.api);
  const pending = references.map((reference) =>
    transactionWebhook(reference, `TX-${reference}`, 'PENDING', { final: false }),
  );
  const success = references.map((reference) => transactionWebhook(reference, `TX-${reference}`, 'SUCCESS'));
  const unknown = transactionWebhook('R-BURST-NEW', 'TX-R-BURST-NEW', 'PENDING', { final: false });
  // All at once: PENDING then SUCCESS for each, every PENDING sent twice, one remittance the desk never saw.
  const answers = await Promise.all([...pending, ...pending, ...success, unknown].map(deliver));
  await settled();
  assert.equal(
    answers.every((answer) => answer.status === 200),
    true,
  );
  const duplicates = answers.map((answer) => answer.status === 200 && answer.duplicate);
  assert.deepEqual(duplicates, [
    ...references.map(() => false),
    ...references.map(() => true),
    ...references.map(() => false),
    false,
  ]);
  for (const reference of references) {
    assert.equal((await getRemittance(db, reference))!.status, 'SUCCESS', reference);
    assert.deepEqual(
      (await events(reference)).map((e) => `${e.status}:${e.source}`),
      ['ACKNOWLEDGED:submit', 'PENDING:webhook', 'SUCCESS:webhook'],
    );
  }
  assert.equal((await getRemittance(db, 'R-BURST-NEW'))?.status, 'PENDING');
  const audited = await db
    .select({ remittance: auditEvents.remittance, details: auditEvents.details })
    .from(auditEvents)
    .where(eq(auditEvents.action, 'remittance.status'));
  assert.equal(
    audited.filter((row) => row.remittance?.startsWith('R-BURST-') && row.remittance !== 'R-BURST-NEW').length,
    16,
  );
});
