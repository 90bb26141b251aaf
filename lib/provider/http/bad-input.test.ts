import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import {
  createTestFxQuote,
  createTestParties,
  createTestTransactionQuote,
  createTestProvider,
  detailOf,
  expectError,
  jsonPost,
  testBeneficiaryBody,
  testPayerBody,
  testPaymentBody,
} from '../testing';

/*
 * Inputs the fuzzer of issue 12 (item 3) answered with a 500: each must be a 400 naming its field.
 */
const provider = await createTestProvider();
after(() => provider.close());

const LONE = 'a\ud800b';

async function expectFieldRefused(response: Response, field: string) {
  const body = await expectError(response, 400, 'VALIDATION_FAILED');
  assert.ok(detailOf(body, field), `${field} named in ${JSON.stringify(body.details)}`);
}

test('a lone UTF-16 surrogate in a text field is a 400 naming the field, with or without a key', async () => {
  const parties = await createTestParties(provider);
  const fxQuote = await createTestFxQuote(provider);
  const quote = await createTestTransactionQuote(provider, 'p2p');
  const transaction = exampleTransactionBody('p2p', { now: provider.clock.now(), quoteId: quote.quoteId });
  const cases: [string, unknown, string][] = [
    ['/api/v1/transactions', { ...transaction, descriptionText: LONE }, 'descriptionText'],
    ['/api/v1/payers', testPayerBody({ payer: { name: LONE } }), 'payer.name'],
    [
      '/api/v1/beneficiaries',
      { ...testBeneficiaryBody(), originator: { name: LONE, address: 'x' } },
      'originator.name',
    ],
    ['/api/v1/payments', testPaymentBody(parties, fxQuote, { metadata: { remark: LONE } }), 'metadata.remark'],
    [
      '/api/v1/quotes',
      { sellCurrency: 'SGD', buyCurrency: 'USD', fixedSide: 'SELL', amount: 10, metadata: { remark: LONE } },
      'metadata.remark',
    ],
    ['/api/v1/sandbox/deposits', { currency: 'USD', amount: '10.00', reference: LONE }, 'reference'],
    ['/api/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/h', description: LONE }, 'description'],
  ];
  for (const [path, body, field] of cases) {
    for (const idempotencyKey of [undefined, `k-${field}`]) {
      await expectFieldRefused(await provider.request(path, jsonPost(body, { idempotencyKey })), field);
    }
  }
});

test('a lone surrogate in a member name is refused naming it', async () => {
  const response = await provider.request('/api/v1/quotes', jsonPost({ [`x${LONE}`]: 1 }));
  const body = await expectError(response, 400, 'VALIDATION_FAILED');
  assert.match(body.details[0]!.message, /UTF-16|surrogate/);
});

test('a quotation too large for its answer is refused naming requestAmount', async () => {
  for (const requestAmount of ['999999999999999999.99', '1000000000000.01']) {
    const body = { ...exampleQuotationBody('p2p'), requestAmount };
    await expectFieldRefused(await provider.request('/api/v1/quotations', jsonPost(body)), 'requestAmount');
  }
  // The largest amount taken, in the widest corridor served (KWD ↔ VND, ~82,000:1), still answers.
  for (const corridor of [
    { sendingCurrency: 'KWD', receivingCountry: 'VN', receivingCurrency: 'VND' },
    { sendingCurrency: 'VND', receivingCountry: 'KW', receivingCurrency: 'KWD' },
  ]) {
    const largest = { requestCurrency: 'KWD', requestAmount: '1000000000000.000', amountType: undefined };
    const response = await provider.request(
      '/api/v1/quotations',
      jsonPost({ ...exampleQuotationBody('p2p'), ...corridor, ...largest }),
    );
    assert.equal(response.status, 201, await response.text());
  }
  const deposit = { currency: 'USD', amount: '999999999999999999.99' };
  await expectFieldRefused(await provider.request('/api/v1/sandbox/deposits', jsonPost(deposit)), 'amount');
});

test('a crafted list cursor is a 400 naming cursor', async () => {
  const crafted = [
    { t: '-100000-01-01T00:00:00.000Z', id: 'pyr_1' },
    { t: '+200000-01-01T00:00:00.000Z', id: 'pyr_1' },
    { t: '2026-01-01T00:00:00.000Z', id: 'pyr\u00001' },
    { t: '2026-01-01T00:00:00.000Z', id: `pyr${LONE}` },
    { t: '2026-01-01', id: 'pyr_1', extra: 1 },
  ];
  for (const path of ['/api/v1/payers', '/api/v1/beneficiaries']) {
    for (const cursor of crafted) {
      const value = Buffer.from(JSON.stringify(cursor)).toString('base64url');
      await expectFieldRefused(await provider.request(`${path}?cursor=${value}`), 'cursor');
    }
  }
});
