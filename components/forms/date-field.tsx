'use client';

import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { useRegisteredControl } from './form-kit';

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
  const { id, error, control } = useRegisteredControl(name, hint);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input type="date" min={min} max={max} {...control} />
    </Field>
  );
}
