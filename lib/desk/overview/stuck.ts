import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { statusRank, type RemittanceKindName } from '@/lib/desk/remittances/lifecycle';

/**
 * When a remittance (`r` of desk.remittances) entered its current status, in epoch milliseconds:
 * its first event of that status, else its last update.
 */
export const STATUS_SINCE_MS = sql`(extract(epoch from coalesce(
    (select min(e.at) from desk.remittance_events e where e.reference = r.reference and e.status = r.status),
    r.updated_at)) * 1000)::float8`;

/*
 * Stuck remittances (issue 14): open ones that have not moved for longer than is normal for their
 * status and corridor. "Normal" is learned from the desk's own history (desk.remittance_events):
 * the `percentile` of how long past remittances of that kind, status and receiving country stayed
 * in the status before their next event. Too few samples for the corridor (fewer than
 * `minSamples`): the status across all corridors; too few there: a fixed default per status. Never
 * below `floorMs`, so a fast corridor does not raise alarms over a webhook a few seconds late.
 * Two queries: the percentiles (one pass with grouping sets), and the open remittances that have
 * waited longer than the floor (no remittance waiting less can be stuck).
 */

export const KINDS: readonly RemittanceKindName[] = ['transaction', 'payment'];

/** Statuses a remittance waits in: not final, not paid out (ACKNOWLEDGED, PENDING; CREATED, PROCESSING). */
export const OPEN_STATUSES: Record<RemittanceKindName, readonly string[]> = {
  transaction: ['ACKNOWLEDGED', 'PENDING'],
  payment: ['CREATED', 'PROCESSING'],
};
const ALL_OPEN = [...new Set(Object.values(OPEN_STATUSES).flat())];

