import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { ERROR_CODES, type ErrorCode } from '@/lib/schemas/error-codes';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@/lib/schemas/error-envelope';
import { openTestDatabase } from '@/lib/db/testing';
import type { ProviderConfig, ProviderDeps } from './deps';
import { buildProviderApp } from './index';
import { seedDemoBalances } from './ledger/seed';
import { seedRates } from './fx/rates';

export const TEST_API_KEY = 'sk_test_m1';
export const OTHER_API_KEY = 'sk_test_m2';
export const TEST_JWT_SECRET = 'test-jwt-secret-with-enough-entropy-0123456789';
export const TEST_SIGNING_SECRET = 'test-deposit-signing-secret';

/** A clock tests can move: `clock.advance(ms)`. */
export function testClock(start = new Date('2026-11-22T10:00:00.000Z')) {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
}

/**
 * The payments API in-process on a fresh database of the engine under test, merchant M1 seeded
 * with demo balances; `request` calls the router without a socket.
 */
export async function createTestProvider(overrides: Partial<ProviderConfig> = {}) {
  const database = await openTestDatabase();
  const clock = testClock();
  const config: ProviderConfig = {
    mode: 'sandbox',
    apiKeys: new Map([
      [TEST_API_KEY, 'M1'],
      [OTHER_API_KEY, 'M2'],
    ]),
    jwtSecret: TEST_JWT_SECRET,
    depositSigningSecret: TEST_SIGNING_SECRET,
    depositTtlSeconds: 600,
    sandboxStepMs: 1000,
    quoteTtlSeconds: 60,
    ...overrides,
  };
  const deps: ProviderDeps = { db: database.db, config, isReady: () => true, now: clock.now };
  await seedDemoBalances(database.db, 'M1');
  await seedRates(database.db);
  const app = buildProviderApp(deps);
  const request = (path: string, init: RequestInit & { key?: string | null } = {}) => {
    const { key = TEST_API_KEY, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key) headers.set('x-api-key', key);
    return app.request(`http://api.test${path}`, { ...rest, headers });
  };
  return { app, deps, clock, database, request, close: () => database.close() };
}

/** An HS256 token for merchant M1 (or as told), valid for an hour unless told otherwise. */
export async function testJwt(
  claims: Record<string, unknown> = { merchantId: 'M1' },
  options: { exp?: string | number | null; secret?: string; alg?: string } = {},
) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: options.alg ?? 'HS256' }).setIssuedAt();
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? '1h');
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** Reads an error answer: the status, the code, the envelope's shape and the request id header. */
export async function expectError(response: Response, status: number, code: ErrorCode): Promise<ErrorEnvelope> {
  const text = await response.text();
  assert.equal(response.status, status, `expected ${status} ${code}, got ${response.status}: ${text.slice(0, 500)}`);
  const body = errorEnvelopeSchema.strict().parse(JSON.parse(text));
  assert.equal(body.code, code);
  assert.equal(ERROR_CODES[code].status, status);
  assert.equal(response.headers.get('x-request-id'), body.requestId);
  return body;
}

/** The detail naming `field`; fails when there is none. */
export function detailOf(body: ErrorEnvelope, field: string) {
  const detail = body.details.find((d) => d.field === field);
  assert.ok(detail, `details name ${field}: ${JSON.stringify(body.details)}`);
  return detail;
}
