import {
  countryInSentence,
  dateWords,
  isTransactionType,
  PARTY_KEY_LABELS,
  payerTypeWords,
  TRANSACTION_TYPE_WORDS,
} from './values';

/*
 * The API's and the schemas' messages (lib/schemas/issues.ts: they follow the wire name, "amount
 * must be a string") reworded for a person: no wire names, no codes, dates as people write them.
 * A message is a fragment that follows the field's label ("is required", "must be after the issue
 * date"); `fieldText` makes it the text under a field, `summaryText` the end of a summary line.
 * Rewording is stable: a message already reworded comes back unchanged.
 */

/** Wire names that messages mention, as a person calls the field they stand for. */
const REFERENCE_WORDS: Readonly<Record<string, string>> = {
  issueDate: 'the issue date',
  expiryDate: 'the expiry date',
  primaryContactNo: 'the contact number',
  primaryContactCountryCode: 'the contact number’s country',
  businessRegistrationIssueDate: 'the registration date',
  businessIDValidThru: 'the registration’s valid-through date',
  sendingAmount: 'the pay-in amount',
  payinCcyCode: 'the pay-in currency',
  'identity.issuedDate': 'the issue date',
  'identity.expirationDate': 'the expiry date',
  'company.registrationDate': 'the registration date',
  'company.expiryDate': 'the registration’s expiry date',
  'beneficiary.idType': 'an ID type',
  'beneficiary.idNumber': 'an ID number',
  'bankAccount.iban': 'an IBAN',
  'bankAccount.accountNumber': 'an account number',
  'bankAccount.currency': 'the account currency',
  'localClearing.scheme': 'the clearing scheme',
  sellCurrency: 'the debit currency',
  buyCurrency: 'the payout currency',
  sendingCurrency: 'the pay-in currency',
  receivingCurrency: 'the payout currency',
  requestCurrency: 'the amount’s currency',
  requestAmount: 'the amount',
  receivingCountry: 'the receiving country',
  debitCurrency: 'the debit currency',
  payoutCurrency: 'the payout currency',
  documents: 'the documents',
  msisdn: 'a mobile wallet number',
  bankaccountno: 'a bank account number',
  accountIBAN: 'an IBAN',
  transactionReference: 'the reference',
};

/** The party keys of a transaction, as a sentence names them ("mobile wallet number"). */
export const PARTY_KEY_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PARTY_KEY_LABELS).map(([key, label]) => [
    key,
    (/^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)).replace(/ \(\w+\)$/, ''),
  ]),
);

/** Local clearing schemes as people name them. */
const SCHEME_WORDS: Readonly<Record<string, string>> = {
  FEDWIRE: 'Fedwire',
  FPS: 'Faster Payments',
  SORT_CODE: 'UK sort code clearing',
};
const schemeWords = (scheme: string) => SCHEME_WORDS[scheme] ?? scheme;

const countryPhrase = (code: string) => countryInSentence(code) ?? 'that country';
const typeWords = (code: string) => (isTransactionType(code) ? TRANSACTION_TYPE_WORDS[code] : 'this type');
const thousands = (digits: string) => Number(digits).toLocaleString('en-GB');

type Rule = [RegExp, string | ((...groups: string[]) => string)];