export interface StuckPolicy {
  /** Which percentile of past waits counts as normal (0.95: 19 of 20 moved sooner). */
  percentile: number;
  /** Fewer samples than this and the next, wider basis is used. */
  minSamples: number;
  /** The shortest threshold, whatever history says. */
  floorMs: number;
  /** The threshold of a status without enough history anywhere. */
  defaultMs: Record<string, number>;
  /** How far back history is read. */
  historyDays: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The policy for a deployment. Live: a floor of 5 minutes, and a day for a payout partner to pay
 * out without history to go by. Sandbox: records move every `SANDBOX_STEP_MS`, so the floor is
 * twice that or a minute (twice the desk's 15 s poll, so a lost webhook is repaired before anyone
 * is alarmed), whichever is longer, and the defaults are the floor.
 */
export function stuckPolicy(deployment: { mode: 'sandbox' | 'live'; sandboxStepMs: number }): StuckPolicy {
  const base = { percentile: 0.95, minSamples: 20, historyDays: 90 };
  if (deployment.mode === 'live') {
    return {
      ...base,
      floorMs: 5 * MINUTE,
      defaultMs: { ACKNOWLEDGED: 30 * MINUTE, CREATED: 30 * MINUTE, PENDING: 24 * HOUR, PROCESSING: 24 * HOUR },
    };
  }
  const floorMs = Math.max(2 * deployment.sandboxStepMs, MINUTE);
  return { ...base, floorMs, defaultMs: Object.fromEntries(ALL_OPEN.map((status) => [status, floorMs])) };
}

/** How long a remittance usually stays in a status, and what that is based on. */
export interface NormalTime {
  /** The threshold in milliseconds (whole, rounded up): waiting longer is stuck. */
  ms: number;
  /** `corridor`: this kind, status and receiving country; `status`: all corridors; `default`: too little history. */
  basis: 'corridor' | 'status' | 'default';
  /** The samples behind the basis (0 for a default). */
  samples: number;
  /** History said less than the floor, so the floor applies. */
  floored: boolean;
}

/** One percentile of past waits, for a kind and status, in one corridor or (country undefined) all. */
export interface WaitStatistic {
  kind: RemittanceKindName;
  status: string;
  /** The receiving country, or undefined for the status across all corridors. */
  country: string | undefined;
  samples: number;
  percentileMs: number;
}

const statKey = (kind: string, status: string, country: string | undefined) => `${kind}|${status}|${country ?? '*'}`;

/** The waits, keyed for lookup. */
export type WaitStatistics = Map<string, WaitStatistic>;

export function indexStatistics(rows: readonly WaitStatistic[]): WaitStatistics {
  return new Map(rows.map((row) => [statKey(row.kind, row.status, row.country), row]));
}

/** The threshold for a remittance in `status`, sent to `country`: corridor, else status, else default; at least the floor. */
export function resolveNormalTime(
  statistics: WaitStatistics,
  policy: StuckPolicy,
  kind: RemittanceKindName,
  status: string,
  country: string | null | undefined,
): NormalTime {
  const enough = (stat: WaitStatistic | undefined) => (stat && stat.samples >= policy.minSamples ? stat : undefined);
  const corridor = country ? enough(statistics.get(statKey(kind, status, country))) : undefined;
  const wide = corridor ? undefined : enough(statistics.get(statKey(kind, status, undefined)));
  const found = corridor ?? wide;
  const raw = found ? found.percentileMs : (policy.defaultMs[status] ?? policy.floorMs);
  // Rounded up to the millisecond, after dropping the percentile's floating-point noise (below a microsecond).
  const ms = Math.ceil(Math.round(Math.max(raw, policy.floorMs) * 1000) / 1000);
  return {
    ms,
    basis: corridor ? 'corridor' : wide ? 'status' : 'default',
    samples: found?.samples ?? 0,
    floored: found !== undefined && raw < policy.floorMs,
  };
}

/** Stuck: waiting strictly longer than the threshold (exactly the threshold is still normal). */
export function isStuck(enteredAtMs: number, nowMs: number, thresholdMs: number): boolean {
  return nowMs - enteredAtMs > thresholdMs;
}

/**
 * The `percentile` of past waits per kind and status, per receiving country and across all of
 * them, from events of the last `historyDays`. A wait runs from an event to the remittance's next
 * one; a late event (an earlier status arriving after a later one) has no meaningful time and is
 * left out, and so is the first event of a remittance the desk discovered (it entered that status
 * before the desk knew).
 */
export async function loadWaitStatistics(db: DbOrTx, policy: StuckPolicy, now: Date): Promise<WaitStatistics> {
  const since = new Date(now.getTime() - policy.historyDays * 24 * HOUR);
  const rows = await queryRows<{
    kind: RemittanceKindName;
    status: string;
    country: string | null;
    all_corridors: number;
    samples: number;
    ms: number;
  }>(
    db,
    sql`with timed as (
          select r.kind, e.status, r.receiving_country as country,
                 e.details ->> 'discovered' as discovered,
                 (extract(epoch from (lead(e.at) over (partition by e.reference order by e.at, e.id) - e.at)) * 1000)::float8 as ms
            from desk.remittance_events e
            join desk.remittances r on r.reference = e.reference
           where e.at >= ${since.toISOString()}::timestamptz
             and (e.details ->> 'late') is distinct from 'true'
        )
        select kind, status, country, grouping(country)::int as all_corridors, count(*)::int as samples,
               percentile_cont(${policy.percentile}::float8) within group (order by ms)::float8 as ms
          from timed
         where ms is not null
           and discovered is distinct from 'true'
           and status in (${sql.join(
             ALL_OPEN.map((status) => sql`${status}`),
             sql`, `,
           )})
         group by grouping sets ((kind, status, country), (kind, status))`,
  );
  return indexStatistics(
    rows
      // A corridor needs a country; remittances without one count only across all corridors.
      .filter((row) => row.all_corridors === 1 || row.country !== null)
      .filter((row) => statusRank(row.kind, row.status) !== undefined)
      .map((row) => ({
        kind: row.kind,
        status: row.status,
        country: row.all_corridors === 1 ? undefined : (row.country ?? undefined),
        samples: row.samples,
        percentileMs: row.ms,
      })),
  );
}

/**
 * `loadWaitStatistics`, answered from memory while the last reading is younger than `maxAgeMs`
 * (and was for the same policy). History moves slowly, and the overview refreshes every few
 * seconds: reading 90 days of events each time would keep an embedded database busy for nothing.
 * A failed reading is not kept.
 */
export function cachedWaitStatistics(maxAgeMs: number) {
  let last: { key: string; at: number; value: Promise<WaitStatistics> } | undefined;
  return (db: DbOrTx, policy: StuckPolicy, now: Date): Promise<WaitStatistics> => {
    const key = JSON.stringify(policy);
    const at = now.getTime();
    if (last && last.key === key && at - last.at < maxAgeMs && at >= last.at) return last.value;
    const value = loadWaitStatistics(db, policy, now);
    const entry = { key, at, value };
    last = entry;
    value.catch(() => {
      if (last === entry) last = undefined;
    });
    return value;
  };
}

/** The overview's statistics: read again at most every five minutes. */
export const overviewWaitStatistics = cachedWaitStatistics(5 * 60_000);

export interface StuckRemittance {
  reference: string;
  kind: RemittanceKindName;
  type: string | null;
  status: string;
  receivingCountry: string | null;
  amount: string;
  currency: string;
  senderName: string | null;
  recipientName: string | null;
  /** When it entered its current status (its event of that status, else its last update). */
  enteredAt: Date;
  waitingMs: number;
  normal: NormalTime;
}

/**
 * Open remittances waiting longer than is normal, longest wait first: at most `limit` of them,
 * and how many there are in all (of the oldest `scanLimit` candidates).
 */
export async function findStuckRemittances(
  db: DbOrTx,
  options: {
    now: Date;
    policy: StuckPolicy;
    limit?: number;
    scanLimit?: number;
    /** The wait statistics to judge by (e.g. from `cachedWaitStatistics`); read afresh when absent. */
    statistics?: WaitStatistics | Promise<WaitStatistics>;
  },
): Promise<{ items: StuckRemittance[]; total: number }> {
  const { now, policy } = options;
  const nowMs = now.getTime();
  const [statistics, candidates] = await Promise.all([
    options.statistics ?? loadWaitStatistics(db, policy, now),
    queryRows<{
      reference: string;
      kind: RemittanceKindName;
      type: string | null;
      status: string;
      receiving_country: string | null;
      amount: string;
      currency: string;
      sender_name: string | null;
      recipient_name: string | null;
      entered_ms: number;
    }>(
      db,
      sql`select * from (
            select r.reference, r.kind, r.type, r.status, r.receiving_country, r.amount, r.currency,
                   r.sender_name, r.recipient_name,
                   ${STATUS_SINCE_MS} as entered_ms
              from desk.remittances r
             where not r.final
               and r.status in (${sql.join(
                 ALL_OPEN.map((status) => sql`${status}`),
                 sql`, `,
               )})
          ) open
          where entered_ms < ${nowMs - policy.floorMs}::float8
          order by entered_ms, reference
          limit ${options.scanLimit ?? 1000}`,
    ),
  ]);
  const stuck: StuckRemittance[] = [];
  for (const row of candidates) {
    if (!OPEN_STATUSES[row.kind]?.includes(row.status)) continue;
    const normal = resolveNormalTime(statistics, policy, row.kind, row.status, row.receiving_country);
    if (!isStuck(row.entered_ms, nowMs, normal.ms)) continue;
    stuck.push({
      reference: row.reference,
      kind: row.kind,
      type: row.type,
      status: row.status,
      receivingCountry: row.receiving_country,
      amount: row.amount,
      currency: row.currency,
      senderName: row.sender_name,
      recipientName: row.recipient_name,
      enteredAt: new Date(row.entered_ms),
      waitingMs: nowMs - row.entered_ms,
      normal,
    });
  }
  return { items: stuck.slice(0, options.limit ?? 10), total: stuck.length };
}
