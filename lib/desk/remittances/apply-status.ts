import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db/client';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import { isLaterStatus, isPaidOut, statusRank } from './lifecycle';
import { appendAudits, type AuditEntry } from '@/lib/desk/audit';
import type { RemittanceSource } from './record';

/** A status the desk learned for one of its remittances, from a webhook or a read of the API. */
export interface StatusUpdate {
  reference: string;
  status: string;
  /**
   * No more changes will come. A webhook says so itself; a read derives it (isFinalRead). Never
   * taken for a paid-out status (SUCCESS, COMPLETED): a return may still follow, whatever the
   * sender says, so the record stays open and the poller decides when to stop reading it.
   */
  final: boolean;
  errorCode?: string | null;
  errorMessage?: string | null;
  source: RemittanceSource;
  details?: Record<string, unknown>;
}

/**
 * - `applied`: the record moved forward to the status (and an event was recorded);
 * - `unchanged`: it already had that status;
 * - `late`: an earlier status arriving after a later one (out-of-order webhooks): kept in the
 *   timeline once, the record does not move back;
 * - `unknown-status`: not a status of the record's lifecycle, ignored;
 * - `not-found`: the desk has no remittance with that reference.
 */
export type ApplyOutcome = 'applied' | 'unchanged' | 'late' | 'unknown-status' | 'not-found';

/**
 * Applies a status to a remittance, forward only. Runs in one database transaction with the row
 * locked, so concurrent webhooks and polls of one remittance are applied one after the other.
 */
export async function applyStatus(db: Db, update: StatusUpdate, now = new Date()): Promise<ApplyOutcome> {
  const [outcome] = await db.transaction((tx) => applyStatuses(tx, [update], now));
  return outcome!;
}

interface RowState {
  kind: 'transaction' | 'payment';
  status: string;
  final: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  updatedAt: Date;
  lastCheckedAt: Date | null;
  changed: boolean;
}

type NewEvent = typeof remittanceEvents.$inferInsert;

/**
 * Applies several statuses in the caller's transaction, in their order (two for one remittance
 * apply one after the other), with the same rules as `applyStatus`: every row locked once, then
 * one update of the rows that changed, one insert of the new timeline events and one append to
 * the audit trail. A batch of webhooks costs a handful of statements, not a handful each.
 */
export async function applyStatuses(
  tx: Tx,
  updates: readonly StatusUpdate[],
  now = new Date(),
): Promise<ApplyOutcome[]> {
  if (updates.length === 0) return [];
  const references = [...new Set(updates.map((update) => update.reference))].sort();
  const locked = await tx
    .select({
      reference: remittances.reference,
      kind: remittances.kind,
      status: remittances.status,
      final: remittances.final,
      errorCode: remittances.errorCode,
      errorMessage: remittances.errorMessage,
      updatedAt: remittances.updatedAt,
      lastCheckedAt: remittances.lastCheckedAt,
    })
    .from(remittances)
    .where(inArray(remittances.reference, references))
    .orderBy(asc(remittances.reference))
    .for('update');
  const rows = new Map<string, RowState>(
    locked.map(({ reference, ...row }) => [reference, { ...row, changed: false }]),
  );
  const events: NewEvent[] = [];
  const audits: AuditEntry[] = [];
  let known: Set<string> | undefined;
  const seen = async (reference: string, status: string) => {
    known ??= new Set(
      (
        await tx
          .select({ reference: remittanceEvents.reference, status: remittanceEvents.status })
          .from(remittanceEvents)
          .where(inArray(remittanceEvents.reference, references))
      ).map((event) => `${event.reference}|${event.status}`),
    );
    return (
      known.has(`${reference}|${status}`) ||
      events.some((event) => event.reference === reference && event.status === status)
    );
  };

  const outcomes: ApplyOutcome[] = [];
  for (const update of updates) {
    const row = rows.get(update.reference);
    if (!row) {
      outcomes.push('not-found');
      continue;
    }
    if (statusRank(row.kind, update.status) === undefined) {
      outcomes.push('unknown-status');
      continue;
    }
    if (update.source === 'poll') Object.assign(row, { lastCheckedAt: now, changed: true });
    // Paid out is never final here (a real provider may say so; a return can still come).
    const final = update.final && !isPaidOut(row.kind, update.status);

    if (isLaterStatus(row.kind, row.status, update.status)) {
      // Status changes belong in the audit trail too: no one did it, the API said it.
      audits.push({
        actorId: null,
        actorRole: null,
        action: 'remittance.status',
        outcome: 'ok',
        remittance: update.reference,
        details: { from: row.status, to: update.status, source: update.source },
      });
      Object.assign(row, {
        status: update.status,
        final,
        errorCode: update.errorCode ?? null,
        errorMessage: update.errorMessage ?? null,
        updatedAt: now,
        changed: true,
      });
      events.push({
        reference: update.reference,
        status: update.status,
        source: update.source,
        details: update.details,
        at: now,
      });
      outcomes.push('applied');
      continue;
    }

    if (update.status === row.status) {
      // A webhook's `final` is authoritative for its status, except paid out: a record a webhook
      // once closed at SUCCESS is opened again, so a later return is still read. (Reopening keeps
      // updatedAt: the return window counts from the payout.)
      if (update.source === 'webhook' && final !== row.final)
        Object.assign(row, { final, ...(final ? { updatedAt: now } : {}), changed: true });
      outcomes.push('unchanged');
      continue;
    }

    // An earlier status arriving after a later one: kept in the timeline once.
    if (!(await seen(update.reference, update.status)))
      events.push({
        reference: update.reference,
        status: update.status,
        source: update.source,
        details: { ...update.details, late: true, currentStatus: row.status },
        at: now,
      });
    outcomes.push('late');
  }

  const changed = [...rows].filter(([, row]) => row.changed);
  if (changed.length > 0) {
    const values = changed.map(
      ([reference, row]) =>
        sql`(${reference}::text, ${row.status}::text, ${row.final}::boolean, ${row.errorCode}::text, ${row.errorMessage}::text, ${row.updatedAt.toISOString()}::timestamptz, ${row.lastCheckedAt?.toISOString() ?? null}::timestamptz)`,
    );
    await tx.execute(sql`
      update desk.remittances as r set status = v.status, final = v.final, error_code = v.error_code,
        error_message = v.error_message, updated_at = v.updated_at, last_checked_at = v.last_checked_at
      from (values ${sql.join(values, sql`, `)}) as v(reference, status, final, error_code, error_message, updated_at, last_checked_at)
      where r.reference = v.reference`);
  }
  if (events.length > 0) await tx.insert(remittanceEvents).values(events);
  await appendAudits(tx, audits);
  return outcomes;
}
