import anyAscii from 'any-ascii';
import { jaroWinkler } from '@skyra/jaro-winkler';
import type { Finding } from '@/lib/compliance/types';
import { nameValue } from './personal';
import { text } from './read';

/*
 * Whether the name on the account paid into is the recipient's. Names are compared as a bank's
 * payee check would read them: transliterated to ASCII (any-ascii: "Zoë" = "Zoe", "Иван" = "Ivan"),
 * lower case, punctuation dropped, word order ignored (the words sorted), and for a business its
 * legal form ignored ("Lagoon Components Ltd" = "Lagoon Components"); then scored with Jaro-Winkler,
 * which forgives a typo or a missing letter but not another name.
 */

/** At or above this Jaro-Winkler similarity of the comparable forms, two names are the same name. */
export const NAME_MATCH_THRESHOLD = 0.92;

/** Company suffixes and legal forms, as words after punctuation is dropped ("S.A." reads "sa"). */
const LEGAL_FORMS = new Set([
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'gmbh',
  'ag',
  'kg',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'pte',
  'pty',
  'oy',
  'ab',
]);

/** Dots and apostrophes join letters ("S.A." → "sa", "O'Brien" → "obrien"); other punctuation separates words. */
const JOINING = /[.'`´ʻʼ’‘]/g;

/** The form in which two names are compared: ASCII words, lower case, sorted, legal forms dropped for a business. */
export function comparableName(name: string, { business }: { business: boolean }): string {
  const words = anyAscii(name.normalize('NFC'))
    .toLowerCase()
    .replace(JOINING, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const kept = business ? words.filter((word) => !LEGAL_FORMS.has(word)) : words;
  // A name that is nothing but a legal form ("Ltd") is compared as written rather than as nothing.
  return (kept.length > 0 ? kept : words).sort().join(' ');
}

export function sameName(a: string, b: string, options: { business: boolean }): boolean {
  const [left, right] = [comparableName(a, options), comparableName(b, options)];
  if (left === right) return true;
  if (left === '' || right === '') return false;
  return jaroWinkler(left, right) >= NAME_MATCH_THRESHOLD;
}

/** A name the recipient goes by, and the wire fields it is read from (several: joined by a space). */
export interface RecipientName {
  name: string;
  fields: string[];
}

/**
 * The account name differs from every name the recipient goes by (an individual's full name, and
 * first and last name — account names often leave the middle name out). Nothing is told while
 * either side is empty: the required-field check says that. Both names stand masked in the
 * finding, which every role reads.
 */
export function accountNameFindings(
  accountName: unknown,
  field: string,
  recipient: { names: readonly RecipientName[]; business: boolean },
): Finding[] {
  const account = text(accountName);
  const names = recipient.names
    .map(({ name, fields }) => ({ name: text(name), fields }))
    .filter(({ name }) => name !== '');
  if (account === '' || names.length === 0) return [];
  if (names.some(({ name }) => sameName(account, name, recipient))) return [];
  return [
    {
      code: 'ACCOUNT_NAME_MISMATCH',
      field,
      message: `The name on the account, "{account}", is not the recipient's name, "{recipient}".`,
      values: { account: nameValue(account, field), recipient: nameValue(names[0]!.name, ...names[0]!.fields) },
    },
  ];
}
