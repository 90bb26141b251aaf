import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { fxQuoteResponseSchema } from '@/lib/schemas/fx-quote';
import {
  createTestFxQuote,
  createTestParties,
  createTestProvider,
  errorSummary,
  jsonPost,
  testPaymentBody,
} from '../testing';

const provider = await createTestProvider();
after(() => provider.close());

const parties = await createTestParties(provider);
const quote = (amount = 1000, overrides: Record<string, unknown> = {}) =>
  createTestFxQuote(provider, amount, overrides);
const paymentBody = (q: { quoteId: string; sellAmount: number; buyAmount: number }) => testPaymentBody(parties, q);

test('a quote prices both legs and a fee, and expires after the configured time', async () => {
  const q = await quote(1000);
  assert.equal(q.sellAmount, 1000);
  assert.ok(q.buyAmount > 700 && q.buyAmount < 800, `SGD→USD at ~0.74: ${q.buyAmount}`);
  assert.equal(q.fee.feeCurrency, 'SGD');
  assert.equal(q.fee.feeAmount, 5);
  assert.equal(new Date(q.expiresAt).getTime() - provider.clock.now().getTime(), 60_000);
  const fixedBuy = await quote(500, { fixedSide: 'BUY' });
  assert.equal(fixedBuy.buyAmount, 500);
});

test('GET /quotes/{id} answers ACTIVE, then USED or EXPIRED; unknown pairs and ids are refused', async () => {
  const q = await quote(100);
  const read = async (id: string) => provider.request(`/api/v1/quotes/${id}`);
  assert.equal(fxQuoteResponseSchema.parse(await (await read(q.quoteId)).json()).status, 'ACTIVE');
  await provider.request('/api/v1/payments', jsonPost(paymentBody(q)));
  assert.equal(fxQuoteResponseSchema.parse(await (await read(q.quoteId)).json()).status, 'USED');
  const later = await quote(100);
  provider.clock.advance(60_001);
  assert.equal(fxQuoteResponseSchema.parse(await (await read(later.quoteId)).json()).status, 'EXPIRED');
  assert.equal((await errorSummary(await read('qt_unknown'))).code, 'NOT_FOUND');
  const unsupported = await provider.request(
    '/api/v1/quotes',
    jsonPost({ sellCurrency: 'SGD', buyCurrency: 'XOF', fixedSide: 'SELL', amount: 100 }),
  );
  assert.deepEqual(await errorSummary(unsupported), {
    status: 422,
    code: 'CURRENCY_NOT_SUPPORTED',
    fields: ['buyCurrency'],
  });
  const other = await provider.request(`/api/v1/quotes/${q.quoteId}`, { key: 'sk_test_m2' });
  assert.equal(other.status, 404, 'another merchant cannot read the quote');
});
