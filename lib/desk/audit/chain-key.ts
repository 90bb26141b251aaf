import { config } from '@/lib/config';
import { auditKeysFrom, type AuditKeys } from './chain';

/*
 * The trail's keys, derived once per process and kept on globalThis: Next bundles a second copy of
 * this module, and both must key the chain alike (an append is on the webhook intake's hot path).
 */
const KEYS = Symbol.for('corridor.audit-keys');
type KeysHolder = { [KEYS]?: AuditKeys };

/** The keys derived from AUTH_SECRET (the configuration's, unless `setAuditSecret` set another). */
export function auditKeys(): AuditKeys {
  const holder = globalThis as KeysHolder;
  holder[KEYS] ??= auditKeysFrom(config().secrets.AUTH_SECRET);
  return holder[KEYS];
}

/** Keys the trail with another secret from now on: tests, and scripts that open a database of their own. */
export function setAuditSecret(secret: string): void {
  (globalThis as KeysHolder)[KEYS] = auditKeysFrom(secret);
}
