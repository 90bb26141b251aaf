import currencyCodes from 'currency-codes';
import countries from 'i18n-iso-countries';
import { isCountryCode } from './countries';
import { isCurrencyCode } from './currencies';

/*
 * The documented value lists of the transaction group, with one canonical spelling each. Per
 * docs/architecture.md ("Reference lists"), each list is the union of our own list and the provider
 * reference's (A.5 TerraPay P2P lists, A.3 payment modes/options, C GSMA id types), and a value is
 * matched without regard to case or separators (space, `_`, `-`, `.`, `/`): "family_support",
 * "FAMILY-SUPPORT" and "FamilySupport" answer "Family Support", as the provider writes them
 * (`Business_Travel`, `Business_Income` in its own examples). Aliases cover spellings real clients
 * send (the reference's own examples among them) and the synonyms of an entry: a list holds one
 * entry per meaning (issue 15), the provider's spelling where ours and the provider's name the
 * same thing, and the other spelling maps to it.
 *
 * The arrays are what the desk's selects show; the schemas answer the canonical spelling.
 */

/** A documented list: its canonical values and a matcher that answers the canonical spelling. */
export interface ReferenceList<T extends string> {
  readonly values: readonly T[];
  /** The canonical spelling of `input`, or undefined when it is not on the list. */
  match(input: string): T | undefined;
}

/** Matching key: case and separators (spaces, `_`, `-`, `.`, `/`) do not count ("Family_Support" = "family support"). */
export function listKey(input: string): string {
  return input.toLowerCase().replace(/[\s_./-]+/g, '');
}

/** Builds a list from its canonical values and aliases (alias spelling → canonical value). */
export function createReferenceList<const T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, NoInfer<T>>> = {},
): ReferenceList<T> {
  const byKey = new Map<string, T>();
  for (const value of values) byKey.set(listKey(value), value);
  for (const [alias, value] of Object.entries(aliases)) {
    const key = listKey(alias);
    // An alias may never shadow a canonical value: that would silently rename a documented value.
    if (byKey.has(key) && byKey.get(key) !== value) throw new Error(`Alias ${alias} collides with a canonical value`);
    byKey.set(key, value);
  }
  return {
    values,
    match: (input) => (input.length > 200 ? undefined : byKey.get(listKey(input))),
  };
}

// --- internationalTransferInformation -------------------------------------------------------

/**
 * remittancePurpose. Ours first, then TerraPay's P2P list (A.5), without near-duplicates: where
 * ours and the provider's name the same purpose, the provider's spelling is the one entry (it is
 * what the provider accepts) and ours maps to it on input, so old drafts and callers that send it
 * still work: "Salary Payment" → Salary, "Medical" → Medical Expenses. TerraPay spells "Tution
 * Fees"; that spelling is kept as an alias of Tuition Fees, like "Family Maintainance" (reference
 * examples) for Family Maintenance and "Advanced Goods Payments" (TerraPay's B2B example) for
 * Goods Payment. Longest value is 27 characters, inside A.5's 4-30.
 */
export const REMITTANCE_PURPOSES = [
  'Family Support',
  'Gift',
  'Goods Payment',
  'Business Payment',
  'Education',
  'Savings',
  'Investment',
  'Rent',
  'Business Profits to Parents',
  'Business Travel',
  'Family Maintenance',
  'Salary',
  'Medical Expenses',
  'Tuition Fees',
  'Education Support',
] as const;
export type RemittancePurpose = (typeof REMITTANCE_PURPOSES)[number];

/** Synonyms of a purpose, each mapped to its one entry (issue 15: no near-duplicates on the list). */
export const REMITTANCE_PURPOSE_SYNONYMS: Readonly<Record<string, RemittancePurpose>> = {
  'Salary Payment': 'Salary',
  Medical: 'Medical Expenses',
};

export const remittancePurposeList = createReferenceList(REMITTANCE_PURPOSES, {
  ...REMITTANCE_PURPOSE_SYNONYMS,
  'Tution Fees': 'Tuition Fees',
  'Family Maintainance': 'Family Maintenance',
  'Advanced Goods Payments': 'Goods Payment',
  'Advance Goods Payment': 'Goods Payment',
});

/**
 * sourceOfFunds: ours, then TerraPay's P2P list (A.5), without near-duplicates: "Personal
 * Savings" (ours) is the provider's Savings and maps to it on input. "Business Revenue" (ours,
 * and GeoSwift's group B `BUSINESS_REVENUE`) and "Business Income" (TerraPay) stay distinct: each
 * is what one of the provider's APIs documents. Longest is 17 (A.5 allows 4-17).
 */
export const SOURCES_OF_FUNDS = [
  'Salary',
  'Business Revenue',
  'Gift',
  'Loan',
  'Investment Income',
  'Sale of Property',
  'Savings',
  'Lottery',
  'Business Income',
  'Others',
] as const;
export type SourceOfFunds = (typeof SOURCES_OF_FUNDS)[number];

