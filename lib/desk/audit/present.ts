import { maskName } from '@/lib/desk/mask';

/** Keys whose values are never shown, whatever a writer put there. */
const SECRET_KEY = /password|passphrase|secret|token|api[-_]?key|authori[sz]ation|cookie|\botp\b|\bpin\b/i;
/** An e-mail address written unmasked (writers mask them; this is the second line). */
const EMAIL = /[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+/g;

export const HIDDEN = '[hidden]';

/**
 * Details as the page and the export show them: values under secret-looking keys hidden, any
 * e-mail address masked (`o•••••••@c•••••••.t•••`). Everything else is kept as written.
 */
export function presentableDetails(details: Record<string, unknown> | null): Record<string, unknown> | null {
  if (details === null) return null;
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(EMAIL, (email) => maskName(email));
    if (Array.isArray(value)) return value.map(clean);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? HIDDEN : clean(inner)]),
      );
    return value;
  };
  return clean(details) as Record<string, unknown>;
}

const SUMMARY_LIMIT = 160;

/** One line for the table: `reason: …; code: …`, nested values as JSON, cut at 160 characters. */
export function summariseDetails(details: Record<string, unknown> | null): string {
  const shown = presentableDetails(details);
  if (!shown) return '';
  const line = Object.entries(shown)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
  return line.length > SUMMARY_LIMIT ? `${line.slice(0, SUMMARY_LIMIT - 1)}…` : line;
}
