import { formatDay } from '@/lib/compliance/checks/dates';
import { PAYER_TYPE_LABELS, type PayerType } from '@/lib/schemas/payer-types';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/schemas/transaction-blocks';

/*
 * Codes as a person reads them: countries and currencies by name (the runtime's own Intl data, so
 * nothing is added to a page), list values by their labels, dates as "3 May 2026". No zod and no
 * country tables here: the field errors of every form use this.
 */

const regions = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });

/** "United Kingdom" for GB; undefined for what is not a two-letter region code. */
export function countryWords(code: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    const name = regions.of(code.toUpperCase());
    return name && name !== 'Unknown Region' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A country's name where a sentence needs it: "the United Kingdom", "the Philippines", "Nigeria". */
export function countryInSentence(code: string): string | undefined {
  const name = countryWords(code);
  if (!name) return undefined;
  const the =
    /^(United |Central African|Dominican|Czech)|(Islands|Republic|Kingdom|Emirates|States)$|^(Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|Seychelles)$/;
  return the.test(name) ? `the ${name}` : name;
}

/** The transaction parties' keys (lib/schemas/party-keys.ts) as a person names them: the composer's choices. */
export const PARTY_KEY_LABELS = {
  bankaccountno: 'Bank account number',
  sortcode: 'Sort code / SWIFT BIC',
  organisationid: 'Bank name',
  banksubcode: 'Bank code',
  bankBranchName: 'Branch name',
  accountName: 'Account holder name',
  accountIBAN: 'IBAN',
  accountAdditionalNo1: 'Additional account number',
  msisdn: 'Mobile wallet number (MSISDN)',
} as const;

/** How the desk names each transaction type. */
export const TRANSACTION_TYPE_WORDS: Readonly<Record<TransactionType, string>> = {
  b2b: 'business to business',
  b2p: 'business to person',
  p2b: 'person to business',
  p2p: 'person to person',
};

export const isTransactionType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);

/** "a private company", "an individual": a payer type as the end of a sentence. */
export function payerTypeWords(code: string): string | undefined {
  const label = PAYER_TYPE_LABELS[code as PayerType] as string | undefined;
  if (!label) return undefined;
  const words = label.toLowerCase();
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Labels of list values a person would not read from the value itself (GSMA id types, genders, codes). */
export const VALUE_LABELS: Readonly<Record<string, string>> = {
  passport: 'Passport',
  nationalidcard: 'National ID card',
  drivinglicense: 'Driving licence',
  votersid: "Voter's ID",
  nationalregistration: 'National registration',
  alienregistration: 'Alien registration',
  socialsecurity: 'Social security card',
  taxid: 'Tax ID',
  pancard: 'PAN card',
  employer: 'Employer ID',
  seniorcitizenscard: "Senior citizen's card",
  marriagecertificate: 'Marriage certificate',
  birthcertificate: 'Birth certificate',
  healthcard: 'Health card',
  villageelderLetter: 'Village elder letter',
  officialletter: 'Official letter',
  otherId: 'Other ID',
  M: 'Male',
  F: 'Female',
  U: 'Unspecified',
  BANK_ACCOUNT: 'Bank account',
  WALLET: 'Mobile wallet',
  SEND: 'What you send',
  RECEIVE: 'What they receive',
  SELL: 'I send',
  BUY: 'They receive',
  SWIFT: 'SWIFT',
  LOCAL: 'Local clearing',
  STANDARD: 'Standard',
  URGENT: 'Urgent',
  INDIVIDUAL: 'Individual',
  BUSINESS: 'Business',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A list value in sentence case: `FAMILY_SUPPORT` → "Family support", `Goods Payment` stays. */
export function valueWords(value: string): string {
  const known = VALUE_LABELS[value] ?? PAYER_TYPE_LABELS[value as PayerType];
  if (known) return known;
  if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value)) return capitalise(value.toLowerCase().replace(/_/g, ' '));
  return value;
}

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** "3 May 2026" for a plain day; "3 May 2026, 10:44 UTC" for a UTC date-time; else the text as it is. */
export function dateWords(value: string): string {
  if (PLAIN_DAY.test(value)) return formatDay(value);
  const match = DATE_TIME.exec(value);
  if (!match) return value;
  const [, day, hours, minutes, zone] = match;
  if (zone && zone !== 'Z') return `${formatDay(day!)}, ${hours}:${minutes} (UTC${zone})`;
  return `${formatDay(day!)}, ${hours}:${minutes} UTC`;
}
