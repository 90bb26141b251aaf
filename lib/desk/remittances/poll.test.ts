import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { openTestDatabase } from '@/lib/db/testing';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import { applyStatus } from './apply-status';
import { getRemittance } from './record';
import { claimStaleCheck, refreshRemittance, repairOpenRemittances } from './poll';
import { loadBackoff, startRemittanceRepair } from './repair-loop';
import { fakeApi, paymentAnswer, submitted, transactionAnswer } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const MINUTE = 60_000;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE);
const setChecked = (reference: string, when: Date | null) =>
  db.update(remittances).set({ lastCheckedAt: when }).where(eq(remittances.reference, reference));
/** No news of the record (no webhook moved it) since `since`. */
const quietSince = (reference: string, since: Date) =>
  db.update(remittances).set({ updatedAt: since }).where(eq(remittances.reference, reference));

beforeEach(async () => {
  await db.delete(remittanceEvents);
  await db.delete(remittances);
});

describe('refreshRemittance', () => {
  test('applies the status the API answers, as a poll, and derives final from it', async () => {
    await submitted(db, { reference: 'R-1', serviceRef: 'TX-1' });
    const fake = fakeApi();
    fake.transactions.set(
      'TX-1',
      transactionAnswer('TX-1', 'R-1', 'FAILED', {
        errorCode: 'GSME3101',
        errorMessage: 'Bank credit failed: invalid account',
      }),
    );
    const now = new Date();
    assert.equal(await refreshRemittance(db, fake.api, 'R-1', now), 'applied');
    const row = (await getRemittance(db, 'R-1'))!;
    assert.deepEqual(
      [row.status, row.final, row.errorCode, row.lastCheckedAt?.getTime()],
      ['FAILED', true, 'GSME3101', now.getTime()],
    );
    const events = await db
      .select()
      .from(remittanceEvents)
      .where(eq(remittanceEvents.reference, 'R-1'))
      .orderBy(asc(remittanceEvents.id));
    assert.deepEqual(
      events.map((e) => `${e.status}:${e.source}`),
      ['ACKNOWLEDGED:submit', 'FAILED:poll'],
    );
    assert.deepEqual(fake.reads, ['TX-1'], "read by the API's own reference");
  });

  test('a payment is read by its serviceRef; an unchanged status only marks it checked', async () => {
    await submitted(db, { reference: 'P-1', serviceRef: 'PAY-1', kind: 'payment', status: 'PROCESSING' });
    await setChecked('P-1', at(10));
    const fake = fakeApi();
    fake.payments.set('PAY-1', paymentAnswer('PAY-1', 'P-1', 'PROCESSING'));
    assert.equal(await refreshRemittance(db, fake.api, 'P-1'), 'unchanged');
    assert.ok((await getRemittance(db, 'P-1'))!.lastCheckedAt!.getTime() > at(1).getTime());
  });

  test('answers not-found for a reference the desk does not have, without calling the API', async () => {
    const fake = fakeApi();
    assert.equal(await refreshRemittance(db, fake.api, 'NOPE'), 'not-found');
    assert.deepEqual(fake.reads, []);
  });

  test('an API failure is thrown to the caller and changes nothing', async () => {
    await submitted(db, { reference: 'R-2', serviceRef: 'TX-2' });
    const fake = fakeApi();
    fake.failing.add('TX-2');
    await assert.rejects(refreshRemittance(db, fake.api, 'R-2'), { code: 'SERVICE_UNAVAILABLE' });
    assert.equal((await getRemittance(db, 'R-2'))!.status, 'ACKNOWLEDGED');
  });
});

