import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { STATUS_GROUPS } from '@/lib/desk/remittances/lifecycle';
import { dayInZone, startOfDayInZone } from '@/lib/desk/time-zone';
import { addAmounts } from '@/lib/reference/money-format';

/*
 * The overview's figures (issue 14): per sending currency, what was sent, what it cost in fees and
 * how many remittances, for today, the last 7 and the last 30 days (calendar days in the person's
 * timezone, today included); per status, how many; and the sent volume of each of the 30 days, for
 * the chart. Two queries, each bucketing by day with width_bucket over the day starts (so a day is
 * the zone's day, daylight-saving changes included, without the database knowing the zone).
 *
 * "Sent" is the sending side (sending_amount in sending_currency; the payout amount and currency
 * when the sending side is unknown), of remittances not failed, cancelled or returned: their money
 * came back. The count is of every remittance submitted. Fees come from the money the desk learned
 * for each remittance (desk.remittances.money); one without it counts as "fees unknown".
 */

export const PERIODS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7d', label: 'Last 7 days', days: 7 },
  { key: '30d', label: 'Last 30 days', days: 30 },
] as const;
export type PeriodKey = (typeof PERIODS)[number]['key'];
const DAYS = 30;

/** Statuses whose money came back: not counted as sent. */
const RETURNED_MONEY: readonly string[] = STATUS_GROUPS.problem.statuses;

export interface PeriodTotals {
  /** Remittances submitted in the period, whatever became of them. */
  count: number;
  /** Those counted in `sent` (not failed, cancelled or returned). */
  sentCount: number;
  /** Decimal string, exact. */
  sent: string;
  /** Fees charged in this currency, decimal string, exact. */
  fees: string;
  /** Remittances counted in `sent` whose fees the desk does not know. */
  feesUnknown: number;
}

export interface CurrencyTotals {
  currency: string;
  periods: Record<PeriodKey, PeriodTotals>;
  /** Sent per day, oldest first, aligned with `days`. */
  daily: string[];
}

export interface StatusCount {
  status: string;
  counts: Record<PeriodKey, number>;
}

export interface OverviewTotals {
  /** The 30 calendar days (YYYY-MM-DD in the zone), oldest first; the last is today. */
  days: string[];
  currencies: CurrencyTotals[];
  statuses: StatusCount[];
}

/** `2026-03-10` minus `n` calendar days. */
function dayBefore(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - n)).toISOString().slice(0, 10);
}

/** The last `count` days in the zone (oldest first) and the instants they start, plus the start of tomorrow. */
export function overviewDays(now: Date, zone: string, count = DAYS): { days: string[]; bounds: Date[] } {
  const today = dayInZone(now, zone);
  const days = Array.from({ length: count }, (_, i) => dayBefore(today, count - 1 - i));
  const bounds = [...days, dayBefore(today, -1)].map((day) => startOfDayInZone(day, zone));
  return { days, bounds };
}

/** A PostgreSQL array literal of the bounds (ISO instants, so nothing to escape). */
const boundsArray = (bounds: readonly Date[]) => `{${bounds.map((b) => b.toISOString()).join(',')}}`;

/** Which periods a day bucket (1 = oldest … 30 = today) falls in. */
function periodsOf(bucket: number): PeriodKey[] {
  return PERIODS.filter((period) => bucket > DAYS - period.days).map((period) => period.key);
}

const emptyPeriod = (): PeriodTotals => ({ count: 0, sentCount: 0, sent: '0', fees: '0', feesUnknown: 0 });

/** A decimal the database wrote (`sum(...)::text`), or 0 for none. */
const decimal = (text: string | null) => text ?? '0';

