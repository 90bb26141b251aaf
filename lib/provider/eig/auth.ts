import { createHash, timingSafeEqual } from 'node:crypto';
import { isCountryCode } from '@/lib/reference/countries';
import type { ProviderConfig } from '../deps';
import { ApiError } from '../http/api-error';

/*
 * The provider's authentication (provider-reference.md A.2): every call carries X-USERNAME,
 * X-PASSWORD (the SHA-256 hex digest of the password), X-DATE (`YYYY-MM-DD HH:mm:ss`, UTC) and
 * X-ORIGINCOUNTRY (ISO alpha-2 of the sending country). The user is mapped to a merchant by
 * configuration (EIG_USERS; in sandbox mode a demo user). X-PASSWORD is never logged nor answered.
 */

const digest = (value: string) => createHash('sha256').update(value).digest();
const SHA256_HEX = /^[0-9a-fA-F]{64}$/;
const PROVIDER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Every refusal of the credentials is the same 1003, whichever part was wrong (nothing to probe). */
const authenticationFailed = () =>
  new ApiError('UNAUTHENTICATED', 'X-USERNAME and X-PASSWORD are not valid credentials');

/** A real date and time written `YYYY-MM-DD HH:mm:ss`. */
function isProviderDateTime(value: string): boolean {
  const match = PROVIDER_DATE_TIME.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d! && h! < 24 && mi! < 60 && s! < 60;
}

function headerProblem(
  name: string,
  value: string | null,
  valid: (v: string) => boolean,
  rule: string,
): ApiError | undefined {
  if (value === null || value.trim() === '')
    return new ApiError('MANDATORY_FIELD_MISSING', `${name} is required`, [{ field: name, message: 'is required' }]);
  if (!valid(value.trim()))
    return new ApiError('VALIDATION_FAILED', `${name} ${rule}`, [{ field: name, message: rule }]);
  return undefined;
}

/**
 * The merchant of the provider's credentials, or a 401 (1003 "Authentication failed"); then the
 * X-DATE and X-ORIGINCOUNTRY headers, each refused naming it when missing or malformed. Every
 * configured user is compared, in constant time, so the time taken tells nothing of which
 * usernames exist.
 */
export function authenticateProviderUser(headers: Headers, config: ProviderConfig): string {
  const username = headers.get('x-username');
  const password = headers.get('x-password');
  if (!username || !password || !SHA256_HEX.test(password.trim())) throw authenticationFailed();
  const presentedUser = digest(username);
  const presentedPassword = digest(password.trim().toLowerCase());
  let merchantId: string | undefined;
  for (const [name, user] of config.eigUsers ?? []) {
    const sameUser = timingSafeEqual(digest(name), presentedUser);
    const samePassword = timingSafeEqual(digest(user.passwordSha256.toLowerCase()), presentedPassword);
    if (sameUser && samePassword) merchantId = user.merchantId;
  }
  if (!merchantId) throw authenticationFailed();
  const problem =
    headerProblem('X-DATE', headers.get('x-date'), isProviderDateTime, 'must be a date and time YYYY-MM-DD HH:mm:ss') ??
    headerProblem(
      'X-ORIGINCOUNTRY',
      headers.get('x-origincountry'),
      (v) => /^[A-Za-z]{2}$/.test(v) && isCountryCode(v.toUpperCase()),
      'must be an ISO 3166 alpha-2 country code (such as US)',
    );
  if (problem) throw problem;
  return merchantId;
}
