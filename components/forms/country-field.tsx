'use client';

import type { ComboboxFieldProps } from './combobox-field';
import { ReferenceListField } from './reference-list-field';
import { COUNTRY_OPTIONS } from './reference-options';

/**
 * An ISO 3166-1 alpha-2 country ('' for none), searched by name, other English names, alpha-2 or
 * alpha-3 code; the code shows beside the name. `countries` narrows the list to those codes.
 */
export function CountryField({
  countries,
  placeholder = 'Type a country or its code',
  ...props
}: ComboboxFieldProps & { countries?: readonly string[] }) {
  return <ReferenceListField {...props} placeholder={placeholder} all={COUNTRY_OPTIONS} only={countries} />;
}
