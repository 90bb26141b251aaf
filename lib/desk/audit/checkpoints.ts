import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import canonicalize from 'canonicalize';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import type { AuditKeys } from './chain';
import { auditKeys } from './chain-key';
import { differenceFromCheckpoint, verifyAuditChain, type AuditChainVerdict, type CheckpointSummary } from './verify';

/*
 * Checkpoints of the audit trail, kept outside the database: one JSON line per checkpoint in an
 * append-only file (AUDIT_CHECKPOINT_FILE, default DATA_DIR/audit-checkpoints.jsonl), each the
 * trail's row count and head at a time, signed with a key derived from AUTH_SECRET. Whoever can
 * rewrite the table but not that file cannot remove rows from the end, or truncate the table,
 * without Verify naming what is missing; whoever can write the file but does not know the secret
 * cannot forge a line.
 */

const lineSchema = z.object({
  at: z.iso.datetime(),
  rows: z.number().int().min(1),
  lastId: z.number().int().min(1),
  head: z.string(),
  /** The chain key's id, so a line written under another AUTH_SECRET is told apart in the logs. */
  key: z.string(),
  /** What wrote it: a verify that held, or the server's schedule. */
  by: z.enum(['verify', 'schedule']),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
});
type CheckpointLine = z.infer<typeof lineSchema>;

const macOf = (line: Omit<CheckpointLine, 'mac'>, keys: AuditKeys) =>
  createHmac('sha256', keys.checkpoint).update(canonicalize(line)!, 'utf8').digest('hex');

const signedBy = (line: CheckpointLine, keys: AuditKeys) => {
  const { mac, ...content } = line;
  return timingSafeEqual(Buffer.from(macOf(content, keys), 'hex'), Buffer.from(mac, 'hex'));
};

export type CheckpointFile =
  { ok: true; last: CheckpointSummary | null; count: number } | { ok: false; reason: string };

/**
 * Reads the checkpoint file and checks every line's signature: the last checkpoint (the one
 * reaching furthest, since several instances may write to one file), or why the file cannot be
 * trusted. A missing file has no checkpoints yet.
 */
export async function readCheckpoints(file: string, keys: AuditKeys = auditKeys()): Promise<CheckpointFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, last: null, count: 0 };
    throw error;
  }
  let last: CheckpointSummary | null = null;
  let count = 0;
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    if (raw.trim() === '') continue;
    const where = `line ${index + 1} of the checkpoint file (${file})`;
    let parsed: ReturnType<typeof lineSchema.safeParse>;
    try {
      parsed = lineSchema.safeParse(JSON.parse(raw));
    } catch {
      return { ok: false, reason: `${where} is not a checkpoint: the file was altered` };
    }
    if (!parsed.success) return { ok: false, reason: `${where} is not a checkpoint: the file was altered` };
    if (!signedBy(parsed.data, keys))
      return {
        ok: false,
        reason: `${where} is not signed with this desk's key: it was forged or altered (or written under another AUTH_SECRET)`,
      };
    count += 1;
    const { at, rows, lastId, head } = parsed.data;
    if (!last || lastId >= last.lastId) last = { at, rows, lastId, head };
  }
  return { ok: true, last, count };
}

