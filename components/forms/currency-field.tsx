'use client';

import type { ComboboxFieldProps } from './combobox-field';
import { ReferenceListField } from './reference-list-field';
import { CURRENCY_OPTIONS } from './reference-options';

/** An ISO 4217 currency code ('' for none), searched by code or name; `currencies` narrows the list. */
export function CurrencyField({
  currencies,
  placeholder = 'Type a currency code or name',
  ...props
}: ComboboxFieldProps & { currencies?: readonly string[] }) {
  return <ReferenceListField {...props} placeholder={placeholder} all={CURRENCY_OPTIONS} only={currencies} />;
}
