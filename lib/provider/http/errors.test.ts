import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { z } from 'zod';
import { createTestProvider, testJwt, OTHER_API_KEY, TEST_API_KEY, TEST_JWT_SECRET } from '../testing';
import { createProviderApp } from './create-app';
import { defineRoute } from './define-route';
import { MAX_JSON_BODY_BYTES } from './read-body';
import { ERROR_CODES, type ErrorCode } from '@/lib/schemas/error-codes';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@/lib/schemas/error-envelope';
import { balanceListSchema } from '@/lib/schemas/balance';

const provider = await createTestProvider();
after(() => provider.close());

const DEPOSIT_PATH = '/api/v1/funding/deposit-instruments';
const depositQuery = (params: Record<string, string>) => `${DEPOSIT_PATH}?${new URLSearchParams(params)}`;
const VALID_QUERY = { merchantId: 'M1', asset: 'USD', network: 'SWIFT', sourceCountry: 'US' };
const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Reads a failed response and checks everything every error shares: the status of its code, the
 * flat part, the nested GSMA part built from the same code and message, and the request id in the
 * header and the body.
 */
async function expectError(response: Response, status: number, code: ErrorCode): Promise<ErrorEnvelope> {
  const text = await response.text();
  assert.equal(response.status, status, `expected ${status} ${code}, got ${response.status}: ${text}`);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const body = errorEnvelopeSchema.strict().parse(JSON.parse(text));
  assert.equal(body.code, code);
  assert.ok(body.message.length > 0, 'message is not empty');
  assert.ok(body.requestId.length > 0, 'requestId is not empty');
  assert.equal(response.headers.get('x-request-id'), body.requestId, 'x-request-id header equals body.requestId');
  assert.equal(response.headers.get('cache-control'), 'no-store');

  const spec = ERROR_CODES[code];
  assert.equal(spec.status, status, 'the code table and the HTTP status agree');
  if (status === 401)
    assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer/, 'every 401 carries a challenge');
  assert.equal(body.error.errorCategory, spec.category);
  assert.equal(body.error.errorCode, spec.gsmaCode);
  assert.match(body.error.errorCode, /^GSME\d{4}$/);
  assert.equal(body.error.errorDescription, body.message);
  assert.match(body.error.errorDateTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const stamped = Date.parse(`${body.error.errorDateTime.replace(' ', 'T')}Z`);
  assert.ok(Number.isFinite(stamped), 'errorDateTime is a real UTC time');
  assert.deepEqual(
    body.error.errorParameters,
    body.details.slice(0, 20).map((d) => ({ key: d.field, value: d.message })),
  );
  return body;
}

/** The one detail of a field, asserting the field is named both in details and in the message. */
function detailOf(body: ErrorEnvelope, field: string) {
  const detail = body.details.find((d) => d.field === field);
  assert.ok(detail, `details name ${field}: ${JSON.stringify(body.details)}`);
  assert.match(
    body.message,
    new RegExp(`\\b${field.replace('.', '\\.')}\\b`),
    `message names ${field}: ${body.message}`,
  );
  return detail;
}

const bearer = (token: string) => ({ key: null, headers: { authorization: `Bearer ${token}` } });

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

// ---------------------------------------------------------------- 401

test('401 without any credential, with a Bearer challenge', async () => {
  const response = await provider.request('/api/v1/balances', { key: null });
  const body = await expectError(response, 401, 'UNAUTHENTICATED');
  assert.match(body.message, /X-API-Key/);
  assert.match(body.message, /Bearer/);
  assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer/);
  assert.deepEqual(body.details, []);
});

test('401 with an X-API-Key that is not configured', async () => {
  const body = await expectError(
    await provider.request('/api/v1/balances', { key: 'sk_test_nope' }),
    401,
    'UNAUTHENTICATED',
  );
  assert.match(body.message, /X-API-Key is not valid/);
});

test('401 with an API key that is only a prefix or an extension of a real one', async () => {
  await expectError(
    await provider.request('/api/v1/balances', { key: TEST_API_KEY.slice(0, -1) }),
    401,
    'UNAUTHENTICATED',
  );
  await expectError(await provider.request('/api/v1/balances', { key: `${TEST_API_KEY}x` }), 401, 'UNAUTHENTICATED');
});

