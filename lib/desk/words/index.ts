import { fieldWordsOf, type FieldWords, type WordsForm } from './labels';
import { summaryText } from './messages';

/*
 * The desk's one wording of fields and their errors (issue 15, "Words for people"): a wire path
 * becomes "Block — field label", a schema's or the API's message a sentence a person reads, codes
 * become names and dates are written as people write them. The review's JSON view alone keeps the
 * wire names.
 *
 * - labels.ts: every field of every desk form (transactions, FX payments, payers, beneficiaries).
 * - messages.ts: the messages (no labels), light enough for every form's field errors.
 * - values.ts: codes and dates as words.
 */

export { BUSINESS_FIELD_LABELS, fieldWordsOf, type FieldWords, type WordsForm } from './labels';
export { fieldText, messageWords, PARTY_KEY_WORDS, summaryText } from './messages';
export { countryWords, dateWords, valueWords } from './values';

/** What a field without a label is called: never its wire path. */
const UNKNOWN_FIELD = 'Another detail of this form';

/** Sentence case kept for acronyms: "Contact number" → "contact number", "IBAN" and "KID number" stay. */
function lowerFirst(label: string): string {
  return /^[A-Z][A-Z.]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** "Sender — contact number", "Bank account — IBAN", "Payer": the field as a summary names it. */
export function labelWords(words: FieldWords): string {
  return words.field ? `${words.block} — ${lowerFirst(words.field)}` : words.block;
}

/** A form's field as a person names it, wherever the field is not beside its own label. */
export function fieldLabel(path: string, form: WordsForm = 'transaction'): string {
  const words = fieldWordsOf(path, form);
  return words ? labelWords(words) : UNKNOWN_FIELD;
}

/** One line of an error summary: "Sender — contact number: not a valid number for the United Kingdom (+44)". */
export function summaryLine(path: string, message: string, form: WordsForm = 'transaction'): string {
  return `${fieldLabel(path, form)}: ${summaryText(message)}`;
}

/** The form whose fields include `path` (transactions first), for words where the caller does not say. */
export function formOf(path: string): WordsForm {
  return FORMS.find((form) => fieldWordsOf(path, form) !== undefined) ?? 'transaction';
}
const FORMS: readonly WordsForm[] = ['transaction', 'payment', 'payer', 'beneficiary'];

/**
 * An API refusal's field errors as one sentence for above a form: the first, worded, and how many
 * more ("Identity — expires on: has passed (today is 24 November 2026)… (and 2 more)"). Without a
 * form, the form is the one whose fields include the first error's path.
 */
export function refusalSummary(
  details: readonly { field: string; message: string }[],
  form?: WordsForm,
): string | undefined {
  const told = details.filter((detail) => detail.message.trim() !== '');
  const [first] = told;
  if (!first) return undefined;
  const more = told.length > 1 ? ` (and ${told.length - 1} more)` : '';
  return `${summaryLine(first.field, first.message, form ?? formOf(first.field))}${more}`;
}
