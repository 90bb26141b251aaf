import { createHash } from 'node:crypto';

/*
 * The provider-compatible surface's users (/eig, lib/provider/eig): a client written for the
 * provider authenticates with X-USERNAME and X-PASSWORD (the SHA-256 hex digest of its password),
 * each user mapped to a merchant. EIG_USERS lists them as `username:sha256hex:merchantId,…`; in
 * sandbox mode a documented demo user is added for the sandbox merchant.
 */

/** The sandbox demo user of /eig: accepted only in sandbox mode (README, "Provider-compatible surface"). */
export const SANDBOX_EIG_USERNAME = 'corridor_sandbox';
/** Its password, documented; a client sends its SHA-256 hex digest as X-PASSWORD. */
export const SANDBOX_EIG_PASSWORD = 'corridor-sandbox-password';

export interface EigUser {
  /** SHA-256 hex digest of the password, lower case (what the client sends as X-PASSWORD). */
  passwordSha256: string;
  merchantId: string;
}

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

/** Parses `username:sha256hex:merchantId,…`; a malformed entry is a start-up error naming its user (never its digest). */
export function parseEigUsers(spec: string): Map<string, EigUser> {
  const users = new Map<string, EigUser>();
  for (const entry of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [username, digest, merchantId, ...rest] = entry.split(':');
    if (!username || !digest || !merchantId || rest.length > 0 || !SHA256_HEX.test(digest)) {
      throw new Error(
        `EIG_USERS: the entry of "${(username ?? '').slice(0, 20)}" is not of the form username:sha256hex:merchantId (the password's SHA-256 as 64 hex digits)`,
      );
    }
    users.set(username, { passwordSha256: digest.toLowerCase(), merchantId });
  }
  return users;
}

/**
 * The users /eig accepts: EIG_USERS, and in sandbox mode the demo user for the sandbox merchant
 * (unless EIG_USERS names the same username, or that merchant has no key). Each EIG_USERS entry must
 * name a merchant of PROVIDER_API_KEYS.
 */
export function eigUsersFor(
  spec: string | undefined,
  options: { mode: 'sandbox' | 'live'; sandboxMerchant: string; merchants: Iterable<string> },
): Map<string, EigUser> {
  const users = parseEigUsers(spec ?? '');
  const merchants = new Set(options.merchants);
  for (const [username, user] of users) {
    if (!merchants.has(user.merchantId))
      throw new Error(`EIG_USERS: ${username} names ${user.merchantId}, which has no key in PROVIDER_API_KEYS`);
  }
  if (options.mode === 'sandbox' && !users.has(SANDBOX_EIG_USERNAME) && merchants.has(options.sandboxMerchant))
    users.set(SANDBOX_EIG_USERNAME, {
      passwordSha256: sha256Hex(SANDBOX_EIG_PASSWORD),
      merchantId: options.sandboxMerchant,
    });
  return users;
}