/** Synonyms of a source of funds, each mapped to its one entry. */
export const SOURCE_OF_FUNDS_SYNONYMS: Readonly<Record<string, SourceOfFunds>> = {
  'Personal Savings': 'Savings',
};

export const sourceOfFundsList = createReferenceList(SOURCES_OF_FUNDS, {
  ...SOURCE_OF_FUNDS_SYNONYMS,
  Other: 'Others',
});

/**
 * relationshipSender: ours, then TerraPay's P2P list (A.5). A.5 gives 3-11 characters; "Business
 * Partner" (16) is ours and is accepted — the list, not the length, is the constraint.
 */
export const RELATIONSHIPS = [
  'Brother',
  'Sister',
  'Parent',
  'Child',
  'Spouse',
  'Friend',
  'Self',
  'Customer',
  'Supplier',
  'Employer',
  'Employee',
  'Business Partner',
  'Father',
  'Mother',
  'Son',
  'Daughter',
  'Colleague',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const relationshipList = createReferenceList(RELATIONSHIPS, { Husband: 'Spouse', Wife: 'Spouse' });

// --- KYC ------------------------------------------------------------------------------------

/**
 * idDocument[].idType: the GSMA v1.2 enumeration (reference C), with TerraPay's `drivinglicense`
 * as the canonical spelling and GSMA's `drivinglicence` as its alias. Aliases: `VOTER_CARD`
 * (TerraPay examples) → votersid; `nin` (the interface's own p2p example: Nigeria's National
 * Identification Number, carried on the national id card) → nationalidcard.
 */
export const ID_DOCUMENT_TYPES = [
  'passport',
  'nationalidcard',
  'drivinglicense',
  'votersid',
  'nationalregistration',
  'alienregistration',
  'socialsecurity',
  'taxid',
  'pancard',
  'employer',
  'seniorcitizenscard',
  'marriagecertificate',
  'birthcertificate',
  'healthcard',
  'villageelderLetter',
  'officialletter',
  'otherId',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

export const idDocumentTypeList = createReferenceList(ID_DOCUMENT_TYPES, {
  drivinglicence: 'drivinglicense',
  'driving license': 'drivinglicense',
  'driver license': 'drivinglicense',
  "driver's license": 'drivinglicense',
  VOTER_CARD: 'votersid',
  'voter id': 'votersid',
  'national id': 'nationalidcard',
  nin: 'nationalidcard',
  other: 'otherId',
});

/** gender: `M`, `F`, `U` (TerraPay upper case; GSMA's `m|f|u` match too). */
export const GENDERS = ['M', 'F', 'U'] as const;
export type Gender = (typeof GENDERS)[number];
export const genderList = createReferenceList(GENDERS, { male: 'M', female: 'F', unknown: 'U', unspecified: 'U' });

/** primaryContactNoType (and businessPrimaryContactNoType): A.4 "Personal/Office"; examples `Mobile`. */
export const CONTACT_NUMBER_TYPES = ['Personal', 'Office', 'Mobile'] as const;
export type ContactNumberType = (typeof CONTACT_NUMBER_TYPES)[number];
export const contactNumberTypeList = createReferenceList(CONTACT_NUMBER_TYPES, {
  Home: 'Personal',
  Work: 'Office',
  Cell: 'Mobile',
});

// --- Payment labels -------------------------------------------------------------------------

/**
 * paymentMode: how the sender paid in. GeoSwift lists Cash, Card, Bank account, Others; TerraPay
 * Cash, Debit, Account, Others (A.3). Spelled as the provider documents them.
 */
export const PAYMENT_MODES = ['Cash', 'Card', 'Bank account', 'Debit', 'Account', 'Others'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const paymentModeList = createReferenceList(PAYMENT_MODES, { Other: 'Others' });

/** paymentOption: how the payee is credited (A.3). */
export const PAYMENT_OPTIONS = ['Mobile Wallet', 'Account Credit'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const paymentOptionList = createReferenceList(PAYMENT_OPTIONS, { Wallet: 'Mobile Wallet' });

/**
 * payoutInstrument of a transaction quotation (A.8, GeoSwift): must match the later
 * transaction. TerraPay v2's `BANK_AC` is an alias.
 */
export const PAYOUT_INSTRUMENTS = ['BANK_ACCOUNT', 'WALLET'] as const;
export type PayoutInstrument = (typeof PAYOUT_INSTRUMENTS)[number];
export const payoutInstrumentList = createReferenceList(PAYOUT_INSTRUMENTS, {
  BANK_AC: 'BANK_ACCOUNT',
  'mobile wallet': 'WALLET',
});

// --- Payout currency of a country -----------------------------------------------------------

/**
 * The payout currency of the common remittance corridors, where the ISO 4217 data alone would
 * pick wrongly or not at all: dollarised economies (SV, EC, PA, TL…), CFA franc zones, eurozone
 * members, countries whose ISO list carries an old or a fund code beside the one in use, and
 * territories whose ISO 4217 name does not resolve to their country code.
 */
const CORRIDOR_CURRENCIES: Readonly<Record<string, string>> = {
  // Africa
  NG: 'NGN',
  GH: 'GHS',
  KE: 'KES',
  UG: 'UGX',
  TZ: 'TZS',
  RW: 'RWF',
  ET: 'ETB',
  ZA: 'ZAR',
  ZM: 'ZMW',
  ZW: 'USD',
  MW: 'MWK',
  MZ: 'MZN',
  EG: 'EGP',
  MA: 'MAD',
  TN: 'TND',
  SN: 'XOF',
  CI: 'XOF',
  ML: 'XOF',
  BF: 'XOF',
  BJ: 'XOF',
  TG: 'XOF',
  NE: 'XOF',
  GW: 'XOF',
  CM: 'XAF',
  GA: 'XAF',
  CG: 'XAF',
  TD: 'XAF',
  CF: 'XAF',
  GQ: 'XAF',
  SL: 'SLE',
  LR: 'LRD',
  GM: 'GMD',
  SS: 'SSP',
  CD: 'CDF',
  // Asia and Middle East
  IN: 'INR',
  PK: 'PKR',
  BD: 'BDT',
  NP: 'NPR',
  LK: 'LKR',
  PH: 'PHP',
  ID: 'IDR',
  VN: 'VND',
  TH: 'THB',
  MY: 'MYR',
  SG: 'SGD',
  CN: 'CNY',
  HK: 'HKD',
  JP: 'JPY',
  KR: 'KRW',
  KH: 'KHR',
  MM: 'MMK',
  AE: 'AED',
  SA: 'SAR',
  QA: 'QAR',
  KW: 'KWD',
  BH: 'BHD',
  OM: 'OMR',
  JO: 'JOD',
  LB: 'LBP',
  TR: 'TRY',
  TL: 'USD',
  PS: 'ILS',
  IL: 'ILS',
  // Americas
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  GT: 'GTQ',
  HN: 'HNL',
  SV: 'USD',
  NI: 'NIO',
  CR: 'CRC',
  PA: 'USD',
  DO: 'DOP',
  HT: 'HTG',
  JM: 'JMD',
  CU: 'CUP',
  CO: 'COP',
  EC: 'USD',
  PE: 'PEN',
  BO: 'BOB',
  BR: 'BRL',
  CL: 'CLP',
  AR: 'ARS',
  UY: 'UYU',
  PY: 'PYG',
  VE: 'VES',
  VG: 'USD',
  VI: 'USD',
  // Europe
  GB: 'GBP',
  CH: 'CHF',
  NO: 'NOK',
  SE: 'SEK',
  DK: 'DKK',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  BG: 'BGN',
  UA: 'UAH',
  GE: 'GEL',
  RS: 'RSD',
  XK: 'EUR',
  ME: 'EUR',
  AL: 'ALL',
  FR: 'EUR',
  DE: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  PT: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  IE: 'EUR',
  AT: 'EUR',
  GR: 'EUR',
  FI: 'EUR',
  VA: 'EUR',
  RE: 'EUR',
  // Oceania
  AU: 'AUD',
  NZ: 'NZD',
  FJ: 'FJD',
  PG: 'PGK',
  WS: 'WST',
  TO: 'TOP',
  FM: 'USD',
};

// ISO 4217 fund and index codes that share a country with its currency in use.
const FUND_CODES = new Set(['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW', 'CUC', 'VED']);

let isoCurrenciesByCountry: Map<string, Set<string>> | undefined;

/** ISO 4217's own country → currencies table (currency-codes names countries in English). */
function isoCurrenciesOf(country: string): Set<string> {
  if (!isoCurrenciesByCountry) {
    isoCurrenciesByCountry = new Map();
    for (const currency of currencyCodes.data) {
      if (!isCurrencyCode(currency.code) || FUND_CODES.has(currency.code)) continue;
      for (const name of currency.countries) {
        const code = countries.getAlpha2Code(name.replace(/\s*\(the\)\s*$/i, ''), 'en');
        if (!code) continue;
        const set = isoCurrenciesByCountry.get(code) ?? new Set<string>();
        set.add(currency.code);
        isoCurrenciesByCountry.set(code, set);
      }
    }
  }
  return isoCurrenciesByCountry.get(country) ?? new Set();
}

/**
 * The currency a payout to `country` (ISO alpha-2) is made in by default, or undefined when none
 * is known (then the caller must name `receivingCurrency`). The corridor table first; then the
 * ISO 4217 currency whose code starts with the country code (the ISO convention: NGN, KES); then
 * the country's only ISO 4217 currency (eurozone, CFA zones).
 */
export function defaultCurrencyOf(country: string): string | undefined {
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code)) return undefined;
  const listed = CORRIDOR_CURRENCIES[code];
  if (listed) return listed;
  const prefixed = currencyCodes.codes().filter((c) => c.startsWith(code) && isCurrencyCode(c) && !FUND_CODES.has(c));
  if (prefixed.length === 1) return prefixed[0];
  const iso = [...isoCurrenciesOf(code)];
  return iso.length === 1 ? iso[0] : undefined;
}
