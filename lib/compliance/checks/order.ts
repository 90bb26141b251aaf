import { FINDING_CODES, type Finding } from '@/lib/compliance/types';

/*
 * Findings are answered in the order a person reads the form, whatever check found them: sorted by
 * field along a list of wire paths in reading order (`#` standing for a list index), the items of a
 * list kept together (ID document 1's fields, then document 2's), then by code; the same code on
 * the same field is told once.
 */

type SortKey = number[];

function compareKeys(a: SortKey, b: SortKey): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}

/**
 * Sorts findings by `order` (wire paths in reading order, `#` for an index). A path's rank is that of
 * the first entry it is or begins: `senderKyc.idDocument` ranks with `senderKyc.idDocument.#.idType`.
 * Fields not in the list come last.
 */
export function inReadingOrder(findings: readonly Finding[], order: readonly string[]): Finding[] {
  const ranks = new Map<string, number>();
  order.forEach((path, index) => {
    const segments = path.split('.');
    for (let end = 1; end <= segments.length; end += 1) {
      const prefix = segments.slice(0, end).join('.');
      if (!ranks.has(prefix)) ranks.set(prefix, index);
    }
  });
  const rank = (pattern: string) => ranks.get(pattern) ?? order.length;
  // Each index in a path adds the rank of the list and the index itself, so items stay together.
  const keyOf = (field: string): SortKey => {
    const key: SortKey = [];
    let pattern = '';
    for (const segment of field.split('.')) {
      if (/^\d+$/.test(segment)) {
        key.push(rank(pattern), Number(segment));
        pattern += '.#';
      } else pattern = pattern === '' ? segment : `${pattern}.${segment}`;
    }
    key.push(rank(pattern));
    return key;
  };
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const id = `${f.code} ${f.field}`;
    return !seen.has(id) && Boolean(seen.add(id));
  });
  const keyed = unique.map((finding) => ({ finding, key: keyOf(finding.field) }));
  keyed.sort(
    (a, b) =>
      compareKeys(a.key, b.key) || FINDING_CODES.indexOf(a.finding.code) - FINDING_CODES.indexOf(b.finding.code),
  );
  return keyed.map(({ finding }) => finding);
}
