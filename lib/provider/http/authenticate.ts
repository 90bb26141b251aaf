import { createHash, timingSafeEqual } from 'node:crypto';
import { jwtVerify, errors as joseErrors } from 'jose';
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

async function merchantForJwt(token: string, secret: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const merchantId = payload.merchantId ?? payload.sub;
    if (typeof merchantId !== 'string' || merchantId === '') {
      throw new ApiError('UNAUTHENTICATED', 'Bearer token has no merchantId (or sub) claim');
    }
    return merchantId;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const reason =
      error instanceof joseErrors.JWTExpired
        ? 'has expired'
        : error instanceof joseErrors.JWTClaimValidationFailed
          ? `claim ${error.claim} is missing or not valid`
          : 'is not a valid HS256 token';
    throw new ApiError('UNAUTHENTICATED', `Bearer token ${reason}`);
  }
}

/** X-API-Key against PROVIDER_API_KEYS, or `Authorization: Bearer <JWT>` (HS256, exp required). */
/** Token expiry is judged by the wall clock, not the sandbox's injectable one. */
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
    return { merchantId: await merchantForJwt(match[1], config.jwtSecret), via: 'jwt' };
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
