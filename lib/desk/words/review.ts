import type { Entry, Section } from '@/lib/desk/remittances/request-view';
import { fieldWordsOf, type WordsForm } from './labels';
import {
  countryWords,
  dateWords,
  isTransactionType,
  PARTY_KEY_LABELS,
  TRANSACTION_TYPE_WORDS,
  valueWords,
} from './values';

/*
 * A request's review sections (lib/desk/remittances/request-view) in the desk's words: each value's
 * label from the field it shows (the section names the block), codes as names (countries, ID types,
 * genders, types), dates as people write them, and group headings without wire names. The review's
 * JSON view keeps the wire as it is.
 */

const COUNTRY_KEY = /^(nationality|countryOfBirth|country|issuerCountry|receivingCountry|countryCode)$|CountryCode$/;
const PARTY_VALUE = /^(debitParty|creditParty)\.(\d+)\.value$/;

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A value as a person reads it: the code's name, the date written out; anything else as it is. */
export function displayValue(field: string, value: string): string {
  const key = field.split('.').pop() ?? '';
  if (key === 'type' && isTransactionType(value)) return sentenceCase(TRANSACTION_TYPE_WORDS[value]);
  if (COUNTRY_KEY.test(key)) {
    const name = countryWords(value);
    return name ?? value;
  }
  const date = dateWords(value);
  if (date !== value) return date;
  return valueWords(value);
}

function partyKeyAt(request: Record<string, unknown>, list: string, index: number): string | undefined {
  const rows = request[list];
  if (!Array.isArray(rows)) return undefined;
  const key = (rows[index] as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
}

function wordedEntry(entry: Entry, request: Record<string, unknown>, form: WordsForm): Entry {
  if (!entry.field) return entry;
  const party = PARTY_VALUE.exec(entry.field);
  if (party) {
    const key = partyKeyAt(request, party[1]!, Number(party[2]));
    const label = key ? PARTY_KEY_LABELS[key as keyof typeof PARTY_KEY_LABELS] : undefined;
    return { ...entry, label: label ?? entry.label };
  }
  const words = fieldWordsOf(entry.field, form);
  return {
    ...entry,
    label: words?.field ?? words?.block ?? entry.label,
    value: displayValue(entry.field, entry.value),
  };
}

/** The sections with every label, value and heading in the desk's words. */
export function wordedSections(sections: Section[], request: Record<string, unknown>, form: WordsForm): Section[] {
  return sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      heading: group.heading?.replace(/\s*\([^)]*\)\s*$/, ''),
      entries: group.entries.map((entry) => wordedEntry(entry, request, form)),
    })),
  }));
}
