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

test("the provider's dialect is documented: the reference alias, inttransfer, nulls", () => {
  const doc = buildOpenApiDocument(PROVIDER_ROUTES);
  type Schema = {
    properties: Record<string, { description?: string; const?: string }>;
    required: string[];
    anyOf?: unknown;
  };
  const body = (
    doc.paths['/api/v1/transactions']?.post as {
      requestBody: { content: { 'application/json': { schema: { oneOf: Schema[] } } } };
    }
  ).requestBody.content['application/json'].schema;
  assert.equal(body.oneOf.length, 5);
  for (const variant of body.oneOf) {
    // Either name of the caller's reference is required, not the interface's alone.
    assert.ok(!variant.required.includes('transactionReference'));
    assert.deepEqual(variant.anyOf, [
      { required: ['transactionReference'] },
      { required: ['requestingOrganisationTransactionReference'] },
    ]);
    assert.match(
      variant.properties.requestingOrganisationTransactionReference!.description!,
      /Alias of transactionReference/,
    );
  }
  const inttransfer = body.oneOf.find((variant) => variant.properties.type!.const === 'inttransfer');
  assert.match(inttransfer!.properties.type!.description!, /recorded as p2p/);
  const answer = (
    doc.paths['/api/v1/transactions']?.post as {
      responses: {
        '201': { content: { 'application/json': { schema: { properties: { type: { enum: string[] } } } } } };
      };
    }
  ).responses['201'].content['application/json'].schema;
  assert.ok(answer.properties.type.enum.includes('inttransfer'));
  assert.match(doc.info.description, /An explicit `null` of a member reads as the member left out/);
  assert.match(doc.info.description, /requestingOrganisationTransactionReference/);
});

test('cancel, reversal and account status are documented with their bodies, queries and webhooks', () => {
  const doc = buildOpenApiDocument(PROVIDER_ROUTES);
  type Operation = {
    parameters: { name: string; in: string; required: boolean }[];
    requestBody?: { content: { 'application/json': { schema: { required: string[] } } } };
  };
  for (const path of ['/api/v1/transactions/{reference}/cancel', '/api/v1/transactions/{reference}/reversal']) {
    const post = doc.paths[path]?.post as Operation | undefined;
    assert.ok(post, path);
    assert.deepEqual(post.requestBody?.content['application/json'].schema.required, ['reason']);
    assert.deepEqual(
      post.parameters.map((p) => `${p.in}:${p.name}`),
      ['path:reference'],
    );
  }
  const status = doc.paths['/api/v1/accounts/status']?.get as Operation | undefined;
  assert.deepEqual(
    status?.parameters.map((p) => p.name),
    ['msisdn', 'accountId', 'country', 'bankcode', 'bankname', 'banksubcode', 'provider', 'bnv', 'snv'],
  );
  const webhook = doc.webhooks.transactionStatus!.post.description;
  for (const type of ['transaction.cancelled', 'transaction.reversal_pending', 'transaction.reversal_rejected'])
    assert.ok(webhook.includes(type), type);
  for (const code of ['CANCEL_TOO_LATE', 'REVERSAL_TOO_EARLY', 'TRANSACTION_ALREADY_REVERSED'])
    assert.ok(code in doc['x-error-codes'], code);
  assert.match(doc.info.description, /SUCCESS → REVERSAL_PENDING → RETURNED \| REVERSAL_REJECTED/);
});
