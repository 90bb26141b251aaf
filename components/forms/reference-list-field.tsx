'use client';

import { useMemo } from 'react';
import type { ComboboxOption } from './combobox';
import { ComboboxField, type ComboboxFieldProps } from './combobox-field';
import { pickOptions } from './reference-options';

/**
 * A ComboboxField over a reference list (`all`), narrowed to the `only` values when given, in the
 * list's order. The country and currency fields are this with their list and placeholder.
 */
export function ReferenceListField({
  all,
  only,
  ...props
}: ComboboxFieldProps & { all: readonly ComboboxOption[]; only?: readonly string[] }) {
  // Keyed on the values, not the array: callers may pass a fresh literal on every render.
  const key = only?.join(',');
  const options = useMemo(() => pickOptions(all, key?.split(',')), [all, key]);
  return <ComboboxField {...props} options={options} />;
}
