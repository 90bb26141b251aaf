import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';
import { COUNTRIES } from '@/lib/reference/countries';
import type { ComboboxOption } from './option-filter';
import { countryKeywords } from './reference-options';

/*
 * The phone field's country choices, apart from the other reference options: libphonenumber's
 * metadata then loads only on pages with a phone number, not with every country picker.
 */

/** The calling code of a country ("234" for NG), or undefined when libphonenumber has none. */
export function callingCodeOf(country: string): string | undefined {
  return isSupportedCountry(country) ? getCountryCallingCode(country as CountryCode) : undefined;
}

/** Countries with a calling code, shown "Nigeria +234" (no code beside it: the control is narrow); "+234", "234", the name or "NG" find it. */
export const CALLING_CODE_OPTIONS: readonly ComboboxOption[] = COUNTRIES.flatMap((c) => {
  const callingCode = callingCodeOf(c.code);
  return callingCode
    ? [
        {
          value: c.code,
          label: `${c.name} +${callingCode}`,
          keywords: [callingCode, `+${callingCode}`, ...countryKeywords(c.code)],
        },
      ]
    : [];
});
