import { sql } from 'drizzle-orm';
import { clientAddressFrom } from '@/lib/auth/client-address';
import { queryRows, type DbOrTx, type Tx } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { auditRowHash, GENESIS_HASH, storableDetails, storableText } from './chain';
import { auditKeys } from './chain-key';

export interface AuditEntry {
  actorId: string | null;
  actorRole: string | null;
  action: string;
  outcome: 'ok' | 'refused' | 'failed';
  target?: string;
  details?: Record<string, unknown>;
  /** The client address of the request, when there was one (see `auditAddress`). */
  ip?: string | null;
  /** The remittance's desk reference, when the row concerns one (the dossier, the page's filter). */
  remittance?: string;
}

/** Serialises appends to the chain across connections and instances (any constant, unique in the app). */
const AUDIT_CHAIN_LOCK_ID = 0x0a0d17c4;

const orNull = (text: string | null | undefined) => (text === undefined || text === null ? null : storableText(text));

/**
 * Appends to the desk's audit trail (refused attempts too), chained to the row before it. The
 * transaction takes one advisory lock before it reads the last row's hash, so concurrent appends
 * (any connection, any instance) queue up instead of forking the chain; the id is drawn under the
 * same lock, so ids follow the chain's order. Inside a caller's transaction the row commits or
 * rolls back with it, and the lock is held until then.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<{ id: number; hash: string }> {
  const [row] = await recordAudits(db, [entry]);
  return row!;
}

/**
 * Appends several rows in their order under one lock, one read of the chain's head and one
 * insert (a batch of webhooks applies many status changes at once); each row chains to the one
 * before it, the first to the head. In a transaction of its own (a savepoint inside the caller's).
 */
export async function recordAudits(
  db: DbOrTx,
  entries: readonly AuditEntry[],
): Promise<{ id: number; hash: string }[]> {
  if (entries.length === 0) return [];
  return db.transaction((tx) => appendAudits(tx, entries));
}

/**
 * `recordAudits` in the caller's transaction, without a savepoint of its own: for a caller that
 * already runs in one (the webhook batch), where every statement saved counts. The lock is held
 * until the caller's transaction ends.
 */
export async function appendAudits(tx: Tx, entries: readonly AuditEntry[]): Promise<{ id: number; hash: string }[]> {
  if (entries.length === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_ID})`);
  // The chain's head and the new rows' ids in one statement, read under the lock (its snapshot
  // is taken after the lock is held, so no append committed meanwhile is missed).
  const ids = await queryRows<{ id: string | number; head: string | null }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('desk.audit_events', 'id'))::bigint as id,
      (select hash from desk.audit_events order by id desc limit 1) as head
    from generate_series(1, ${entries.length})`,
  );
  const ordered = ids.map((row) => Number(row.id)).sort((a, b) => a - b);
  // The app's clock, read under the lock: the hash is taken before the insert, and times follow ids.
  const createdAt = new Date();
  // Rows written before the chain existed have no hash: the chain starts again from genesis.
  let prevHash = ids[0]?.head ?? GENESIS_HASH;
  const keys = auditKeys();
  const rows = entries.map((entry, index) => {
    const row = {
      id: ordered[index]!,
      createdAt,
      actorId: orNull(entry.actorId),
      actorRole: orNull(entry.actorRole),
      action: storableText(entry.action),
      outcome: entry.outcome,
      target: orNull(entry.target),
      remittance: orNull(entry.remittance),
      ip: orNull(entry.ip),
      details: storableDetails(entry.details),
      prevHash,
      chainKey: keys.chainKeyId,
    };
    const hash = auditRowHash(row, keys);
    prevHash = hash;
    return { ...row, hash };
  });
  await tx.insert(auditEvents).values(rows);
  return rows.map(({ id, hash }) => ({ id, hash }));
}

/** The request's client address for the `ip` column (set by the server entry), or null outside it. */
export function auditAddress(headers: Headers | undefined): string | null {
  const address = clientAddressFrom(headers);
  return address === 'unknown' ? null : address;
}
