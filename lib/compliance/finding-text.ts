import type { Finding, FindingValue } from './types';

/*
 * A finding's sentence with its personal values put in (browser-safe, no libraries): the message
 * keeps `{key}` placeholders, and the reader's view decides what stands in each.
 */

/** The message with each placeholder replaced by `shown(value)`; an unknown placeholder stays as written. */
export function findingText(
  finding: Pick<Finding, 'message' | 'values'>,
  shown: (value: FindingValue) => string,
): string {
  const values = finding.values ?? {};
  return finding.message.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? shown(values[key]!) : placeholder,
  );
}
