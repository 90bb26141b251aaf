import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isDay, kindInWords, nextDay, readStatementPeriod } from './period';

const now = new Date('2026-11-24T05:00:00Z');
const currencies = ['EUR', 'SGD', 'USD'];
const read = (query: Record<string, string>, zone = 'Europe/Berlin') =>
  readStatementPeriod(query, { zone, now, currencies });

describe('readStatementPeriod', () => {
  test('by default: USD (when held), from the first of this month to today, days in the zone', () => {
    const period = read({});
    assert.deepEqual(period.form, { currency: 'USD', from: '2026-11-01', to: '2026-11-24' });
    assert.equal(period.start.toISOString(), '2026-10-31T23:00:00.000Z', 'midnight in Berlin (+01:00)');
    assert.equal(period.end.toISOString(), '2026-11-24T23:00:00.000Z', 'the start of the day after the last');
    assert.equal(period.endsNow, true);
    assert.deepEqual(period.problems, {});
    assert.equal(readStatementPeriod({}, { zone: 'UTC', now, currencies: ['SGD'] }).form.currency, 'SGD');
  });

  test("today is the person's today, in their zone", () => {
    assert.equal(read({}, 'America/New_York').form.to, '2026-11-24', '05:00Z is 00:00 in New York on the 24th');
    const evening = readStatementPeriod(
      {},
      { zone: 'America/New_York', now: new Date('2026-11-24T03:00:00Z'), currencies },
    );
    assert.equal(evening.form.to, '2026-11-23');
  });

  test('a period across a change of clocks starts and ends at midnight on each side', () => {
    const period = read({ currency: 'eur', from: '2026-10-20', to: '2026-10-31' });
    assert.equal(period.form.currency, 'EUR');
    assert.equal(period.start.toISOString(), '2026-10-19T22:00:00.000Z', '+02:00 in summer');
    assert.equal(period.end.toISOString(), '2026-10-31T23:00:00.000Z', '+01:00 after the change');
    assert.equal(period.endsNow, false);
  });

  test('what is not understood is named and replaced by its default', () => {
    const period = read({ currency: 'XYZ', from: '2026-02-30', to: 'tomorrow' });
    assert.deepEqual(Object.keys(period.problems).sort(), ['currency', 'from', 'to']);
    assert.deepEqual(period.form, { currency: 'USD', from: '2026-11-01', to: '2026-11-24' });
    assert.match(period.problems.from!, /date such as/);
  });

  test('the first day after the last is refused, naming the first', () => {
    const period = read({ from: '2026-11-20', to: '2026-11-10' });
    assert.match(period.problems.from!, /on or before the last day/);
    assert.equal(period.form.from, '2026-11-10');
    const defaulted = read({ from: 'soon', to: '2026-01-05' });
    assert.deepEqual([defaulted.form.from, defaulted.form.to], ['2026-01-05', '2026-01-05']);
    assert.match(defaulted.problems.from!, /date such as/, 'the first problem is kept');
    assert.ok(defaulted.start < defaulted.end);
  });

  test('one day is a whole day; a future end reaches now', () => {
    const period = read({ from: '2026-11-24', to: '2026-11-24' });
    assert.equal(period.end.getTime() - period.start.getTime(), 24 * 3600_000);
    assert.equal(read({ from: '2026-11-01', to: '2026-12-31' }).endsNow, true);
    assert.equal(read({ from: '2026-11-01', to: '2026-11-23' }).endsNow, false);
  });
});

test('isDay and nextDay', () => {
  for (const day of ['2026-11-01', '2028-02-29']) assert.equal(isDay(day), true);
  for (const day of ['2026-02-29', '2026-13-01', '26-11-01', '2026-11-1', '1969-12-31', ''])
    assert.equal(isDay(day), false);
  assert.equal(nextDay('2026-12-31'), '2027-01-01');
  assert.equal(nextDay('2028-02-28'), '2028-02-29');
});

test('every kind of ledger movement in words', () => {
  assert.deepEqual(
    ['SEED', 'DEPOSIT', 'TRANSACTION_DEBIT', 'PAYMENT_DEBIT', 'FEE', 'REFUND', 'RETURN', 'FX_ADJUSTMENT'].map(
      kindInWords,
    ),
    ['Opening seed', 'Deposit', 'Transaction debit', 'Payment debit', 'Fee', 'Refund', 'Return', 'Fx adjustment'],
  );
});
