import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface Country {
  code: string;
  name: string;
}

/** ISO 3166-1 alpha-2 countries with English names, sorted by name. */
export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.code));

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.has(value);
}

export function countryName(code: string): string {
  return countries.getName(code, 'en') ?? code;
}
