import countries from 'i18n-iso-countries';
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Finding } from '@/lib/compliance/types';
import { countryName, isCountryCode } from '@/lib/reference/countries';
import { nameValue, numberValue } from './personal';
import { quoted, text } from './read';

/*
 * Countries, phone numbers and e-mail addresses. The API (lib/schemas/kyc.ts) checks only the
 * shape of a contact number and an e-mail address and takes what the provider would; whether a
 * number is valid for its country (libphonenumber's full metadata, `/max`) and an address well
 * formed is judged here, as a finding for the desk's compliance review, not a refusal.
 */

/**
 * The ISO 3166-1 alpha-2 code a country value stands for, or undefined: case and surrounding space
 * do not count (the schemas upper-case), and with `alpha3` an alpha-3 code is taken too (as the
 * beneficiary's countries are).
 */
export function alpha2Of(value: unknown, { alpha3 = false } = {}): string | undefined {
  const code = text(value).toUpperCase();
  const alpha2 = alpha3 && code.length === 3 ? countries.alpha3ToAlpha2(code) : code;
  return alpha2 && isCountryCode(alpha2) ? alpha2 : undefined;
}

/** "Germany (DE)": a country as a message names it. */
export const countryWords = (alpha2: string) => `${countryName(alpha2)} (${alpha2})`;

/** A country value that is filled in but names no country. */
export function countryFinding(value: unknown, field: string, what: string, options?: { alpha3?: boolean }): Finding[] {
  const code = text(value);
  if (code === '' || alpha2Of(code, options)) return [];
  const expected = options?.alpha3 ? 'an ISO 3166-1 code (alpha-2 or alpha-3)' : 'an ISO 3166-1 alpha-2 code';
  return [
    {
      code: 'COUNTRY_UNKNOWN',
      field,
      message: `${what} ${quoted(code)} is not a known country: it should be ${expected}, such as DE.`,
    },
  ];
}

/**
 * A contact number (digits, national or with the calling code in front, a leading + and spaces
 * allowed) that is not a valid number of its country's calling code. Without a known country there
 * is nothing to check it against: the country's own finding (or the schema's pairing rule) tells
 * that.
 */
export function contactNumberFinding(number: unknown, country: unknown, field: string, what: string): Finding[] {
  const digits = text(number);
  const alpha2 = alpha2Of(country);
  if (digits === '' || !alpha2 || !isSupportedCountry(alpha2)) return [];
  const callingCode = getCountryCallingCode(alpha2);
  const parsed = parsePhoneNumberFromString(digits, alpha2);
  if (parsed?.isValid() && parsed.countryCallingCode === callingCode) return [];
  return [
    {
      code: 'PHONE_INVALID',
      field,
      message: `${what} {number} is not a valid phone number for ${countryName(alpha2)} (+${callingCode}).`,
      values: { number: numberValue(digits, field) },
    },
  ];
}

/** A number in international form (an MSISDN, with or without its leading +) that is not a valid one. */
export function internationalNumberFinding(number: unknown, field: string, what: string): Finding[] {
  const value = text(number);
  if (value === '') return [];
  const parsed = parsePhoneNumberFromString(value.startsWith('+') ? value : `+${value}`);
  if (parsed?.isValid()) return [];
  return [
    {
      code: 'PHONE_INVALID',
      field,
      message: `${what} "{number}" is not a valid phone number with its country code, such as +2348031234567.`,
      values: { number: numberValue(value, field) },
    },
  ];
}

/**
 * An e-mail address, deliberately simple (full RFC 5322 is not what people mistype): something
 * without spaces or @ before one @, then a domain of dot-separated labels without spaces or @, the
 * last of at least two letters; at most 254 characters (RFC 5321's path limit).
 */
export const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function emailFinding(value: unknown, field: string, what: string): Finding[] {
  const email = text(value);
  if (email === '' || (email.length <= 254 && EMAIL.test(email))) return [];
  return [
    {
      code: 'EMAIL_INVALID',
      field,
      message: `${what} "{email}" is not an e-mail address, such as name@example.com.`,
      values: { email: nameValue(email, field) },
    },
  ];
}