/** Whole messages (and their variable parts) as a person reads them; the first match wins. */
const RULES: readonly Rule[] = [
  // lib/schemas/issues.ts (zod's own issues)
  [/^must not be empty$/, 'is required'],
  [/^must be (a string|a number|true or false|an object|an array|[a-z]+)$/, 'is not in the expected form'],
  [/^is not a field of this request$/, 'is not part of this form'],
  [/^must be at most (\d+) characters$/, (n) => `is longer than ${n} characters`],
  [/^must be at least (\d+) characters$/, (n) => `is shorter than ${n} characters`],
  [/^must have at most (\d+) items$/, (n) => `has more than ${n} entries`],
  [/^must have at least 1 items$/, 'needs at least one entry'],
  [/^must have at least (\d+) items$/, (n) => `needs at least ${n} entries`],
  [/^must be at (most|least) (\d+)$/, (side, n) => `must be at ${side} ${thousands(n)}`],
  [/^must be one of .*$/, 'is not one of the accepted values'],
  [/^must be an? [a-z ]+: .*$/, 'is not one of the accepted values'],
  [/^must be an e-mail address.*$/, 'must be an e-mail address, such as name@example.com'],
  [/^must be a valid (email|e-mail)$/, 'must be an e-mail address, such as name@example.com'],
  [/^must be a valid (date|datetime)$/, 'is not a real date'],
  [/^must be a valid [a-z_]+$/, 'is not in the expected form'],
  [/^is not (valid JSON|UTF-8)$/, 'could not be read'],
  // Codes
  [/^must be an ISO 3166-1 .*$/, 'is not a known country'],
  [
    /^must be ISO 3166-1 .*; not (.+)$/,
    (bad) => `must name known countries only: ${bad} ${bad.includes(',') ? 'are not countries' : 'is not a country'}`,
  ],
  [/^must be ISO 3166-1 .*$/, 'must name known countries only'],
  [/^must be an ISO 4217 .*$/, 'is not a known currency'],
  [
    /^is not a valid phone number for ([A-Z]{2}) \(\+(\d+)\)$/,
    (code, dial) => `is not a valid number for ${countryPhrase(code)} (+${dial})`,
  ],
  [/^must be a code of letters, digits and _.*$/, 'must be letters and digits only'],
  [/^must be a valid BIC .*$/, 'must be a valid SWIFT code (BIC) of 8 or 11 letters and digits'],
  // Dates
  [/^must be a (real )?date in the form YYYY-MM-DD$/, 'is not a real date'],
  [/^must be a date in the form YYYY-MM-DD, without a time$/, 'must be a date, without a time'],
  [
    /^must be a phone number of (\d+) to (\d+) digits.*$/,
    (a, b) => `must be a phone number of ${a} to ${b} digits, optionally starting with +`,
  ],
  [/^must be a real calendar date \(YYYY-MM-DD\)$/, 'is not a real date'],
  [/^must be a date-time in ISO 8601 .*$/, 'is not a real date and time'],
  [/^must be a valid date-time$/, 'is not a real date and time'],
  [/^must be within (\d+) hours of the current time.*$/, (h) => `must be within ${h} hours of the current time`],
  [/^must be valid Unicode text.*$/, 'holds a character that is not text'],
  // Amounts
  [
    /^must have at most (\d+) decimals?: \w+ ([A-Z]{3}) has .*$/,
    (n, currency) => `can have at most ${n} decimal${n === '1' ? '' : 's'} in ${currency}`,
  ],
  // Codes and references
  [/^must be (\d+) to (\d+) letters, digits, _ or -$/, (a, b) => `must be ${a} to ${b} letters or digits`],
  [/^must be the quoteId of a quotation.*$/, 'is not the reference of a quote'],
  // Transaction blocks and parties
  [/^must be empty for (\w+)$/, (type) => `must be left empty for ${typeWords(type)}`],
  [/^must be absent for (b2b|b2p|p2b|p2p)$/, (type) => `is not used for ${typeWords(type)}`],
  [/^is spelled recepientKyc .*$/, 'is not part of this form'],
  [/^is named transactionReference .*$/, 'is not part of this form'],
  [/^and \w+ name the same reference.*$/, 'is given twice, with different values: send it once'],
  [/^must equal transactionReference .*$/, 'is given twice, with different values: send it once'],
  [/^repeats the key (\w+)$/, (key) => `is given twice (${PARTY_KEY_WORDS[key] ?? 'the same detail'})`],
  [
    /^must name the payee's account.*$/,
    "must give the payee's account: a mobile wallet number, a bank account number or an IBAN, with a value",
  ],
  // Payers
  [/^is required for payerType (\w+)$/, (type) => `is required for ${payerTypeWords(type) ?? 'this payer type'}`],
  [
    /^must name at least one (director|ultimate beneficial owner) for payerType (\w+)$/,
    (who, type) => `must name at least one ${who} for ${payerTypeWords(type) ?? 'this payer type'}`,
  ],
  [/^must be absent for payerType INDIVIDUAL$/, 'is not used for an individual'],
  [/^must be empty for payerType INDIVIDUAL$/, 'must be empty for an individual'],
  [/^names a file already listed in documents$/, 'names a file already listed'],
  // Beneficiaries
  [/^is required for paymentChannelType SWIFT$/, 'is required for SWIFT payments'],
  [/^is required for paymentChannelType LOCAL.*$/, 'is required for local clearing payments'],
  [
    /^must carry bankAccount\.currency .*; (\w+) pays out (\w+) only$/,
    (scheme, paid) => `does not fit the account currency: ${schemeWords(scheme)} pays out ${paid} only`,
  ],
  [/^is required for localClearing\.scheme (\w+)$/, (scheme) => `is required for ${schemeWords(scheme)}`],
  [
    /^must be (.+) for (ACH|FEDWIRE|SEPA|FPS|SORT_CODE|IFSC|CNAPS|BSB)$/,
    (code, scheme) => `must be ${code.replace(/, such as \w+$/, '')} for ${schemeWords(scheme)}`,
  ],
  // Quotations
  [
    /^is required: no default payout currency is known for (.*)$/,
    (code) => `is required: no default payout currency is known for ${countryInSentence(code) ?? 'that country'}`,
  ],
  [
    /^must be the sendingCurrency (\w+) when amountType is SEND$/,
    (c) => `must be the pay-in currency (${c}) when the amount is what you send`,
  ],
  [
    /^must be the receivingCurrency (\w+) when amountType is RECEIVE$/,
    (c) => `must be the payout currency (${c}) when the amount is what they receive`,
  ],
  [
    /^must be the sendingCurrency (\w+) \(amountType SEND\) or the receivingCurrency (\w+) \(amountType RECEIVE\)$/,
    (s, r) => `must be the pay-in currency (${s}) or the payout currency (${r})`,
  ],
  [/^is not quoted against sellCurrency$/, 'is not quoted against the debit currency'],
];

const WIRE_NAME =
  /\b[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+\b|\b[a-z]+[A-Z][a-zA-Z0-9]*\b|\b(?:msisdn|bankaccountno)\b/g;
const DATE_TIME_IN_TEXT = /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)?\b/g;

/** A message of the API or the schemas as the end of a sentence that starts with the field's label. */
export function messageWords(message: string): string {
  const text = message.trim();
  for (const [pattern, words] of RULES) {
    const match = pattern.exec(text);
    if (match) return typeof words === 'string' ? words : words(...match.slice(1));
  }
  return text
    .replace(WIRE_NAME, (name) => REFERENCE_WORDS[name] ?? REFERENCE_WORDS[name.split('.').pop()!] ?? 'another field')
    .replace(DATE_TIME_IN_TEXT, (value) => dateWords(value));
}

/** A message without its leading "is ": "is required" → "required" (a summary line and a field's own text). */
const bare = (words: string) => words.replace(/^is /, '');

/** The text under a field: "Required", "Longer than 20 characters", "Must be after the issue date". */
export function fieldText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  const words = bare(messageWords(message));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The end of a summary line, after the label and a colon: "required", "not a valid number for …". */
export function summaryText(message: string): string {
  const words = bare(messageWords(message));
  // A message already shown under a field (capitalised) reads the same here.
  return /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}
