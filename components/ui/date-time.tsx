import { DEFAULT_TIME_ZONE } from '@/lib/desk/time-zone';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions) {
  let found = map.get(zone);
  if (!found) map.set(zone, (found = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone })));
  return found;
}

/**
 * A table cell's timestamp in the person's zone: `22 Nov 2026` over `07:30 CET`, the full zone
 * name in its title. Rendered on the server with the zone it was given, so hydration never differs.
 */
export function DateTimeCell({ timestamp, zone = DEFAULT_TIME_ZONE }: { timestamp: string | Date; zone?: string }) {
  const date = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  if (Number.isNaN(date.getTime())) return <>{String(timestamp)}</>;
  const day = cached(dayFormats, zone, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
  const time = cached(timeFormats, zone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(date);
  return (
    <time dateTime={date.toISOString()} title={zone}>
      {day}
      <span className="block text-xs">{time}</span>
    </time>
  );
}
