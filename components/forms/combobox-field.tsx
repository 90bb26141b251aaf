'use client';

import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field, labelId } from '@/components/ui/field';
import { Combobox, type ComboboxOption } from './combobox';
import { useFieldControl } from './form-kit';

/** Props shared by the fields whose control is a Combobox over a reference list. */
export interface ComboboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string;
}

/**
 * A react-hook-form field whose control is a Combobox: TextField's label, error and aria wiring;
 * the value is the chosen option's value ('' for none). Leaving it marks it touched (onTouched forms
 * show its error then).
 */
export function ComboboxField({
  name,
  label,
  hint,
  placeholder,
  options,
}: ComboboxFieldProps & { options: readonly ComboboxOption[] }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const { id, error, describedBy } = useFieldControl(name, hint);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Combobox
        id={id}
        labelId={labelId(id)}
        listboxLabel={typeof label === 'string' ? label : undefined}
        name={field.name}
        inputRef={field.ref}
        options={options}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        placeholder={placeholder}
        invalid={!!error}
        describedBy={describedBy}
      />
    </Field>
  );
}
