import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { quotationResponseSchema } from '@/lib/schemas/quotation';
import { exampleQuotationBody } from '@/lib/schemas/transaction.examples';
import { createTestProvider, errorSummary, jsonPost } from '../testing';

const provider = await createTestProvider();
after(() => provider.close());

const quote = (requestDate: string) =>
  provider.request('/api/v1/quotations', jsonPost({ ...exampleQuotationBody('p2p'), requestDate }));

test('a quotation requestDate more than 24 hours from now is refused naming it, as on transactions', async () => {
  for (const requestDate of ['9999-12-31T23:59:59.000Z', '2020-01-01T00:00:00.000Z']) {
    assert.deepEqual(await errorSummary(await quote(requestDate)), {
      status: 400,
      code: 'REQUEST_DATE_INVALID',
      fields: ['requestDate'],
    });
  }
});

test('a quotation requestDate within 24 hours of now is accepted and echoed', async () => {
  const requestDate = new Date(provider.clock.now().getTime() - 23 * 3_600_000).toISOString();
  const response = await quote(requestDate);
  assert.equal(response.status, 201, await response.clone().text());
  assert.equal(quotationResponseSchema.parse(await response.json()).requestDate, requestDate);
});
