import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { engineUnderTest } from '@/lib/db/testing';
import { createTestProvider } from '../testing';
import { runFuzz } from './fuzz/run';

/*
 * Property: no generated or broken request makes a 5xx, and every refusal is the error envelope
 * naming a field or saying why (issue 12, item 3). A fixed seed keeps `npm test` repeatable;
 * `npm run bench:fuzz` runs 10,000 cases per engine.
 */
const provider = await createTestProvider();
after(() => provider.close());

const COUNT = Number(process.env.FUZZ_CASES ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

test(`${COUNT} fuzzed requests over every JSON route and query parameter: no 5xx (${engineUnderTest()})`, async () => {
  const result = await runFuzz(provider, { count: COUNT, seed: SEED });
  const shown = result.failures
    .slice(0, 5)
    .map((f) => `${f.status} ${JSON.stringify(f.case).slice(0, 400)} → ${f.answer}`);
  assert.deepEqual(shown, [], `${result.failures.length} of ${result.cases} failed`);
  assert.equal(result.byClass['5xx'], 0);
  assert.ok(result.byClass['2xx'] > 0, 'some cases are accepted: the fuzzer reaches the handlers');
});
