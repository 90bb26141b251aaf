import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import {
  cachedWaitStatistics,
  findStuckRemittances,
  indexStatistics,
  isStuck,
  loadWaitStatistics,
  resolveNormalTime,
  stuckPolicy,
  type StuckPolicy,
} from './stuck';
import { insertHistory, minutes, type HistoryRemittance } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

beforeEach(async () => {
  await db.delete(remittanceEvents);
  await db.delete(remittances);
});

const policy: StuckPolicy = {
  percentile: 0.95,
  minSamples: 20,
  floorMs: minutes(2),
  defaultMs: { ACKNOWLEDGED: minutes(30), PENDING: minutes(240), CREATED: minutes(30), PROCESSING: minutes(600) },
  historyDays: 90,
};

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** Transactions paid out in the past: acknowledged, pending for `pendingMinutes[i]`, then SUCCESS. */
function paidOut(prefix: string, country: string | null, pendingMinutes: readonly number[]): HistoryRemittance[] {
  return pendingMinutes.map((wait, i) => {
    const start = ago(minutes(24 * 60 + i * 30));
    return {
      reference: `${prefix}-${i}`,
      receivingCountry: country,
      events: [
        { status: 'ACKNOWLEDGED', at: start },
        { status: 'PENDING', at: new Date(start.getTime() + minutes(1)) },
        { status: 'SUCCESS', at: new Date(start.getTime() + minutes(1 + wait)) },
      ],
    };
  });
}

const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);

