/*
 * Timestamps in the person's timezone (issue 14): one formatter for the screen and the exports,
 * pure and browser-safe, with the zone always shown so a reader never guesses. The zone is the
 * person's choice (desk.user_preferences), else their browser's (the `tz` cookie), else UTC —
 * resolved on the server by lib/desk/preferences.ts.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/** The cookie the browser sets to its own zone, for people who never chose one. */
export const TIME_ZONE_COOKIE = 'tz';

/** An IANA zone name this runtime knows (e.g. `Europe/Berlin`, `UTC`). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function screenFormatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: zone,
    });
    formatters.set(zone, found);
  }
  return found;
}

const asDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The zone's offset from UTC at that instant, as `+01:00` (`+00:00` for UTC). */
export function zoneOffset(value: string | Date, zone: string): string {
  const date = asDate(value);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(date);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** For the screen: `24 Nov 2026, 06:30:12 Europe/Berlin` — the zone named, never implied. */
export function formatDateTime(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${screenFormatter(zone).format(date)} ${zone}`;
}

const HOUR_MS = 3_600_000;
const offsetsByHour = new Map<string, number>();

/**
 * The zone's offset in minutes during the UTC hour holding `ms`, cached: offsets change only at
 * transitions, which fall on whole UTC hours or half hours, so the hour's start and end are
 * compared and a changing hour is not cached. An export formats 200,000 times this way at the
 * cost of a few thousand Intl calls.
 */
function offsetAt(ms: number, zone: string): number {
  const hour = Math.floor(ms / HOUR_MS);
  const key = `${zone}|${hour}`;
  const cached = offsetsByHour.get(key);
  if (cached !== undefined) return cached;
  const start = offsetMinutes(new Date(hour * HOUR_MS), zone);
  const end = offsetMinutes(new Date((hour + 1) * HOUR_MS - 1), zone);
  if (start !== end) return offsetMinutes(new Date(ms), zone);
  if (offsetsByHour.size > 50_000) offsetsByHour.clear();
  offsetsByHour.set(key, start);
  return start;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** For exports: `2026-11-24 06:30:12` in the zone (the zone goes in the column header). */
export function formatExportTime(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const ms = asDate(value).getTime();
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + offsetAt(ms, zone) * 60_000);
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone: for "today" and date filters. */
export function dayInZone(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  return formatExportTime(value, zone).slice(0, 10);
}

/** The instant a calendar day (YYYY-MM-DD) starts in the zone, e.g. for a "created from" filter. */
export function startOfDayInZone(day: string, zone: string = DEFAULT_TIME_ZONE): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // The offset at that instant, then once more at the corrected instant (a DST change near midnight).
  let instant = new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight, zone) * 60_000);
  instant = new Date(utcMidnight.getTime() - offsetMinutes(instant, zone) * 60_000);
  return instant;
}

function offsetMinutes(at: Date, zone: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(zoneOffset(at, zone));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The zone a `tz` cookie names, or undefined for a missing, malformed or unknown one (never a throw). */
export function zoneFromCookie(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const zone = decodeURIComponent(value);
    return isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}
