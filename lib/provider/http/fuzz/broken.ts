import fc from 'fast-check';
import { nastyString, nastyValue, RAW_MARK } from './nasty';

/* A valid value broken in one or two places: a member replaced, removed, added, or nearly right. */

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
