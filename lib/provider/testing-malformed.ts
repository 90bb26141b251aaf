/**
 * Malformed variants of a valid JSON body, for "never a 500 for bad input" tests: every leaf of
 * the wrong type, a 100 KB string in every string, unknown fields at every level, extra nesting,
 * required fields removed, and bodies that are not JSON objects at all. Each variant must be
 * refused with a 4xx in the error envelope.
 */
export interface MalformedBody {
  label: string;
  /** The raw body text. */
  body: string;
  contentType?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const HUGE = 'x'.repeat(100 * 1024);
const DEEP: Json = JSON.parse(`${'['.repeat(200)}1${']'.repeat(200)}`) as Json;

function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(root);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

function wrongValues(value: Json): Json[] {
  if (typeof value === 'string') return [12345, true, null, [], { value }, [value], HUGE, DEEP];
  if (typeof value === 'number') return [String(value), true, null, [], { value }, 1.5, -1, 1e300];
  if (typeof value === 'boolean') return ['true', 1, null];
  if (Array.isArray(value)) return ['x', 1, null, {}, [1], [null], [[value[0] ?? 1]]];
  if (value && typeof value === 'object')
    return [
      'x',
      1,
      null,
      [],
      [value],
      { ...value, unknownField: 'x' },
      { ...value, nested: { deeper: { deepest: DEEP } } },
    ];
  return ['x', 1, {}];
}

function* leaves(value: Json, path: (string | number)[] = []): Generator<[(string | number)[], Json]> {
  if (path.length > 0) yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* leaves(item, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* leaves(item, [...path, key]);
}

/**
 * Variants of `valid`. `optional` lists dotted paths (array indexes as `*`) that may be absent:
 * every other object member is removed once and must be refused.
 */
export function malformedBodies(validBody: object, optional: string[] = []): MalformedBody[] {
  const valid = validBody as Record<string, Json>;
  const variants: MalformedBody[] = [
    { label: 'not JSON', body: 'this is not json' },
    { label: 'truncated JSON', body: JSON.stringify(valid).slice(0, -3) },
    { label: 'empty body', body: '' },
    { label: 'JSON null', body: 'null' },
    { label: 'JSON array', body: JSON.stringify([valid]) },
    { label: 'JSON number', body: '42' },
    { label: 'JSON string', body: '"hello"' },
    { label: 'empty object', body: '{}' },
    { label: 'text/plain', body: JSON.stringify(valid), contentType: 'text/plain' },
    { label: 'unknown top-level field', body: JSON.stringify({ ...valid, unknownField: 1 }) },
    { label: '__proto__ member', body: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"polluted":true},') },
    { label: 'constructor member', body: JSON.stringify({ ...valid, constructor: { prototype: { polluted: true } } }) },
    { label: 'deeply nested extra member', body: JSON.stringify({ ...valid, extra: DEEP }) },
    { label: 'whole body wrapped', body: JSON.stringify({ data: valid }) },
  ];
  const isOptional = (path: (string | number)[]) =>
    optional.includes(path.map((p) => (typeof p === 'number' ? '*' : p)).join('.'));
  for (const [path, value] of leaves(valid)) {
    const where = path.join('.');
    for (const wrong of wrongValues(value)) {
      const shown =
        typeof wrong === 'string' && wrong.length > 40
          ? `${wrong.length}-character string`
          : JSON.stringify(wrong)?.slice(0, 40);
      variants.push({ label: `${where} = ${shown}`, body: JSON.stringify(setAt(valid, path, wrong)) });
    }
    if (typeof path.at(-1) === 'string' && !isOptional(path))
      variants.push({ label: `${where} removed`, body: JSON.stringify(setAt(valid, path, undefined)) });
  }
  return variants;
}
