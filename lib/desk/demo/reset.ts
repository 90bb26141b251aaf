import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PaymentsApi, Settled } from '@/lib/api-client/client';
import { settle } from '@/lib/api-client/client';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  composerDrafts,
  deskQuotes,
  exchanges,
  partyRemittances,
  remittanceEvents,
  remittances,
  reviewApprovals,
  reviewCases,
  reviewVerdicts,
  webhookReceipts,
} from '@/lib/db/schema';
import { ActionRefusal } from '@/lib/desk/action-result';
import type { SandboxResetResponse } from '@/lib/schemas/sandbox-reset';
import { markRunReset, progressOf, type DemoRun } from './runs';

/*
 * Reset: what one run made goes on both sides, so the sandbox is as before. On the API, the
 * sandbox's reset route (by the run's reference prefix, the quotes and parties it noted) and the
 * clock back on real time; on the desk, the run's remittances, their events, review cases,
 * drafts, quotes, party links, webhook receipts and presenter exchanges, in one transaction. The
 * audit trail is append-only and keeps every row; the reset itself is audited by its action.
 */

export type ResetApi = Pick<PaymentsApi, 'resetSandboxRun' | 'resetSandboxClock'>;

export interface DeskRemoved {
  remittances: number;
  reviewCases: number;
  drafts: number;
}

const startsWith = (column: SQL | Parameters<typeof sql>[1], prefix: string) =>
  sql`left(${column}, ${prefix.length}) = ${prefix}`;

/** The desk's records of the run, in one transaction. */
export async function removeDeskRecords(
  db: Db,
  run: Pick<DemoRun, 'referencePrefix' | 'progress'>,
): Promise<DeskRemoved> {
  const prefix = run.referencePrefix;
  const quoteIds = progressOf(run).flatMap((step) => step.quoteIds ?? []);
  return db.transaction(async (tx: DbOrTx) => {
    const cases = await tx
      .delete(reviewCases)
      .where(startsWith(reviewCases.reference, prefix))
      .returning({ id: reviewCases.id });
    const caseIds = cases.map((c) => c.id);
    if (caseIds.length > 0) {
      await tx.delete(reviewApprovals).where(inArray(reviewApprovals.caseId, caseIds));
      await tx.delete(reviewVerdicts).where(inArray(reviewVerdicts.caseId, caseIds));
    }
    const removed = await tx
      .delete(remittances)
      .where(startsWith(remittances.reference, prefix))
      .returning({ reference: remittances.reference });
    await tx.delete(remittanceEvents).where(startsWith(remittanceEvents.reference, prefix));
    await tx.delete(partyRemittances).where(startsWith(partyRemittances.reference, prefix));
    await tx.delete(exchanges).where(startsWith(exchanges.reference, prefix));
    const drafts = await tx
      .delete(composerDrafts)
      .where(startsWith(composerDrafts.reference, prefix))
      .returning({ id: composerDrafts.id });
    if (quoteIds.length > 0) await tx.delete(deskQuotes).where(inArray(deskQuotes.quoteId, quoteIds));
    // A webhook's data names the caller's reference (partnerTransactionReference, requestId, merchantRef).
    await tx.delete(webhookReceipts).where(sql`position(${prefix} in ${webhookReceipts.payload}::text) > 0`);
    return { remittances: removed.length, reviewCases: caseIds.length, drafts: drafts.length };
  });
}

export interface ResetOutcome {
  api: Settled<SandboxResetResponse>;
  desk: DeskRemoved;
  clock: boolean;
}

/**
 * Removes the run's records from the API, then from the desk, puts the clock back on real time
 * and marks the run reset. An API that has no reset route (another deployment) is said, not hidden.
 */
export async function resetRun(db: Db, api: ResetApi, run: DemoRun): Promise<ResetOutcome> {
  const progress = progressOf(run);
  const removedOnApi = await settle(
    api.resetSandboxRun({
      referencePrefix: run.referencePrefix,
      quoteIds: progress.flatMap((step) => step.quoteIds ?? []),
      partyIds: progress.flatMap((step) => step.partyIds ?? []),
    }),
  );
  if (!removedOnApi.ok && removedOnApi.error.status !== 404)
    throw new ActionRefusal(
      `The payments API could not remove the run's records (${removedOnApi.error.message}). Nothing was removed; try again.`,
    );
  const desk = await removeDeskRecords(db, run);
  const clock = await settle(api.resetSandboxClock());
  await markRunReset(db, run.id);
  return { api: removedOnApi, desk, clock: clock.ok };
}
