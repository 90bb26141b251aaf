import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { apiReferenceSegment } from '@/lib/schemas/reference-path';
import { transactionQueryResponseSchema } from '@/lib/schemas/transaction';
import { eigGet, eigPost } from '../eig/testing';
import { createTestProvider, createTestTransaction, jsonPost } from '../testing';

/*
 * References with the characters a path treats specially (issue 26, item 9): the API takes any
 * printable ASCII in transactionReference, so every route that names a reference in its path
 * finds it, under /api/v1 and /eig alike, once the caller encodes it as a path segment.
 */
const provider = await createTestProvider();
after(() => provider.close());

/** Every character a path, a query or a form treats specially, each in a reference of its own and all in one. */
const SPECIAL = ' "#$%&+,/:;<=>?@[\\]^`{|}'.replace(' ', '').split('');
const REFERENCES = [
  ...SPECIAL.map((char, i) => `ODD${i}${char}X`),
  `A${SPECIAL.join('')}Z`,
  '%2F%25..',
  '../..',
  '%E0%A4%A',
  'a/b?c#d',
];

test('each reference opens, cancels and moves by its own path segment, /eig included', async () => {
  for (const reference of REFERENCES) {
    assert.ok(reference.length <= 50, reference);
    const created = await createTestTransaction(provider, 'p2p', { transactionReference: reference });
    const path = `/api/v1/transactions/${apiReferenceSegment(reference)}`;
    const read = await provider.request(path);
    assert.equal(read.status, 200, `${reference}: ${await read.clone().text()}`);
    // The API's answers name its own reference (the service's); the caller's found the same record.
    assert.equal(
      transactionQueryResponseSchema.parse(await read.json()).transactionReference,
      created.transactionReference,
    );
    const byEig = await provider.request(`/eig/gsma/transactions/${apiReferenceSegment(reference)}`, eigGet());
    assert.equal(byEig.status, 200, `/eig ${reference}: ${await byEig.clone().text()}`);
    const cancelled = await provider.request(`${path}/cancel`, jsonPost({ reason: 'odd reference' }));
    assert.equal(cancelled.status, 200, `cancel ${reference}: ${await cancelled.clone().text()}`);
    assert.equal(transactionQueryResponseSchema.parse(await cancelled.json()).status, 'CANCELLED');
  }
});

test('a reference is never found by its decoded neighbour: %2F is not /', async () => {
  const reference = 'PCT%2FREF';
  await createTestTransaction(provider, 'p2p', { transactionReference: reference });
  assert.equal((await provider.request(`/api/v1/transactions/${apiReferenceSegment(reference)}`)).status, 200);
  assert.equal((await provider.request('/api/v1/transactions/PCT%2FREF')).status, 404, 'that is PCT/REF');
  const cancel = await provider.request('/eig/gsma/remitCancel', eigPost({ txnId: reference, reason: 'x' }));
  assert.equal(cancel.status, 200, await cancel.text());
});