describe('repairOpenRemittances', () => {
  test('refreshes only open records checked before the threshold, oldest first, in one batch', async () => {
    const fake = fakeApi();
    for (const [reference, minutesAgo] of [
      ['OLD', 30],
      ['OLDER', 60],
      ['FRESH', 0],
      ['NEVER', null],
    ] as const) {
      await submitted(db, { reference, serviceRef: `TX-${reference}` });
      await setChecked(reference, minutesAgo === null ? null : at(minutesAgo));
      await db
        .update(remittances)
        .set({ updatedAt: at(90) })
        .where(eq(remittances.reference, reference));
      fake.transactions.set(`TX-${reference}`, transactionAnswer(`TX-${reference}`, reference, 'PENDING'));
    }
    await submitted(db, { reference: 'DONE', serviceRef: 'TX-DONE', status: 'SUCCESS' });
    await db
      .update(remittances)
      .set({ final: true, lastCheckedAt: at(120) })
      .where(eq(remittances.reference, 'DONE'));

    const first = await repairOpenRemittances(db, fake.api, { olderThanMs: 5 * MINUTE, limit: 2 });
    assert.deepEqual(first, { checked: 2, moved: 2, failed: 0, discovered: 0, retired: 0 });
    assert.deepEqual(fake.reads, ['TX-NEVER', 'TX-OLDER']);

    const second = await repairOpenRemittances(db, fake.api, { olderThanMs: 5 * MINUTE, limit: 2 });
    assert.equal(second.checked, 1);
    assert.deepEqual(fake.reads, ['TX-NEVER', 'TX-OLDER', 'TX-OLD'], 'FRESH was checked just now; DONE is final');
    assert.equal((await getRemittance(db, 'OLD'))!.status, 'PENDING');
  });

  test('a record a webhook moved within the threshold is not read, even if never checked', async () => {
    const fake = fakeApi();
    for (const reference of ['MOVED', 'QUIET']) {
      await submitted(db, { reference, serviceRef: `TX-${reference}` });
      await setChecked(reference, null);
      await db
        .update(remittances)
        .set({ updatedAt: at(10) })
        .where(eq(remittances.reference, reference));
      fake.transactions.set(`TX-${reference}`, transactionAnswer(`TX-${reference}`, reference, 'PENDING'));
    }
    await applyStatus(db, { reference: 'MOVED', status: 'PENDING', final: false, source: 'webhook' });
    const run = await repairOpenRemittances(db, fake.api, { olderThanMs: MINUTE });
    assert.equal(run.checked, 1);
    assert.deepEqual(fake.reads, ['TX-QUIET'], 'MOVED heard from the API just now');
  });

  test('one failing read does not stop the others, and waits its turn before it is tried again', async () => {
    const fake = fakeApi();
    for (const reference of ['A', 'B']) {
      await submitted(db, { reference, serviceRef: `TX-${reference}` });
      await setChecked(reference, at(10));
      await quietSince(reference, at(10));
      fake.transactions.set(`TX-${reference}`, transactionAnswer(`TX-${reference}`, reference, 'SUCCESS'));
    }
    fake.failing.add('TX-A');
    const result = await repairOpenRemittances(db, fake.api, { olderThanMs: MINUTE });
    assert.deepEqual([result.checked, result.moved, result.failed], [1, 1, 1]);
    assert.deepEqual(
      [(await getRemittance(db, 'B'))!.status, (await getRemittance(db, 'B'))!.final],
      ['SUCCESS', false],
      'paid out, but a return may follow',
    );
    assert.equal(
      (await repairOpenRemittances(db, fake.api, { olderThanMs: MINUTE })).failed,
      0,
      'A was marked checked',
    );
  });
});

