import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { paymentResponseSchema, type PaymentResponse } from '@/lib/schemas/payment';
import {
  availableBalance,
  createTestFxQuote,
  createTestParties,
  createTestProvider,
  errorSummary,
  jsonPost,
  testPaymentBody,
} from '../testing';
import { advanceDuePayments } from './lifecycle';

const provider = await createTestProvider();
after(() => provider.close());

const parties = await createTestParties(provider);
const quote = (amount = 1000, overrides: Record<string, unknown> = {}) =>
  createTestFxQuote(provider, amount, overrides);
const paymentBody = (q: { quoteId: string; sellAmount: number; buyAmount: number }, overrides = {}) =>
  testPaymentBody(parties, q, overrides);
const sgdBalance = () => availableBalance(provider, 'SGD');

test('a payment debits amount and fee, answers CREATED, and the worker completes it', async () => {
  const before = await sgdBalance();
  const q = await quote(1000);
  const response = await provider.request('/api/v1/payments', jsonPost(paymentBody(q)));
  assert.equal(response.status, 201);
  const payment = paymentResponseSchema.parse(await response.json());
  assert.equal(payment.status, 'CREATED');
  assert.match(payment.serviceRef, /^GS\d{21}$/);
  assert.deepEqual(payment.fee, { chargeBearer: 'OUR', feeCurrency: 'SGD', feeAmount: 5 });
  assert.equal(payment.timeline.completedAt, null);
  assert.equal(await sgdBalance(), before - 1005);

  const steps: string[] = [];
  for (let i = 0; i < 3; i++) {
    provider.clock.advance(1001);
    await advanceDuePayments(provider.deps);
    const now = paymentResponseSchema.parse(
      await (await provider.request(`/api/v1/payments/${payment.serviceRef}`)).json(),
    );
    steps.push(now.status);
  }
  assert.deepEqual(steps, ['PROCESSING', 'COMPLETED', 'COMPLETED']);
  const byRef = (await (await provider.request(`/api/v1/payments?merchantRef=${payment.merchantRef}`)).json()) as {
    items: PaymentResponse[];
  };
  assert.equal(byRef.items[0]?.serviceRef, payment.serviceRef);
  assert.ok(byRef.items[0]?.timeline.completedAt);
});

test('the magic amount .13 fails in processing and releases debit and fee', async () => {
  const before = await sgdBalance();
  const q = await quote(200.13);
  const payment = paymentResponseSchema.parse(
    await (await provider.request('/api/v1/payments', jsonPost(paymentBody(q)))).json(),
  );
  provider.clock.advance(1001);
  await advanceDuePayments(provider.deps);
  provider.clock.advance(1001);
  await advanceDuePayments(provider.deps);
  const failed = paymentResponseSchema.parse(
    await (await provider.request(`/api/v1/payments/${payment.serviceRef}`)).json(),
  );
  assert.equal(failed.status, 'FAILED');
  assert.ok(failed.failureReason);
  assert.equal(await sgdBalance(), before);
});

test('same requestId and body replays the first response; another body is a 409', async () => {
  const q = await quote(300);
  const body = paymentBody(q);
  const first = paymentResponseSchema.parse(await (await provider.request('/api/v1/payments', jsonPost(body))).json());
  const again = await provider.request('/api/v1/payments', jsonPost(body));
  assert.equal(again.status, 201);
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.deepEqual(paymentResponseSchema.parse(await again.json()), first);
  const other = await provider.request('/api/v1/payments', jsonPost({ ...body, merchantRef: 'OTHER' }));
  assert.deepEqual(await errorSummary(other), { status: 409, code: 'DUPLICATE_REFERENCE', fields: ['requestId'] });
});

test('concurrent identical payments create exactly one and debit once', async () => {
  const before = await sgdBalance();
  const q = await quote(400);
  const body = paymentBody(q);
  const responses = await Promise.all(
    Array.from({ length: 20 }, () => provider.request('/api/v1/payments', jsonPost(body))),
  );
  const refs = new Set<string>();
  for (const r of responses) {
    assert.equal(r.status, 201, await r.clone().text());
    refs.add(paymentResponseSchema.parse(await r.json()).serviceRef);
  }
  assert.equal(refs.size, 1);
  assert.equal(await sgdBalance(), before - 405);
});

