import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { asPoll } from '@/lib/desk/exchanges/record';
import { remittances } from '@/lib/db/schema';
import { readRemittance, statusOfAnswer, type RemittanceApi } from './api-reads';
import { applyStatus, type ApplyOutcome } from './apply-status';
import { discoverRemittance } from './discover';
import { PAID_OUT_STATUSES, type RemittanceKindName } from './lifecycle';
import { getRemittance } from './record';

/**
 * Reads one remittance from the API and applies its status (source `poll`), so a record heals
 * without its webhook. API failures are thrown (PaymentsApiError); `not-found` is the desk's.
 */
export async function refreshRemittance(
  db: Db,
  api: RemittanceApi,
  reference: string,
  now = new Date(),
): Promise<ApplyOutcome> {
  const row = await getRemittance(db, reference);
  if (!row) return 'not-found';
  // Recorded as one poll in presenter mode's message sequence (lib/desk/exchanges).
  const read = await asPoll(() => readRemittance(api, row.kind, row.serviceRef));
  return applyStatus(db, { reference, ...statusOfAnswer(read), source: 'poll' }, now);
}

/**
 * Takes the right to check one open remittance now, if nobody checked it in the last `staleMs`:
 * many pages polling one remittance make one API call per period, not one each.
 */
export async function claimStaleCheck(db: Db, reference: string, staleMs: number, now = new Date()): Promise<boolean> {
  const cutoff = new Date(now.getTime() - staleMs);
  const claimed = await db
    .update(remittances)
    .set({ lastCheckedAt: now })
    .where(
      and(
        eq(remittances.reference, reference),
        eq(remittances.final, false),
        or(isNull(remittances.lastCheckedAt), lt(remittances.lastCheckedAt, cutoff)),
      ),
    )
    .returning({ reference: remittances.reference });
  return claimed.length > 0;
}

/** When each open remittance is due for another read. */
interface DueRule {
  /**
   * In-flight remittances neither checked nor moved since then (one a webhook just moved is not
   * stale: under load, reading every new record again would double the API's work for nothing).
   */
  cutoff: Date;
  /** Paid-out ones (a return may follow) not checked since then… */
  paidOutCutoff: Date;
  /** …and paid out after then: past the return window a record is left as it is. */
  returnWindowStart: Date;
}

/**
 * Claims up to `limit` open remittances due for a read, oldest check first, and marks them checked
 * now (SKIP LOCKED: instances sharing a database split the work; a failing lookup waits its turn
 * again instead of being retried on every run).
 */
