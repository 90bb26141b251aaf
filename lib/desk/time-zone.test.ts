import assert from 'node:assert/strict';
import { test } from 'node:test';
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
