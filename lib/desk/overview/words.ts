import { countryName } from '@/lib/reference/countries';
import { statusLabel } from '@/lib/desk/remittances/presentation';
import type { RemittanceKindName } from '@/lib/desk/remittances/lifecycle';
import type { NormalTime } from './stuck';

/*
 * The overview's sentences about time (pure). A threshold is written rounded up and a wait rounded
 * down, so "waiting" never reads longer than it is, nor "usually" shorter.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `45 s`, `4 min 10 s`, `25 min`, `3 h 5 min`, `2 d 4 h`: two units at most. */
export function formatDuration(ms: number, round: 'up' | 'down' = 'down'): string {
  const whole = (value: number, unit: number) => (round === 'up' ? Math.ceil(value / unit) : Math.floor(value / unit));
  if (ms < MINUTE) return `${Math.max(whole(ms, SECOND), 0)} s`;
  if (ms < 10 * MINUTE) {
    const seconds = whole(ms, SECOND);
    const [m, s] = [Math.floor(seconds / 60), seconds % 60];
    return s === 0 ? `${m} min` : `${m} min ${s} s`;
  }
  if (ms < HOUR) return `${whole(ms, MINUTE)} min`;
  if (ms < 2 * DAY) {
    const minutes = whole(ms, MINUTE);
    const [h, m] = [Math.floor(minutes / 60), minutes % 60];
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const hours = whole(ms, HOUR);
  const [d, h] = [Math.floor(hours / 24), hours % 24];
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}

/** To the second, every unit that is not zero: `19 min 3 s`, `3 h 5 s`. */
function preciseDuration(ms: number, round: 'up' | 'down'): string {
  let seconds = round === 'up' ? Math.ceil(ms / SECOND) : Math.floor(ms / SECOND);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(seconds / size);
    seconds -= count * size;
    if (count > 0) parts.push(`${count} ${unit}`);
  }
  return parts.join(' ') || '0 s';
}

/**
 * `usually moves within 4 min; waiting 12 min`. When the rounded figures would not show the wait
 * as the longer one (stuck by less than the rounding), both are written to the second.
 */
export function describeWait(normal: NormalTime, waitingMs: number): string {
  let usually = formatDuration(normal.ms, 'up');
  let waiting = formatDuration(waitingMs);
  const coarseUnit = (ms: number) => (ms < 10 * MINUTE ? SECOND : ms < 2 * DAY ? MINUTE : HOUR);
  const unit = coarseUnit(normal.ms);
  if (Math.floor(waitingMs / unit) <= Math.ceil(normal.ms / unit)) {
    usually = preciseDuration(normal.ms, 'up');
    waiting = preciseDuration(waitingMs, 'down');
  }
  return `usually moves within ${usually}; waiting ${waiting}`;
}

const ordinal = (n: number) => {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

const plural = (kind: RemittanceKindName, count: number) =>
  kind === 'payment' ? (count === 1 ? 'FX payment' : 'FX payments') : count === 1 ? 'transaction' : 'transactions';

/**
 * Where the threshold comes from, e.g. `the 95th percentile of 37 earlier transactions to Nigeria
 * while Pending`, `… of 25 earlier transactions while Pending, all corridors (fewer than 20 to
 * Ghana)`, or `the default for Created (fewer than 20 earlier FX payments to go by)`.
 */
export function describeBasis(
  normal: NormalTime,
  context: {
    kind: RemittanceKindName;
    status: string;
    country: string | null;
    percentile: number;
    minSamples: number;
    floorMs: number;
  },
): string {
  const { kind, status, country, minSamples } = context;
  const percentile = `${ordinal(Math.round(context.percentile * 100))} percentile`;
  const where = country ? ` to ${countryName(country)}` : '';
  const floor = normal.floored ? `; never less than ${formatDuration(context.floorMs, 'up')}` : '';
  const while_ = `while ${statusLabel(status)}`;
  if (normal.basis === 'corridor')
    return `the ${percentile} of ${normal.samples} earlier ${plural(kind, normal.samples)}${where} ${while_}${floor}`;
  if (normal.basis === 'status') {
    const why = country ? ` (fewer than ${minSamples}${where})` : '';
    return `the ${percentile} of ${normal.samples} earlier ${plural(kind, normal.samples)} ${while_}, all corridors${why}${floor}`;
  }
  return `the default for ${statusLabel(status)} (fewer than ${minSamples} earlier ${plural(kind, 2)} to go by)`;
}

/**
 * The overview's one line on what needs attention: remittances that failed, came back or are stuck,
 * which a person should act on. Deposit instructions about to expire are listed beside it but not
 * counted: the service renews each one when it expires, so a fresh desk always has some.
 */
export function attentionSummary(sections: {
  problems?: { total: number };
  stuck?: { total: number };
  deposits?: { items: readonly unknown[] };
}): string {
  const count = (sections.problems?.total ?? 0) + (sections.stuck?.total ?? 0);
  if (count === 0) return 'Nothing needs attention.';
  return `${count} ${count === 1 ? 'thing needs' : 'things need'} attention.`;
}