/** Appends one signed checkpoint line (O_APPEND: lines of several writers never interleave). */
export async function appendCheckpoint(
  file: string,
  checkpoint: Omit<CheckpointSummary, 'at'> & { at?: Date; by: CheckpointLine['by'] },
  keys: AuditKeys = auditKeys(),
): Promise<CheckpointSummary> {
  const content = {
    at: (checkpoint.at ?? new Date()).toISOString(),
    rows: checkpoint.rows,
    lastId: checkpoint.lastId,
    head: checkpoint.head,
    key: keys.chainKeyId,
    by: checkpoint.by,
  };
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify({ ...content, mac: macOf(content, keys) })}\n`, {
    encoding: 'utf8',
    flag: 'a',
    mode: 0o600,
  });
  return { at: content.at, rows: content.rows, lastId: content.lastId, head: content.head };
}

/**
 * Verify as the desk runs it: the chain, compared with the last checkpoint of the file; when it
 * holds, a new checkpoint of what was verified. A file that cannot be trusted fails the check.
 */
export async function verifyAuditTrail(
  db: Db,
  file: string,
  options: { pageSize?: number; keys?: AuditKeys } = {},
): Promise<AuditChainVerdict> {
  const keys = options.keys ?? auditKeys();
  let checkpoints: CheckpointFile;
  try {
    checkpoints = await readCheckpoints(file, keys);
  } catch (error) {
    const reason = `the checkpoint file (${file}) cannot be read (${errorCode(error)})`;
    return { ok: false, rows: 0, firstBroken: { id: null, reason } };
  }
  if (!checkpoints.ok) return { ok: false, rows: 0, firstBroken: { id: null, reason: checkpoints.reason } };
  const verdict = await verifyAuditChain(db, { pageSize: options.pageSize, checkpoint: checkpoints.last, keys });
  if (!verdict.ok || verdict.lastId === null || verdict.head === null) return verdict;
  try {
    await appendCheckpoint(
      file,
      { rows: verdict.rows, lastId: verdict.lastId, head: verdict.head, by: 'verify' },
      keys,
    );
  } catch (error) {
    // The chain holds all the same; the person is told no checkpoint was kept, and the log says why.
    console.error(`[audit] the checkpoint of a verify could not be written to ${file}: ${describeError(error)}`);
    return {
      ...verdict,
      checkpointNotWritten: `the checkpoint file (${file}) cannot be written (${errorCode(error)})`,
    };
  }
  return verdict;
}

/** A file system error's code (EACCES, ENOSPC…), for words about it. */
const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? 'an error';

export type CheckpointOutcome = { written: CheckpointSummary } | { unchanged: true } | { refused: string };

/**
 * The schedule's checkpoint, cheap enough to run often: the trail's head and count, written only
 * when the trail still holds the last checkpoint's head and has grown since (a trail cut short is
 * never blessed: it is logged, and Verify names it against the last good checkpoint).
 */
export async function takeCheckpoint(db: Db, file: string, keys: AuditKeys = auditKeys()): Promise<CheckpointOutcome> {
  const checkpoints = await readCheckpoints(file, keys);
  if (!checkpoints.ok) return { refused: checkpoints.reason };
  const last = checkpoints.last;
  const [now] = await queryRows<{ last_id: string | null; head: string | null; rows: string; at_last: string | null }>(
    db,
    sql`select (select id from desk.audit_events order by id desc limit 1) as last_id,
      (select hash from desk.audit_events order by id desc limit 1) as head,
      (select count(*) from desk.audit_events) as rows,
      (select hash from desk.audit_events where id = ${last?.lastId ?? 0}) as at_last`,
  );
  const lastId = now?.last_id === null || now?.last_id === undefined ? null : Number(now.last_id);
  if (last) {
    const [upTo] = await queryRows<{ rows: string }>(
      db,
      sql`select count(*) as rows from desk.audit_events where id <= ${last.lastId}`,
    );
    const difference = differenceFromCheckpoint(last, {
      lastId,
      hashOfIt: now?.at_last ?? undefined,
      rowsUpToIt: Number(upTo?.rows ?? 0),
    });
    if (difference) return { refused: difference };
    if (lastId === last.lastId) return { unchanged: true };
  }
  if (lastId === null || !now?.head) return { unchanged: true };
  return {
    written: await appendCheckpoint(file, { rows: Number(now.rows), lastId, head: now.head, by: 'schedule' }, keys),
  };
}

/** The server's schedule: a checkpoint at start and then every `everyMs`; a refusal is logged as an error. */
export function scheduleCheckpoints(db: Db, file: string, everyMs: number): { stop: () => void } {
  const run = () =>
    takeCheckpoint(db, file).then(
      (outcome) => {
        if ('refused' in outcome) console.error(`[audit] no checkpoint written: ${outcome.refused}`);
      },
      (error) => console.error(`[audit] the checkpoint failed: ${describeError(error)}`),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
