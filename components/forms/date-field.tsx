'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, inputClasses } from '@/components/ui/field';
import { describedBy, fieldId, useFieldError } from './form-kit';

/** A calendar date (`YYYY-MM-DD`, '' for none) with the browser's date picker; `min`/`max` in the same form. */
export function DateField({
  name,
  label,
  hint,
  min,
  max,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  min?: string;
  max?: string;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="date"
        min={min}
        max={max}
        className={inputClasses}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, hint, error)}
        {...register(name)}
      />
    </Field>
  );
}
