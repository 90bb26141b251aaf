import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { beneficiaries } from '@/lib/db/schema';
import { beneficiaryListSchema, beneficiarySchema } from '@/lib/schemas/beneficiary';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import {
  createTestBeneficiary,
  createTestFxQuote,
  createTestPayer,
  createTestPayment,
  createTestProvider,
  detailOf,
  expectError,
  jsonPost,
  nextTestId,
  OTHER_API_KEY,
  testBeneficiaryBody,
  testPaymentBody,
} from '../testing';
import { malformedBodies } from '../testing-malformed';

const provider = await createTestProvider();
after(() => provider.close());

const nextRequestId = () => nextTestId('REQ-BEN');

type Body = Record<string, unknown>;

/** testBeneficiaryBody: the reference's example, SWIFT to a US account, country in alpha-3. */
const swiftUsd = testBeneficiaryBody;

const sepaEur = (overrides: Body = {}): Body => ({
  requestId: nextRequestId(),
  paymentChannelType: 'LOCAL',
  countryCode: 'DE',
  accountType: 'BUSINESS',
  beneficiary: { name: 'Müller Maschinenbau GmbH', address: 'Hauptstraße 1', city: 'Köln', countryCode: 'DEU' },
  bankAccount: { currency: 'EUR', bankName: 'Commerzbank', iban: 'de89 3704 0044 0532 0130 00' },
  localClearing: { scheme: 'sepa', code: 'COBADEFFXXX' },
  ...overrides,
});

const achUsd = (overrides: Body = {}): Body => ({
  requestId: nextRequestId(),
  paymentChannelType: 'LOCAL',
  countryCode: 'US',
  accountType: 'BUSINESS',
  beneficiary: { name: 'Acme Supplies Inc', address: '1 Market St', city: 'San Francisco', countryCode: 'US' },
  bankAccount: { currency: 'USD', bankName: 'Wells Fargo', accountNumber: '1234567890' },
  localClearing: { scheme: 'ACH', code: '121-000-248' },
  ...overrides,
});

const post = (body: unknown, init: { key?: string | null; idempotencyKey?: string } = {}) =>
  provider.request('/api/v1/beneficiaries', jsonPost(body, init));

const create = (body: Body, key?: string) => createTestBeneficiary(provider, body, key);

const countRows = async () => (await provider.database.db.select({ id: beneficiaries.id }).from(beneficiaries)).length;

// ---------------------------------------------------------------- happy paths

test('the reference example (SWIFT, alpha-3 countries) is created as PENDING and answered in alpha-2', async () => {
  const request = swiftUsd();
  const beneficiary = await create(request);
  assert.match(beneficiary.beneficiaryId, /^ben_[0-9a-f]{24}$/);
  assert.equal(beneficiary.status, 'ACTIVE');
  assert.equal(beneficiary.verificationStatus, 'PENDING', 'a bare account number cannot be verified offline');
  assert.equal(beneficiary.createdAt, provider.clock.now().toISOString());
  assert.equal(beneficiary.requestId, request.requestId);
  assert.equal(beneficiary.countryCode, 'US');
  assert.equal(beneficiary.beneficiary.countryCode, 'US');
  assert.equal(beneficiary.beneficiary.nationality, 'US');
  assert.equal(beneficiary.bankAccount.currency, 'USD');
  assert.equal(beneficiary.bankAccount.swiftCode, 'CHASUS33');
  assert.equal(beneficiary.bankAccount.accountNumber, '000123456789');
  assert.equal(beneficiary.intermediaryBank?.swiftCode, 'CITIUS33XXX');
  assert.equal(beneficiary.originator?.name, 'Corridor Pte Ltd');

  const read = await provider.request(`/api/v1/beneficiaries/${beneficiary.beneficiaryId}`);
  assert.equal(read.status, 200);
  assert.deepEqual(beneficiarySchema.strict().parse(await read.json()), beneficiary);
});

test('SEPA by IBAN is VERIFIED; the IBAN is answered in electronic format', async () => {
  const beneficiary = await create(sepaEur());
  assert.equal(beneficiary.verificationStatus, 'VERIFIED');
  assert.equal(beneficiary.bankAccount.iban, 'DE89370400440532013000');
  assert.deepEqual(beneficiary.localClearing, { scheme: 'SEPA', code: 'COBADEFFXXX' });
  assert.equal(beneficiary.beneficiary.countryCode, 'DE');
  assert.equal(beneficiary.intermediaryBank, undefined);
});

