import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { payers } from '@/lib/db/schema';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import { payerListSchema, payerSchema, type Payer } from '@/lib/schemas/payer';
import {
  createTestBeneficiary,
  createTestFile,
  createTestFxQuote,
  createTestPayer,
  createTestPayment,
  createTestProvider,
  detailOf,
  expectError,
  jsonPost,
  nextTestId,
  OTHER_API_KEY,
  testJwt,
  testPayerBody,
  testPaymentBody,
} from '../testing';
import { malformedBodies } from '../testing-malformed';

const filesDir = mkdtempSync(path.join(os.tmpdir(), 'corridor-payers-test-'));
const provider = await createTestProvider({ filesDir });
after(async () => {
  await provider.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const JSON_HEADERS = { 'content-type': 'application/json' };

// The test clock stands at 2026-11-22 (testPayerBody: an individual payer).
const company = (overrides: Record<string, unknown> = {}) => ({
  requestId: nextTestId('REQ-PAYER'),
  merchantId: 'M1',
  payerType: 'PRIVATE_COMPANY',
  payer: { name: '香港贸易有限公司', enName: 'Hong Kong Trading Limited', phone: '+852 2123 4567' },
  identity: { type: 'BUSINESS_REG', number: '12345678', issuedDate: '2019-03-01', expirationDate: '2027-02-28' },
  address: { line1: '88 Queensway', line2: 'Tower 2, 20/F', city: 'Hong Kong', country: 'HK' },
  company: {
    brNumber: '12345678-000-03-19-1',
    registrationDate: '2019-03-01',
    expiryDate: '2027-02-28',
    registrationAddress: { line1: '88 Queensway', city: 'Hong Kong', country: 'HK' },
  },
  directors: [{ name: 'Chan Tai Man', idNo: 'A1234563', idExpiration: '2031-05-01' }],
  ubos: [{ name: 'Chan Tai Man', idType: 'PASSPORT', idNo: 'K01234567' }],
  documents: [] as { fileId: string; type: string }[],
  ...overrides,
});

const post = (
  body: unknown,
  init: { key?: string | null; idempotencyKey?: string; headers?: Record<string, string> } = {},
) => provider.request('/api/v1/payers', jsonPost(body, init));

const countRows = async () => (await provider.database.db.select({ id: payers.id }).from(payers)).length;

// ---------------------------------------------------------------- happy paths

test('an INDIVIDUAL payer is created (201), normalized, and read back the same', async () => {
  const request = testPayerBody();
  const payer = await createTestPayer(provider, request);
  assert.match(payer.originalPayerId, /^op_[0-9a-f]{24}$/);
  assert.equal(payer.status, 'ACTIVE');
  assert.equal(payer.payerType, 'INDIVIDUAL');
  assert.equal(payer.name, 'Tan Mei Ling');
  assert.equal(payer.createdAt, provider.clock.now().toISOString());
  assert.equal(payer.merchantId, 'M1', 'the merchant of the credential');
  assert.equal(payer.requestId, request.requestId);
  assert.equal(payer.payer.phone, '+6591234567', 'E.164');
  assert.equal(payer.identity.type, 'PASSPORT');
  assert.equal(payer.address.country, 'SG');
  assert.deepEqual([payer.directors, payer.ubos, payer.documents], [[], [], []]);
  assert.equal(payer.company, undefined);

  const read = await provider.request(`/api/v1/payers/${payer.originalPayerId}`);
  assert.equal(read.status, 200);
  assert.deepEqual(payerSchema.strict().parse(await read.json()), payer);
});

test('a PRIVATE_COMPANY payer with company, directors, UBOs and uploaded documents', async () => {
  const uploaded = await createTestFile(provider, 'UPLOADED');
  const accepted = await createTestFile(provider, 'ACCEPTED');
  const payer = await createTestPayer(
    provider,
    company({
      documents: [
        { fileId: uploaded, type: 'BR_CERT' },
        { fileId: accepted, type: 'cr cert' },
      ],
    }),
  );
  assert.equal(payer.payerType, 'PRIVATE_COMPANY');
  assert.equal(payer.name, '香港贸易有限公司');
  assert.equal(payer.payer.enName, 'Hong Kong Trading Limited');
  assert.equal(payer.company?.brNumber, '12345678-000-03-19-1');
  assert.equal(payer.directors.length, 1);
  assert.deepEqual(
    payer.documents.map((d) => d.type),
    ['BR_CERT', 'CR_CERT'],
  );
});

test('every business type needs company, directors and UBOs', async () => {
  for (const payerType of ['PUBLIC_COMPANY', 'PARTNERSHIP', 'SOLE_PROPRIETOR', 'NON_PROFIT']) {
    assert.equal((await post(company({ payerType }))).status, 201, payerType);
    const { company: _c, ...noCompany } = company({ payerType });
    const body = await expectError(await post(noCompany), 400, 'VALIDATION_FAILED');
    assert.match(detailOf(body, 'company').message, new RegExp(`required for payerType ${payerType}`));
  }
});

test('a bearer token acts for its merchant too', async () => {
  const response = await provider.request('/api/v1/payers', {
    method: 'POST',
    key: null,
    headers: { ...JSON_HEADERS, authorization: `Bearer ${await testJwt({ merchantId: 'M2' })}` },
    body: JSON.stringify(testPayerBody()),
  });
  assert.equal(response.status, 201);
  assert.equal(payerSchema.parse(await response.json()).merchantId, 'M2');
});

// ---------------------------------------------------------------- documented refusals

test('400 naming the field for each documented rule', async () => {
  const cases: [Record<string, unknown>, string, RegExp][] = [
    [testPayerBody({ payerType: 'TRUST' }), 'payerType', /INDIVIDUAL, PRIVATE_COMPANY/],
    [testPayerBody({ payer: { name: 'A', enName: 'A', phone: '12345' } }), 'payer.phone', /international format/],
    [testPayerBody({ payer: { name: 'A', enName: 'A', phone: '+1 555 0100' } }), 'payer.phone', /valid phone number/],
    [
      testPayerBody({
        identity: { type: 'PASSPORT', number: 'X', issuedDate: '2025-02-30', expirationDate: '2030-01-01' },
      }),
      'identity.issuedDate',
      /real calendar date/,
    ],
    [
      testPayerBody({
        identity: { type: 'PASSPORT', number: 'X', issuedDate: '15/01/2020', expirationDate: '2030-01-01' },
      }),
      'identity.issuedDate',
      /YYYY-MM-DD/,
    ],
    [
      testPayerBody({
        identity: { type: 'PASSPORT', number: 'X', issuedDate: '2020-01-15', expirationDate: '2020-01-15' },
      }),
      'identity.expirationDate',
      /after identity.issuedDate/,
    ],
    [
      testPayerBody({
        identity: { type: 'PASSPORT', number: 'X', issuedDate: '2015-01-15', expirationDate: '2025-01-14' },
      }),
      'identity.expirationDate',
      /has passed/,
    ],
    [
      testPayerBody({
        identity: { type: 'PASSPORT', number: 'X', issuedDate: '2027-01-15', expirationDate: '2037-01-14' },
      }),
      'identity.issuedDate',
      /future/,
    ],
    [testPayerBody({ address: { line1: 'x', city: 'y', country: 'ZZ' } }), 'address.country', /ISO 3166-1 alpha-2/],
    [testPayerBody({ address: { line1: 'x', city: 'y', country: 'SGP' } }), 'address.country', /ISO 3166-1 alpha-2/],
    [testPayerBody({ company: company().company }), 'company', /absent for payerType INDIVIDUAL/],
    [testPayerBody({ directors: company().directors }), 'directors', /empty for payerType INDIVIDUAL/],
    [testPayerBody({ merchantId: '../M1' }), 'merchantId', /letters, digits/],
    [company({ directors: [] }), 'directors', /at least one director/],
    [company({ ubos: [] }), 'ubos', /at least one ultimate beneficial owner/],
    [
      company({ company: { ...company().company, expiryDate: '2018-01-01' } }),
      'company.expiryDate',
      /after company.registrationDate/,
    ],
    [company({ company: { ...company().company, expiryDate: '2026-11-21' } }), 'company.expiryDate', /has passed/],
    [
      company({ directors: [{ name: 'A', idNo: 'B', idExpiration: '2026-01-01' }] }),
      'directors.0.idExpiration',
      /has passed/,
    ],
    [
      company({
        documents: [
          { fileId: 'file_1', type: 'BR' },
          { fileId: 'file_1', type: 'CR' },
        ],
      }),
      'documents.1.fileId',
      /already listed/,
    ],
    [
      testPayerBody({ payer: { name: 'x'.repeat(100 * 1024), enName: 'A', phone: '+6591234567' } }),
      'payer.name',
      /at most 140 characters/,
    ],
  ];
  for (const [request, field, message] of cases) {
    const body = await expectError(await post(request), 400, 'VALIDATION_FAILED');
    assert.match(detailOf(body, field).message, message, `${field}: ${JSON.stringify(body.details)}`);
    assert.match(body.message, new RegExp(`^${field.replace(/\./g, '\\.')} `), body.message);
  }
  const missing = await expectError(await post({ requestId: nextTestId('REQ-PAYER') }), 400, 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(missing.details.map((d) => d.field).sort(), ['address', 'identity', 'payer', 'payerType']);
});

test('403 FORBIDDEN_MERCHANT when merchantId is another merchant', async () => {
  const body = await expectError(await post(testPayerBody({ merchantId: 'M2' })), 403, 'FORBIDDEN_MERCHANT');
  detailOf(body, 'merchantId');
  assert.equal((await post(testPayerBody({ merchantId: 'M2' }), { key: OTHER_API_KEY })).status, 201);
});

test('422 FILE_NOT_USABLE naming documents.N.fileId for unknown, foreign, PENDING and REJECTED files', async () => {
  const before = await countRows();
  const good = await createTestFile(provider, 'UPLOADED');
  const cases: [string, RegExp][] = [
    ['file_000000000000000000000000', /not a file of this merchant/],
    ['not-even-an-id', /not a file of this merchant/],
    [await createTestFile(provider, 'UPLOADED', OTHER_API_KEY), /not a file of this merchant/],
    [await createTestFile(provider, 'PENDING'), /not been uploaded/],
    [await createTestFile(provider, 'REJECTED'), /rejected/],
  ];
  for (const [fileId, message] of cases) {
    const documents = [
      { fileId: good, type: 'BR_CERT' },
      { fileId, type: 'CR_CERT' },
    ];
    const body = await expectError(await post(company({ documents })), 422, 'FILE_NOT_USABLE');
    assert.deepEqual(
      body.details.map((d) => d.field),
      ['documents.1.fileId'],
    );
    assert.match(body.details[0]!.message, message);
    assert.match(body.message, /^documents\.1\.fileId /);
  }
  assert.equal(await countRows(), before, 'no payer was created');
});

test('401 without a credential', async () => {
  await expectError(await post(testPayerBody(), { key: null }), 401, 'UNAUTHENTICATED');
  await expectError(await provider.request('/api/v1/payers', { key: null }), 401, 'UNAUTHENTICATED');
});

test('every malformed body is a 4xx in the error envelope, and creates nothing', async () => {
  const before = await countRows();
  const optional = [
    'merchantId',
    'address.line2',
    'address.state',
    'address.postalCode',
    'company',
    'directors',
    'ubos',
    'documents',
  ];
  const valid = company({ documents: [{ fileId: await createTestFile(provider, 'UPLOADED'), type: 'BR_CERT' }] });
  const variants = [
    ...malformedBodies(testPayerBody({ requestId: 'REQ-MALFORMED-IND' }), optional),
    ...malformedBodies(valid, optional),
  ];
  for (const variant of variants) {
    const response = await provider.request('/api/v1/payers', {
      method: 'POST',
      headers: { 'content-type': variant.contentType ?? 'application/json' },
      body: variant.body,
    });
    const text = await response.text();
    assert.ok(
      response.status >= 400 && response.status < 500,
      `${variant.label}: ${response.status} ${text.slice(0, 300)}`,
    );
    errorEnvelopeSchema.strict().parse(JSON.parse(text));
  }
  assert.ok(variants.length > 300, `${variants.length} variants`);
  assert.equal(await countRows(), before);
});

// ---------------------------------------------------------------- idempotency

test('Idempotency-Key: the same body replays the payer with 201, another body is a 409', async () => {
  const request = testPayerBody();
  const first = await post(request, { idempotencyKey: 'payer-key-1' });
  assert.equal(first.status, 201);
  assert.equal(first.headers.get('idempotent-replayed'), null);
  const payer = payerSchema.parse(await first.json());

  provider.clock.advance(1000);
  const again = await post(request, { idempotencyKey: 'payer-key-1' });
  assert.equal(again.status, 201);
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.deepEqual(payerSchema.parse(await again.json()), payer, 'the first response, createdAt included');

  // Key order and a redundant merchantId do not make another request.
  const reordered = {
    address: request.address,
    identity: request.identity,
    payer: request.payer,
    payerType: request.payerType,
    requestId: request.requestId,
    merchantId: 'M1',
  };
  const same = await post(reordered, { idempotencyKey: 'payer-key-1' });
  assert.equal(same.status, 201, await same.clone().text());
  assert.equal(payerSchema.parse(await same.json()).originalPayerId, payer.originalPayerId);

  const other = await expectError(
    await post({ ...request, payer: { ...request.payer, name: 'Someone Else' } }, { idempotencyKey: 'payer-key-1' }),
    409,
    'IDEMPOTENCY_KEY_REUSED',
  );
  assert.deepEqual(other.details, [{ field: 'Idempotency-Key', message: 'was used for a different request' }]);
  const rows = await provider.database.db.select().from(payers).where(eq(payers.id, payer.originalPayerId));
  assert.equal(rows.length, 1);
});

test('requestId: the same body replays the payer, another body is a 409 DUPLICATE_REFERENCE', async () => {
  const request = testPayerBody();
  const payer = await createTestPayer(provider, request);
  const replay = await post(request);
  assert.equal(replay.status, 201);
  assert.equal(replay.headers.get('idempotent-replayed'), 'true');
  assert.equal(payerSchema.parse(await replay.json()).originalPayerId, payer.originalPayerId);

  const withKey = await post(request, { idempotencyKey: 'payer-key-for-known-request' });
  assert.equal(withKey.status, 201);
  assert.equal(
    payerSchema.parse(await withKey.json()).originalPayerId,
    payer.originalPayerId,
    'a new key does not make a second payer',
  );

  const body = await expectError(
    await post({ ...request, payer: { ...request.payer, enName: 'Other' } }),
    409,
    'DUPLICATE_REFERENCE',
  );
  assert.deepEqual(body.details, [{ field: 'requestId', message: 'was used for a different payer' }]);
  await expectError(
    await post({ ...request, payer: { ...request.payer, enName: 'Other' } }, { idempotencyKey: 'payer-key-2' }),
    409,
    'DUPLICATE_REFERENCE',
  );

  // requestIds are per merchant.
  assert.equal((await post(request, { key: OTHER_API_KEY })).status, 201);
});

test('a replay is answered before the business rules: an ID that expired since still replays', async () => {
  const request = testPayerBody({
    identity: { type: 'PASSPORT', number: 'X9', issuedDate: '2016-12-01', expirationDate: '2026-11-30' },
  });
  const payer = await createTestPayer(provider, request);
  provider.clock.advance(30 * 24 * 3600 * 1000);
  const replay = await post(request);
  assert.equal(replay.status, 201, await replay.clone().text());
  assert.equal(payerSchema.parse(await replay.json()).originalPayerId, payer.originalPayerId);
  await expectError(await post({ ...request, requestId: nextTestId('REQ-PAYER') }), 400, 'VALIDATION_FAILED');
});

test('20 concurrent identical creates with one Idempotency-Key create exactly one payer', async () => {
  const request = company({ payer: { name: 'Concurrent Co', enName: 'Concurrent Co', phone: '+6591234567' } });
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => post(request, { idempotencyKey: 'payer-concurrent' })),
  );
  const ids = new Set<string>();
  for (const response of responses) {
    assert.equal(response.status, 201, await response.clone().text());
    ids.add(payerSchema.parse(await response.json()).originalPayerId);
  }
  assert.equal(ids.size, 1);
  assert.equal((await provider.database.db.select().from(payers).where(eq(payers.name, 'Concurrent Co'))).length, 1);
});

test('20 concurrent identical creates without a key create one payer too (requestId)', async () => {
  const request = testPayerBody({
    payer: { name: 'Concurrent Person', enName: 'Concurrent Person', phone: '+6591234567' },
  });
  const responses = await Promise.all(Array.from({ length: 20 }, () => post(request)));
  assert.deepEqual(new Set(responses.map((r) => r.status)), new Set([201]));
  assert.equal(
    (await provider.database.db.select().from(payers).where(eq(payers.name, 'Concurrent Person'))).length,
    1,
  );
});

// ---------------------------------------------------------------- reads, lists, isolation

test("merchant isolation: M2 cannot read M1's payer and does not list it", async () => {
  const payer = await createTestPayer(
    provider,
    testPayerBody({ payer: { name: 'Only For M1', enName: 'Only For M1', phone: '+6591234567' } }),
  );
  const body = await expectError(
    await provider.request(`/api/v1/payers/${payer.originalPayerId}`, { key: OTHER_API_KEY }),
    404,
    'NOT_FOUND',
  );
  detailOf(body, 'originalPayerId');
  await expectError(await provider.request('/api/v1/payers/op_000000000000000000000000'), 404, 'NOT_FOUND');
  await expectError(await provider.request('/api/v1/payers/whatever'), 404, 'NOT_FOUND');
  const list = payerListSchema.parse(
    await (await provider.request('/api/v1/payers?search=only%20for', { key: OTHER_API_KEY })).json(),
  );
  assert.deepEqual(list.items, []);
});

test('the list is newest first, paged with a cursor, and searched by name case-insensitively', async () => {
  const names = ['Paging Alpha', 'Paging Beta', 'Paging Gamma', 'Paging Delta', 'Paging Epsilon'];
  const created: Payer[] = [];
  for (const name of names) {
    provider.clock.advance(1);
    created.push(
      await createTestPayer(provider, testPayerBody({ payer: { name, enName: name, phone: '+6591234567' } })),
    );
  }
  // Two created in the same millisecond are ordered too (by id), and paging does not lose either.
  created.push(
    await createTestPayer(
      provider,
      testPayerBody({ payer: { name: 'Paging Zeta', enName: 'Zeta', phone: '+6591234567' } }),
    ),
  );

  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query: string = `/api/v1/payers?search=PAGING&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await provider.request(query);
    assert.equal(response.status, 200, await response.clone().text());
    const page = payerListSchema.strict().parse(await response.json());
    assert.ok(page.items.length <= 2);
    seen.push(...page.items.map((p) => p.originalPayerId));
    cursor = page.nextCursor;
    pages++;
  } while (cursor);
  assert.equal(pages, 3);
  const expected = [...created].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.originalPayerId.localeCompare(a.originalPayerId),
  );
  assert.deepEqual(
    seen,
    expected.map((p) => p.originalPayerId),
  );

  const gamma = payerListSchema.parse(await (await provider.request('/api/v1/payers?search=gAmMa')).json());
  assert.deepEqual(
    gamma.items.map((p) => p.name),
    ['Paging Gamma'],
  );
  const literal = payerListSchema.parse(await (await provider.request('/api/v1/payers?search=%25')).json());
  assert.deepEqual(literal.items, [], '% is matched literally, not as a wildcard');
  const all = payerListSchema.parse(await (await provider.request('/api/v1/payers')).json());
  assert.ok(all.items.length >= 6 && all.items.length <= 20, 'default limit 20');
});

test('400 for a malformed list query, naming the parameter', async () => {
  const cases: [string, string][] = [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['cursor=garbage', 'cursor'],
    [`cursor=${Buffer.from('{"t":"nope","id":"x"}').toString('base64url')}`, 'cursor'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ];
  for (const [query, field] of cases) {
    const body = await expectError(await provider.request(`/api/v1/payers?${query}`), 400, 'VALIDATION_FAILED');
    detailOf(body, field);
    assert.match(body.message, new RegExp(`^query parameter ${field} `));
  }
});

// ---------------------------------------------------------------- deactivate (an extension)

test('deactivate: the payer stays readable as INACTIVE, again is the same answer, new payments naming it are refused', async () => {
  const payer = await createTestPayer(provider);
  const beneficiary = await createTestBeneficiary(provider);
  const parties = { originalPayerId: payer.originalPayerId, beneficiaryId: beneficiary.beneficiaryId };
  // A payment made before stays as it was.
  const before = await createTestPayment(provider, parties);

  const deactivate = () => provider.request(`/api/v1/payers/${payer.originalPayerId}/deactivate`, { method: 'POST' });
  const first = await deactivate();
  assert.equal(first.status, 200);
  const answered = payerSchema.parse(await first.json());
  assert.equal(answered.status, 'INACTIVE');
  assert.deepEqual({ ...answered, status: 'ACTIVE' }, payer, 'nothing but the status changed');
  assert.deepEqual(payerSchema.parse(await (await deactivate()).json()), answered, 'idempotent');
  const read = payerSchema.parse(await (await provider.request(`/api/v1/payers/${payer.originalPayerId}`)).json());
  assert.equal(read.status, 'INACTIVE');

  const quote = await createTestFxQuote(provider, 100);
  const refused = await expectError(
    await provider.request('/api/v1/payments', jsonPost(testPaymentBody(parties, quote))),
    422,
    'PAYER_DEACTIVATED',
  );
  assert.equal(detailOf(refused, 'payer.originalPayerId').message, 'has been deactivated');
  const still = await provider.request(`/api/v1/payments/${before.serviceRef}`);
  assert.equal(still.status, 200);
});

test("deactivate: 404 for an unknown payer and for another merchant's, which stays ACTIVE", async () => {
  const payer = await createTestPayer(provider);
  const foreign = await expectError(
    await provider.request(`/api/v1/payers/${payer.originalPayerId}/deactivate`, {
      method: 'POST',
      key: OTHER_API_KEY,
    }),
    404,
    'NOT_FOUND',
  );
  detailOf(foreign, 'originalPayerId');
  await expectError(
    await provider.request('/api/v1/payers/op_000000000000000000000000/deactivate', { method: 'POST' }),
    404,
    'NOT_FOUND',
  );
  const read = payerSchema.parse(await (await provider.request(`/api/v1/payers/${payer.originalPayerId}`)).json());
  assert.equal(read.status, 'ACTIVE');
});
