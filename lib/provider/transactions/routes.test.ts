import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import type { Quote } from '@/lib/schemas/quotation';
import {
  TRANSACTION_TYPES,
  transactionQueryResponseSchema,
  transactionResponseSchema,
  type TransactionType,
} from '@/lib/schemas/transaction';
import {
  availableBalance,
  createTestProvider,
  createTestTransactionQuote,
  errorSummary,
  jsonPost,
  runWorkerSteps,
  testTransactionBody,
} from '../testing';
import { advanceDueTransactions } from './lifecycle';

const provider = await createTestProvider();
after(() => provider.close());

const quoteFor = (type: TransactionType, overrides: Record<string, unknown> = {}) =>
  createTestTransactionQuote(provider, type, overrides);
const bodyFor = (type: TransactionType, quote: Quote, options: { transactionReference?: string } = {}) =>
  testTransactionBody(provider, type, quote, options);
const balance = async (currency: string) => new Decimal(await availableBalance(provider, currency));
/** What the quote says is charged: the sending amount plus the fees. */
const charged = (quote: Quote) =>
  quote.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(quote.sendingAmount));
/** Moves every due transaction `times` steps on (the clock a little past each step). */
const advance = (times: number) => runWorkerSteps(provider, advanceDueTransactions, times, 1001);

for (const type of TRANSACTION_TYPES) {
  test(`${type}: acknowledged, debited by the quote's sending amount and fee, then SUCCESS`, async () => {
    const quote = await quoteFor(type);
    const before = await balance(quote.sendingCurrency);
    const response = await provider.request('/api/v1/transactions', jsonPost(bodyFor(type, quote)));
    assert.equal(response.status, 201, await response.clone().text());
    const ack = transactionResponseSchema.parse(await response.json());
    assert.equal(ack.transactionStatus, 'ACKNOWLEDGED');
    assert.equal(ack.type, type);
    assert.equal((await balance(quote.sendingCurrency)).toFixed(), before.minus(charged(quote)).toFixed());
    await advance(2);
    for (const reference of [ack.transactionReference, ack.requestingOrganisationTransactionReference]) {
      const query = transactionQueryResponseSchema.parse(
        await (await provider.request(`/api/v1/transactions/${reference}`)).json(),
      );
      assert.equal(query.status, 'SUCCESS');
      assert.equal(query.transactionStatus, 'Payout Processed');
    }
  });
}

