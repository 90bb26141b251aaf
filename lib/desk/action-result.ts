import type { FieldError } from '@/lib/schemas/error-envelope';

/** The one result shape of every server action, which forms read back. */
export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

export function fieldErrorsFrom(details: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) out[d.field] ??= d.message;
  return out;
}
