/*
 * The pure half of useSchemaForm: how an action's refusal lands on a form, and which control takes
 * focus. No React and no zod here, so it is tested with node's runner and costs the page little
 * (the desk's words, lib/desk/words, name a field whose error is shown above the form).
 */

import { formOf, summaryLine, type WordsForm } from '@/lib/desk/words';

/** The refusal part of every action's result (lib/desk/action-result). */
export interface ServerRefusal {
  formError?: string;
  fieldErrors?: Record<string, string>;
}

/** Where the errors go and what the form says above itself. */
export interface ServerErrorWords {
  /** Wire path → the form's field; `root` (or `undefined`) makes the message the form's own. */
  fieldOf?: (wirePath: string) => string | undefined;
  /** The form's message when the action gave none and no field is in error. */
  fallback?: string;
  /** The form's message when the action gave none and fields are in error (defaults to `fallback`). */
  withFieldErrors?: string;
  /** Whose words name a field shown above the form (lib/desk/words); else the form that knows the path. */
  form?: WordsForm;
}

/** The form-level pseudo-field (react-hook-form's `root`). */
export const ROOT_FIELD = 'root';

/**
 * A refusal as the form shows it: each field's first message at the form's path, and one message
 * above the form — a field error that belongs to the form as a whole wins over the action's own.
 */
export function placeServerErrors(
  refusal: ServerRefusal,
  words: ServerErrorWords = {},
): { fieldErrors: [field: string, message: string][]; formError?: string } {
  const placed = new Map<string, string>();
  let rootMessage: string | undefined;
  for (const [wirePath, message] of Object.entries(refusal.fieldErrors ?? {})) {
    const field = words.fieldOf ? words.fieldOf(wirePath) : wirePath;
    // Above the form a message has no field beside it: it names its field in words ("This payment — your reference: …").
    if (field === undefined || field === ROOT_FIELD)
      rootMessage ??=
        wirePath === ROOT_FIELD ? message : summaryLine(wirePath, message, words.form ?? formOf(wirePath));
    else if (!placed.has(field)) placed.set(field, message);
  }
  const fieldErrors = [...placed.entries()];
  const fallback = fieldErrors.length > 0 ? (words.withFieldErrors ?? words.fallback) : words.fallback;
  return { fieldErrors, formError: rootMessage ?? refusal.formError ?? fallback };
}

/** The controls a form marks as in error, in reading order. */
export const INVALID_CONTROL = '[aria-invalid="true"], [data-invalid="true"]';

/** The first control in error within `container` (the form element), if any. */
export function firstInvalidControl(container: ParentNode | null | undefined): HTMLElement | undefined {
  return container?.querySelector<HTMLElement>(INVALID_CONTROL) ?? undefined;
}

/** The words of a form that creates one thing (a payer, a beneficiary) when the action refuses. */
export const creationWords = (noun: string): ServerErrorWords => ({
  withFieldErrors: 'Check the highlighted fields.',
  fallback: `The ${noun} could not be created.`,
});
