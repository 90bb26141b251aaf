import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDays, birthdayAt, daysBetween, formatDay, isPlainDate } from './dates';

test('a plain date is YYYY-MM-DD naming a real day', () => {
  for (const real of ['2026-05-03', '2024-02-29', '2000-02-29', '1999-12-31', '0099-01-01']) {
    assert.equal(isPlainDate(real), true, real);
  }
  for (const unreal of [
    '2023-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-5-3',
    '2026-05-03T00:00:00Z',
    ' 2026-05-03',
    '',
    20260503,
    undefined,
    null,
  ]) {
    assert.equal(isPlainDate(unreal), false, String(unreal));
  }
});

test('days are added across months, years and 29 February', () => {
  assert.equal(addDays('2026-06-15', 30), '2026-07-15');
  assert.equal(addDays('2026-12-31', 1), '2027-01-01');
  assert.equal(addDays('2024-02-28', 1), '2024-02-29');
  assert.equal(addDays('2023-02-28', 1), '2023-03-01');
  assert.equal(addDays('2026-03-01', -1), '2026-02-28');
  assert.equal(daysBetween('2026-06-15', '2026-07-15'), 30);
  assert.equal(daysBetween('2026-06-15', '2026-06-14'), -1);
  // Daylight saving has no say: plain dates are UTC days.
  assert.equal(daysBetween('2026-03-01', '2026-04-01'), 31);
});

test('a date reads as a person writes it: 3 May 2026', () => {
  assert.equal(formatDay('2026-05-03'), '3 May 2026');
  assert.equal(formatDay('2026-12-31'), '31 December 2026');
  assert.equal(formatDay('2024-02-29'), '29 February 2024');
});

test('a birthday falls on the same day, and 29 February on 1 March outside leap years', () => {
  assert.equal(birthdayAt('2008-06-15', 18), '2026-06-15');
  assert.equal(birthdayAt('2008-02-29', 18), '2026-03-01');
  assert.equal(birthdayAt('2008-02-29', 4), '2012-02-29');
  // 2100 is not a leap year (divisible by 100, not by 400); 2000 is.
  assert.equal(birthdayAt('2096-02-29', 4), '2100-03-01');
  assert.equal(birthdayAt('1996-02-29', 4), '2000-02-29');
});
