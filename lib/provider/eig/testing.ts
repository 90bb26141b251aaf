import { createHash } from 'node:crypto';
import { TEST_EIG_USER } from '../testing';
import { providerDateTime } from './codes';

/** The provider's headers (A.2) for a user of the test provider: X-PASSWORD is the password's SHA-256 hex. */
export function eigHeaders(
  user: { username: string; password: string } = TEST_EIG_USER,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'x-username': user.username,
    'x-password': createHash('sha256').update(user.password).digest('hex'),
    'x-date': providerDateTime(new Date()),
    'x-origincountry': 'US',
    ...extra,
  };
}

/** A POST of `body` to /eig with the provider's headers; `text/plain` as the provider's own JavaScript examples send it when told. */
export function eigPost(
  body: unknown,
  options: {
    contentType?: string;
    headers?: Record<string, string>;
    user?: { username: string; password: string };
  } = {},
): RequestInit & { key: null } {
  return {
    method: 'POST',
    key: null,
    headers: {
      ...eigHeaders(options.user),
      'content-type': options.contentType ?? 'application/json',
      ...options.headers,
    },
    body: JSON.stringify(body),
  };
}

/** A GET on /eig with the provider's headers. */
export const eigGet = (headers: Record<string, string> = {}): RequestInit & { key: null } => ({
  method: 'GET',
  key: null,
  headers: { ...eigHeaders(), ...headers },
});
