import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { openTestDatabase } from '@/lib/db/testing';
import {
  defaultTimeZoneInputSchema,
  isListedTimeZone,
  readDefaultTimeZone,
  resolveTimeZone,
  saveDefaultTimeZone,
} from './general';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

test('the default timezone is one of the IANA list (or UTC); anything else is refused in words', () => {
  for (const zone of ['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata'])
    assert.equal(isListedTimeZone(zone), true, zone);
  for (const zone of ['Mars/Olympus', 'Europe', '+02:00', 'utc ', ''])
    assert.equal(isListedTimeZone(zone), false, JSON.stringify(zone));
  const refused = defaultTimeZoneInputSchema.safeParse({ timeZone: 'Mars/Olympus' });
  assert.equal(refused.success, false);
  assert.equal(refused.error?.issues[0]?.message, 'must be a timezone from the list');
  assert.deepEqual(defaultTimeZoneInputSchema.parse({ timeZone: ' Europe/Berlin ' }), { timeZone: 'Europe/Berlin' });
  assert.deepEqual(defaultTimeZoneInputSchema.parse({ timeZone: '' }), { timeZone: '' }, 'blank clears it');
});

test('saved, changed and cleared, each answering the zone it replaced', async () => {
  assert.equal(await readDefaultTimeZone(db), null);
  assert.deepEqual(await saveDefaultTimeZone(db, 'Europe/Berlin', 'ada'), { before: null, after: 'Europe/Berlin' });
  assert.equal(await readDefaultTimeZone(db), 'Europe/Berlin');
  assert.deepEqual(await saveDefaultTimeZone(db, 'Asia/Tokyo', 'ari'), {
    before: 'Europe/Berlin',
    after: 'Asia/Tokyo',
  });
  assert.deepEqual(await saveDefaultTimeZone(db, null, 'ada'), { before: 'Asia/Tokyo', after: null });
  assert.equal(await readDefaultTimeZone(db), null);
});

test('a person sees their own zone, else the merchant’s default, else their browser’s, else UTC', () => {
  const base = { chosen: null, merchantDefault: null, browser: undefined, fallback: 'UTC' };
  assert.equal(resolveTimeZone(base), 'UTC');
  assert.equal(resolveTimeZone({ ...base, browser: 'America/Lima' }), 'America/Lima');
  assert.equal(
    resolveTimeZone({ ...base, browser: 'America/Lima', merchantDefault: 'Europe/Berlin' }),
    'Europe/Berlin',
  );
  assert.equal(
    resolveTimeZone({
      chosen: 'Asia/Tokyo',
      merchantDefault: 'Europe/Berlin',
      browser: 'America/Lima',
      fallback: 'UTC',
    }),
    'Asia/Tokyo',
  );
});
