import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  dayInZone,
  formatDateTime,
  formatExportTime,
  isTimeZone,
  startOfDayInZone,
  zoneFromCookie,
  zoneOffset,
} from './time-zone';

test('a timestamp on screen is in the chosen zone and names it', () => {
  const at = '2026-11-24T05:30:12.000Z';
  assert.equal(formatDateTime(at), '24 Nov 2026, 05:30:12 UTC');
  assert.equal(formatDateTime(at, 'Europe/Berlin'), '24 Nov 2026, 06:30:12 Europe/Berlin');
  assert.equal(formatDateTime(at, 'America/New_York'), '24 Nov 2026, 00:30:12 America/New_York');
  assert.equal(formatDateTime(at, 'Asia/Kolkata'), '24 Nov 2026, 11:00:12 Asia/Kolkata');
});

test('an export time is sortable text in the zone, and the offset follows daylight saving', () => {
  assert.equal(formatExportTime('2026-11-24T23:30:00Z', 'Europe/Berlin'), '2026-11-25 00:30:00');
  assert.equal(zoneOffset('2026-07-01T12:00:00Z', 'Europe/Berlin'), '+02:00');
  assert.equal(zoneOffset('2026-12-01T12:00:00Z', 'Europe/Berlin'), '+01:00');
  assert.equal(zoneOffset('2026-12-01T12:00:00Z', 'UTC'), '+00:00');
  assert.equal(zoneOffset('2026-12-01T12:00:00Z', 'America/St_Johns'), '-03:30');
});

test('a day starts at local midnight of the zone, across a daylight-saving change', () => {
  assert.equal(startOfDayInZone('2026-11-24', 'UTC').toISOString(), '2026-11-24T00:00:00.000Z');
  assert.equal(startOfDayInZone('2026-11-24', 'Europe/Berlin').toISOString(), '2026-11-23T23:00:00.000Z');
  assert.equal(startOfDayInZone('2026-03-29', 'Europe/Berlin').toISOString(), '2026-03-28T23:00:00.000Z');
  assert.equal(startOfDayInZone('2026-03-30', 'Europe/Berlin').toISOString(), '2026-03-29T22:00:00.000Z');
  assert.equal(startOfDayInZone('2026-11-24', 'America/Los_Angeles').toISOString(), '2026-11-24T08:00:00.000Z');
  assert.equal(dayInZone('2026-11-24T23:30:00Z', 'Europe/Berlin'), '2026-11-25');
});

test('only zone names the runtime knows are zones', () => {
  assert.equal(isTimeZone('Europe/Berlin'), true);
  assert.equal(isTimeZone('UTC'), true);
  assert.equal(isTimeZone('Mars/Olympus'), false);
  assert.equal(isTimeZone(''), false);
  assert.equal(isTimeZone(42), false);
});

test('a tz cookie names a zone only when it decodes to a known one', () => {
  assert.equal(zoneFromCookie('Europe%2FBerlin'), 'Europe/Berlin');
  assert.equal(zoneFromCookie('UTC'), 'UTC');
  assert.equal(zoneFromCookie('%E0%A4%A'), undefined);
  assert.equal(zoneFromCookie('Mars%2FOlympus'), undefined);
  assert.equal(zoneFromCookie(undefined), undefined);
});

test('the export format agrees with the runtime’s own zone rules at any instant, DST changes and odd offsets included', () => {
  const zones = [
    'UTC',
    'Europe/Berlin',
    'America/New_York',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/St_Johns',
  ];
  const reference = (ms: number, zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    })
      .format(ms)
      .replace(', ', ' ');
  fc.assert(
    fc.property(
      fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
      fc.constantFrom(...zones),
      (ms, zone) => formatExportTime(new Date(ms), zone) === reference(ms, zone),
    ),
    { numRuns: 5000 },
  );
  // Around Berlin's spring change (01:00 UTC, 2026-03-29) second by second.
  for (let ms = Date.UTC(2026, 2, 29, 0, 59, 58); ms <= Date.UTC(2026, 2, 29, 1, 0, 2); ms += 1000)
    assert.equal(formatExportTime(new Date(ms), 'Europe/Berlin'), reference(ms, 'Europe/Berlin'));
});
