'use client';

import { useMemo } from 'react';
import { ComboboxField, type ComboboxFieldProps } from './combobox-field';
import { COUNTRY_OPTIONS, pickOptions } from './reference-options';

/**
 * An ISO 3166-1 alpha-2 country ('' for none), searched by name, other English names, alpha-2 or
 * alpha-3 code; the code shows beside the name. `countries` narrows the list to those codes.
 */
export function CountryField({
  countries,
  placeholder = 'Type a country or its code',
  ...props
}: ComboboxFieldProps & { countries?: readonly string[] }) {
  // Keyed on the codes, not the array: callers may pass a fresh literal on every render.
  const key = countries?.join(',');
  const options = useMemo(() => pickOptions(COUNTRY_OPTIONS, key?.split(',')), [key]);
  return <ComboboxField {...props} placeholder={placeholder} options={options} />;
}