test('local clearing: ACH, FPS, IFSC, BSB with their codes', async () => {
  assert.equal((await create(achUsd())).localClearing?.code, '121000248');
  const fps = await create(
    achUsd({
      countryCode: 'GB',
      bankAccount: { currency: 'GBP', bankName: 'Barclays', accountNumber: '31926819' },
      localClearing: { scheme: 'FPS', code: '20-00-00' },
    }),
  );
  assert.equal(fps.localClearing?.code, '200000');
  await create(
    achUsd({
      countryCode: 'IN',
      bankAccount: { currency: 'INR', bankName: 'HDFC Bank', accountNumber: '50100012345678' },
      localClearing: { scheme: 'IFSC', code: 'hdfc0000123' },
    }),
  );
  await create(
    achUsd({
      countryCode: 'AU',
      bankAccount: { currency: 'AUD', bankName: 'Commonwealth Bank', accountNumber: '12345678' },
      localClearing: { scheme: 'BSB', code: '062-000' },
    }),
  );
});

// ---------------------------------------------------------------- documented refusals

test('400 naming the field for each documented rule', async () => {
  const usd = swiftUsd().bankAccount as Body;
  const cases: [Body, string, RegExp][] = [
    [swiftUsd({ paymentChannelType: 'WIRE' }), 'paymentChannelType', /SWIFT, LOCAL/],
    [swiftUsd({ accountType: 'CORPORATE' }), 'accountType', /INDIVIDUAL, BUSINESS/],
    [swiftUsd({ countryCode: 'XXX' }), 'countryCode', /alpha-2 \(US\) or alpha-3 \(USA\)/],
    [swiftUsd({ countryCode: 'U' }), 'countryCode', /ISO 3166-1/],
    [swiftUsd({ bankAccount: { ...usd, currency: 'ABC' } }), 'bankAccount.currency', /ISO 4217/],
    [swiftUsd({ bankAccount: { ...usd, swiftCode: 'CHASUS3' } }), 'bankAccount.swiftCode', /valid BIC/],
    [
      swiftUsd({ bankAccount: { ...usd, swiftCode: undefined } }),
      'bankAccount.swiftCode',
      /required for paymentChannelType SWIFT/,
    ],
    [
      swiftUsd({ bankAccount: { ...usd, accountNumber: undefined } }),
      'bankAccount.accountNumber',
      /required unless bankAccount.iban/,
    ],
    [swiftUsd({ bankAccount: { ...usd, iban: 'DE89370400440532013001' } }), 'bankAccount.iban', /valid IBAN/],
    [swiftUsd({ bankAccount: { ...usd, iban: 'XX00' } }), 'bankAccount.iban', /valid IBAN/],
    [
      swiftUsd({ intermediaryBank: { bankName: 'Citi', swiftCode: 'NOTABIC!' } }),
      'intermediaryBank.swiftCode',
      /valid BIC/,
    ],
    [
      swiftUsd({ beneficiary: { name: 'A', address: 'B', city: 'C', countryCode: 'US', idType: 'PASSPORT' } }),
      'beneficiary.idNumber',
      /required when beneficiary.idType/,
    ],
    [
      swiftUsd({ beneficiary: { name: 'A', address: 'B', city: 'C', countryCode: 'US', nationality: 'Atlantis' } }),
      'beneficiary.nationality',
      /ISO 3166-1/,
    ],
    [achUsd({ localClearing: undefined }), 'localClearing', /required for paymentChannelType LOCAL/],
    [
      achUsd({ localClearing: { scheme: 'ACH', code: '121000249' } }),
      'localClearing.code',
      /ABA routing number with a valid checksum for ACH/,
    ],
    [achUsd({ localClearing: { scheme: 'BACS', code: '1' } }), 'localClearing.scheme', /ACH, FEDWIRE, SEPA/],
    [
      achUsd({ bankAccount: { currency: 'EUR', bankName: 'X', accountNumber: '1' } }),
      'localClearing.scheme',
      /ACH pays out USD only/,
    ],
    [
      sepaEur({ bankAccount: { currency: 'EUR', bankName: 'X', accountNumber: '1' } }),
      'bankAccount.iban',
      /required for localClearing.scheme SEPA/,
    ],
    [sepaEur({ localClearing: { scheme: 'SEPA', code: '12345' } }), 'localClearing.code', /BIC/],
    [
      swiftUsd({ beneficiary: { name: 'x'.repeat(100 * 1024), address: 'B', city: 'C', countryCode: 'US' } }),
      'beneficiary.name',
      /at most 140 characters/,
    ],
  ];
  for (const [request, field, message] of cases) {
    const body = await expectError(await post(request), 400, 'VALIDATION_FAILED');
    assert.match(detailOf(body, field).message, message, `${field}: ${JSON.stringify(body.details)}`);
    assert.match(body.message, new RegExp(`^${field.replace(/\./g, '\\.')} `), body.message);
  }
  const missing = await expectError(await post({ requestId: nextRequestId() }), 400, 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(missing.details.map((d) => d.field).sort(), [
    'accountType',
    'bankAccount',
    'beneficiary',
    'countryCode',
    'paymentChannelType',
  ]);
});

test('merchantId is not a field of this request', async () => {
  const body = await expectError(await post(swiftUsd({ merchantId: 'M1' })), 400, 'VALIDATION_FAILED');
  assert.equal(detailOf(body, 'merchantId').message, 'is not a field of this request');
});

test('401 without a credential', async () => {
  await expectError(await post(swiftUsd(), { key: null }), 401, 'UNAUTHENTICATED');
  await expectError(await provider.request('/api/v1/beneficiaries', { key: null }), 401, 'UNAUTHENTICATED');
});

test('every malformed body is a 4xx in the error envelope, and creates nothing', async () => {
  const before = await countRows();
  const optional = [
    'beneficiary.nationality',
    'beneficiary.idType',
    'beneficiary.idNumber',
    'bankAccount.routingNumber',
    'intermediaryBank',
    'intermediaryBank.accountNumber',
    'originator',
    'localClearing',
    'bankAccount.accountNumber',
  ];
  const variants = [
    ...malformedBodies(swiftUsd({ requestId: 'REQ-MALFORMED-1' }), optional),
    ...malformedBodies(sepaEur({ requestId: 'REQ-MALFORMED-2' }), ['bankAccount.iban']),
  ];
  for (const variant of variants) {
    const response = await provider.request('/api/v1/beneficiaries', {
      method: 'POST',
      headers: { 'content-type': variant.contentType ?? 'application/json' },
      body: variant.body,
    });
    const text = await response.text();
    if (response.status === 201) {
      // Only removals of optional members may pass; the list above names them.
      assert.fail(`${variant.label}: accepted`);
    }
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

test('Idempotency-Key: the same body replays the beneficiary with 201, another body is a 409', async () => {
  const request = sepaEur();
  const first = await post(request, { idempotencyKey: 'ben-key-1' });
  assert.equal(first.status, 201);
  const beneficiary = beneficiarySchema.parse(await first.json());
  provider.clock.advance(1000);
  const again = await post(request, { idempotencyKey: 'ben-key-1' });
  assert.equal(again.status, 201);
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.deepEqual(beneficiarySchema.parse(await again.json()), beneficiary);
  // The same account written another way (alpha-3, spaced IBAN, lower case) is the same request.
  const respelled = {
    ...request,
    countryCode: 'DEU',
    bankAccount: { currency: 'eur', bankName: 'Commerzbank', iban: 'DE89370400440532013000' },
  };
  assert.equal(
    beneficiarySchema.parse(await (await post(respelled, { idempotencyKey: 'ben-key-1' })).json()).beneficiaryId,
    beneficiary.beneficiaryId,
  );
  await expectError(
    await post({ ...request, accountType: 'INDIVIDUAL' }, { idempotencyKey: 'ben-key-1' }),
    409,
    'IDEMPOTENCY_KEY_REUSED',
  );
  assert.equal(
    (await provider.database.db.select().from(beneficiaries).where(eq(beneficiaries.id, beneficiary.beneficiaryId)))
      .length,
    1,
  );
});

test('requestId: the same body replays, another body is a 409 DUPLICATE_REFERENCE', async () => {
  const request = swiftUsd();
  const beneficiary = await create(request);
  const replay = await post(request);
  assert.equal(replay.status, 201);
  assert.equal(replay.headers.get('idempotent-replayed'), 'true');
  assert.equal(beneficiarySchema.parse(await replay.json()).beneficiaryId, beneficiary.beneficiaryId);
  const body = await expectError(await post({ ...request, accountType: 'BUSINESS' }), 409, 'DUPLICATE_REFERENCE');
  assert.deepEqual(body.details, [{ field: 'requestId', message: 'was used for a different beneficiary' }]);
  assert.equal((await post(request, { key: OTHER_API_KEY })).status, 201, 'requestIds are per merchant');
});

test('20 concurrent identical creates with one Idempotency-Key create exactly one beneficiary', async () => {
  const request = swiftUsd({
    beneficiary: { name: 'Concurrent Beneficiary', address: 'B', city: 'C', countryCode: 'US' },
  });
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => post(request, { idempotencyKey: 'ben-concurrent' })),
  );
  const ids = new Set<string>();
  for (const response of responses) {
    assert.equal(response.status, 201, await response.clone().text());
    ids.add(beneficiarySchema.parse(await response.json()).beneficiaryId);
  }
  assert.equal(ids.size, 1);
  assert.equal(
    (await provider.database.db.select().from(beneficiaries).where(eq(beneficiaries.name, 'Concurrent Beneficiary')))
      .length,
    1,
  );
});

// ---------------------------------------------------------------- reads, lists, isolation

test("merchant isolation: M2 cannot read M1's beneficiary and does not list it", async () => {
  const beneficiary = await create(
    swiftUsd({ beneficiary: { name: 'Only M1 Sees Me', address: 'B', city: 'C', countryCode: 'US' } }),
  );
  const body = await expectError(
    await provider.request(`/api/v1/beneficiaries/${beneficiary.beneficiaryId}`, { key: OTHER_API_KEY }),
    404,
    'NOT_FOUND',
  );
  detailOf(body, 'beneficiaryId');
  await expectError(await provider.request('/api/v1/beneficiaries/ben_000000000000000000000000'), 404, 'NOT_FOUND');
  const list = beneficiaryListSchema.parse(
    await (await provider.request('/api/v1/beneficiaries?search=only%20m1', { key: OTHER_API_KEY })).json(),
  );
  assert.deepEqual(list.items, []);
  const own = beneficiaryListSchema.parse(
    await (await provider.request('/api/v1/beneficiaries?search=only%20m1')).json(),
  );
  assert.deepEqual(
    own.items.map((b) => b.beneficiaryId),
    [beneficiary.beneficiaryId],
  );
});

test('the list is newest first and paged with a cursor', async () => {
  const created: string[] = [];
  for (const name of ['Listed One', 'Listed Two', 'Listed Three']) {
    provider.clock.advance(5);
    created.push(
      (await create(swiftUsd({ beneficiary: { name, address: 'B', city: 'C', countryCode: 'US' } }))).beneficiaryId,
    );
  }
  const first = beneficiaryListSchema
    .strict()
    .parse(await (await provider.request('/api/v1/beneficiaries?search=listed&limit=2')).json());
  assert.deepEqual(
    first.items.map((b) => b.beneficiaryId),
    [created[2], created[1]],
  );
  assert.ok(first.nextCursor);
  const second = beneficiaryListSchema.parse(
    await (await provider.request(`/api/v1/beneficiaries?search=listed&limit=2&cursor=${first.nextCursor}`)).json(),
  );
  assert.deepEqual(
    second.items.map((b) => b.beneficiaryId),
    [created[0]],
  );
  assert.equal(second.nextCursor, null);
  await expectError(await provider.request('/api/v1/beneficiaries?limit=-1'), 400, 'VALIDATION_FAILED');
  await expectError(await provider.request('/api/v1/beneficiaries?cursor=%7B'), 400, 'VALIDATION_FAILED');
});

// ---------------------------------------------------------------- deactivate (an extension)

test('deactivate: the beneficiary stays readable as INACTIVE, again is the same answer, new payments naming it are refused', async () => {
  const payer = await createTestPayer(provider);
  const beneficiary = await createTestBeneficiary(provider);
  const parties = { originalPayerId: payer.originalPayerId, beneficiaryId: beneficiary.beneficiaryId };
  const before = await createTestPayment(provider, parties);

  const deactivate = () =>
    provider.request(`/api/v1/beneficiaries/${beneficiary.beneficiaryId}/deactivate`, { method: 'POST' });
  const first = await deactivate();
  assert.equal(first.status, 200);
  const answered = beneficiarySchema.parse(await first.json());
  assert.equal(answered.status, 'INACTIVE');
  assert.deepEqual({ ...answered, status: 'ACTIVE' }, beneficiary, 'nothing but the status changed');
  assert.deepEqual(beneficiarySchema.parse(await (await deactivate()).json()), answered, 'idempotent');
  const read = beneficiarySchema.parse(
    await (await provider.request(`/api/v1/beneficiaries/${beneficiary.beneficiaryId}`)).json(),
  );
  assert.equal(read.status, 'INACTIVE');

  const quote = await createTestFxQuote(provider, 100);
  const refused = await expectError(
    await provider.request('/api/v1/payments', jsonPost(testPaymentBody(parties, quote))),
    422,
    'BENEFICIARY_DEACTIVATED',
  );
  assert.equal(detailOf(refused, 'beneficiary.beneficiaryId').message, 'has been deactivated');
  assert.equal((await provider.request(`/api/v1/payments/${before.serviceRef}`)).status, 200);
});

test("deactivate: 404 for an unknown beneficiary and for another merchant's, which stays ACTIVE", async () => {
  const beneficiary = await createTestBeneficiary(provider);
  const foreign = await expectError(
    await provider.request(`/api/v1/beneficiaries/${beneficiary.beneficiaryId}/deactivate`, {
      method: 'POST',
      key: OTHER_API_KEY,
    }),
    404,
    'NOT_FOUND',
  );
  detailOf(foreign, 'beneficiaryId');
  await expectError(
    await provider.request('/api/v1/beneficiaries/ben_000000000000000000000000/deactivate', { method: 'POST' }),
    404,
    'NOT_FOUND',
  );
  const read = beneficiarySchema.parse(
    await (await provider.request(`/api/v1/beneficiaries/${beneficiary.beneficiaryId}`)).json(),
  );
  assert.equal(read.status, 'ACTIVE');
});
