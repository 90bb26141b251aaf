'use client';

import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PanelTitle } from '@/components/ui/card';
import { errorId, Field, hintId, inputClasses } from '@/components/ui/field';
import { SelectOptions, type SelectOption } from '@/components/ui/labelled-select';
import { fieldText } from '@/lib/desk/words/messages';

/*
 * Field components of the party forms (payers, beneficiaries), wired to the surrounding
 * react-hook-form context: label, control, aria-invalid and the aria-live error in one place.
 */

/** Blank strings become absent, recursively, so optional fields left empty are not sent. */
export function blankToUndefined(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(blankToUndefined);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blankToUndefined(inner)]));
  }
  return value;
}

/** An optional block left wholly blank is absent. */
export function dropIfBlank<T>(value: T): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object') return value;
  return Object.values(value).some((inner) => dropIfBlank(inner) !== undefined) ? value : undefined;
}

/**
 * A field's error as the form shows it under the field: the API's and the schemas' messages follow
 * the field's wire name ("is required", "must be after issueDate"), so they are reworded for a
 * person ("Required", "Must be after the issue date") by the desk's one wording (lib/desk/words).
 */
export function fieldMessage(message: string | undefined): string | undefined {
  return fieldText(message);
}

export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** aria-describedby of a field's control: its error, and its hint while the hint is shown. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string {
  return hint && !error ? `${errorId(id)} ${hintId(id)}` : errorId(id);
}

/** The field's error as a person reads it (its own message, or its group's root message). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return fieldMessage(error?.message ?? error?.root?.message);
}

/** A field's control wiring from its form path: its id, its error as shown, and the aria-describedby naming them. */
export function useFieldControl(name: string, hint?: ReactNode) {
  const error = useFieldError(name);
  const id = fieldId(name);
  return { id, error, describedBy: describedBy(id, hint, error) };
}

/**
 * A native input or select registered with the form: its id and error, and the props the control
 * takes (id, classes, aria-invalid, aria-describedby and react-hook-form's registration).
 */
export function useRegisteredControl(name: string, hint?: ReactNode) {
  const { register } = useFormContext();
  const { id, error, describedBy } = useFieldControl(name, hint);
  const control = {
    id,
    className: inputClasses,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
    ...register(name),
  };
  return { id, error, control };
}

export function TextField({
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'date' | 'tel' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'tel' | 'numeric';
}) {
  // The hint is not passed: a text field's aria-describedby has named only its error so far.
  const { id, error, control } = useRegisteredControl(name);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input type={type} autoComplete={autoComplete} placeholder={placeholder} inputMode={inputMode} {...control} />
    </Field>
  );
}

/** A select's option: its value and its text. */
export type Option = SelectOption;

/** Identity document types offered by the forms (the API takes any code token). */
export const ID_TYPE_OPTIONS: readonly Option[] = [
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'NATIONAL_ID', label: 'National ID card' },
  { value: 'DRIVING_LICENSE', label: 'Driving licence' },
  { value: 'RESIDENCE_PERMIT', label: 'Residence permit' },
  { value: 'TAX_ID', label: 'Tax ID' },
];

export function SelectField({
  name,
  label,
  options,
  placeholder,
  hint,
}: {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  placeholder?: string;
  hint?: ReactNode;
}) {
  const { id, error, control } = useRegisteredControl(name, hint);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select {...control}>
        <SelectOptions options={options} emptyOption={placeholder} />
      </select>
    </Field>
  );
}

/** An error of a whole group (e.g. "must name at least one director"), announced like a field's. */
export function GroupError({ name }: { name: string }) {
  const error = useFieldError(name);
  return (
    <p id={errorId(fieldId(name))} role={error ? 'alert' : undefined} className="text-sm text-red-700">
      {error}
    </p>
  );
}

export function Fieldset({
  legend,
  description,
  children,
  actions,
}: {
  legend: string;
  description?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="sr-only">{legend}</legend>
      <div className="mb-4 flex items-start justify-between gap-4">
        <PanelTitle title={legend} description={description} decorative />
        {actions}
      </div>
      <div className="space-y-4">{children}</div>
    </fieldset>
  );
}

/**
 * A form's submit button with its status line: `busy` while the action runs; `waiting` (e.g. for
 * uploads to finish) holds the button back and says why.
 */
export function SubmitRow({
  label,
  busy,
  busyLabel,
  busyStatus,
  waiting,
}: {
  label: string;
  busy: boolean;
  busyLabel: string;
  busyStatus: string;
  waiting?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" disabled={busy || !!waiting}>
        {busy ? busyLabel : label}
      </Button>
      {(busy || waiting) && (
        <span className="text-sm text-slate-500" role="status">
          {busy ? busyStatus : waiting}
        </span>
      )}
    </div>
  );
}
