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
function formatter(zone: string, kind: 'screen' | 'export'): Intl.DateTimeFormat {
  const key = `${kind}:${zone}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'screen'
        ? new Intl.DateTimeFormat('en-GB', {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
            timeZone: zone,
          })
        : new Intl.DateTimeFormat('en-CA', {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
            timeZone: zone,
          });
    formatters.set(key, found);
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
  return `${formatter(zone, 'screen').format(date)} ${zone}`;
}

/** For exports: `2026-11-24 06:30:12` in the zone (the zone goes in the column header). */
export function formatExportTime(value: string | Date, zone: string = DEFAULT_TIME_ZONE): string {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(zone, 'export').format(date).replace(', ', ' ');
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