test('quote rules: unknown, used, expired and mismatched amounts each have their own code', async () => {
  const unknown = await provider.request(
    '/api/v1/payments',
    jsonPost(paymentBody({ quoteId: 'qt_nope', sellAmount: 1, buyAmount: 1 })),
  );
  assert.deepEqual(await errorSummary(unknown), { status: 422, code: 'QUOTE_NOT_FOUND', fields: ['fx.quoteId'] });

  const q = await quote(100);
  await provider.request('/api/v1/payments', jsonPost(paymentBody(q)));
  const used = await provider.request('/api/v1/payments', jsonPost(paymentBody(q)));
  assert.deepEqual(await errorSummary(used), { status: 409, code: 'QUOTE_ALREADY_USED', fields: ['fx.quoteId'] });

  const expiring = await quote(100);
  provider.clock.advance(60_001);
  const expired = await provider.request('/api/v1/payments', jsonPost(paymentBody(expiring)));
  assert.deepEqual(await errorSummary(expired), { status: 422, code: 'QUOTE_EXPIRED', fields: ['fx.quoteId'] });

  const fresh = await quote(100);
  const wrongAmount = await provider.request(
    '/api/v1/payments',
    jsonPost(paymentBody({ ...fresh, buyAmount: fresh.buyAmount + 1 })),
  );
  assert.deepEqual(await errorSummary(wrongAmount), {
    status: 422,
    code: 'QUOTE_MISMATCH',
    fields: ['amount.payoutAmount'],
  });
  const wrongCurrency = await provider.request(
    '/api/v1/payments',
    jsonPost({
      ...paymentBody(fresh),
      amount: {
        debitCurrency: 'EUR',
        debitAmount: fresh.sellAmount,
        payoutCurrency: 'USD',
        payoutAmount: fresh.buyAmount,
      },
    }),
  );
  assert.deepEqual(await errorSummary(wrongCurrency), {
    status: 422,
    code: 'QUOTE_MISMATCH',
    fields: ['amount.debitCurrency'],
  });
});

test('unknown payer or beneficiary and insufficient funds are refused without a debit', async () => {
  const before = await sgdBalance();
  const q1 = await quote(100);
  const noPayer = await provider.request(
    '/api/v1/payments',
    jsonPost(paymentBody(q1, { payer: { originalPayerId: 'op_missing' } })),
  );
  assert.deepEqual(await errorSummary(noPayer), {
    status: 422,
    code: 'UNKNOWN_PAYER',
    fields: ['payer.originalPayerId'],
  });
  const noBeneficiary = await provider.request(
    '/api/v1/payments',
    jsonPost(paymentBody(q1, { beneficiary: { beneficiaryId: 'ben_missing' } })),
  );
  assert.deepEqual(await errorSummary(noBeneficiary), {
    status: 422,
    code: 'UNKNOWN_BENEFICIARY',
    fields: ['beneficiary.beneficiaryId'],
  });
  const big = await quote(9_000_000);
  const broke = await provider.request('/api/v1/payments', jsonPost(paymentBody(big)));
  assert.deepEqual(await errorSummary(broke), {
    status: 422,
    code: 'INSUFFICIENT_FUNDS',
    fields: ['amount.debitAmount'],
  });
  assert.equal(await sgdBalance(), before);
  // The refused attempts left the quote usable.
  const ok = await provider.request('/api/v1/payments', jsonPost(paymentBody(q1)));
  assert.equal(ok.status, 201);
});

test('an unknown supporting document is refused naming it, without a debit', async () => {
  const before = await sgdBalance();
  const q = await quote(120);
  const body = paymentBody(q, {
    compliance: { sourceOfFund: 'BUSINESS_REVENUE', supportingDocuments: ['file_missing'] },
  });
  const refused = await provider.request('/api/v1/payments', jsonPost(body));
  const error = await errorSummary(refused);
  assert.equal(error.status, 422);
  assert.equal(error.code, 'FILE_NOT_USABLE');
  assert.match(error.fields[0] ?? '', /^compliance\.supportingDocuments/);
  assert.equal(await sgdBalance(), before);
});

test('sandbox transitions follow the allowed edges only', async () => {
  const q = await quote(150);
  const payment = paymentResponseSchema.parse(
    await (await provider.request('/api/v1/payments', jsonPost(paymentBody(q)))).json(),
  );
  const illegal = await provider.request(
    `/api/v1/sandbox/payments/${payment.serviceRef}/transitions`,
    jsonPost({ to: 'COMPLETED' }),
  );
  assert.deepEqual(await errorSummary(illegal), { status: 409, code: 'INVALID_TRANSITION', fields: ['to'] });
  const cancelled = await provider.request(
    `/api/v1/sandbox/payments/${payment.serviceRef}/transitions`,
    jsonPost({ to: 'CANCELLED', reason: 'test' }),
  );
  assert.equal(cancelled.status, 200);
  const body = paymentResponseSchema.parse(await cancelled.json());
  assert.equal(body.status, 'CANCELLED');
  assert.ok(body.timeline.completedAt);
});

test('malformed payment bodies get a 4xx envelope, never a 500', async () => {
  const q = await quote(100);
  const valid = paymentBody(q);
  const cases: unknown[] = [
    {},
    { ...valid, amount: { ...valid.amount, debitAmount: '100' } },
    { ...valid, amount: { ...valid.amount, debitAmount: -5 } },
    { ...valid, amount: { ...valid.amount, debitAmount: 1.001 } },
    { ...valid, payer: 'op_test1' },
    { ...valid, payer: { originalPayerId: { nested: true } } },
    { ...valid, extra: 1 },
    { ...valid, requestId: 'x'.repeat(100_000) },
    { ...valid, paymentInstruction: { ...valid.paymentInstruction, urgency: 'SOON' } },
    [valid],
    null,
  ];
  for (const body of cases) {
    const response = await provider.request('/api/v1/payments', jsonPost(body));
    assert.ok(
      response.status >= 400 && response.status < 500,
      `${JSON.stringify(body)?.slice(0, 80)} → ${response.status}`,
    );
    assert.ok((await errorSummary(response)).code);
  }
});
