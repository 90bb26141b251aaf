import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@/lib/schemas/error-codes';
import { errorEnvelopeSchema, type ErrorEnvelope } from '@/lib/schemas/error-envelope';
import { openTestDatabase } from '@/lib/db/testing';
import { balanceSchema } from '@/lib/schemas/balance';
import { beneficiarySchema, type Beneficiary } from '@/lib/schemas/beneficiary';
import { fileUploadSessionResponseSchema } from '@/lib/schemas/file';
import { fxQuoteResponseSchema, type FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { payerSchema, type Payer } from '@/lib/schemas/payer';
import { paymentResponseSchema, type PaymentResponse } from '@/lib/schemas/payment';
import { quotationResponseSchema, type Quote } from '@/lib/schemas/quotation';
import { transactionResponseSchema, type TransactionResponse, type TransactionType } from '@/lib/schemas/transaction';
import { examplePaymentBody } from '@/lib/schemas/payment.examples';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import type { ProviderConfig, ProviderDeps } from './deps';
import { advanceDueFiles } from './files/lifecycle';
import { buildProviderApp } from './index';
import { seedDemoBalances } from './ledger/seed';
import { seedRates } from './fx/rates';

export const TEST_API_KEY = 'sk_test_m1';
export const OTHER_API_KEY = 'sk_test_m2';
export const TEST_JWT_SECRET = 'test-jwt-secret-with-enough-entropy-0123456789';
export const TEST_SIGNING_SECRET = 'test-deposit-signing-secret';
/** The provider-compatible surface's (/eig) test users: M1's and M2's, their passwords in clear. */
export const TEST_EIG_USER = { username: 'eig_m1', password: 'eig-password-m1', merchantId: 'M1' } as const;
export const OTHER_EIG_USER = { username: 'eig_m2', password: 'eig-password-m2', merchantId: 'M2' } as const;
const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** A clock tests can move: `clock.advance(ms)`. */
export function testClock(start = new Date('2026-11-22T10:00:00.000Z')) {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
}

/** The tests' provider configuration: sandbox, merchants M1 and M2 by key, one-second steps. */
export function testProviderConfig(overrides: Partial<ProviderConfig> = {}): ProviderConfig {
  return {
    mode: 'sandbox',
    apiKeys: new Map([
      [TEST_API_KEY, 'M1'],
      [OTHER_API_KEY, 'M2'],
    ]),
    jwtSecret: TEST_JWT_SECRET,
    eigUsers: new Map(
      [TEST_EIG_USER, OTHER_EIG_USER].map((user) => [
        user.username,
        { passwordSha256: sha256Hex(user.password), merchantId: user.merchantId },
      ]),
    ),
    depositSigningSecret: TEST_SIGNING_SECRET,
    depositTtlSeconds: 600,
    sandboxStepMs: 1000,
    quoteTtlSeconds: 60,
    ...overrides,
  };
}

/**
 * The payments API in-process on a fresh database of the engine under test, merchant M1 seeded
 * with demo balances; `request` calls the router without a socket.
 */
export async function createTestProvider(overrides: Partial<ProviderConfig> = {}) {
  const database = await openTestDatabase();
  const clock = testClock();
  const config = testProviderConfig(overrides);
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

// ---------------------------------------------------------------- test data factories

export type TestProvider = Awaited<ReturnType<typeof createTestProvider>>;
type Body = Record<string, unknown>;
type Caller = { key?: string | null; idempotencyKey?: string; headers?: Record<string, string> };

/** A JSON POST for `provider.request`, with the caller's key and an Idempotency-Key when given. */
export function jsonPost(body: unknown, init: Caller = {}): RequestInit & { key?: string | null } {
  return {
    method: 'POST',
    key: init.key,
    headers: {
      'content-type': 'application/json',
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
      ...init.headers,
    },
    body: JSON.stringify(body),
  };
}

/** POSTs `body` to `path`, asserts a 201 and parses the answer with `schema`. */
async function createdBy<T>(provider: TestProvider, path: string, body: unknown, schema: z.ZodType<T>, key?: string) {
  const response = await provider.request(path, jsonPost(body, { key }));
  assert.equal(response.status, 201, await response.clone().text());
  return schema.parse(await response.json());
}

/** An error answer in brief: status, code and the fields its details name. */
export async function errorSummary(response: Response) {
  const body = (await response.json()) as { code: string; details: { field: string }[] };
  return { status: response.status, code: body.code, fields: body.details.map((d) => d.field) };
}

/** The merchant's available balance in `currency`, as a number. */
export async function availableBalance(provider: TestProvider, currency: string): Promise<number> {
  const response = await provider.request(`/api/v1/balances/${currency}`);
  return Number(balanceSchema.parse(await response.json()).availableBalance);
}

let sequence = 0;
/** A requestId unique within the test file: `${prefix}-${n}`. */
export const nextTestId = (prefix: string) => `${prefix}-${++sequence}`;

/** An individual payer's create body, valid on the test clock's day (2026-11-22). */
export const testPayerBody = (overrides: Body = {}) => ({
  requestId: nextTestId('REQ-PAYER'),
  payerType: 'INDIVIDUAL',
  payer: { name: 'Tan Mei Ling', enName: 'Tan Mei Ling', phone: '+65 9123 4567' },
  identity: { type: 'passport', number: 'E1234567', issuedDate: '2020-01-15', expirationDate: '2030-01-14' },
  address: { line1: '1 Raffles Place', city: 'Singapore', postalCode: '048616', country: 'sg' },
  ...overrides,
});

/** Creates a payer through the API (201 asserted, answer parsed strictly). */
export const createTestPayer = (provider: TestProvider, body: Body = testPayerBody(), key?: string): Promise<Payer> =>
  createdBy(provider, '/api/v1/payers', body, payerSchema.strict(), key);

/** The reference's beneficiary example: SWIFT to a US account, countries in alpha-3. */
export const testBeneficiaryBody = (overrides: Body = {}): Body => ({
  requestId: nextTestId('REQ-BEN'),
  paymentChannelType: 'SWIFT',
  countryCode: 'USA',
  accountType: 'INDIVIDUAL',
  beneficiary: {
    name: 'John Smith',
    address: '350 Fifth Avenue',
    city: 'New York',
    countryCode: 'USA',
    nationality: 'us',
    idType: 'PASSPORT',
    idNumber: 'P1234567',
  },
  bankAccount: {
    currency: 'usd',
    bankName: 'JPMorgan Chase Bank',
    accountNumber: '0001 2345 6789',
    swiftCode: 'chasus33',
    routingNumber: '021000021',
  },
  intermediaryBank: { bankName: 'Citibank', swiftCode: 'CITIUS33XXX', accountNumber: '36001234' },
  originator: { name: 'Corridor Pte Ltd', address: '1 Raffles Place, Singapore' },
  ...overrides,
});

/** Creates a beneficiary through the API (201 asserted, answer parsed strictly). */
export const createTestBeneficiary = (
  provider: TestProvider,
  body: Body = testBeneficiaryBody(),
  key?: string,
): Promise<Beneficiary> => createdBy(provider, '/api/v1/beneficiaries', body, beneficiarySchema.strict(), key);

/** An FX quote selling `amount` SGD for USD unless told otherwise. */
export const createTestFxQuote = (
  provider: TestProvider,
  amount = 1000,
  overrides: Body = {},
): Promise<FxQuoteResponse> =>
  createdBy(
    provider,
    '/api/v1/quotes',
    { sellCurrency: 'SGD', buyCurrency: 'USD', fixedSide: 'SELL', amount, ...overrides },
    fxQuoteResponseSchema,
  );

/** The payer and beneficiary a payment names. */
export interface TestParties {
  originalPayerId: string;
  beneficiaryId: string;
}

/** A payer and a beneficiary of merchant M1, created through the API. */
export async function createTestParties(provider: TestProvider): Promise<TestParties> {
  const payer = await createTestPayer(provider);
  const beneficiary = await createTestBeneficiary(provider);
  return { originalPayerId: payer.originalPayerId, beneficiaryId: beneficiary.beneficiaryId };
}

/** A payment body spending the quote, between the parties. */
export function testPaymentBody(
  parties: TestParties,
  quote: { quoteId: string; sellAmount: number; buyAmount: number },
  overrides: Body = {},
) {
  const n = ++sequence;
  return {
    ...examplePaymentBody({ requestId: `REQ-${n}`, merchantRef: `PAY-${n}`, ...parties, quote }),
    metadata: { remark: 'test' },
    ...overrides,
  };
}

/** Quotes `amount` SGD and confirms it as a payment between the parties. */
export async function createTestPayment(
  provider: TestProvider,
  parties: TestParties,
  amount = 100,
  overrides: Body = {},
): Promise<PaymentResponse> {
  const quote = await createTestFxQuote(provider, amount);
  return createdBy(provider, '/api/v1/payments', testPaymentBody(parties, quote, overrides), paymentResponseSchema);
}

/** A transaction quotation of the type (the reference's example body), answered with its one quote. */
export async function createTestTransactionQuote(
  provider: TestProvider,
  type: TransactionType,
  overrides: Body = {},
  key?: string,
): Promise<Quote> {
  const body = { ...exampleQuotationBody(type), ...overrides };
  return (await createdBy(provider, '/api/v1/quotations', body, quotationResponseSchema, key)).quotes[0]!;
}

/** A valid transaction body of the type spending the quote (sending side copied where the type sends it). */
export function testTransactionBody(
  provider: TestProvider,
  type: TransactionType,
  quote: Quote,
  options: { transactionReference?: string } = {},
) {
  return transactionBodyAt(provider.clock.now(), type, quote, options);
}

/** testTransactionBody dated `now` (for a server on the real clock). */
export function transactionBodyAt(
  now: Date,
  type: TransactionType,
  quote: Quote,
  options: { transactionReference?: string } = {},
) {
  const body = exampleTransactionBody(type, { now, quoteId: quote.quoteId, ...options }) as Body;
  body.amount = quote.receivingAmount;
  if ('sendingAmount' in body) body.sendingAmount = quote.sendingAmount;
  if ('payinCcyCode' in body) body.payinCcyCode = quote.sendingCurrency;
  return body;
}

/** Quotes and submits a transaction of the type; answers the acknowledgement. */
export async function createTestTransaction(
  provider: TestProvider,
  type: TransactionType = 'p2p',
  options: { transactionReference?: string } = {},
): Promise<TransactionResponse> {
  const quote = await createTestTransactionQuote(provider, type);
  const body = testTransactionBody(provider, type, quote, options);
  return createdBy(provider, '/api/v1/transactions', body, transactionResponseSchema);
}

/** A minimal PDF for uploads. */
export const TEST_PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/**
 * A file of the merchant: only opened (PENDING), uploaded (UPLOADED), or processed by the worker
 * (ACCEPTED, or REJECTED by the sandbox's file-name magic value).
 */
export async function createTestFile(
  provider: TestProvider,
  state: 'PENDING' | 'UPLOADED' | 'ACCEPTED' | 'REJECTED',
  key?: string,
): Promise<string> {
  const session = await createdBy(
    provider,
    '/api/v1/files',
    {
      fileName: state === 'REJECTED' ? 'reject.pdf' : 'br-cert.pdf',
      fileType: 'PAYER_DOCUMENT',
      purpose: 'PAYER',
      contentType: 'application/pdf',
      size: TEST_PDF.length,
    },
    fileUploadSessionResponseSchema,
    key,
  );
  if (state === 'PENDING') return session.fileId;
  const put = await provider.app.request(session.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: TEST_PDF,
  });
  assert.equal(put.status, 200, await put.clone().text());
  if (state === 'UPLOADED') return session.fileId;
  await runWorkerSteps(provider, advanceDueFiles, 2);
  return session.fileId;
}

/** Moves the clock one sandbox step and runs the worker step, `times` times. */
export async function runWorkerSteps(
  provider: TestProvider,
  step: (deps: ProviderDeps, limit?: number) => Promise<number>,
  times: number,
  stepMs = provider.deps.config.sandboxStepMs,
): Promise<void> {
  for (let i = 0; i < times; i++) {
    provider.clock.advance(stepMs);
    await step(provider.deps, 100);
  }
}
