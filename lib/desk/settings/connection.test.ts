import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createPaymentsApi } from '@/lib/api-client/client';
import { testConnection } from './connection';

const KEY = 'sk_secret_never_shown_0123456789';

/** A client over a fetch that answers as told, per path. */
function apiAnswering(answers: Record<string, { status: number; body: unknown } | 'unreachable'>) {
  return createPaymentsApi({
    baseUrl: 'http://api.test',
    apiKey: KEY,
    fetch: (async (input: string | URL | Request) => {
      const path = new URL(String(input)).pathname;
      const answer = answers[path];
      if (!answer || answer === 'unreachable') throw new TypeError('fetch failed');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch,
  });
}

test('a healthy API with a good key: both checks pass, with what they read', async () => {
  const checks = await testConnection(
    apiAnswering({
      '/api/v1/health': { status: 200, body: { status: 'ok' } },
      '/api/v1/balances': {
        status: 200,
        body: {
          merchantId: 'M1',
          balances: [
            {
              currency: 'USD',
              currentBalance: '10.00',
              availableBalance: '10.00',
              reservedBalance: '0.00',
              updatedAt: '2026-11-24T10:00:00.000Z',
            },
            {
              currency: 'EUR',
              currentBalance: '5.00',
              availableBalance: '5.00',
              reservedBalance: '0.00',
              updatedAt: '2026-11-24T10:00:00.000Z',
            },
          ],
        },
      },
    }),
  );
  assert.deepEqual(
    checks.map(({ ok, answer }) => [ok, answer]),
    [
      [true, 'Ready'],
      [true, '2 balances of merchant M1'],
    ],
  );
  assert.ok(checks.every((check) => Number.isInteger(check.latencyMs) && check.latencyMs >= 0));
});

test('a refused key is said in words with the API’s code, and the key never appears', async () => {
  const checks = await testConnection(
    apiAnswering({
      '/api/v1/health': { status: 200, body: { status: 'ok' } },
      '/api/v1/balances': {
        status: 401,
        body: {
          code: 'UNAUTHENTICATED',
          message: 'Unknown API key',
          requestId: 'req_1',
          details: [],
          error: {
            errorCategory: 'authorisation',
            errorCode: 'GSME1001',
            errorDescription: 'Unknown API key',
            errorDateTime: '2026-11-24T10:00:00.000Z',
            errorParameters: [],
          },
        },
      },
    }),
  );
  assert.equal(checks[0]!.ok, true);
  assert.equal(checks[1]!.ok, false);
  assert.match(checks[1]!.answer, /does not accept the configured key \(UNAUTHENTICATED: Unknown API key\)/);
  assert.ok(!JSON.stringify(checks).includes(KEY));
});

test('an API that cannot be reached fails both checks, naming the URL', async () => {
  const checks = await testConnection(apiAnswering({}));
  assert.deepEqual(
    checks.map((check) => check.ok),
    [false, false],
  );
  assert.match(checks[0]!.answer, /http:\/\/api\.test could not be reached/);
});
