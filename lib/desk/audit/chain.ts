import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The `prevHash` of the first row of the chain: no row comes before it. */
export const GENESIS_HASH = '0'.repeat(64);

/** The columns of an audit row that its hash covers. */
export interface AuditRowContent {
  id: number;
  createdAt: Date;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  outcome: string;
  target: string | null;
  remittance: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
  prevHash: string;
  /** The id of the key the row is keyed with; null (or absent) on rows hashed before the chain was keyed. */
  chainKey?: string | null;
}

/**
 * The keys of the audit trail, derived from AUTH_SECRET, which the database never holds: someone who
 * can write the table but does not know the secret cannot make a row, or a checkpoint, that verifies.
 */
export interface AuditKeys {
  /** Names the chain key in each row (`chain_key`), so a row keyed with another secret is told apart. */
  chainKeyId: string;
  /** Keys each row's HMAC-SHA-256. */
  chain: KeyObject;
  /** Signs the checkpoints kept outside the database (checkpoints.ts). */
  checkpoint: KeyObject;
}

/** HKDF-SHA-256 of the secret, one salt for the trail and one info label per use. */
const derive = (secret: string, info: string, length = 32) =>
  Buffer.from(hkdfSync('sha256', secret, 'corridor.desk.audit-trail', info, length));

/** The trail's keys from AUTH_SECRET: derive once per process (chain-key.ts keeps them). */
export function auditKeysFrom(secret: string): AuditKeys {
  return {
    chainKeyId: derive(secret, 'chain-key-id', 8).toString('hex'),
    chain: createSecretKey(derive(secret, 'chain-hmac-sha256')),
    checkpoint: createSecretKey(derive(secret, 'checkpoint-hmac-sha256')),
  };
}

/**
 * What a row's hash is taken of: the canonical JSON (RFC 8785, package `canonicalize`) of `{ id,
 * createdAt, actorId, actorRole, action, outcome, target, remittance, ip, details, prevHash }` —
 * every column but `hash` itself, `createdAt` as an ISO 8601 string (UTC, milliseconds), absent
 * values as null — plus `chainKey` on a keyed row.
 */
function rowContent(row: AuditRowContent): string {
  const content = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorId: row.actorId,
    actorRole: row.actorRole,
    action: row.action,
    outcome: row.outcome,
    target: row.target,
    remittance: row.remittance,
    ip: row.ip,
    details: row.details,
    prevHash: row.prevHash,
    ...(row.chainKey ? { chainKey: row.chainKey } : {}),
  };
  return canonicalize(content)!;
}

/**
 * A row's hash as `recordAudit` writes it and `verifyAuditChain` recomputes it: HMAC-SHA-256 (hex)
 * of its content under the chain key. One function for both.
 */
export function auditRowHash(row: AuditRowContent, keys: AuditKeys): string {
  return createHmac('sha256', keys.chain).update(rowContent(row), 'utf8').digest('hex');
}

/**
 * The hash of a row written before the chain was keyed (no `chainKey`): plain SHA-256 of its
 * content, which anyone can recompute — kept so those rows still verify, and never written again.
 */
export function unkeyedRowHash(row: AuditRowContent): string {
  return createHash('sha256')
    .update(rowContent({ ...row, chainKey: null }), 'utf8')
    .digest('hex');
}

/** Lone UTF-16 surrogates and NUL: PostgreSQL cannot store them, so they would not read back as hashed. */
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/g;

/** Text as the database will give it back: what it cannot store becomes U+FFFD. */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD');
}

/**
 * Details as they will read back from the jsonb column — plain JSON (dates as ISO strings,
 * undefined dropped, non-finite numbers null) with storable text in keys and values — so the hash
 * taken before the insert is the hash of what verification reads.
 */
export function storableDetails(details: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (details === undefined) return null;
  const plain: unknown = JSON.parse(JSON.stringify(details));
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return storableText(value);
    if (Array.isArray(value)) return value.map(clean);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), clean(inner)]));
    return value;
  };
  return clean(plain) as Record<string, unknown>;
}
