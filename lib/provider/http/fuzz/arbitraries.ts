import fc from 'fast-check';
import { z } from 'zod';

/*
 * fast-check arbitraries for fuzzing the API: values shaped by a route's zod schema (through its
 * JSON Schema, input side), then broken — wrong types, lengths at and past the limits, unicode that
 * text cannot hold (lone surrogates, NUL), deep nesting, numbers at the edges.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A number literal JSON.stringify cannot write (1e400 is Infinity, -0 is 0): spliced in as text. */
const RAW_NUMBERS = ['-0', '1e400', '-1e400', '1e-400', '123456789012345678901234567890'];
const RAW_MARK = (i: number) => `\u0001raw${i}\u0001`;

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

/** A value fitting `schema` as far as its JSON Schema says (refinements are not seen). */
function fromJsonSchema(schema: JsonSchema, defs: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return fromJsonSchema(defs[schema.$ref.split('/').at(-1)!] ?? {}, defs, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return fc.oneof(...options.map((option) => fromJsonSchema(option, defs, depth)));
  if (schema.allOf?.[0]) return fromJsonSchema(schema.allOf[0], defs, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (depth > 6) return fc.constant(null);
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, fromJsonSchema(value, defs, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(fromJsonSchema(schema.items ?? {}, defs, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  const size = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) };
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      return fc.string(size);
    }
  }
  return fc.string(size);
}

/** Values shaped by a zod schema's input side. */
export function fromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json, json.$defs ?? {});
}

/** Every path into a JSON value (objects' members and arrays' items), the root excluded. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...path, i])));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...path, key]));
  return paths;
}

type Mutation =
  | { kind: 'set'; value: unknown }
  | { kind: 'delete' }
  | { kind: 'add'; key: string; value: unknown }
  | { kind: 'edge'; text: string; number: number | string };

/**
 * A near miss keeps the member's type, so the rest of a valid body still passes: a string gets
 * characters text cannot hold (or odd but valid ones) added, an amount goes to an edge.
 */
const nearMiss: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constant('edge' as const),
  text: fc.constantFrom('\ud800', '\udc00', '\u0000', '\udbff\udbff', '💸', 'e\u0301', '\u202e', '\u00a0'),
  number: fc.constantFrom<number | string>(1e308, 5e-324, 1e12 + 0.01, 0, -1, 1e15, RAW_MARK(0), RAW_MARK(1)),
});
const AMOUNT_EDGES = ['999999999999999999.99', '1000000000000.01', '1000000000000', '0.00', '-0', '1e5', '0.001'];

function nearMissOf(value: unknown, change: Extract<Mutation, { kind: 'edge' }>, pick: number): unknown {
  if (typeof value === 'number') return change.number;
  if (typeof value !== 'string') return value;
  if (/^\d+(\.\d+)?$/.test(value) && pick % 2 === 0) return AMOUNT_EDGES[pick % AMOUNT_EDGES.length];
  return pick % 3 === 0 ? change.text + value : value + change.text;
}

const mutation: fc.Arbitrary<[Mutation, number]> = fc.tuple(
  fc.oneof(
    { weight: 4, arbitrary: nastyValue.map((value): Mutation => ({ kind: 'set', value })) },
    { weight: 4, arbitrary: nearMiss },
    fc.constant<Mutation>({ kind: 'delete' }),
    fc.record({ kind: fc.constant('add' as const), key: nastyString, value: nastyValue }),
  ),
  fc.nat(1000),
);

function applyMutation(root: unknown, path: (string | number)[], [change, pick]: [Mutation, number]): unknown {
  if (path.length === 0 && change.kind === 'set') return change.value;
  if (path.length === 0 && change.kind === 'edge') return nearMissOf(root, change, pick);
  const copy = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.length === 0 ? [] : path.slice(0, -1)) {
    const next = node?.[key];
    if (!next || typeof next !== 'object') return copy; // an earlier change removed the way there
    node = next as Record<string | number, unknown>;
  }
  if (!node || typeof node !== 'object') return copy;
  const last = path.at(-1);
  if (change.kind === 'add') {
    const target = last === undefined ? node : node[last];
    if (target && typeof target === 'object') (target as Record<string, unknown>)[change.key] = change.value;
  } else if (last !== undefined) {
    if (change.kind === 'set') node[last] = change.value;
    else if (change.kind === 'edge') node[last] = nearMissOf(node[last], change, pick);
    else delete node[last];
  }
  return copy;
}

/** `value` with one or two of its members (or the whole) replaced, removed or added to. */
export function broken(value: unknown): fc.Arbitrary<unknown> {
  const paths = [[], ...pathsOf(value)];
  const change = fc.tuple(fc.nat(paths.length - 1), mutation);
  return fc
    .array(change, { minLength: 1, maxLength: 2 })
    .map((changes) => changes.reduce((body, [i, step]) => applyMutation(body, paths[i]!, step), value));
}
