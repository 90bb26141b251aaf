import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { postEntry } from '@/lib/provider/ledger/service';
import { createTestProvider, TEST_API_KEY } from '@/lib/provider/testing';
import { createPaymentsApi, PaymentsApiError } from './client';

// getStatement against the built-in API: the period and page go on the query, the answer is parsed,
// and a refusal comes back as a PaymentsApiError naming the field.

const provider = await createTestProvider();
after(() => provider.close());
const urls: string[] = [];
const api = createPaymentsApi({
  baseUrl: 'http://api.test',
  apiKey: TEST_API_KEY,
  fetch: ((input: string | URL | Request, init?: RequestInit) => {
    urls.push(String(input));
    return provider.app.request(String(input), init);
  }) as typeof fetch,
});

for (const day of [1, 2, 3])
  await postEntry(provider.database.db, {
    merchantId: 'M1',
    currency: 'CHF',
    amount: '10.00',
    kind: 'DEPOSIT',
    at: new Date(`2026-11-0${day}T12:00:00Z`),
  });

test('getStatement sends the period and the page, and reads every page', async () => {
  const from = new Date('2026-11-01T00:00:00Z');
  const to = new Date('2026-11-04T00:00:00Z');
  const first = await api.getStatement('CHF', { from, to, limit: 2 });
  assert.equal(
    urls.at(-1),
    'http://api.test/api/v1/balances/CHF/statement?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-04T00%3A00%3A00.000Z&limit=2',
  );
  assert.deepEqual(
    first.entries.map((e) => e.balanceAfter),
    ['10.00', '20.00'],
  );
  assert.ok(first.nextCursor);
  const second = await api.getStatement('CHF', { from, to, limit: 2, cursor: first.nextCursor });
  assert.deepEqual(
    second.entries.map((e) => e.balanceAfter),
    ['30.00'],
  );
  assert.equal(second.nextCursor, null);
  assert.equal(second.closingBalance, '30.00');
});

test('a refused statement is a PaymentsApiError naming the field', async () => {
  const refused = await api
    .getStatement('CHF', { from: new Date('2026-11-05T00:00:00Z'), to: new Date('2026-11-01T00:00:00Z') })
    .catch((error: unknown) => error);
  assert.ok(refused instanceof PaymentsApiError);
  assert.equal(refused.status, 400);
  assert.equal(refused.code, 'VALIDATION_FAILED');
  assert.deepEqual(
    refused.details.map((d) => d.field),
    ['from'],
  );
});
