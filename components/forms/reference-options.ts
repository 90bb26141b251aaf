import countries from 'i18n-iso-countries';
import { COUNTRIES } from '@/lib/reference/countries';
import { CURRENCIES } from '@/lib/reference/currencies';
import type { ComboboxOption } from './option-filter';

/*
 * Combobox options of the reference lists, built once per module: every form that shows a country
 * picker shares the same arrays (and so the same search index memo keys).
 */

/** Other English names and the alpha-3 code, so "UK", "Ivory Coast" and "NGA" find their country. */
export function countryKeywords(code: string): string[] {
  const names = countries.getName(code, 'en', { select: 'all' }) ?? [];
  const alpha3 = countries.alpha2ToAlpha3(code);
  return alpha3 ? [...names, alpha3] : names;
}

/** Countries by name, the alpha-2 code beside each. */
export const COUNTRY_OPTIONS: readonly ComboboxOption[] = COUNTRIES.map((c) => ({
  value: c.code,
  label: c.name,
  detail: c.code,
  keywords: countryKeywords(c.code),
}));

/** Currencies by code, "USD — US Dollar". */
export const CURRENCY_OPTIONS: readonly ComboboxOption[] = CURRENCIES.map((c) => ({
  value: c.code,
  label: `${c.code} — ${c.name}`,
}));

/** The options whose values are listed (all when no list is given), in the order of `all`. */
export function pickOptions(
  all: readonly ComboboxOption[],
  values: readonly string[] | undefined,
): readonly ComboboxOption[] {
  if (!values) return all;
  const wanted = new Set(values);
  return all.filter((option) => wanted.has(option.value));
}
