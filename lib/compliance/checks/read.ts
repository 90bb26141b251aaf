/*
 * Reading a body that may be a partial draft or not parsed at all: anything of the wrong type reads
 * as empty, so a check never throws on what a person has typed so far.
 */

export type Loose = Record<string, unknown>;

/** The value as an object (not a list), else `{}`. */
export const obj = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};

/** The value as a list, else `[]`. */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The value as trimmed text, else `""`: missing and blank read alike. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A value quoted for a message, shortened so a pasted paragraph does not become the message. */
export function quoted(value: string): string {
  return `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
}

/** The key/value rows of a debit or credit party that carry `key`, with their positions. */
export function partyRows(party: unknown, key: string): { index: number; value: string }[] {
  return list(party).flatMap((row, index) => {
    const { key: rowKey, value } = obj(row);
    return rowKey === key ? [{ index, value: text(value) }] : [];
  });
}
