import { dayInZone, startOfDayInZone } from '@/lib/desk/time-zone';

/*
 * The statement's period as a person asks for it: a currency of the merchant's ledgers and two
 * calendar days (from and to, both included) in the person's timezone — this month by default —
 * turned into the instants the API's statement takes ([start of from, start of the day after to)).
 * Pure: the page and the CSV route read their query through it.
 */

/** What the form holds, as strings (the page's GET query). */
export interface StatementForm {
  currency: string;
  /** YYYY-MM-DD, included. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
}

export interface StatementPeriod {
  form: StatementForm;
  /** The start of `form.from` in the zone. */
  start: Date;
  /** The start of the day after `form.to` in the zone: the API's exclusive end. */
  end: Date;
  /** The period reaches now (or later): its closing balance is the current balance. */
  endsNow: boolean;
  /** A problem with a field, in words, by field name (`currency`, `from`, `to`). */
  problems: Partial<Record<keyof StatementForm, string>>;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (years 1970–9999). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1970) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/**
 * Reads the statement's query: `currency` (one of `currencies`, the first by default), `from` and
 * `to` (days in `zone`; the first of this month and today by default). A field that is not
 * understood is named in `problems` and replaced by its default, so the page still shows something.
 */
export function readStatementPeriod(
  query: Readonly<Record<string, string | string[] | undefined>>,
  options: { zone: string; now: Date; currencies: readonly string[] },
): StatementPeriod {
  const { zone, now, currencies } = options;
  const problems: StatementPeriod['problems'] = {};
  const today = dayInZone(now, zone);

  let currency = first(query.currency).toUpperCase();
  if (currency && !currencies.includes(currency)) {
    problems.currency = 'Choose one of your balances.';
    currency = '';
  }
  currency ||= currencies.includes('USD') ? 'USD' : (currencies[0] ?? '');

  const asked = (field: 'from' | 'to', fallback: string) => {
    const value = first(query[field]);
    if (value === '') return fallback;
    if (isDay(value)) return value;
    problems[field] = 'Enter a date such as 2026-11-01.';
    return fallback;
  };
  let from = asked('from', `${today.slice(0, 8)}01`);
  const to = asked('to', today);
  if (from > to) {
    // (a default first day after the last day asked for: the period is that one day)
    problems.from ??= 'The first day must be on or before the last day.';
    from = to;
  }

  const start = startOfDayInZone(from, zone);
  const end = startOfDayInZone(nextDay(to), zone);
  return { form: { currency, from, to }, start, end, endsNow: end.getTime() >= now.getTime(), problems };
}

/** The statement's words for the ledger's kinds of movement; another kind is shown as its name. */
const KIND_WORDS: Record<string, string> = {
  SEED: 'Opening seed',
  DEPOSIT: 'Deposit',
  TRANSACTION_DEBIT: 'Transaction debit',
  PAYMENT_DEBIT: 'Payment debit',
  FEE: 'Fee',
  REFUND: 'Refund',
  RETURN: 'Return',
};

export function kindInWords(kind: string): string {
  return (
    KIND_WORDS[kind] ??
    kind
      .replace(/[_-]+/g, ' ')
      .toLowerCase()
      .replace(/^./, (c) => c.toUpperCase())
  );
}
