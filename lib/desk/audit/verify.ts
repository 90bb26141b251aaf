import { asc, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { auditRowHash, GENESIS_HASH, unkeyedRowHash, type AuditKeys } from './chain';
import { auditKeys } from './chain-key';

export type AuditChainVerdict =
  | {
      ok: true;
      /** Rows checked (chained rows plus any `unchained` ones before them). */
      rows: number;
      /** Rows written before the chain existed (no hash, all before the first chained row). */
      unchained: number;
      /** Rows hashed before the chain was keyed (plain SHA-256, all before the first keyed row). */
      unkeyed: number;
      /** The last row's id and hash: a checkpoint of them lets a later check prove nothing was removed since. */
      lastId: number | null;
      head: string | null;
      /** The checkpoint the trail was compared with, when there was one. */
      checkpoint: CheckpointSummary | null;
      /** Why no checkpoint of this verification was written, when one should have been (checkpoints.ts). */
      checkpointNotWritten?: string;
    }
  | {
      ok: false;
      rows: number;
      /** The first row that does not hold, or null when none can be named (a truncated table, a forged checkpoint). */
      firstBroken: { id: number | null; reason: string };
    };

/** What a checkpoint recorded: the trail's row count and head at a time (kept outside the database). */
export interface CheckpointSummary {
  at: string;
  rows: number;
  lastId: number;
  head: string;
}

/** What the trail holds at a checkpoint's last row: rows up to it (0 if none) and its hash (undefined if gone). */
export interface TrailAtCheckpoint {
  rowsUpToIt: number;
  hashOfIt: string | undefined;
  /** The trail's last id (null when the table is empty). */
  lastId: number | null;
}

const PAGE_SIZE = 500;

/** "rows 1201–1250" or "row 1250". */
const idRange = (from: number, to: number) => (from === to ? `row ${to}` : `rows ${from}–${to}`);

/** The ids between two rows, named when there are any: a deleted row shows as a gap at the broken link. */
function missingIds(before: number, after: number): string {
  if (after - before === 2) return ` (no row has id ${before + 1})`;
  if (after - before > 2) return ` (no rows have ids ${before + 1}–${after - 1})`;
  return '';
}

/**
 * How the trail differs from a checkpoint, in words, or undefined when it still holds every row the
 * checkpoint recorded: removed from the end, truncated, or rewritten (its last row's hash differs).
 */
export function differenceFromCheckpoint(checkpoint: CheckpointSummary, now: TrailAtCheckpoint): string | undefined {
  const when = `the checkpoint of ${checkpoint.at}`;
  const recorded = `${checkpoint.rows} ${checkpoint.rows === 1 ? 'row' : 'rows'} ending at row ${checkpoint.lastId}`;
  if (now.lastId === null) return `the table was truncated: ${when} recorded ${recorded}, and none are left`;
  if (now.hashOfIt === undefined) {
    if (now.lastId < checkpoint.lastId)
      return `${idRange(now.lastId + 1, checkpoint.lastId)} missing after ${when}, which recorded ${recorded}; the trail now ends at row ${now.lastId}`;
    return `row ${checkpoint.lastId}, the last row at ${when}, is missing: rows were removed, and others appended since`;
  }
  if (now.hashOfIt !== checkpoint.head)
    return `head differs: row ${checkpoint.lastId}'s hash is not the one ${when} recorded, so the trail was rewritten up to it`;
  if (now.rowsUpToIt !== checkpoint.rows)
    return `${checkpoint.rows - now.rowsUpToIt} of the rows ${when} recorded are missing (it recorded ${recorded}; ${now.rowsUpToIt} are left)`;
  return undefined;
}

export interface VerifyOptions {
  pageSize?: number;
  /** The last checkpoint kept outside the database (checkpoints.ts); the trail must still hold what it recorded. */
  checkpoint?: CheckpointSummary | null;
  keys?: AuditKeys;
}

/**
 * Walks the trail in id order, a page at a time, recomputing each row's keyed hash and checking
 * that it links to the row before it, then compares the trail with the last checkpoint. Answers
 * the first break: a row whose content was changed, one that does not link to its predecessor (a
 * row deleted or inserted before it, or a rewritten predecessor), an unkeyed row after keyed ones
 * (a tail re-hashed by someone without the key), or rows the checkpoint recorded and the trail no
 * longer has. Ids may skip (a rolled-back append draws one too); only a broken link counts.
 */
export async function verifyAuditChain(db: DbOrTx, options: VerifyOptions = {}): Promise<AuditChainVerdict> {
  const { pageSize = PAGE_SIZE, checkpoint = null, keys = auditKeys() } = options;
  let rows = 0;
  let unchained = 0;
  let unkeyed = 0;
  let previous: { id: number; hash: string; keyed: boolean } | undefined;
  let lastId: number | null = null;
  const atCheckpoint: TrailAtCheckpoint = { rowsUpToIt: 0, hashOfIt: undefined, lastId: null };
  let afterId = 0;
  for (;;) {
    const page = await db
      .select()
      .from(auditEvents)
      .where(gt(auditEvents.id, afterId))
      .orderBy(asc(auditEvents.id))
      .limit(pageSize);
    for (const row of page) {
      rows += 1;
      lastId = row.id;
      if (checkpoint && row.id <= checkpoint.lastId) atCheckpoint.rowsUpToIt = rows;
      const broken = (reason: string) => ({ ok: false as const, rows, firstBroken: { id: row.id, reason } });
      if (row.hash === null && row.prevHash === null && !previous) {
        unchained += 1;
        continue;
      }
      if (row.hash === null || row.prevHash === null)
        return broken(`row ${row.id}: its content no longer matches its hash`);
      const content = { ...row, prevHash: row.prevHash };
      if (row.chainKey === null) {
        // Plain SHA-256 holds only for the rows from before the key: anyone can recompute it.
        if (previous?.keyed)
          return broken(
            `row ${row.id}: its hash is not keyed, yet rows before it are: it was re-hashed without the key`,
          );
        if (unkeyedRowHash(content) !== row.hash)
          return broken(`row ${row.id}: its content no longer matches its hash`);
        unkeyed += 1;
      } else {
        if (row.chainKey !== keys.chainKeyId)
          return broken(
            `row ${row.id}: keyed with another key (${row.chainKey}) than this server's (${keys.chainKeyId}): AUTH_SECRET changed, or the row was forged`,
          );
        if (auditRowHash(content, keys) !== row.hash)
          return broken(`row ${row.id}: its content no longer matches its hash`);
      }
      const expectedPrev = previous?.hash ?? GENESIS_HASH;
      if (row.prevHash !== expectedPrev) {
        if (!previous) return broken(`row ${row.id}: the first chained row does not start from the genesis value`);
        const gap = missingIds(previous.id, row.id);
        return broken(`row ${row.id}: links to a previous hash that is not row ${previous.id}'s${gap}`);
      }
      previous = { id: row.id, hash: row.hash, keyed: row.chainKey !== null };
      if (checkpoint && row.id === checkpoint.lastId) atCheckpoint.hashOfIt = row.hash;
    }
    if (page.length < pageSize) break;
    afterId = page.at(-1)!.id;
  }
  if (checkpoint) {
    const difference = differenceFromCheckpoint(checkpoint, { ...atCheckpoint, lastId });
    if (difference) {
      const named = atCheckpoint.hashOfIt !== undefined ? checkpoint.lastId : null;
      return { ok: false, rows, firstBroken: { id: named, reason: difference } };
    }
  }
  return {
    ok: true,
    rows,
    unchained,
    unkeyed,
    lastId,
    head: previous?.hash ?? null,
    checkpoint: checkpoint && {
      at: checkpoint.at,
      rows: checkpoint.rows,
      lastId: checkpoint.lastId,
      head: checkpoint.head,
    },
  };
}