export async function loadOverviewTotals(db: DbOrTx, options: { now: Date; zone: string }): Promise<OverviewTotals> {
  const { days, bounds } = overviewDays(options.now, options.zone);
  const from = bounds[0]!.toISOString();
  const to = bounds[bounds.length - 1]!.toISOString();
  const buckets = boundsArray(bounds);
  const returned = sql.join(
    RETURNED_MONEY.map((status) => sql`${status}`),
    sql`, `,
  );

  const [volume, fees] = await Promise.all([
    queryRows<{
      currency: string;
      status: string;
      bucket: number;
      count: number;
      sent: string | null;
      fees_unknown: number;
    }>(
      db,
      sql`select currency, status, bucket, count(*)::int as count, sum(amount)::text as sent,
                 count(*) filter (where not fees_known)::int as fees_unknown
            from (
              select r.status,
                     width_bucket(r.created_at, ${buckets}::timestamptz[]) as bucket,
                     jsonb_typeof(r.money -> 'fees') is not distinct from 'array' as fees_known,
                     case when r.sending_currency is not null and r.sending_amount ~ '^[0-9]+(\\.[0-9]+)?$'
                          then r.sending_currency else r.currency end as currency,
                     case when r.sending_currency is not null and r.sending_amount ~ '^[0-9]+(\\.[0-9]+)?$'
                          then r.sending_amount::numeric else r.amount_value end as amount
                from desk.remittances r
               where r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
            ) submitted
           group by currency, status, bucket`,
    ),
    // The fees of each remittance counted as sent, in their own currency (see feeEntries).
    queryRows<{ currency: string; bucket: number; fees: string | null }>(
      db,
      sql`select fee.currency, width_bucket(r.created_at, ${buckets}::timestamptz[]) as bucket,
                 sum(fee.amount)::text as fees
            from desk.remittances r
            cross join lateral (${feeEntries}) fee
           where r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
             and r.status not in (${returned})
           group by fee.currency, bucket`,
    ),
  ]);

  const byCurrency = new Map<string, CurrencyTotals>();
  const currencyRow = (currency: string) => {
    let row = byCurrency.get(currency);
    if (!row) {
      row = {
        currency,
        periods: { today: emptyPeriod(), '7d': emptyPeriod(), '30d': emptyPeriod() },
        daily: days.map(() => '0'),
      };
      byCurrency.set(currency, row);
    }
    return row;
  };
  const byStatus = new Map<string, StatusCount>();

  for (const row of volume) {
    if (row.bucket < 1 || row.bucket > DAYS) continue;
    const totals = currencyRow(row.currency);
    const sent = !RETURNED_MONEY.includes(row.status);
    if (sent) totals.daily[row.bucket - 1] = addAmounts(totals.daily[row.bucket - 1]!, decimal(row.sent));
    let status = byStatus.get(row.status);
    if (!status) byStatus.set(row.status, (status = { status: row.status, counts: { today: 0, '7d': 0, '30d': 0 } }));
    for (const key of periodsOf(row.bucket)) {
      const period = totals.periods[key];
      period.count += row.count;
      status.counts[key] += row.count;
      if (!sent) continue;
      period.sentCount += row.count;
      period.sent = addAmounts(period.sent, decimal(row.sent));
      period.feesUnknown += row.fees_unknown;
    }
  }
  for (const row of fees) {
    if (row.bucket < 1 || row.bucket > DAYS) continue;
    const totals = currencyRow(row.currency);
    for (const key of periodsOf(row.bucket))
      totals.periods[key].fees = addAmounts(totals.periods[key].fees, decimal(row.fees));
  }

  const currencies = [...byCurrency.values()].sort(
    (a, b) => b.periods['30d'].count - a.periods['30d'].count || a.currency.localeCompare(b.currency),
  );
  return { days, currencies, statuses: [...byStatus.values()] };
}

/**
 * Each fee of a remittance `r` as (currency, amount): the entries of `money.fees`, an array of
 * `{ amount, currency }` (`feeAmount` / `feeCurrency` as the payment API names them are read too).
 * An entry whose amount is not a plain decimal is skipped, never a failed page.
 */
const feeEntries = sql`
  select coalesce(f ->> 'currency', f ->> 'feeCurrency') as currency,
         coalesce(f ->> 'amount', f ->> 'feeAmount')::numeric as amount
    from jsonb_array_elements(
           case when jsonb_typeof(r.money -> 'fees') = 'array' then r.money -> 'fees' else '[]'::jsonb end
         ) f
   where coalesce(f ->> 'amount', f ->> 'feeAmount') ~ '^-?[0-9]+(\\.[0-9]+)?$'
     and coalesce(f ->> 'currency', f ->> 'feeCurrency') is not null`;
