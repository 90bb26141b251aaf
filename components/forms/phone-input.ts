import {
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';

/*
 * What PhoneField does with a national number: tidy it on blur, show an example, and check it
 * for its country as lib/schemas/kyc.ts does at submit (same libphonenumber metadata, `max`).
 */

const asCountry = (code: string): CountryCode | undefined =>
  isSupportedCountry(code) ? (code as CountryCode) : undefined;

/** A mobile number of the country in national digits ("8021234567" for NG), for the placeholder. */
export function examplePhoneNumber(country: string): string | undefined {
  const code = asCountry(country);
  return code ? getExampleNumber(code, examples)?.nationalNumber : undefined;
}

/**
 * Digits only: spaces, dashes, dots and brackets go, and a valid number loses its trunk prefix. A
 * number pasted in international form ("+234 803 123 4567") becomes its national digits, and
 * names its country when none is chosen.
 */
export function tidyPhoneNumber(input: string, country: string): { number: string; country?: string } {
  const trimmed = input.trim();
  if (trimmed.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(trimmed);
    if (parsed?.country && (country === '' || parsed.country === country))
      return { number: parsed.nationalNumber, country: parsed.country };
  }
  const digits = trimmed.replace(/[\s\-().+]/g, '');
  // A valid number written with its trunk prefix ("0803…" in NG) is stored without it.
  const code = asCountry(country);
  const parsed = code && /^\d+$/.test(digits) ? parsePhoneNumberFromString(digits, code) : undefined;
  return { number: parsed?.isValid() && parsed.country === code ? parsed.nationalNumber : digits };
}

/** Why `number` is not a phone number of `country`, or undefined when it is (or either is blank). */
export function phoneProblem(number: string, country: string): string | undefined {
  if (number === '') return undefined;
  if (!/^\d+$/.test(number)) return 'Digits only, without the country code';
  const code = asCountry(country);
  if (!code) return undefined;
  const parsed = parsePhoneNumberFromString(number, code);
  const callingCode = getCountryCallingCode(code);
  if (parsed?.isValid() && parsed.countryCallingCode === callingCode) return undefined;
  return `Not a valid phone number for ${country} (+${callingCode})`;
}
