import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createTestProvider } from '../testing';

const provider = await createTestProvider();
after(() => provider.close());

test('the OpenAPI document is served without credentials', async () => {
  const response = await provider.request('/api/v1/openapi.json', { key: null });
  assert.equal(response.status, 200);
  const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  assert.equal(doc.openapi, '3.1.0');
  assert.ok(doc.paths['/api/v1/transactions']);
});
