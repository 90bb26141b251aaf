import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { files } from '@/lib/db/schema';
import type { FileStatus } from '@/lib/schemas/file';
import type { ProviderDeps } from '../deps';
import { recordTransition } from '../lifecycle/record-transition';
import { readHead, storedFilePath } from './storage';

export type FileRow = typeof files.$inferSelect;

/**
 * The file state machine; every move happens here, in one database transaction with its
 * lifecycle event (and, from PROCESSING on, its webhook outbox rows).
 *   PENDING    → UPLOADED    the PUT to the pre-signed URL delivered exactly the declared bytes
 *   UPLOADED   → PROCESSING  the worker picked it up (after sandboxStepMs)
 *   PROCESSING → ACCEPTED    the checks passed (after sandboxStepMs)
 *   PROCESSING → REJECTED    a check failed; rejectionReason says which
 */
export const FILE_TRANSITIONS: Record<FileStatus, readonly FileStatus[]> = {
  PENDING: ['UPLOADED'],
  UPLOADED: ['PROCESSING'],
  PROCESSING: ['ACCEPTED', 'REJECTED'],
  ACCEPTED: [],
  REJECTED: [],
};

/**
 * Sandbox magic value: a file whose name contains "reject" (any case) is REJECTED by processing,
 * so that tests and demos can reach that outcome deterministically.
 */
export const REJECT_MAGIC = /reject/i;

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

function fileWebhook(row: FileRow, previousStatus: FileStatus) {
  const status = row.status as FileStatus;
  return {
    eventType: `file.${status.toLowerCase()}`,
    payload: {
      fileId: row.id,
      fileName: row.fileName,
      fileType: row.fileType,
      purpose: row.purpose,
      uploadStatus: status,
      previousStatus,
      final: FILE_TRANSITIONS[status].length === 0,
      ...(row.rejectionReason ? { rejectionReason: row.rejectionReason } : {}),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/**
 * PENDING → UPLOADED, once: the update only matches a PENDING row, so of two concurrent uploads
 * exactly one wins; the other gets undefined (and must discard its bytes).
 */
export async function markFileUploaded(
  tx: Tx,
  deps: ProviderDeps,
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

/** One step of processing for a locked, due row. */
async function stepFile(tx: Tx, deps: ProviderDeps, row: FileRow): Promise<void> {
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
    // Not due any more (e.g. a final row with a stale nextStepAt): just stop scheduling it.
    await tx.update(files).set({ nextStepAt: null }).where(eq(files.id, row.id));
    return;
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
  if (!moved) return;
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
}

/**
 * Moves due files one step each (UPLOADED → PROCESSING → ACCEPTED | REJECTED) and answers how
 * many it looked at. Rows are claimed with FOR UPDATE SKIP LOCKED, so several workers (instances
 * on one PostgreSQL) never move the same file twice.
 */
export async function advanceDueFiles(deps: ProviderDeps, limit = 50): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(files)
      .where(
        and(
          inArray(files.status, ['UPLOADED', 'PROCESSING']),
          isNotNull(files.nextStepAt),
          lte(files.nextStepAt, deps.now()),
        ),
      )
      .orderBy(asc(files.nextStepAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const row of due) await stepFile(tx, deps, row);
    return due.length;
  });
}
