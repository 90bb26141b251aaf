/*
 * Plain dates (`YYYY-MM-DD`, UTC) for the checks: the one home of their arithmetic and of how a
 * person reads them ("3 May 2026"). No Date objects leak out; plain dates compare as strings.
 */

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function toUtcMs(day: string): number {
  return new Date(`${day}T00:00:00Z`).getTime();
}

/** A `YYYY-MM-DD` string naming a real calendar day (2023-02-29 is not one). */
export function isPlainDate(value: unknown): value is string {
  if (typeof value !== 'string' || !PLAIN_DATE.test(value)) return false;
  // The parser rolls an impossible day over (2023-02-30 → 2023-03-02), so a real day reads back as written.
  const ms = toUtcMs(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The plain date `days` days after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(toUtcMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** "3 May 2026": a date as a person reads it, the same in every locale. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The day someone born on `birth` turns `age`. Someone born on 29 February has a birthday only in
 * leap years; in other years it is taken to be 1 March — the day after 28 February has fully
 * passed, which is the later (stricter) of the two readings and the one English law and many
 * others use. So a person born 2008-02-29 turns 18 on 2026-03-01, not on 2026-02-28.
 */
export function birthdayAt(birth: string, age: number): string {
  const year = Number(birth.slice(0, 4)) + age;
  const monthDay = birth.slice(5);
  const yyyy = String(year).padStart(4, '0');
  if (monthDay === '02-29' && !isLeapYear(year)) return `${yyyy}-03-01`;
  return `${yyyy}-${monthDay}`;
}
