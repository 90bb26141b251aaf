import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import { isLaterStatus, isPaidOut, statusRank } from './lifecycle';
import { recordAudit } from '@/lib/desk/audit';
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ kind: remittances.kind, status: remittances.status, final: remittances.final })
      .from(remittances)
      .where(eq(remittances.reference, update.reference))
      .for('update')
      .limit(1);
    if (!row) return 'not-found';
    if (statusRank(row.kind, update.status) === undefined) return 'unknown-status';
    const checked = update.source === 'poll' ? { lastCheckedAt: now } : {};
    // Paid out is never final here (a real provider may say so; a return can still come).
    const final = update.final && !isPaidOut(row.kind, update.status);

    if (isLaterStatus(row.kind, row.status, update.status)) {
      await tx
        .update(remittances)
        .set({
          status: update.status,
          final,
          errorCode: update.errorCode ?? null,
          errorMessage: update.errorMessage ?? null,
          updatedAt: now,
          ...checked,
        })
        .where(eq(remittances.reference, update.reference));
      await tx.insert(remittanceEvents).values({
        reference: update.reference,
        status: update.status,
        source: update.source,
        details: update.details,
        at: now,
      });
      // Status changes belong in the audit trail too: no one did it, the API said it.
      await recordAudit(tx, {
        actorId: null,
        actorRole: null,
        action: 'remittance.status',
        outcome: 'ok',
        remittance: update.reference,
        details: { from: row.status, to: update.status, source: update.source },
      });
      return 'applied';
    }

    if (update.status === row.status) {
      // A webhook's `final` is authoritative for its status, except paid out: a record a webhook
      // once closed at SUCCESS is opened again, so a later return is still read.
      const finalChanged = update.source === 'webhook' && final !== row.final;
      if (finalChanged || update.source === 'poll') {
        await tx
          .update(remittances)
          // (reopening keeps updatedAt: the return window counts from the payout)
          .set({ ...(finalChanged ? { final, ...(final ? { updatedAt: now } : {}) } : {}), ...checked })
          .where(eq(remittances.reference, update.reference));
      }
      return 'unchanged';
    }

    if (update.source === 'poll')
      await tx.update(remittances).set(checked).where(eq(remittances.reference, update.reference));
    const [seen] = await tx
      .select({ id: remittanceEvents.id })
      .from(remittanceEvents)
      .where(and(eq(remittanceEvents.reference, update.reference), eq(remittanceEvents.status, update.status)))
      .limit(1);
    if (!seen) {
      await tx.insert(remittanceEvents).values({
        reference: update.reference,
        status: update.status,
        source: update.source,
        details: { ...update.details, late: true, currentStatus: row.status },
        at: now,
      });
    }
    return 'late';
  });
}