test('a wrong X-API-Key is refused even when a valid bearer token comes with it', async () => {
  const token = await testJwt();
  const response = await provider.request('/api/v1/balances', {
    key: 'sk_test_nope',
    headers: { authorization: `Bearer ${token}` },
  });
  await expectError(response, 401, 'UNAUTHENTICATED');
});

test('401 for an expired bearer token', async () => {
  const token = await testJwt({ merchantId: 'M1' }, { exp: Math.floor(Date.now() / 1000) - 120 });
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /expired/);
});

test('401 for a bearer token without exp', async () => {
  const token = await testJwt({ merchantId: 'M1' }, { exp: null });
  const [, payload] = token.split('.');
  assert.equal(JSON.parse(Buffer.from(payload!, 'base64url').toString()).exp, undefined, 'the token really has no exp');
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /\bexp\b/);
});

test('401 for a bearer token signed with another secret', async () => {
  const token = await testJwt({ merchantId: 'M1' }, { secret: `${TEST_JWT_SECRET}-other` });
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /not a valid HS256 token/);
});

test('401 for an unsigned bearer token (alg none)', async () => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ merchantId: 'M1', exp })}.`;
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /not a valid HS256 token/);
});

test('401 for a bearer token signed with HS512 under the right secret', async () => {
  const token = await testJwt({ merchantId: 'M1' }, { alg: 'HS512' });
  const [header] = token.split('.');
  assert.equal(JSON.parse(Buffer.from(header!, 'base64url').toString()).alg, 'HS512');
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /not a valid HS256 token/);
});

test('401 for a signed bearer token that names no merchant', async () => {
  const token = await testJwt({ role: 'admin' });
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /merchantId/);
});

test('401 for a bearer value that is not a JWT', async () => {
  await expectError(await provider.request('/api/v1/balances', bearer('not-a-jwt')), 401, 'UNAUTHENTICATED');
});

test('401 for "Authorization: Basic x"', async () => {
  const response = await provider.request('/api/v1/balances', { key: null, headers: { authorization: 'Basic x' } });
  const body = await expectError(response, 401, 'UNAUTHENTICATED');
  assert.match(body.message, /Bearer <token>/);
});

test('a valid HS256 bearer token is accepted and acts for its merchant', async () => {
  const response = await provider.request('/api/v1/balances', bearer(await testJwt()));
  assert.equal(response.status, 200);
  const list = balanceListSchema.parse(await response.json());
  assert.equal(list.merchantId, 'M1');
  assert.ok(list.balances.length > 0);

  const instruction = await provider.request(depositQuery(VALID_QUERY), bearer(await testJwt()));
  assert.equal(instruction.status, 200);
});

test('a bearer token names its merchant by merchantId or, failing that, by sub', async () => {
  const bySub = await provider.request('/api/v1/balances', bearer(await testJwt({ sub: 'M2' })));
  assert.equal(bySub.status, 200);
  assert.equal(balanceListSchema.parse(await bySub.json()).merchantId, 'M2');
  // The M2 token may not ask for M1's instruction.
  await expectError(
    await provider.request(depositQuery(VALID_QUERY), bearer(await testJwt({ sub: 'M2' }))),
    403,
    'FORBIDDEN_MERCHANT',
  );
});

test('the "Bearer" scheme is case-insensitive', async () => {
  const response = await provider.request('/api/v1/balances', {
    key: null,
    headers: { authorization: `bearer ${await testJwt()}` },
  });
  assert.equal(response.status, 200);
});

// ---------------------------------------------------------------- 400 on the query

test('400 MANDATORY_FIELD_MISSING naming merchantId when it is missing', async () => {
  const { merchantId: _omitted, ...rest } = VALID_QUERY;
  const body = await expectError(await provider.request(depositQuery(rest)), 400, 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(body.details, [{ field: 'merchantId', message: 'is required' }]);
  detailOf(body, 'merchantId');
});

test('400 MANDATORY_FIELD_MISSING counts every missing field', async () => {
  const body = await expectError(await provider.request(DEPOSIT_PATH), 400, 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(body.details.map((d) => d.field).sort(), ['asset', 'merchantId', 'network', 'sourceCountry']);
  assert.match(body.message, /\(and 3 more\)/);
});

test('400 VALIDATION_FAILED naming asset for an asset that is not a currency or a known token', async () => {
  const body = await expectError(
    await provider.request(depositQuery({ ...VALID_QUERY, asset: 'DOGE' })),
    400,
    'VALIDATION_FAILED',
  );
  assert.match(detailOf(body, 'asset').message, /ISO 4217/);
});

test('400 VALIDATION_FAILED naming sourceCountry for a country that does not exist', async () => {
  const body = await expectError(
    await provider.request(depositQuery({ ...VALID_QUERY, sourceCountry: 'ZZ' })),
    400,
    'VALIDATION_FAILED',
  );
  assert.match(body.message, /sourceCountry/);
  const detail = body.details.find((d) => d.field.startsWith('sourceCountry'));
  assert.ok(detail, JSON.stringify(body.details));
  assert.match(detail.message, /ISO 3166-1/);
});

test('400 VALIDATION_FAILED naming network for a network that does not carry the asset', async () => {
  const body = await expectError(
    await provider.request(depositQuery({ ...VALID_QUERY, asset: 'USDT', network: 'SEPA' })),
    400,
    'VALIDATION_FAILED',
  );
  const detail = detailOf(body, 'network');
  assert.match(detail.message, /SEPA does not carry USDT/);
  assert.match(detail.message, /ETHEREUM/, 'the message lists the networks that do carry it');
});

test('400 VALIDATION_FAILED naming network for a network that does not exist', async () => {
  const body = await expectError(
    await provider.request(depositQuery({ ...VALID_QUERY, network: 'CARRIER_PIGEON' })),
    400,
    'VALIDATION_FAILED',
  );
  detailOf(body, 'network');
});

// ---------------------------------------------------------------- 403

test("403 FORBIDDEN_MERCHANT when merchantId is another merchant's", async () => {
  const body = await expectError(
    await provider.request(depositQuery({ ...VALID_QUERY, merchantId: 'M2' })),
    403,
    'FORBIDDEN_MERCHANT',
  );
  detailOf(body, 'merchantId');
  assert.match(body.message, /M2/);

  // And the other way round: M2's key may not act for M1; its own merchant id is fine.
  await expectError(
    await provider.request(depositQuery(VALID_QUERY), { key: OTHER_API_KEY }),
    403,
    'FORBIDDEN_MERCHANT',
  );
  const own = await provider.request(depositQuery({ ...VALID_QUERY, merchantId: 'M2' }), { key: OTHER_API_KEY });
  assert.equal(own.status, 200);
});

// ---------------------------------------------------------------- 404, 405

test('404 NOT_FOUND for an unknown path, credentials or not', async () => {
  const body = await expectError(await provider.request('/api/v1/no-such-operation'), 404, 'NOT_FOUND');
  assert.match(body.message, /\/api\/v1\/no-such-operation/);
  await expectError(await provider.request('/api/v1/no-such-operation', { key: null }), 404, 'NOT_FOUND');
  await expectError(await provider.request('/api/v1/balances/EUR/extra'), 404, 'NOT_FOUND');
});

test('405 METHOD_NOT_ALLOWED for a wrong method on a known path, with Allow', async () => {
  const cases: [string, string, string][] = [
    ['POST', '/api/v1/balances', 'GET'],
    ['DELETE', '/api/v1/balances/EUR', 'GET'],
    ['GET', '/api/v1/sandbox/deposits', 'POST'],
    ['PUT', '/api/v1/funding/deposit-instruments', 'GET'],
    ['POST', '/api/v1/health', 'GET'],
  ];
  for (const [method, path, allow] of cases) {
    const response = await provider.request(path, { method });
    const body = await expectError(response, 405, 'METHOD_NOT_ALLOWED');
    assert.equal(response.headers.get('allow'), allow, `${method} ${path}`);
    assert.match(body.message, new RegExp(`^${method} `));
  }
});

test('a trailing slash on a known path is not answered "GET is not allowed … use GET"', async () => {
  const response = await provider.request('/api/v1/balances/');
  assert.notEqual(response.status, 405, await response.clone().text());
});

// ---------------------------------------------------------------- bodies: 415, 413, 400

const simulate = (body: BodyInit, headers: Record<string, string> = JSON_HEADERS) =>
  provider.request('/api/v1/sandbox/deposits', { method: 'POST', headers, body });

async function usdBalance(): Promise<string> {
  const response = await provider.request('/api/v1/balances/USD');
  assert.equal(response.status, 200);
  return ((await response.json()) as { currentBalance: string }).currentBalance;
}

test('415 UNSUPPORTED_MEDIA_TYPE for a text/plain body, and for none', async () => {
  const before = await usdBalance();
  const payload = JSON.stringify({ currency: 'USD', amount: '1.00' });
  const body = await expectError(
    await simulate(payload, { 'content-type': 'text/plain' }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  );
  assert.match(body.message, /application\/json/);
  await expectError(
    await provider.request('/api/v1/sandbox/deposits', { method: 'POST' }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  );
  assert.equal(await usdBalance(), before, 'nothing was credited');
});

test('a +json media type and a charset parameter are accepted as JSON', async () => {
  const before = await usdBalance();
  const plusJson = await simulate(JSON.stringify({ currency: 'USD', amount: '1.00' }), {
    'content-type': 'application/vnd.corridor+json',
  });
  assert.equal(plusJson.status, 201, await plusJson.clone().text());
  const charset = await simulate(JSON.stringify({ currency: 'USD', amount: '1.00' }), {
    'content-type': 'Application/JSON; charset=utf-8',
  });
  assert.equal(charset.status, 201, await charset.clone().text());
  assert.notEqual(await usdBalance(), before);
});

test('413 PAYLOAD_TOO_LARGE for a streamed JSON body over 1 MB', async () => {
  const before = await usdBalance();
  const huge = JSON.stringify({ currency: 'USD', amount: '1.00', reference: 'x'.repeat(MAX_JSON_BODY_BYTES) });
  assert.ok(Buffer.byteLength(huge) > MAX_JSON_BODY_BYTES);
  const body = await expectError(await simulate(huge), 413, 'PAYLOAD_TOO_LARGE');
  assert.match(body.message, new RegExp(String(MAX_JSON_BODY_BYTES)));
  assert.equal(await usdBalance(), before, 'nothing was credited');
});

test('413 PAYLOAD_TOO_LARGE when Content-Length declares more than 1 MB', async () => {
  const small = JSON.stringify({ currency: 'USD', amount: '1.00' });
  const response = await simulate(small, { ...JSON_HEADERS, 'content-length': String(MAX_JSON_BODY_BYTES + 1) });
  await expectError(response, 413, 'PAYLOAD_TOO_LARGE');
});

test('the limit is 1 MB exactly: a body of MAX_JSON_BODY_BYTES passes, one byte more does not', async () => {
  const core = JSON.stringify({ currency: 'USD', amount: '1.00' });
  const atLimit = core + ' '.repeat(MAX_JSON_BODY_BYTES - Buffer.byteLength(core));
  assert.equal(Buffer.byteLength(atLimit), MAX_JSON_BODY_BYTES);
  const accepted = await simulate(atLimit);
  assert.equal(accepted.status, 201, await accepted.clone().text());
  await expectError(await simulate(`${atLimit} `), 413, 'PAYLOAD_TOO_LARGE');
});

test('400 INVALID_JSON for a broken JSON body', async () => {
  const body = await expectError(await simulate('{"currency": "USD", "amount": '), 400, 'INVALID_JSON');
  assert.deepEqual(body.details, [{ field: '(body)', message: 'is not valid JSON' }]);
  assert.match(body.message, /not valid JSON/);
});

test('400 INVALID_JSON for a body that is not UTF-8', async () => {
  const body = await expectError(
    await simulate(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    400,
    'INVALID_JSON',
  );
  assert.match(body.message, /UTF-8/);
});

test('400 MANDATORY_FIELD_MISSING for an empty JSON body', async () => {
  const body = await expectError(await simulate(''), 400, 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(body.details, [{ field: '(body)', message: 'is required' }]);
});

test('400 VALIDATION_FAILED for JSON that is not an object', async () => {
  for (const payload of ['null', '[]', '"USD"', '42']) {
    const body = await expectError(await simulate(payload), 400, 'VALIDATION_FAILED');
    assert.deepEqual(body.details, [{ field: '(body)', message: 'must be an object' }], payload);
  }
});

test('errorParameters mirror at most 20 details', async () => {
  const extra = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`unknown${i}`, i]));
  const body = await expectError(
    await simulate(JSON.stringify({ currency: 'USD', amount: '1.00', ...extra })),
    400,
    'VALIDATION_FAILED',
  );
  assert.equal(body.details.length, 25);
  assert.equal(body.error.errorParameters.length, 20);
  assert.match(body.message, /^unknown0 is not a field of this request \(and 24 more\)$/);
});

test('credentials are checked before the body is read', async () => {
  await expectError(
    await provider.request('/api/v1/sandbox/deposits', {
      method: 'POST',
      key: null,
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    }),
    401,
    'UNAUTHENTICATED',
  );
});

// ---------------------------------------------------------------- 500

test('500 INTERNAL hides the error: no message, no stack, but the request id is logged', async (t) => {
  const logged: unknown[][] = [];
  t.mock.method(console, 'error', (...args: unknown[]) => void logged.push(args));
  const boom = defineRoute({
    method: 'GET',
    path: '/boom',
    summary: 'Throws',
    response: z.object({ ok: z.boolean() }),
    handler: async () => {
      throw new Error('secret SQL text');
    },
  });
  const app = createProviderApp(provider.deps, [boom]);
  const response = await app.request('http://api.test/api/v1/boom', { headers: { 'x-api-key': TEST_API_KEY } });
  const raw = await response.clone().text();
  const body = await expectError(response, 500, 'INTERNAL');
  assert.doesNotMatch(raw, /secret SQL text/);
  assert.doesNotMatch(raw, /\bat \S+ \(|\.ts:\d+|node_modules|Error:/, 'no stack trace');
  assert.ok(body.message.includes(body.requestId), 'the message quotes the request id');
  assert.deepEqual(body.details, []);

  assert.equal(logged.length, 1, 'logged once for support');
  const line = logged[0]!.map((part) => (part instanceof Error ? part.message : String(part))).join(' ');
  assert.match(line, new RegExp(body.requestId));
  assert.match(line, /secret SQL text/);
});

test('500 INTERNAL when a handler answers something its response schema refuses, without leaking it', async (t) => {
  t.mock.method(console, 'error', () => {});
  const drift = defineRoute({
    method: 'GET',
    path: '/drift',
    summary: 'Drifts',
    response: z.object({ ok: z.boolean() }),
    handler: async () => ({ ok: 'password=hunter2' }) as unknown as { ok: boolean },
  });
  const app = createProviderApp(provider.deps, [drift]);
  const response = await app.request('http://api.test/api/v1/drift', { headers: { 'x-api-key': TEST_API_KEY } });
  const raw = await response.clone().text();
  await expectError(response, 500, 'INTERNAL');
  assert.doesNotMatch(raw, /hunter2/);
});

// ---------------------------------------------------------------- request ids

test('every response carries a fresh request id unless the caller sent a safe one', async () => {
  const first = await provider.request('/api/v1/no-such-operation');
  const second = await provider.request('/api/v1/no-such-operation');
  const a = await expectError(first, 404, 'NOT_FOUND');
  const b = await expectError(second, 404, 'NOT_FOUND');
  assert.match(a.requestId, /^req_[0-9a-f]{16}$/);
  assert.notEqual(a.requestId, b.requestId);
});

test('a safe caller-supplied X-Request-Id is echoed in the header and the body', async () => {
  const requestId = 'client-42:retry.1_A';
  const failed = await provider.request('/api/v1/balances', { key: null, headers: { 'x-request-id': requestId } });
  const body = await expectError(failed, 401, 'UNAUTHENTICATED');
  assert.equal(body.requestId, requestId);

  const ok = await provider.request('/api/v1/balances', { headers: { 'x-request-id': requestId } });
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('x-request-id'), requestId);

  const longest = 'r'.repeat(64);
  const echoed = await provider.request('/api/v1/nowhere', { headers: { 'x-request-id': longest } });
  assert.equal((await expectError(echoed, 404, 'NOT_FOUND')).requestId, longest);
});

test('an unsafe X-Request-Id is replaced, never reflected', async () => {
  for (const unsafe of ['has space', '<script>', 'a/b', 'r'.repeat(65), 'semi;colon']) {
    const response = await provider.request('/api/v1/nowhere', { headers: { 'x-request-id': unsafe } });
    const body = await expectError(response, 404, 'NOT_FOUND');
    assert.match(body.requestId, /^req_[0-9a-f]{16}$/, unsafe);
  }
});

// ---------------------------------------------------------------- over a real socket

test('over a socket, as served: 413 for a declared 2 MB body, and the request id header', async () => {
  const server = createServer(getRequestListener(provider.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const huge = JSON.stringify({ currency: 'USD', amount: '1.00', reference: 'x'.repeat(2 * MAX_JSON_BODY_BYTES) });
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/sandbox/deposits`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'x-api-key': TEST_API_KEY, 'x-request-id': 'socket-413' },
      body: huge,
    });
    const body = await expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    assert.equal(body.requestId, 'socket-413');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
