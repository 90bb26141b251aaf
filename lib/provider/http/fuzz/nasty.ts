import fc from 'fast-check';

/*
 * Values no field should take, or only just: wrong types, lengths at and past the limits, unicode
 * that text cannot hold (lone surrogates, NUL), deep nesting, numbers at the edges.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A number literal JSON.stringify cannot write (1e400 is Infinity, -0 is 0): spliced in as text. */
const RAW_NUMBERS = ['-0', '1e400', '-1e400', '1e-400', '123456789012345678901234567890'];
export const RAW_MARK = (i: number) => `\u0001raw${i}\u0001`;

/** Serializes a fuzzed body: raw number marks become their literal text. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw(\d)\\u0001"/g, (_, i: string) => RAW_NUMBERS[Number(i)]!);
}

const deep = (depth: number): Json => (depth === 0 ? 1 : [deep(depth - 1)]);

/** Strings no field should take (or only just): limits, unicode text cannot hold, numbers in text. */
export const nastyString: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      0,
      1,
      2,
      3,
      8,
      16,
      18,
      19,
      32,
      33,
      40,
      41,
      64,
      65,
      100,
      101,
      140,
      141,
      255,
      256,
      2048,
      2049,
      10_000,
    ),
    fc
      .constantFrom(...['x', '9', ' ', 'é', '💸'])
      .chain((c) => fc.constantFrom(0, 1, 63, 64, 65, 140, 141, 255, 256, 2049).map((n) => c.repeat(n))),
    fc.constantFrom(
      '\ud800',
      '\udc00',
      'a\ud800b',
      '\udfff\ud800',
      '\u0000',
      'a\u0000',
      '\u202e\u0041',
      '\ufeff',
      '\uffff',
      '\u2028',
      'e\u0301',
      '\t',
      '\r\n',
      '   ',
      '-0',
      '1e308',
      'NaN',
      'Infinity',
      '-1',
      '0',
      '0.000000001',
      '999999999999999999.99',
      '99999999999999999999999',
      '1,000.00',
      '١٢٣',
      '0x10',
      '2026-02-30',
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      'null',
      '<script>',
      "'; drop table x; --",
      '%00',
      '../../etc/passwd',
      '__proto__',
    ),
  )
  .map((value) => (typeof value === 'number' ? 'x'.repeat(value) : value));

/** Any wrong value: another type, an edge number, a nasty string, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    0.1,
    1.005,
    1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    [],
    {},
    [null],
    { value: 'x' },
    { __proto__: { polluted: true } },
  ),
  fc.nat(RAW_NUMBERS.length - 1).map(RAW_MARK),
  fc.constantFrom(10, 100, 1000).map(deep),
  fc.jsonValue({ maxDepth: 3 }),
);
