'use client';

import { useMemo } from 'react';
import { ComboboxField, type ComboboxFieldProps } from './combobox-field';
import { CURRENCY_OPTIONS, pickOptions } from './reference-options';

/** An ISO 4217 currency code ('' for none), searched by code or name; `currencies` narrows the list. */
export function CurrencyField({
  currencies,
  placeholder = 'Type a currency code or name',
  ...props
}: ComboboxFieldProps & { currencies?: readonly string[] }) {
  // Keyed on the codes, not the array: callers may pass a fresh literal on every render.
  const key = currencies?.join(',');
  const options = useMemo(() => pickOptions(CURRENCY_OPTIONS, key?.split(',')), [key]);
  return <ComboboxField {...props} placeholder={placeholder} options={options} />;
}
