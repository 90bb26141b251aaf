import { createHash } from 'node:crypto';
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
}

/**
 * A row's hash: SHA-256 (hex) of the canonical JSON (RFC 8785, package `canonicalize`) of
 * `{ id, createdAt, actorId, actorRole, action, outcome, target, remittance, ip, details, prevHash }` —
 * every column but `hash` itself, `createdAt` as an ISO 8601 string (UTC, milliseconds), absent
 * values as null. Written by `recordAudit`, recomputed by `verifyAuditChain`: one function for both.
 */
export function auditRowHash(row: AuditRowContent): string {
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
  };
  return createHash('sha256').update(canonicalize(content)!, 'utf8').digest('hex');
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