async function claimOpenRemittances(db: Db, due: DueRule, limit: number, now: Date): Promise<string[]> {
  const paidOut = sql.join(
    PAID_OUT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<{ reference: string; previous: string | Date | null }>(
    db,
    sql`with due as (
          select reference, last_checked_at as previous from desk.remittances
          where final = false and (
            (status not in (${paidOut}) and updated_at < ${due.cutoff.toISOString()}::timestamptz
                and (last_checked_at is null or last_checked_at < ${due.cutoff.toISOString()}::timestamptz))
            or (status in (${paidOut}) and updated_at > ${due.returnWindowStart.toISOString()}::timestamptz
                and (last_checked_at is null or last_checked_at < ${due.paidOutCutoff.toISOString()}::timestamptz)))
          order by last_checked_at asc nulls first
          limit ${limit}
          for update skip locked
        )
        update desk.remittances r set last_checked_at = ${now.toISOString()}::timestamptz
        from due where r.reference = due.reference
        returning r.reference, due.previous`,
  );
  // RETURNING keeps no order: sort by the previous check again, never-checked first.
  const previous = (row: (typeof rows)[number]) => (row.previous === null ? 0 : new Date(row.previous).getTime());
  return rows.sort((a, b) => previous(a) - previous(b)).map((row) => row.reference);
}

/** A paid-out remittance is read again this often, for RETURN_WINDOW_MS, in case it is returned. */
export const PAID_OUT_RECHECK_MS = 10 * 60_000;
export const RETURN_WINDOW_MS = 30 * 24 * 3_600_000;
/** At most this many paid-out records are closed per run once their return window has passed. */
const RETIRE_LIMIT = 500;

/**
 * Closes (final) paid-out remittances whose return window has passed, a batch per run: the poller
 * stops reading them, and they leave the open records every run walks, so the open set does not
 * grow with every remittance ever paid out. A return that still comes by webhook is applied all
 * the same (applyStatus moves a record forward whether or not it is final).
 */
async function retirePaidOut(db: Db, returnWindowStart: Date): Promise<number> {
  const paidOut = sql.join(
    PAID_OUT_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<{ reference: string }>(
    db,
    sql`update desk.remittances r set final = true
        where r.reference in (
          select reference from desk.remittances
          where final = false and status in (${paidOut})
            and updated_at <= ${returnWindowStart.toISOString()}::timestamptz
          order by last_checked_at asc nulls first
          limit ${RETIRE_LIMIT}
          for update skip locked)
        returning r.reference`,
  );
  return rows.length;
}

export interface RepairResult {
  checked: number;
  moved: number;
  failed: number;
  discovered: number;
  /** Paid-out records closed because their return window passed. */
  retired: number;
}

/**
 * Remittances whose status webhooks arrived but whose lookup failed: webhook receipts within
 * `withinMs` naming a reference the desk has no record of.
 */
async function untrackedReceipts(db: Db, withinMs: number, limit: number, now: Date) {
  const cutoff = new Date(now.getTime() - withinMs);
  return queryRows<{ kind: RemittanceKindName; reference: string; service_ref: string }>(
    db,
    sql`select kind, reference, service_ref from (
          select distinct on (reference) kind, reference, service_ref, received_at from (
            select case when event_type like 'transaction.%' then 'transaction' else 'payment' end as kind,
                   case when event_type like 'transaction.%' then payload->>'partnerTransactionReference' else payload->>'requestId' end as reference,
                   case when event_type like 'transaction.%' then payload->>'transactionReference' else payload->>'serviceRef' end as service_ref,
                   received_at
            from desk.webhook_receipts
            where received_at > ${cutoff.toISOString()}::timestamptz and (event_type like 'transaction.%' or event_type like 'payment.%')
          ) named
          where reference is not null and service_ref is not null
            and not exists (select 1 from desk.remittances m where m.reference = named.reference)
          order by reference, received_at desc
        ) latest
        order by received_at desc
        limit ${limit}`,
  );
}

export interface RepairOptions {
  /** Refresh in-flight remittances not checked for this long. */
  olderThanMs: number;
  /** Refresh paid-out ones, in case a return's webhook is lost, this often (default 10 min)… */
  paidOutEveryMs?: number;
  /** …for this long after they were paid out (default 30 days). */
  returnWindowMs?: number;
  /** At most this many API reads per run. */
  limit?: number;
  /** How far back to look for webhooks of remittances the desk failed to look up. */
  discoverWithinMs?: number;
  now?: Date;
}

/** Logs a failed read once per remittance and run; the next run tries again. */
function warn(what: string, error: unknown) {
  console.warn(`[remittances] ${what}: ${describeError(error)}`);
}

/**
 * Repairs lost webhooks: refreshes open remittances whose last check is older than the threshold
 * (oldest first, in one batch; paid-out ones, which a return may still move, at a slower pace and
 * only within the return window, after which they are closed), and records remittances whose
 * webhook arrived but could not be looked up then. One failing read does not stop the others.
 */
export async function repairOpenRemittances(db: Db, api: RemittanceApi, options: RepairOptions): Promise<RepairResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 50;
  const result: RepairResult = { checked: 0, moved: 0, failed: 0, discovered: 0, retired: 0 };
  const due: DueRule = {
    cutoff: new Date(now.getTime() - options.olderThanMs),
    paidOutCutoff: new Date(now.getTime() - (options.paidOutEveryMs ?? PAID_OUT_RECHECK_MS)),
    returnWindowStart: new Date(now.getTime() - (options.returnWindowMs ?? RETURN_WINDOW_MS)),
  };
  result.retired = await retirePaidOut(db, due.returnWindowStart);
  for (const reference of await claimOpenRemittances(db, due, limit, now)) {
    try {
      const outcome = await refreshRemittance(db, api, reference, now);
      result.checked += 1;
      if (outcome === 'applied') result.moved += 1;
    } catch (error) {
      result.failed += 1;
      warn(`could not refresh ${reference}`, error);
    }
  }
  for (const missing of await untrackedReceipts(
    db,
    options.discoverWithinMs ?? 24 * 3_600_000,
    Math.max(1, Math.floor(limit / 5)),
    now,
  )) {
    try {
      if (await discoverRemittance(db, api, { kind: missing.kind, serviceRef: missing.service_ref }, 'poll', now))
        result.discovered += 1;
    } catch (error) {
      result.failed += 1;
      warn(`could not look up ${missing.kind} ${missing.service_ref}`, error);
    }
  }
  return result;
}
