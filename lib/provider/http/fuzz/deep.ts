import fc from 'fast-check';
import { toJsonText } from './nasty';

/*
 * Nesting depth (issue 26, item 10): arrays and objects 100 to 10,000 inside each other, as the whole
 * body, as a member added to a valid example, or in place of one of its members.
 */

const nested = fc
  .record({
    depth: fc.integer({ min: 100, max: 10_000 }),
    kind: fc.constantFrom('arrays', 'objects', 'mixed'),
    inner: fc.constantFrom('1', '"x"', 'null', '[]', '{}', ''),
  })
  .map(({ depth, kind, inner }) => {
    let open = '';
    let close = '';
    for (let i = 0; i < depth; i++) {
      const array = kind === 'arrays' || (kind === 'mixed' && i % 2 === 0);
      open += array ? '[' : '{"k":';
      close = (array ? ']' : '}') + close;
    }
    return open + inner + close;
  });

/** A deeply nested body for a route with these valid examples (none: the nesting alone). */
export function deepBody(examples: unknown[]): fc.Arbitrary<string> {
  if (examples.length === 0) return nested;
  return fc.oneof(
    nested,
    fc.tuple(fc.constantFrom(...examples), nested, fc.nat()).map(([example, deep, pick]) => {
      const text = toJsonText(example);
      const keys = example && typeof example === 'object' ? Object.keys(example) : [];
      const key = keys.length > 0 && pick % 2 === 0 ? keys[pick % keys.length]! : 'metadata';
      // The member added last: a repeated name is the last one in JSON.parse, so it replaces the first.
      return text.endsWith('}') && text.length > 2 ? `${text.slice(0, -1)},${JSON.stringify(key)}:${deep}}` : deep;
    }),
  );
}
