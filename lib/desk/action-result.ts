import type { FieldError } from '@/lib/schemas/error-envelope';

/**
 * The one result shape of every server action, which forms read back. `problem` carries what an
 * action adds to explain a refusal (e.g. the balance and fee of a payment refused for funds).
 */
export type ActionResult<T = undefined, P = never> =
  | { ok: true; data: T }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string>; problem?: P; link?: RefusalLink };

/** Where a refusal points the person (e.g. the remittance a draft was already submitted as). */
export interface RefusalLink {
  href: string;
  label: string;
}

/**
 * Thrown by an action's `run` (or anything it calls) to refuse with a message for the form, audited
 * as failed. Domain refusals (a review case's rules) extend it, so the recipe words them as they are.
 */
export class ActionRefusal extends Error {
  constructor(
    message: string,
    readonly link?: RefusalLink,
  ) {
    super(message);
  }
}

/** A refusal of any action (the failure half of ActionResult). */
export type ActionFailure<P = never> = Extract<ActionResult<unknown, P>, { ok: false }>;

export function fieldErrorsFrom(details: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) out[d.field] ??= d.message;
  return out;
}

/**
 * The errors of a keyed input (`{ key, request }`, see `keyedInput`): the request's problems at
 * the request's own paths, and a problem with the key — which no one types — as the form's.
 */
export function keyedInputErrors(
  details: readonly FieldError[],
  keyProblem: string,
): { formError?: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  for (const { field, message } of details) {
    if (field === 'request' || field.startsWith('request.'))
      fieldErrors[field.slice('request.'.length) || '(body)'] ??= message;
    else formError = keyProblem;
  }
  return { formError, fieldErrors };
}
