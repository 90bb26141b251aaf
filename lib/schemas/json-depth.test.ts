import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { JsonDepthScan, jsonTextNestedDeeperThan, valueNestedDeeperThan } from './json-depth';

const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Math.max(0, ...(Array.isArray(value) ? value : Object.values(value)).map(depthOf))
    : 0;

test('the text and the value agree with the depth, for every limit, strings with brackets included', () => {
  const value = fc.jsonValue({ maxDepth: 6 });
  fc.assert(
    fc.property(value, fc.nat(7), fc.nat(9), (json, max, cut) => {
      const deeper = depthOf(json) > max;
      const text = JSON.stringify(json);
      assert.equal(jsonTextNestedDeeperThan(text, max), deeper);
      // Fed as UTF-8 bytes in pieces (as a request body streams), the answer is the same.
      const bytes = new TextEncoder().encode(text);
      const scan = new JsonDepthScan(max);
      let exceeded = false;
      for (let at = 0; at < bytes.length; at += cut + 1) exceeded = scan.feed(bytes.subarray(at, at + cut + 1));
      assert.equal(exceeded, deeper);
      assert.equal(valueNestedDeeperThan(json, max), deeper);
    }),
    { numRuns: 300, seed: 26 },
  );
  assert.equal(jsonTextNestedDeeperThan('["[[[[", "\\"[[[["]', 1), false);
});

test('no depth makes either throw', () => {
  const deep: unknown[] = [];
  let node = deep;
  for (let i = 0; i < 200_000; i++) node = node[0] = [] as unknown[];
  assert.equal(valueNestedDeeperThan(deep), true);
  assert.equal(jsonTextNestedDeeperThan('['.repeat(200_000)), true);
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  assert.equal(valueNestedDeeperThan(cycle), true);
});
