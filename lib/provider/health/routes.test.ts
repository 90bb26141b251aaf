import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildProviderApp } from '../index';
import { createTestProvider, expectError } from '../testing';

const provider = await createTestProvider();
after(() => provider.close());

test('GET /api/v1/health answers 200 without credentials', async () => {
  const response = await provider.request('/api/v1/health', { key: null });
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { status: 'ok' });
  assert.match(response.headers.get('x-request-id') ?? '', /^req_[0-9a-f]{16}$/);
  assert.equal(response.headers.get('cache-control'), 'no-store');
});

test('GET /api/v1/health answers 503 SERVICE_UNAVAILABLE while the database is not ready', async () => {
  let ready = false;
  const app = buildProviderApp({ ...provider.deps, isReady: () => ready });
  await expectError(await app.request('http://api.test/api/v1/health'), 503, 'SERVICE_UNAVAILABLE');
  ready = true;
  assert.equal((await app.request('http://api.test/api/v1/health')).status, 200, 'answers from isReady on every call');
});
