/*
 * Reading values of an unknown shape (a request from the wire, a saved party's KYC, a draft of an
 * older shape) into the composer's string fields, without zod (the composer's first load).
 */

export type Loose = Record<string, unknown>;

export const asObject = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};

export const asString = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Copies the string fields `template` has from `source`, recursively; anything else is left as in the template. */
export function fillStrings<T extends object>(template: T, source: unknown): T {
  const from = asObject(source);
  const out = { ...template } as Loose;
  for (const [key, blank] of Object.entries(template)) {
    if (typeof blank === 'string') out[key] = asString(from[key]);
    else if (!Array.isArray(blank) && blank !== null && typeof blank === 'object')
      out[key] = fillStrings(blank as object, from[key]);
  }
  return out as T;
}
