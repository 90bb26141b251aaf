import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { files } from '@/lib/db/schema';
import type { FileStatus } from '@/lib/schemas/file';
import type { ProviderDeps } from '../deps';
import { advanceDueRows } from '../lifecycle/advance-due';
import { recordTransition } from '../lifecycle/record-transition';
import { FILE_TRANSITIONS, REJECT_MAGIC, WORKER_MOVES } from './model';
import { readHead, storedFilePath } from './storage';
import { fileWebhook } from './webhook-payload';

export type FileRow = typeof files.$inferSelect;

/** What processing decides: undefined to accept, else the rejection reason. */
async function rejectionReasonFor(deps: ProviderDeps, row: FileRow): Promise<string | undefined> {
  if (REJECT_MAGIC.test(row.fileName)) return 'Rejected by the sandbox: the file name contains "reject"';
  const head = await readHead(storedFilePath(deps.config, row.merchantId, row.id), 5);
  if (!head) return 'The uploaded content is no longer available';
  if (row.contentType === 'application/pdf' && !head.subarray(0, 4).equals(Buffer.from('%PDF'))) {
    return 'The content is not a PDF document (it does not start with %PDF)';
  }
  return undefined;
}

/**
 * PENDING → UPLOADED, once: the update only matches a PENDING row, so of two concurrent uploads
 * exactly one wins; the other gets undefined (and must discard its bytes).
 */
export async function markFileUploaded(
  deps: ProviderDeps,
  tx: Tx,
  fileId: string,
  received: { size: number; sha256: string },
): Promise<FileRow | undefined> {
  const now = deps.now();
  const [row] = await tx
    .update(files)
    .set({
      status: 'UPLOADED',
      size: received.size,
      sha256: received.sha256,
      nextStepAt: new Date(now.getTime() + deps.config.sandboxStepMs),
      updatedAt: now,
    })
    .where(and(eq(files.id, fileId), eq(files.status, 'PENDING')))
    .returning();
  if (!row) return undefined;
  await recordTransition(tx, {
    merchantId: row.merchantId,
    aggregate: 'file',
    ref: row.id,
    from: 'PENDING',
    to: 'UPLOADED',
    actor: 'api',
    reason: `${received.size} bytes, sha256 ${received.sha256}`,
    at: now,
  });
  return row;
}

/** One step of processing for a locked, due row; false when it has no step to take. */
async function stepFile(deps: ProviderDeps, tx: Tx, row: FileRow): Promise<boolean> {
  const now = deps.now();
  const from = row.status as FileStatus;
  let to: FileStatus;
  let rejectionReason: string | undefined;
  if (from === 'UPLOADED') {
    to = 'PROCESSING';
  } else if (from === 'PROCESSING') {
    rejectionReason = await rejectionReasonFor(deps, row);
    to = rejectionReason ? 'REJECTED' : 'ACCEPTED';
  } else {
    return false; // not due any more (e.g. a final row with a stale nextStepAt): stop scheduling it
  }
  const [moved] = await tx
    .update(files)
    .set({
      status: to,
      updatedAt: now,
      rejectionReason: rejectionReason ?? null,
      nextStepAt: FILE_TRANSITIONS[to].length > 0 ? new Date(now.getTime() + deps.config.sandboxStepMs) : null,
    })
    .where(and(eq(files.id, row.id), eq(files.status, from)))
    .returning();
  if (!moved) return true;
  await recordTransition(
    tx,
    {
      merchantId: row.merchantId,
      aggregate: 'file',
      ref: row.id,
      from,
      to,
      actor: 'worker',
      reason: rejectionReason,
      at: now,
    },
    fileWebhook(moved, from),
  );
  return true;
}

/**
 * Moves due files one step each (UPLOADED → PROCESSING → ACCEPTED | REJECTED) and answers how
 * many it looked at (see advanceDueRows: claimed once, by the service clock).
 */
export async function advanceDueFiles(deps: ProviderDeps, limit = 50): Promise<number> {
  return advanceDueRows(
    deps,
    { table: files, rowKey: (row) => eq(files.id, row.id), only: inArray(files.status, [...WORKER_MOVES]), limit },
    (tx, row) => stepFile(deps, tx, row),
  );
}