describe('paid-out remittances', () => {
  test('a read of SUCCESS keeps the record open; it is read again at the slower pace, and a lost RETURNED is repaired', async () => {
    await submitted(db, { reference: 'RET', serviceRef: 'TX-RET' });
    await setChecked('RET', null);
    await quietSince('RET', at(30));
    const fake = fakeApi();
    fake.transactions.set('TX-RET', transactionAnswer('TX-RET', 'RET', 'SUCCESS'));
    const start = new Date();
    const options = { olderThanMs: MINUTE, paidOutEveryMs: 10 * MINUTE };
    assert.equal((await repairOpenRemittances(db, fake.api, { ...options, now: start })).moved, 1);
    assert.equal((await getRemittance(db, 'RET'))!.final, false);

    const later = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    assert.equal(
      (await repairOpenRemittances(db, fake.api, { ...options, now: later(5) })).checked,
      0,
      'not every run: in flight is done',
    );
    fake.transactions.set('TX-RET', transactionAnswer('TX-RET', 'RET', 'RETURNED'));
    const repaired = await repairOpenRemittances(db, fake.api, { ...options, now: later(11) });
    assert.deepEqual([repaired.checked, repaired.moved], [1, 1]);
    const row = (await getRemittance(db, 'RET'))!;
    assert.deepEqual([row.status, row.final], ['RETURNED', true]);
    assert.equal(
      (await repairOpenRemittances(db, fake.api, { ...options, now: later(30) })).checked,
      0,
      'a return is the end',
    );
  });

  test('past the return window a paid-out record is closed and no longer read; a return by webhook still applies', async () => {
    await submitted(db, { reference: 'AGED', serviceRef: 'TX-AGED', status: 'SUCCESS' });
    await db
      .update(remittances)
      .set({ updatedAt: at(60 * 24 * 31), lastCheckedAt: at(60 * 24 * 31) })
      .where(eq(remittances.reference, 'AGED'));
    await submitted(db, { reference: 'RECENT', serviceRef: 'TX-RECENT', status: 'SUCCESS' });
    await setChecked('RECENT', at(60));
    const fake = fakeApi();
    for (const reference of ['AGED', 'RECENT'])
      fake.transactions.set(`TX-${reference}`, transactionAnswer(`TX-${reference}`, reference, 'SUCCESS'));
    const run = await repairOpenRemittances(db, fake.api, { olderThanMs: MINUTE });
    assert.deepEqual(fake.reads, ['TX-RECENT']);
    assert.equal(run.retired, 1);
    assert.deepEqual(
      [(await getRemittance(db, 'AGED'))!.final, (await getRemittance(db, 'RECENT'))!.final],
      [true, false],
      'closed past the window, so later runs do not walk it again; the recent one stays open',
    );
    assert.equal((await repairOpenRemittances(db, fake.api, { olderThanMs: MINUTE })).retired, 0);

    const reason = 'Returned by the payout network: account closed';
    assert.equal(
      await applyStatus(db, {
        reference: 'AGED',
        status: 'RETURNED',
        final: true,
        errorMessage: reason,
        source: 'webhook',
      }),
      'applied',
    );
    const aged = (await getRemittance(db, 'AGED'))!;
    assert.deepEqual([aged.status, aged.final, aged.errorMessage], ['RETURNED', true, reason]);
  });

  test('a SUCCESS webhook that says final leaves the record open, and a later RETURNED is applied with its reason', async () => {
    await submitted(db, { reference: 'WH', serviceRef: 'TX-WH' });
    assert.equal(
      await applyStatus(db, { reference: 'WH', status: 'SUCCESS', final: true, source: 'webhook' }),
      'applied',
    );
    assert.equal(
      (await getRemittance(db, 'WH'))!.final,
      false,
      'a real provider may say final; the desk keeps it open',
    );
    assert.equal(
      await applyStatus(db, { reference: 'WH', status: 'SUCCESS', final: true, source: 'webhook' }),
      'unchanged',
    );
    assert.equal((await getRemittance(db, 'WH'))!.final, false);

    // The return's webhook is lost: the slower read of a paid-out record repairs it, with the reason.
    const fake = fakeApi();
    const reason = "Returned by the payout network: the beneficiary's account is closed";
    fake.transactions.set('TX-WH', transactionAnswer('TX-WH', 'WH', 'RETURNED', { errorMessage: reason }));
    await setChecked('WH', at(11));
    const run = await repairOpenRemittances(db, fake.api, { olderThanMs: MINUTE });
    assert.deepEqual([run.checked, run.moved], [1, 1]);
    const row = (await getRemittance(db, 'WH'))!;
    assert.deepEqual([row.status, row.final, row.errorCode, row.errorMessage], ['RETURNED', true, null, reason]);
  });

  test('a paid-out record a webhook once closed is opened again by the next paid-out message', async () => {
    await submitted(db, { reference: 'OLDWH', serviceRef: 'TX-OLDWH', status: 'SUCCESS' });
    await db.update(remittances).set({ final: true }).where(eq(remittances.reference, 'OLDWH'));
    await applyStatus(db, { reference: 'OLDWH', status: 'SUCCESS', final: true, source: 'webhook' });
    assert.equal((await getRemittance(db, 'OLDWH'))!.final, false);
  });
});

describe('claimStaleCheck', () => {
  test('grants one check per period to an open remittance, none to a final one', async () => {
    await submitted(db, { reference: 'S-1', serviceRef: 'TX-S1' });
    await setChecked('S-1', at(1));
    assert.equal(await claimStaleCheck(db, 'S-1', 5_000), true);
    assert.equal(await claimStaleCheck(db, 'S-1', 5_000), false);
    await db
      .update(remittances)
      .set({ final: true, lastCheckedAt: at(1) })
      .where(eq(remittances.reference, 'S-1'));
    assert.equal(await claimStaleCheck(db, 'S-1', 5_000), false);
  });
});

describe('loadBackoff', () => {
  test('puts a run off while the event loop is late, never more than maxPutOff times in a row', () => {
    const delays = [500, 500, 500, 500, 10, 500];
    const goNow = loadBackoff(() => delays.shift()!, 100, 3);
    assert.deepEqual(
      Array.from({ length: 6 }, () => goNow()),
      [false, false, false, true, true, false],
    );
  });
});

describe('startRemittanceRepair', () => {
  test('never runs two repairs at once, and stop waits for the run in progress', async () => {
    await submitted(db, { reference: 'L-1', serviceRef: 'TX-L1' });
    const fake = fakeApi();
    let inFlight = 0;
    let most = 0;
    const slowApi = {
      ...fake.api,
      getTransaction: async (ref: string) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight -= 1;
        return transactionAnswer(ref, 'L-1', 'PENDING');
      },
    };
    const loop = startRemittanceRepair(db, slowApi, { intervalMs: 60_000, olderThanMs: 0 });
    const [a, b] = await Promise.all([loop.runOnce(), loop.runOnce()]);
    assert.equal(a, b, 'the second call joined the first run');
    assert.equal(most, 1);
    void loop.runOnce();
    await loop.stop();
    assert.equal(inFlight, 0);
    assert.equal(await loop.runOnce(), undefined, 'stopped');
  });
});
