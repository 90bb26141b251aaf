import { createHash, timingSafeEqual } from 'node:crypto';
import { jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import type { ProviderConfig } from '../deps';
import { ApiError } from './api-error';

export interface Caller {
  merchantId: string;
  via: 'api-key' | 'jwt';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so a key's length and prefix do not leak through timing. */
function merchantForApiKey(apiKeys: Map<string, string>, presented: string): string | undefined {
  const presentedDigest = digest(presented);
  let found: string | undefined;
  for (const [key, merchantId] of apiKeys) {
    if (timingSafeEqual(digest(key), presentedDigest)) found = merchantId;
  }
  return found;
}

export const DEFAULT_JWT_MAX_TTL_SECONDS = 3600;
/** Tolerated skew between the issuer's clock and ours when a token's expiry is judged from now. */
const CLOCK_SKEW_SECONDS = 60;

/** Refuses a token that would stay valid longer than the configured bound, with the reason. */
function assertBoundedLifetime(payload: JWTPayload, maxTtlSeconds: number): void {
  const exp = payload.exp!;
  if (typeof payload.iat === 'number' && exp - payload.iat > maxTtlSeconds) {
    throw new ApiError('UNAUTHENTICATED', `Bearer token lives longer than ${maxTtlSeconds} s (exp − iat)`);
  }
  // Also from now: a token without iat, or with an iat in the future, must not outlive the bound.
  if (exp - Date.now() / 1000 > maxTtlSeconds + CLOCK_SKEW_SECONDS) {
    throw new ApiError('UNAUTHENTICATED', `Bearer token expires more than ${maxTtlSeconds} s from now`);
  }
}

async function merchantForJwt(token: string, config: ProviderConfig): Promise<string> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(config.jwtSecret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    const reason =
      error instanceof joseErrors.JWTExpired
        ? 'has expired'
        : error instanceof joseErrors.JWTClaimValidationFailed
          ? `claim ${error.claim} is missing or not valid`
          : 'is not a valid HS256 token';
    throw new ApiError('UNAUTHENTICATED', `Bearer token ${reason}`);
  }
  assertBoundedLifetime(payload, config.jwtMaxTtlSeconds ?? DEFAULT_JWT_MAX_TTL_SECONDS);
  const merchantId = payload.merchantId ?? payload.sub;
  if (typeof merchantId !== 'string' || merchantId === '') {
    throw new ApiError('UNAUTHENTICATED', 'Bearer token has no merchantId (or sub) claim');
  }
  // Only merchants with a configured key exist: a signed token cannot conjure another one.
  if (![...config.apiKeys.values()].includes(merchantId)) {
    throw new ApiError('UNAUTHENTICATED', `Bearer token names ${merchantId}, which is not a configured merchant`);
  }
  return merchantId;
}

/**
 * X-API-Key against PROVIDER_API_KEYS, or `Authorization: Bearer <JWT>` (HS256, exp required, a
 * lifetime of at most `jwtMaxTtlSeconds`, naming a merchant of PROVIDER_API_KEYS). Token times are
 * judged by the wall clock, not the sandbox's injectable one.
 */
export async function authenticate(headers: Headers, config: ProviderConfig): Promise<Caller> {
  const apiKey = headers.get('x-api-key');
  if (apiKey) {
    const merchantId = merchantForApiKey(config.apiKeys, apiKey);
    if (!merchantId) throw new ApiError('UNAUTHENTICATED', 'X-API-Key is not valid');
    return { merchantId, via: 'api-key' };
  }
  const authorization = headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match?.[1]) throw new ApiError('UNAUTHENTICATED', 'Authorization must be "Bearer <token>"');
    return { merchantId: await merchantForJwt(match[1], config), via: 'jwt' };
  }
  throw new ApiError('UNAUTHENTICATED', 'Send an X-API-Key header or Authorization: Bearer <token>');
}

/** A request may only name the merchant its credential belongs to. */
export function assertSameMerchant(caller: Caller, merchantId: string, field = 'merchantId'): void {
  if (caller.merchantId !== merchantId) {
    throw new ApiError('FORBIDDEN_MERCHANT', `${field} ${merchantId} is not the merchant of this credential`, [
      { field, message: 'is not the merchant of this credential' },
    ]);
  }
}