describe('normal time in a status, from history', () => {
  test('is the 95th percentile of past waits in the corridor, interpolated as percentile_cont does', async () => {
    // Waits of 1..20 minutes: rank 0.95 × 19 = 18.05 → 19 min + 0.05 × (20 − 19) min = 19.05 min.
    await insertHistory(db, paidOut('NG', 'NG', oneToTwenty));
    const statistics = await loadWaitStatistics(db, policy, NOW);
    const normal = resolveNormalTime(statistics, policy, 'transaction', 'PENDING', 'NG');
    assert.deepEqual(normal, { ms: 1_143_000, basis: 'corridor', samples: 20, floored: false });
  });

  test('never less than the floor: 1-minute waits give the 2-minute floor, said to be floored', async () => {
    await insertHistory(db, paidOut('NG', 'NG', oneToTwenty));
    const statistics = await loadWaitStatistics(db, policy, NOW);
    // Every ACKNOWLEDGED lasted exactly 1 minute.
    assert.deepEqual(resolveNormalTime(statistics, policy, 'transaction', 'ACKNOWLEDGED', 'NG'), {
      ms: minutes(2),
      basis: 'corridor',
      samples: 20,
      floored: true,
    });
  });

  test('a corridor with fewer than 20 samples falls back to the status across all corridors', async () => {
    await insertHistory(db, [...paidOut('NG', 'NG', oneToTwenty), ...paidOut('GH', 'GH', Array(19).fill(100))]);
    const statistics = await loadWaitStatistics(db, policy, NOW);
    // 39 waits: 1..20 and nineteen of 100; rank 0.95 × 38 = 36.1 falls among the 100s.
    const all = { ms: minutes(100), basis: 'status', samples: 39, floored: false };
    assert.deepEqual(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', 'GH'), all);
    assert.deepEqual(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', 'KE'), all, 'no history at all');
    assert.deepEqual(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', null), all, 'no corridor known');
    // NG itself has its 20.
    assert.equal(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', 'NG').basis, 'corridor');
  });

  test('too little history anywhere: the fixed default of the status (and never below the floor)', async () => {
    await insertHistory(db, paidOut('NG', 'NG', oneToTwenty.slice(0, 19)));
    const statistics = await loadWaitStatistics(db, policy, NOW);
    assert.deepEqual(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', 'NG'), {
      ms: minutes(240),
      basis: 'default',
      samples: 0,
      floored: false,
    });
    // FX payments have no history here; a status without a default takes the floor.
    assert.equal(resolveNormalTime(statistics, policy, 'payment', 'PROCESSING', 'DE').ms, minutes(600));
    assert.deepEqual(resolveNormalTime(statistics, { ...policy, defaultMs: {} }, 'payment', 'CREATED', 'DE'), {
      ms: minutes(2),
      basis: 'default',
      samples: 0,
      floored: false,
    });
    assert.equal(
      resolveNormalTime(statistics, { ...policy, defaultMs: { CREATED: 1000 } }, 'payment', 'CREATED', 'DE').ms,
      minutes(2),
    );
  });

  test('a wait ends at the next event; late events, discovered starts and old history are no samples', async () => {
    await insertHistory(db, [
      // ACKNOWLEDGED → SUCCESS after 5 min; PENDING arrived late (its time says nothing).
      {
        reference: 'LATE',
        status: 'SUCCESS',
        events: [
          { status: 'ACKNOWLEDGED', at: ago(minutes(60)) },
          { status: 'SUCCESS', at: ago(minutes(55)) },
          { status: 'PENDING', at: ago(minutes(54)), details: { late: true, currentStatus: 'SUCCESS' } },
        ],
      },
      // Discovered already PENDING: when it became PENDING is unknown.
      {
        reference: 'FOUND',
        events: [
          { status: 'PENDING', at: ago(minutes(50)), details: { discovered: true } },
          { status: 'SUCCESS', at: ago(minutes(40)) },
        ],
      },
      // Older than the 90 days of history read.
      {
        reference: 'OLD',
        events: [
          { status: 'ACKNOWLEDGED', at: ago(minutes(91 * 24 * 60)) },
          { status: 'PENDING', at: ago(minutes(91 * 24 * 60 - 3)) },
        ],
      },
    ]);
    const statistics = await loadWaitStatistics(db, policy, NOW);
    const found = [...statistics.values()]
      .map(
        ({ status, country, samples, percentileMs }) => `${status} ${country ?? 'all'}: ${samples} × ${percentileMs}`,
      )
      .sort();
    assert.deepEqual(found, [`ACKNOWLEDGED NG: 1 × ${minutes(5)}`, `ACKNOWLEDGED all: 1 × ${minutes(5)}`]);
  });
});

describe('stuck remittances', () => {
  /** 20 paid-out NG transactions (PENDING normally within 19.05 min) and one PENDING since `entered`. */
  async function withOpenPending(entered: Date, extra: HistoryRemittance[] = []) {
    await insertHistory(db, [
      ...paidOut('NG', 'NG', oneToTwenty),
      {
        reference: 'OPEN',
        events: [
          { status: 'ACKNOWLEDGED', at: new Date(entered.getTime() - minutes(1)) },
          { status: 'PENDING', at: entered },
        ],
      },
      ...extra,
    ]);
  }

  test('exactly at the threshold it is not stuck; one millisecond later it is', async () => {
    const entered = new Date('2026-03-10T09:00:00.000Z');
    await withOpenPending(entered);
    const threshold = 1_143_000;
    const at = (ms: number) => findStuckRemittances(db, { now: new Date(entered.getTime() + ms), policy });

    assert.deepEqual(await at(threshold), { items: [], total: 0 });
    const { items, total } = await at(threshold + 1);
    assert.equal(total, 1);
    assert.equal(items[0]!.reference, 'OPEN');
    assert.equal(items[0]!.status, 'PENDING');
    assert.equal(items[0]!.enteredAt.toISOString(), entered.toISOString());
    assert.equal(items[0]!.waitingMs, threshold + 1);
    assert.deepEqual(items[0]!.normal, { ms: threshold, basis: 'corridor', samples: 20, floored: false });
  });

  test('the pure rule agrees: waiting the threshold is normal, a millisecond more is stuck', () => {
    assert.equal(isStuck(0, 240_000, 240_000), false);
    assert.equal(isStuck(0, 240_001, 240_000), true);
  });

  test('an FX payment without history is stuck past its status default', async () => {
    const entered = ago(minutes(30));
    await insertHistory(db, [
      { reference: 'PAY', kind: 'payment', receivingCountry: 'DE', events: [{ status: 'CREATED', at: entered }] },
    ]);
    assert.equal((await findStuckRemittances(db, { now: NOW, policy })).total, 0, '30 min is the default');
    const later = await findStuckRemittances(db, { now: new Date(NOW.getTime() + 1), policy });
    assert.deepEqual(
      later.items.map((item) => [item.reference, item.normal.basis, item.normal.ms]),
      [['PAY', 'default', minutes(30)]],
    );
  });

  test('final and paid-out remittances are never stuck, however old', async () => {
    const long = ago(minutes(10 * 24 * 60));
    await insertHistory(db, [
      { reference: 'DONE', events: [{ status: 'SUCCESS', at: long }], final: false },
      { reference: 'FAILED', events: [{ status: 'FAILED', at: long }] },
      { reference: 'CLOSED', events: [{ status: 'PENDING', at: long }], final: true },
    ]);
    assert.deepEqual(await findStuckRemittances(db, { now: NOW, policy }), { items: [], total: 0 });
  });

  test('longest wait first; the list is cut at `limit`, the total counts them all', async () => {
    await insertHistory(
      db,
      [3, 5, 4].map((hours, i) => ({
        reference: `WAIT-${hours}h`,
        receivingCountry: ['KE', 'GH', 'NG'][i],
        events: [{ status: 'ACKNOWLEDGED', at: ago(minutes(hours * 60)) }],
      })),
    );
    const { items, total } = await findStuckRemittances(db, { now: NOW, policy, limit: 2 });
    assert.equal(total, 3);
    assert.deepEqual(
      items.map((item) => item.reference),
      ['WAIT-5h', 'WAIT-4h'],
    );
  });

  test('a remittance without an event of its status waits from its last update', async () => {
    await insertHistory(db, [{ reference: 'BARE', status: 'PENDING', events: [] }]);
    await db.update(remittances).set({ updatedAt: ago(minutes(241)) });
    const { items } = await findStuckRemittances(db, { now: NOW, policy });
    assert.deepEqual(
      items.map((item) => [item.reference, item.waitingMs]),
      [['BARE', minutes(241)]],
    );
  });
});

describe('wait statistics kept in memory', () => {
  test('are read again once older than their age, or for another policy', async () => {
    const statistics = cachedWaitStatistics(minutes(5));
    const pendingSamples = async (at: Date, of = policy) =>
      (await statistics(db, of, at)).get('transaction|PENDING|NG')?.samples ?? 0;
    await insertHistory(db, paidOut('A', 'NG', [1, 2]));
    assert.equal(await pendingSamples(NOW), 2);
    await insertHistory(db, paidOut('B', 'NG', [3]));
    assert.equal(await pendingSamples(new Date(NOW.getTime() + minutes(5) - 1)), 2, 'still the first reading');
    assert.equal(await pendingSamples(NOW, { ...policy, percentile: 0.5 }), 3, 'another policy is read afresh');
    assert.equal(await pendingSamples(new Date(NOW.getTime() + minutes(5))), 3, 'old enough to be read again');
  });

  test('judge stuck remittances when given', async () => {
    const entered = new Date('2026-03-10T09:00:00.000Z');
    await insertHistory(db, [{ reference: 'OPEN', events: [{ status: 'PENDING', at: entered }] }]);
    const statistics = indexStatistics([
      { kind: 'transaction', status: 'PENDING', country: 'NG', samples: 30, percentileMs: minutes(10) },
    ]);
    const found = await findStuckRemittances(db, {
      now: new Date(entered.getTime() + minutes(10) + 1),
      policy,
      statistics,
    });
    assert.deepEqual(found.items[0]?.normal, { ms: minutes(10), basis: 'corridor', samples: 30, floored: false });
  });
});

describe('the policy of a deployment', () => {
  test('live: 5-minute floor, a day for payouts without history', () => {
    const live = stuckPolicy({ mode: 'live', sandboxStepMs: 3000 });
    assert.equal(live.floorMs, minutes(5));
    assert.equal(live.defaultMs.PENDING, minutes(24 * 60));
    assert.equal(live.minSamples, 20);
    assert.equal(live.percentile, 0.95);
  });

  test('sandbox: twice the step, at least a minute; defaults are the floor', () => {
    assert.equal(stuckPolicy({ mode: 'sandbox', sandboxStepMs: 3000 }).floorMs, minutes(1));
    const slow = stuckPolicy({ mode: 'sandbox', sandboxStepMs: minutes(2) });
    assert.equal(slow.floorMs, minutes(4));
    assert.equal(slow.defaultMs.PROCESSING, minutes(4));
  });

  test('statistics index by corridor, and a missing corridor is not confused with all corridors', () => {
    const statistics = indexStatistics([
      { kind: 'transaction', status: 'PENDING', country: 'NG', samples: 25, percentileMs: minutes(9) },
    ]);
    assert.equal(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', 'NG').ms, minutes(9));
    assert.equal(resolveNormalTime(statistics, policy, 'transaction', 'PENDING', null).basis, 'default');
  });
});