test('magic amount .13 fails with the sender KYC code and credits the sender back', async () => {
  const quote = await quoteFor('p2p', { requestAmount: '1000.13', requestCurrency: 'NGN', amountType: 'RECEIVE' });
  const before = await balance(quote.sendingCurrency);
  const ack = transactionResponseSchema.parse(
    await (await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', quote)))).json(),
  );
  await advance(2);
  const query = transactionQueryResponseSchema.parse(
    await (await provider.request(`/api/v1/transactions/${ack.transactionReference}`)).json(),
  );
  assert.equal(query.status, 'FAILED');
  assert.equal(query.errorCode, 'GSME3006');
  assert.equal((await balance(quote.sendingCurrency)).toFixed(), before.toFixed());
});

test('a reference containing RETURN succeeds, then is returned: the amount credited back, the fee kept', async () => {
  const quote = await quoteFor('p2p');
  const before = await balance(quote.sendingCurrency);
  await provider.request(
    '/api/v1/transactions',
    jsonPost(bodyFor('p2p', quote, { transactionReference: 'RETURN-ME-0001' })),
  );
  await advance(3);
  const query = transactionQueryResponseSchema.parse(
    await (await provider.request('/api/v1/transactions/RETURN-ME-0001')).json(),
  );
  assert.equal(query.status, 'RETURNED');
  assert.equal(query.errorMessage, "Returned by the payout network: the beneficiary's account is closed (sandbox)");
  assert.equal(
    (await balance(quote.sendingCurrency)).toFixed(),
    before.minus(charged(quote)).plus(quote.sendingAmount).toFixed(),
  );
});

test('idempotent on transactionReference: same body replays (even with its quote used), other body 409', async () => {
  const quote = await quoteFor('p2p');
  const body = bodyFor('p2p', quote);
  const first = await provider.request('/api/v1/transactions', jsonPost(body));
  const firstBody = await first.json();
  const again = await provider.request('/api/v1/transactions', jsonPost(body));
  assert.equal(again.status, 201);
  assert.equal(again.headers.get('idempotent-replayed'), 'true');
  assert.deepEqual(await again.json(), firstBody);
  const other = await provider.request('/api/v1/transactions', jsonPost({ ...body, descriptionText: 'changed' }));
  assert.deepEqual(await errorSummary(other), {
    status: 409,
    code: 'DUPLICATE_REFERENCE',
    fields: ['transactionReference'],
  });
});

test('50 concurrent identical requests create exactly one transaction and debit once', async () => {
  const quote = await quoteFor('p2p');
  const before = await balance(quote.sendingCurrency);
  const body = bodyFor('p2p', quote);
  const responses = await Promise.all(
    Array.from({ length: 50 }, () => provider.request('/api/v1/transactions', jsonPost(body))),
  );
  const refs = new Set<string>();
  for (const r of responses) {
    assert.equal(r.status, 201, await r.clone().text());
    refs.add(transactionResponseSchema.parse(await r.json()).transactionReference);
  }
  assert.equal(refs.size, 1);
  assert.equal((await balance(quote.sendingCurrency)).toFixed(), before.minus(charged(quote)).toFixed());
});

test('quote rules: unknown, used, expired, other type and other amount each have their code', async () => {
  const unknown = await provider.request(
    '/api/v1/transactions',
    jsonPost(bodyFor('p2p', { ...(await quoteFor('p2p')), quoteId: 'QRNOTAQUOTE0000000' })),
  );
  assert.deepEqual(await errorSummary(unknown), {
    status: 422,
    code: 'QUOTE_NOT_FOUND',
    fields: ['internationalTransferInformation.quoteId'],
  });

  const used = await quoteFor('p2p');
  await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', used)));
  const usedAgain = await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', used)));
  assert.deepEqual(await errorSummary(usedAgain), {
    status: 409,
    code: 'QUOTE_ALREADY_USED',
    fields: ['internationalTransferInformation.quoteId'],
  });

  const expiring = await quoteFor('p2p');
  provider.clock.advance(60_001);
  const expired = await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', expiring)));
  assert.deepEqual(await errorSummary(expired), {
    status: 422,
    code: 'QUOTE_EXPIRED',
    fields: ['internationalTransferInformation.quoteId'],
  });

  const b2bQuote = await quoteFor('b2b');
  const wrongType = await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', b2bQuote)));
  assert.equal((await errorSummary(wrongType)).code, 'QUOTE_MISMATCH');

  const quote = await quoteFor('p2p');
  const wrongAmount = await provider.request(
    '/api/v1/transactions',
    jsonPost({ ...bodyFor('p2p', quote), amount: '1.00' }),
  );
  assert.deepEqual(await errorSummary(wrongAmount), { status: 422, code: 'QUOTE_MISMATCH', fields: ['amount'] });
  const ok = await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', quote)));
  assert.equal(ok.status, 201, 'refused attempts left the quote usable');
});

test('a transaction the balance cannot cover is refused and leaves the quote unused', async () => {
  const quote = await quoteFor('p2p', { requestAmount: '9000000000.00' });
  const before = await balance(quote.sendingCurrency);
  const refused = await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', quote)));
  assert.deepEqual(await errorSummary(refused), { status: 422, code: 'INSUFFICIENT_FUNDS', fields: ['amount'] });
  assert.equal((await balance(quote.sendingCurrency)).toFixed(), before.toFixed());
  const status = (await (await provider.request(`/api/v1/quotations/${quote.quoteId}`)).json()) as { status: string };
  assert.equal(status.status, 'ACTIVE');
});

test('a requestDate more than 24 hours away is refused naming it', async () => {
  const quote = await quoteFor('p2p');
  const body = { ...bodyFor('p2p', quote), requestDate: '2020-01-01T00:00:00.000Z' };
  assert.deepEqual(await errorSummary(await provider.request('/api/v1/transactions', jsonPost(body))), {
    status: 400,
    code: 'REQUEST_DATE_INVALID',
    fields: ['requestDate'],
  });
});

test('sandbox transitions: cancel a pending transaction; illegal moves are refused', async () => {
  const quote = await quoteFor('p2p');
  const before = await balance(quote.sendingCurrency);
  const ack = transactionResponseSchema.parse(
    await (await provider.request('/api/v1/transactions', jsonPost(bodyFor('p2p', quote)))).json(),
  );
  const illegal = await provider.request(
    `/api/v1/sandbox/transactions/${ack.transactionReference}/transitions`,
    jsonPost({ to: 'RETURNED' }),
  );
  assert.deepEqual(await errorSummary(illegal), { status: 409, code: 'INVALID_TRANSITION', fields: ['to'] });
  const cancelled = await provider.request(
    `/api/v1/sandbox/transactions/${ack.transactionReference}/transitions`,
    jsonPost({ to: 'CANCELLED' }),
  );
  assert.equal(transactionQueryResponseSchema.parse(await cancelled.json()).status, 'CANCELLED');
  assert.equal((await balance(quote.sendingCurrency)).toFixed(), before.toFixed());
});

test('malformed transaction bodies get a 4xx envelope, never a 500', async () => {
  const valid = bodyFor('b2b', await quoteFor('b2b'));
  const cases: unknown[] = [
    {},
    null,
    [valid],
    { ...valid, type: 'x2y' },
    { ...valid, amount: 100 },
    { ...valid, amount: 'abc' },
    { ...valid, debitParty: 'msisdn' },
    { ...valid, creditParty: [{ key: 'unknown', value: '1' }] },
    { ...valid, business: { senderKyc: [[{}]] } },
    { ...valid, descriptionText: 'x'.repeat(100_000) },
    { ...valid, internationalTransferInformation: null },
    { ...valid, surprise: true },
  ];
  for (const body of cases) {
    const response = await provider.request('/api/v1/transactions', jsonPost(body));
    assert.ok(
      response.status >= 400 && response.status < 500,
      `${JSON.stringify(body)?.slice(0, 80)} → ${response.status}`,
    );
  }
});
