import { getTimeZones } from '@vvo/tzdb';

/** UTC, then every zone by its offset now: `+05:30 India Time - Mumbai, Delhi…` (current names, e.g. Asia/Kolkata). */
export function zoneOptions(): { value: string; label: string }[] {
  const zones = getTimeZones()
    .slice()
    .sort((a, b) => a.currentTimeOffsetInMinutes - b.currentTimeOffsetInMinutes || a.name.localeCompare(b.name));
  return [
    { value: 'UTC', label: 'UTC' },
    ...zones.map((zone) => ({ value: zone.name, label: `${zone.currentTimeFormat} (${zone.name})` })),
  ];
}
