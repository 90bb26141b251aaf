'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormProps,
} from 'react-hook-form';
import type { LazySchema } from './lazy-load';
import { firstInvalidControl, placeServerErrors, type ServerErrorWords, type ServerRefusal } from './server-errors';

/**
 * The one form recipe: react-hook-form checked with the shared schemas, loaded when focus first
 * enters the form (spread `formProps` on the <form>); checked on blur, then on every change; an
 * action's refusal set back on the fields with one message above the form (`applyServerResult`);
 * and focus on the first control in error, in reading order, once the errors have rendered —
 * after a client check (`submit`) and a server answer alike.
 */
export function useSchemaForm<V extends FieldValues, C = unknown, T = V>(
  schema: LazySchema<V, C, T>,
  options: NoInfer<Omit<UseFormProps<V, C, T>, 'resolver' | 'mode' | 'shouldFocusError'>> = {},
) {
  const form = useForm<V, C, T>({ ...options, resolver: schema.resolver, mode: 'onTouched', shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string>();

  // Focus moves once the errors have rendered: after the commit, not on a timer that a slow
  // (transition) render can outrun; a frame later too, for fields that paint their errors themselves.
  const [focusRequests, setFocusRequests] = useState(0);
  const focusFirstError = useCallback(() => setFocusRequests((n) => n + 1), []);
  useEffect(() => {
    if (focusRequests === 0) return;
    const frame = requestAnimationFrame(() => firstInvalidControl(formRef.current)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequests]);

  /** Sets a refusal's field errors on the form's fields and its message above the form; answers how many fields. */
  const applyServerResult = (refusal: ServerRefusal, words?: ServerErrorWords): number => {
    const placed = placeServerErrors(refusal, words);
    for (const [field, message] of placed.fieldErrors) form.setError(field as Path<V>, { type: 'server', message });
    if (placed.formError !== undefined) setFormError(placed.formError);
    focusFirstError();
    return placed.fieldErrors.length;
  };

  /** handleSubmit that clears the message above the form, and focuses the first error when the check fails. */
  const submit = (onValid: SubmitHandler<T>, onInvalid?: (errors: FieldErrors<V>) => void) =>
    form.handleSubmit(
      (values) => {
        setFormError(undefined);
        return onValid(values);
      },
      (errors) => {
        onInvalid?.(errors);
        focusFirstError();
      },
    );

  return {
    form,
    formError,
    setFormError,
    applyServerResult,
    focusFirstError,
    submit,
    /** Spread on the <form>: its ref (for focus), schema preloading on first focus, and no browser validation. */
    formProps: { ref: formRef, onFocus: schema.preload, noValidate: true },
  };
}
