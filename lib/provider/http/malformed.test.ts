import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import { createTestProvider, testPaymentBody } from '../testing';
import { malformedBodies, type MalformedBody } from '../testing-malformed';

/*
 * Every JSON endpoint against a generated set of malformed bodies: whatever the variant, the
 * answer is never a 5xx and every refusal is the error envelope; the structurally broken variants
 * (not JSON, wrong content type, not an object, unknown fields, 100 KB strings, 200-deep nesting)
 * are always a 4xx. (Payers, beneficiaries and files have stricter tables of their own.)
 */
const provider = await createTestProvider();
after(() => provider.close());

const STRUCTURAL =
  /^(not JSON|truncated JSON|empty body|JSON null|JSON array|JSON number|JSON string|empty object|text\/plain|unknown top-level field|deeply nested extra member|whole body wrapped|NUL in a string)$|character string|\[\[\[/;

async function probe(path: string, valid: object, optional: string[] = []) {
  let checked = 0;
  const firstKey = Object.keys(valid)[0]!;
  const withNul: MalformedBody = {
    label: 'NUL in a string',
    body: JSON.stringify({ ...valid, [firstKey]: 'a\u0000b' }),
  };
  for (const variant of [...malformedBodies(valid, optional), withNul]) {
    const response = await provider.request(path, {
      method: 'POST',
      body: variant.body,
      headers: { 'content-type': variant.contentType ?? 'application/json' },
    });
    const text = await response.text();
    assert.ok(response.status < 500, `${path} ${variant.label} → ${response.status}: ${text.slice(0, 200)}`);
    if (STRUCTURAL.test(variant.label))
      assert.ok(response.status >= 400, `${path} ${variant.label} must be refused, got ${response.status}`);
    if (response.status >= 400) errorEnvelopeSchema.parse(JSON.parse(text));
    checked++;
  }
  return checked;
}

test('sandbox deposits, FX quotes and webhook endpoints', async () => {
  await probe('/api/v1/sandbox/deposits', { currency: 'USD', amount: '100.00', reference: 'x' }, ['reference']);
  await probe(
    '/api/v1/quotes',
    {
      requestId: 'R1',
      sellCurrency: 'SGD',
      buyCurrency: 'USD',
      fixedSide: 'SELL',
      amount: 1000,
      settlement: { tenor: 'SPOT' },
      metadata: { remark: 'r', tags: ['a'] },
    },
    ['requestId', 'settlement', 'metadata', 'metadata.remark', 'metadata.tags', 'settlement.valueDate'],
  );
  await probe(
    '/api/v1/webhook-endpoints',
    { url: 'http://127.0.0.1:9/hooks', description: 'd', eventTypes: ['payment.completed'] },
    ['description', 'eventTypes'],
  );
});

test('payments', async () => {
  const parties = { originalPayerId: 'op_x', beneficiaryId: 'ben_x' };
  const valid = testPaymentBody(parties, { quoteId: 'qt_x', sellAmount: 1000, buyAmount: 740.12 });
  await probe('/api/v1/payments', valid, [
    'metadata',
    'metadata.remark',
    'paymentInstruction.paymentReference',
    'compliance.supportingDocuments',
  ]);
});

for (const type of TRANSACTION_TYPES) {
  test(`quotations and ${type} transactions`, async () => {
    await probe('/api/v1/quotations', exampleQuotationBody(type), ['amountType', 'receivingCurrency', 'requestDate']);
    const checked = await probe('/api/v1/transactions', exampleTransactionBody(type, { now: provider.clock.now() }), [
      'descriptionText',
    ]);
    assert.ok(checked > 100, `${checked} variants`);
  });
}

test('sandbox transitions', async () => {
  await probe('/api/v1/sandbox/payments/GS0/transitions', { to: 'CANCELLED', reason: 'x' }, ['reason']);
  await probe('/api/v1/sandbox/transactions/GS0/transitions', { to: 'CANCELLED', reason: 'x' }, ['reason']);
});

test('query strings: garbage never makes a 5xx', async () => {
  const garbage = ['%', '%zz', 'x'.repeat(10_000), '[]', '{}', '\u0000', '../../etc'];
  for (const value of garbage) {
    const q = encodeURIComponent(value);
    for (const path of [
      `/api/v1/funding/deposit-instruments?merchantId=${q}&asset=${q}&network=${q}&sourceCountry=${q}`,
      `/api/v1/payments?merchantRef=${q}`,
      `/api/v1/webhook-messages?limit=${q}&status=${q}`,
      `/api/v1/balances/${q}`,
      `/api/v1/transactions/${q}`,
      `/api/v1/quotations/${q}`,
    ]) {
      const response = await provider.request(path);
      assert.ok(response.status < 500, `${path.slice(0, 80)} → ${response.status}`);
    }
  }
});
