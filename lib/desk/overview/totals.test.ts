import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { openTestDatabase } from '@/lib/db/testing';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import { insertHistory, type HistoryRemittance } from './testing';
import { loadOverviewTotals, overviewDays } from './totals';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

beforeEach(async () => {
  await db.delete(remittanceEvents);
  await db.delete(remittances);
});

// 10 March 2026, 00:30 in Berlin (UTC+1): "today" there began half an hour ago, at 23:00 UTC on the 9th.
const NOW = new Date('2026-03-09T23:30:00.000Z');
const ZONE = 'Europe/Berlin';

function sent(reference: string, at: string, extra: Partial<HistoryRemittance> = {}): HistoryRemittance {
  return { reference, createdAt: new Date(at), events: [{ status: 'SUCCESS', at: new Date(at) }], ...extra };
}

const fees = (...entries: [string, string][]) => ({
  fees: entries.map(([amount, currency]) => ({ amount, currency })),
});

describe('the days of the overview', () => {
  test('are calendar days in the zone, today last, each starting at its local midnight', () => {
    const { days, bounds } = overviewDays(NOW, ZONE);
    assert.equal(days.length, 30);
    assert.equal(days.at(-1), '2026-03-10');
    assert.equal(days[0], '2026-02-09');
    assert.equal(bounds.length, 31);
    assert.equal(bounds.at(-2)!.toISOString(), '2026-03-09T23:00:00.000Z');
    assert.equal(bounds.at(-1)!.toISOString(), '2026-03-10T23:00:00.000Z');
  });

  test('a day with a daylight-saving change is 23 hours long', () => {
    const { days, bounds } = overviewDays(new Date('2026-04-01T10:00:00Z'), ZONE);
    const i = days.indexOf('2026-03-29');
    assert.equal(bounds[i + 1]!.getTime() - bounds[i]!.getTime(), 23 * 3_600_000);
  });
});

describe('totals per currency', () => {
  test('today, 7 and 30 days in the zone: sent on the sending side, fees, counts', async () => {
    await insertHistory(db, [
      // Today in Berlin (00:10 local), though still the 9th in UTC.
      sent('T1', '2026-03-09T23:10:00Z', { sendingAmount: '200.10', money: fees(['2.50', 'USD']) }),
      // Yesterday in Berlin (23:50 local on the 9th).
      sent('Y1', '2026-03-09T22:50:00Z', { sendingAmount: '100.05', money: fees(['1.25', 'USD']) }),
      // Six days before today: inside the 7 days; seven days before: only the 30.
      sent('W1', '2026-03-04T12:00:00Z', { sendingAmount: '50.00' }),
      sent('M1', '2026-03-03T12:00:00Z', { sendingAmount: '25.00', money: fees(['0.75', 'USD'], ['10', 'NGN']) }),
      // 31 days ago: outside every period.
      sent('OLD', '2026-02-07T12:00:00Z', { sendingAmount: '999.00' }),
      // No sending side known: the payout amount and currency count.
      sent('EUR1', '2026-03-09T23:20:00Z', {
        sendingAmount: null,
        sendingCurrency: null,
        amount: '920.50',
        currency: 'EUR',
      }),
      // Failed today: counted, not sent, its fee not charged.
      {
        reference: 'F1',
        createdAt: new Date('2026-03-09T23:15:00Z'),
        sendingAmount: '300.00',
        money: fees(['3.00', 'USD']),
        events: [{ status: 'FAILED', at: new Date('2026-03-09T23:16:00Z') }],
      },
    ]);
    const { days, currencies, statuses } = await loadOverviewTotals(db, { now: NOW, zone: ZONE });
    const usd = currencies.find((c) => c.currency === 'USD')!;
    assert.deepEqual(usd.periods.today, { count: 2, sentCount: 1, sent: '200.10', fees: '2.50', feesUnknown: 0 });
    assert.deepEqual(usd.periods['7d'], { count: 4, sentCount: 3, sent: '350.15', fees: '3.75', feesUnknown: 1 });
    assert.deepEqual(usd.periods['30d'], { count: 5, sentCount: 4, sent: '375.15', fees: '4.50', feesUnknown: 1 });

    const eur = currencies.find((c) => c.currency === 'EUR')!;
    assert.deepEqual(eur.periods.today, { count: 1, sentCount: 1, sent: '920.50', fees: '0', feesUnknown: 1 });
    // A fee in another currency has a row of its own: fees, nothing sent.
    const ngn = currencies.find((c) => c.currency === 'NGN')!;
    assert.deepEqual(ngn.periods['30d'], { count: 0, sentCount: 0, sent: '0', fees: '10', feesUnknown: 0 });
    assert.deepEqual(
      currencies.map((c) => c.currency),
      ['USD', 'EUR', 'NGN'],
      'most remittances first',
    );

    // The chart's days: today, yesterday, the 4th and the 3rd of March.
    assert.equal(usd.daily.length, 30);
    assert.equal(usd.daily[days.indexOf('2026-03-10')], '200.10');
    assert.equal(usd.daily[days.indexOf('2026-03-09')], '100.05');
    assert.equal(usd.daily[days.indexOf('2026-03-04')], '50.00');
    assert.equal(usd.daily[days.indexOf('2026-03-03')], '25.00');
    assert.equal(usd.daily[days.indexOf('2026-03-05')], '0');

    assert.deepEqual(statuses.map((s) => [s.status, s.counts.today, s.counts['7d'], s.counts['30d']]).sort(), [
      ['FAILED', 1, 1, 1],
      ['SUCCESS', 2, 4, 5],
    ]);
  });

  test('sums are exact decimals, never floating point', async () => {
    await insertHistory(
      db,
      ['0.10', '0.20', '0.30'].map((amount, i) => sent(`D${i}`, '2026-03-09T23:20:00Z', { sendingAmount: amount })),
    );
    const { currencies } = await loadOverviewTotals(db, { now: NOW, zone: ZONE });
    assert.equal(currencies[0]!.periods.today.sent, '0.60');
  });

  test('fees the desk could not read are skipped, and the remittance counts as fees unknown when they are not a list', async () => {
    await insertHistory(db, [
      sent('A', '2026-03-09T23:20:00Z', {
        money: {
          fees: [
            { amount: 'n/a', currency: 'USD' },
            { feeAmount: 5, feeCurrency: 'USD' },
          ],
        },
      }),
      sent('B', '2026-03-09T23:20:00Z', { money: { totalDebited: '205.00' } }),
    ]);
    const { currencies } = await loadOverviewTotals(db, { now: NOW, zone: ZONE });
    assert.deepEqual(currencies[0]!.periods.today, {
      count: 2,
      sentCount: 2,
      sent: '400.00',
      fees: '5',
      feesUnknown: 1,
    });
  });

  test('nothing in 30 days: no currencies, no statuses', async () => {
    await insertHistory(db, [sent('OLD', '2026-01-01T12:00:00Z')]);
    const totals = await loadOverviewTotals(db, { now: NOW, zone: ZONE });
    assert.deepEqual(totals.currencies, []);
    assert.deepEqual(totals.statuses, []);
  });
});
