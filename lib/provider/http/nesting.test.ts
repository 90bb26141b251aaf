import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { MAX_JSON_DEPTH } from '@/lib/schemas/json-depth';
import { eigHeaders } from '../eig/testing';
import { PROVIDER_ROUTES } from '../index';
import { createTestProvider, expectError } from '../testing';

/*
 * Deeply nested JSON (issue 26, item 10): 5,000 `[` once answered 500 (the recursion of the dialect's
 * null stripping ran out of stack). Every POST route, and /eig's, answers a 400 in words naming the
 * body, however deep, as the whole body or inside a member of a valid one.
 */
const provider = await createTestProvider();
after(() => provider.close());

const arrays = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
const objects = (depth: number, inner = '1') => '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
const valid = JSON.stringify(exampleTransactionBody('p2p', { now: provider.clock.now() }));
/** A valid transaction body with `nested` as the value of its metadata, after every other member. */
const inMember = (nested: string) => `${valid.slice(0, -1)},"metadata":${nested}}`;

const POSTS = PROVIDER_ROUTES.filter((route) => route.method === 'POST' && route.body && !route.rawBody).map(
  (route) => `/api/v1${route.path.replace(/:\w+/g, 'x')}`,
);

for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 10_000])
  test(`${depth} deep, in arrays and objects: a 400 naming the body on every POST route`, async () => {
    assert.ok(POSTS.includes('/api/v1/transactions') && POSTS.includes('/api/v1/quotations'));
    for (const path of POSTS)
      for (const body of [arrays(depth), objects(depth), inMember(arrays(depth)), inMember(objects(depth))]) {
        const response = await provider.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${depth}` },
          body,
        });
        const envelope = await expectError(response, 400, 'VALIDATION_FAILED');
        assert.deepEqual(
          envelope.details.map((d) => d.field),
          ['(body)'],
          `${path} ${body.slice(0, 12)}`,
        );
        assert.match(envelope.message, new RegExp(`nested more than ${MAX_JSON_DEPTH} levels`));
      }
  });

test('deep nesting inside strings is only text, and nesting up to the limit still parses', async () => {
  const inString = JSON.stringify(exampleTransactionBody('p2p', { now: provider.clock.now() })).replace(
    /"transactionReference":"[^"]*"/,
    `"transactionReference":"${'['.repeat(40)}"`,
  );
  const response = await provider.request('/api/v1/transactions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: inString,
  });
  assert.doesNotMatch(await response.text(), /nested/, 'brackets in a string are not nesting');
  const atLimit = await provider.request('/api/v1/quotations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: arrays(MAX_JSON_DEPTH),
  });
  const refused = await expectError(atLimit, 400, 'VALIDATION_FAILED');
  assert.doesNotMatch(refused.message, /nested/, 'refused by the schema, not the depth');
});

test('/eig answers deep nesting as a refusal, never a 5xx', async () => {
  for (const path of ['/eig/gsma/transactions', '/eig/gsma/quotations', '/eig/gsma/remitCancel'])
    for (const body of [arrays(10_000), objects(10_000)]) {
      const response = await provider.request(path, {
        method: 'POST',
        key: null,
        headers: { ...eigHeaders(), 'content-type': 'application/json' },
        body,
      });
      assert.equal(response.status, 400, `${path}: ${(await response.text()).slice(0, 300)}`);
    }
});
