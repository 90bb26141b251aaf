import type { FileStatus } from '@/lib/schemas/file';

/**
 * File lifecycle; every move happens in lifecycle.ts, in one database transaction with its
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

/** The statuses the worker moves on its own (PENDING waits for the upload). */
export const WORKER_MOVES: readonly FileStatus[] = ['UPLOADED', 'PROCESSING'];

/**
 * Sandbox magic value: a file whose name contains "reject" (any case) is REJECTED by processing,
 * so that tests and demos can reach that outcome deterministically.
 */
export const REJECT_MAGIC = /reject/i;
