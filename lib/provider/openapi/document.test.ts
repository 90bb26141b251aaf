import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PROVIDER_ROUTES } from '../index';
import { buildOpenApiDocument } from './document';

test('every route is in the document with its method, and bodies and queries have schemas', () => {
  const doc = buildOpenApiDocument(PROVIDER_ROUTES);
  assert.equal(doc.openapi, '3.1.0');
  for (const route of PROVIDER_ROUTES) {
    const path = `/api/v1${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    const op = doc.paths[path]?.[route.method.toLowerCase()] as
      { requestBody?: unknown; parameters: { name: string }[] } | undefined;
    assert.ok(op, `${route.method} ${path} is documented`);
    if (route.body && !route.rawBody) assert.ok(op.requestBody, `${route.method} ${path} documents its body`);
  }
  const deposits = doc.paths['/api/v1/funding/deposit-instruments']?.get as {
    parameters: { name: string; required: boolean }[];
  };
  assert.deepEqual(
    deposits.parameters.map((p) => [p.name, p.required]),
    [
      ['merchantId', true],
      ['asset', true],
      ['network', true],
      ['sourceCountry', true],
    ],
  );
  const payment = doc.paths['/api/v1/payments']?.post as {
    requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
  };
  assert.ok(payment.requestBody.content['application/json'].schema.required.includes('requestId'));
});
