import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { z } from 'zod';
import { validateComposer } from '@/lib/desk/composer/validate';
import { blankComposerValues } from '@/lib/desk/composer/values';
import { QUOTE_FIELD_PATHS } from '@/lib/desk/composer/quote-fields';
import { formFieldFor } from '@/lib/desk/payments/compose-form';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';
import { fxQuoteRequestSchema } from '@/lib/schemas/fx-quote';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { createPayerRequestSchema } from '@/lib/schemas/payer';
import { examplePaymentBody } from '@/lib/schemas/payment.examples';
import { paymentRequestSchema } from '@/lib/schemas/payment';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { checkRequestDate, TRANSACTION_TYPES, transactionRequestSchemas } from '@/lib/schemas/transaction';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { requestSections } from '@/lib/desk/remittances/request-view';
import { fieldLabel, fieldText, fieldWordsOf, refusalSummary, summaryLine, type WordsForm } from './index';
import { wordedSections } from './review';

/*
 * The walking test of issue 15: every error the schemas behind a desk form (and the API's error
 * details) can produce goes through the desk's wording, and none may put a wire path or a raw code
 * on screen; every field of those schemas must have a label. Errors are made systematically (each
 * field missing, of the wrong type, empty, too long, off its list, a bad date, a bad phone…), from
 * blank forms, across types, and at random with fast-check (fixed seed).
 */

type Schema = z.ZodType;
type Json = Record<string, unknown>;

// --- What may not reach the screen -------------------------------------------------------------

/** Upper-case words a person reads as names: acronyms of the trade, not codes of the wire. */
const ACRONYMS = new Set([
  'ID',
  'MSISDN',
  'IBAN',
  'BIC',
  'SWIFT',
  'KID',
  'PIN',
  'PAN',
  'ZIP',
  'UTC',
  'ABA',
  'ACH',
  'SEPA',
  'IFSC',
  'CNAPS',
  'BSB',
]);

/** Why `text` would show the wire to a person, or undefined when it reads as words. */
function wireIn(text: string, unlabelled = false): string | undefined {
  const words = text.replace(/name@example\.com/g, '').replace(unlabelled ? 'Another detail of this form' : '', '');
  const checks: [RegExp, string][] = [
    [/\b[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*/, 'a dotted wire path'],
    [/\b[a-z]+[A-Z][A-Za-z0-9]*/, 'a camelCase wire name'],
    [/\[\d+\]|\.\d+\./, 'an array index'],
    [/\b\w+_\w+\b/, 'a snake_case or SCREAMING_CASE code'],
    [/\b(b2b|b2p|p2b|p2p|msisdn|bankaccountno|sortcode|organisationid|banksubcode|recepient\w*)\b/, 'a wire code'],
    [/\b(nationalidcard|drivinglicense|votersid|otherId|invalid_\w+|too_big|too_small)\b/, 'a raw list value'],
    [/YYYY|\bISO\b|\bundefined\b|\bnull\b|\[object/, 'a format code or a programming word'],
    [/\d{4}-\d{2}-\d{2}/, 'a date as the wire writes it'],
    [/Another detail of this form/, 'a field without a label'],
  ];
  for (const [pattern, what] of checks) {
    const match = pattern.exec(words);
    if (match) return `${what} (${match[0]})`;
  }
  for (const [word] of words.matchAll(/\b[A-Z]{2,}\b/g)) {
    if (ACRONYMS.has(word)) continue;
    if (word.length === 3 && isCurrencyCode(word)) continue;
    return `a raw code (${word})`;
  }
  return undefined;
}

interface Seen {
  form: WordsForm;
  field: string;
  message: string;
  /** An unknown key has no label by design: only its words are checked. */
  unknownKey?: boolean;
}

const seen = new Map<string, Seen>();

function record(form: WordsForm, field: string, message: string, unknownKey = false) {
  seen.set(`${form}|${field}|${message}`, { form, field, message, unknownKey });
}

function collect(form: WordsForm, schema: Schema, body: unknown, mapPath: (path: string) => string = (p) => p) {
  const parsed = schema.safeParse(body, { error: wireErrorMap });
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const unknownKey = issue.code === 'unrecognized_keys';
    for (const { field, message } of toFieldErrors({ issues: [issue] } as z.ZodError))
      record(form, mapPath(field), message, unknownKey);
  }
}

// --- The schemas' fields, from their shapes ------------------------------------------------------

/** Every field path of a schema (`#` for a list item), found by walking its zod definition. */
function fieldPaths(schema: Schema, prefix = '', out = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (inner: unknown, path = prefix) => fieldPaths(inner as Schema, path, out);
  switch (def.type) {
    case 'object':
      for (const [key, inner] of Object.entries(def.shape as Record<string, Schema>)) {
        const path = prefix ? `${prefix}.${key}` : key;
        // A member that only ever refuses (z.never: a misspelling answered with its right name) is no field.
        if ((inner as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'never') continue;
        out.add(path);
        walk(inner, path);
      }
      break;
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'prefault':
      walk(def.innerType);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'array':
      out.add(`${prefix}.#`);
      walk(def.element, `${prefix}.#`);
      break;
    case 'union':
      for (const option of def.options as Schema[]) walk(option);
      break;
  }
  return out;
}

const concrete = (pattern: string) => pattern.replace(/#/g, '0');

// --- Bodies and their mutations ------------------------------------------------------------------

function setAt(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const parts = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const [i, part] of parts.slice(0, -1).entries()) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const today = new Date().toISOString().slice(0, 10);
const inYears = (years: number) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;

/** What each field is tried with: absent, wrong types, empty, too long, off-list, bad dates and numbers. */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  12345,
  true,
  {},
  [],
  '',
  '   ',
  'x'.repeat(300),
  'Not on any list ??',
  'line\u0007break',
  '\ud800',
  '2023-02-30',
  '1899-12-31',
  '31/12/2020',
  inYears(5),
  inYears(-5),
  inYears(-10),
  today,
  '123',
  '12345678',
  '+44 20 7946 0000',
  '0000',
  'ZZ',
  'GB',
  'USD',
  'XYZ',
  '0',
  '0.001',
  '100.123456',
  '99999999999999',
  0,
  -5,
  1.23456,
  1e15,
  Number.NaN,
  'name@',
  'PASSPORT',
  'SORT_CODE',
  'ACH',
  'SEPA',
  'FEDWIRE',
  'IFSC',
  'SWIFT',
  'LOCAL',
  'msisdn',
  'accountIBAN',
  'DE00 0000 0000 0000 0000 00',
];

interface Case {
  form: WordsForm;
  schema: Schema;
  bodies: Json[];
  /** Where the form shows a wire path, when it differs. */
  mapPath?: (path: string) => string;
}

function valuesAt(body: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], body);
}

/** Each field of each body set to each bad value; each list emptied, overfilled and repeated. */
function walkFields({ form, schema, bodies, mapPath }: Case) {
  const paths = [...fieldPaths(schema)].map(concrete);
  for (const body of bodies) {
    collect(form, schema, body, mapPath);
    for (const path of paths) {
      for (const value of BAD_VALUES) collect(form, schema, setAt(body, path, value), mapPath);
      const current = valuesAt(body, path);
      if (Array.isArray(current) && current.length > 0) {
        collect(
          form,
          schema,
          setAt(
            body,
            path,
            Array.from({ length: 25 }, () => current[0]),
          ),
          mapPath,
        );
        collect(form, schema, setAt(body, path, [current[0], current[0]]), mapPath);
      }
    }
    // An unknown member in each object: refused naming it (the desk never sends one; its words still count).
    for (const path of ['', ...paths]) {
      const current = path ? valuesAt(body, path) : body;
      if (current && typeof current === 'object' && !Array.isArray(current))
        collect(form, schema, setAt(body, path ? `${path}.notAField` : 'notAField', 'x'), mapPath);
    }
  }
}

const transactionBodies = TRANSACTION_TYPES.map((type) => exampleTransactionBody(type) as unknown as Json);

const payerBody: Json = {
  requestId: 'REQ-PAYER-1',
  payerType: 'PRIVATE_COMPANY',
  payer: { name: 'Tan Holdings', enName: 'Tan Holdings', phone: '+65 9123 4567' },
  identity: { type: 'passport', number: 'E1234567', issuedDate: '2020-01-15', expirationDate: '2030-01-14' },
  address: {
    line1: '1 Raffles Place',
    line2: 'Tower 2',
    city: 'Singapore',
    state: 'SG',
    postalCode: '048616',
    country: 'SG',
  },
  company: {
    brNumber: '201912345K',
    registrationDate: '2019-04-01',
    expiryDate: '2029-03-31',
    registrationAddress: { line1: '1 Raffles Place', city: 'Singapore', country: 'SG' },
  },
  directors: [{ name: 'Tan Mei Ling', idNo: 'S1234567A', idExpiration: '2030-01-14' }],
  ubos: [{ name: 'Tan Mei Ling', idType: 'NATIONAL_ID', idNo: 'S1234567A' }],
  documents: [{ fileId: 'file_1', type: 'BR_CERT' }],
};
const individualPayer: Json = { ...payerBody, payerType: 'INDIVIDUAL', directors: [], ubos: [], company: undefined };

const beneficiaryBody = (channel: 'SWIFT' | 'LOCAL'): Json => ({
  requestId: 'REQ-BEN-1',
  paymentChannelType: channel,
  countryCode: channel === 'SWIFT' ? 'USA' : 'GB',
  accountType: 'INDIVIDUAL',
  beneficiary: {
    name: 'John Smith',
    address: '350 Fifth Avenue',
    city: 'New York',
    countryCode: 'USA',
    nationality: 'us',
    idType: 'PASSPORT',
    idNumber: 'P1234567',
  },
  bankAccount: {
    currency: channel === 'SWIFT' ? 'usd' : 'GBP',
    bankName: 'JPMorgan Chase Bank',
    accountNumber: '0001 2345 6789',
    iban: 'GB82 WEST 1234 5698 7654 32',
    swiftCode: 'chasus33',
    routingNumber: '021000021',
  },
  intermediaryBank: { bankName: 'Citibank', swiftCode: 'CITIUS33XXX', accountNumber: '36001234' },
  originator: { name: 'Tan Holdings', address: '1 Raffles Place' },
  ...(channel === 'LOCAL' ? { localClearing: { scheme: 'FPS', code: '123456' } } : {}),
});

const paymentBody = {
  ...examplePaymentBody({
    requestId: 'REQ-1',
    merchantRef: 'PAY-1',
    originalPayerId: 'payer_1',
    beneficiaryId: 'ben_1',
    quote: { quoteId: 'q_1', sellAmount: 1000, buyAmount: 740 },
  }),
  metadata: { remark: 'November salaries', business: 'Payroll', tags: ['payroll'] },
} as Json;

const fxQuoteBody: Json = {
  requestId: 'REQ-Q-1',
  sellCurrency: 'SGD',
  buyCurrency: 'USD',
  fixedSide: 'SELL',
  amount: 1000,
  settlement: { tenor: 'SPOT', valueDate: today },
  metadata: { business: 'Payroll', remark: 'November', tags: ['payroll'] },
};

const CASES: readonly Case[] = [
  ...TRANSACTION_TYPES.map((type, i): Case => ({
    form: 'transaction',
    schema: transactionRequestSchemas[type],
    bodies: [transactionBodies[i]!],
  })),
  {
    form: 'transaction',
    schema: quotationRequestSchema,
    bodies: TRANSACTION_TYPES.map((type) => exampleQuotationBody(type) as unknown as Json),
  },
  // The composer shows the quotation's errors at its own controls.
  {
    form: 'transaction',
    schema: quotationRequestSchema,
    bodies: TRANSACTION_TYPES.map((type) => exampleQuotationBody(type) as unknown as Json),
    mapPath: (path) => QUOTE_FIELD_PATHS[path] ?? path,
  },
  { form: 'payment', schema: paymentRequestSchema, bodies: [paymentBody] },
  { form: 'payment', schema: fxQuoteRequestSchema, bodies: [fxQuoteBody] },
  // The FX payment composer shows them at its own controls.
  { form: 'payment', schema: paymentRequestSchema, bodies: [paymentBody], mapPath: formFieldFor },
  { form: 'payment', schema: fxQuoteRequestSchema, bodies: [fxQuoteBody], mapPath: formFieldFor },
  { form: 'payer', schema: createPayerRequestSchema, bodies: [payerBody, individualPayer] },
  {
    form: 'beneficiary',
    schema: createBeneficiaryRequestSchema,
    bodies: [beneficiaryBody('SWIFT'), beneficiaryBody('LOCAL')],
  },
];

/** Errors the API adds after its schemas (business rules), as its error details carry them. */
const API_DETAILS: readonly [WordsForm, string, string][] = [
  ['transaction', 'requestDate', checkRequestDate(new Date(Date.now() - 3 * 86_400_000), new Date())!],
  ['transaction', 'receivingCurrency', 'is not served from USD'],
  ['transaction', 'internationalTransferInformation.quoteId', 'is not a known quote'],
  ['transaction', 'internationalTransferInformation.quoteId', 'was already used'],
  ['transaction', 'internationalTransferInformation.quoteId', 'has expired'],
  ['transaction', 'amount', 'exceeds the available balance with the fee'],
  ['transaction', '(body)', 'is not valid JSON'],
  ['payer', 'identity.expirationDate', `has passed (today is ${today}); the document must still be valid`],
  ['payer', 'company.registrationDate', `must not be in the future (today is ${today})`],
  ['payment', 'payer.originalPayerId', 'is not a registered payer'],
  ['payment', 'payer.originalPayerId', 'has been deactivated'],
  ['payment', 'beneficiary.beneficiaryId', 'is not a registered beneficiary'],
  ['payment', 'amount.debitAmount', 'exceeds the available balance with the fee'],
  ['payment', 'buyCurrency', 'is not quoted against sellCurrency'],
  ['payment', 'fx.quoteId', 'has expired'],
];

// --- The tests -----------------------------------------------------------------------------------

test('every field of every schema behind a desk form has a label and a block', () => {
  const missing: string[] = [];
  for (const { form, schema, mapPath = (p: string) => p } of CASES) {
    for (const pattern of fieldPaths(schema)) {
      const path = mapPath(concrete(pattern));
      if (!fieldWordsOf(path, form)) missing.push(`${form}: ${path}`);
    }
  }
  assert.deepEqual([...new Set(missing)], [], 'fields without words in lib/desk/words/labels.ts');
});

test('every error the schemas can produce reads without a wire path or a raw code', () => {
  for (const testCase of CASES) walkFields(testCase);
  // Each type's body checked by the others' schemas: the blocks a type does not carry.
  for (const type of TRANSACTION_TYPES)
    for (const body of transactionBodies) collect('transaction', transactionRequestSchemas[type], body);
  for (const [form, field, message] of API_DETAILS) record(form, field, message);
  // The composer's own check of blank forms, as "Get quote" on an empty form shows it.
  for (const type of TRANSACTION_TYPES)
    for (const { field, message } of validateComposer(blankComposerValues(type))) record('transaction', field, message);

  assert.ok(seen.size > 500, `only ${seen.size} distinct errors were made`);
  const problems: string[] = [];
  for (const { form, field, message, unknownKey } of seen.values()) {
    if (!unknownKey && !fieldWordsOf(field, form)) problems.push(`${form}: ${field} has no label`);
    for (const text of [summaryLine(field, message, form), fieldText(message)!]) {
      const wire = wireIn(text, unknownKey);
      if (wire) problems.push(`${form}: "${text}" shows ${wire} — from ${field}: ${message}`);
    }
  }
  // One line per distinct problem (the same message made from many values is told once).
  const distinct = new Map(problems.map((p) => [p.replace(/ — from .*$/, '').replace(/\d+|X{5,}/g, '…'), p]));
  assert.deepEqual([...distinct.values()].slice(0, 40), []);
});

test('random values anywhere in a request still read as words (fast-check, fixed seed)', () => {
  for (const { form, schema, bodies, mapPath } of CASES) {
    const paths = [...fieldPaths(schema)].map(concrete);
    fc.assert(
      fc.property(
        fc.constantFrom(...bodies),
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.integer(),
          fc.double(),
          fc.boolean(),
          fc.constant(null),
          fc.date().map((d) => (Number.isNaN(d.getTime()) ? '' : d.toISOString())),
        ),
        (body, path, value) => {
          const before = seen.size;
          collect(form, schema, setAt(body, path, value), mapPath);
          for (const { form: f, field, message, unknownKey } of [...seen.values()].slice(before)) {
            if (!unknownKey && !fieldWordsOf(field, f)) return false;
            if (wireIn(summaryLine(field, message, f), unknownKey) || wireIn(fieldText(message)!)) return false;
          }
          return true;
        },
      ),
      { seed: 15, numRuns: 150 },
    );
  }
});

test('the issue’s own examples read as a person writes them', () => {
  assert.equal(
    summaryLine('senderKyc.primaryContactNo', 'is not a valid phone number for GB (+44)'),
    'Sender — contact number: not a valid number for the United Kingdom (+44)',
  );
  assert.equal(summaryLine('business.senderKyc.businessName', 'is required'), 'Sender — business name: required');
  assert.equal(summaryLine('business.recepientKyc.businessName', 'is required'), 'Recipient — business name: required');
  assert.equal(
    refusalSummary(
      [
        {
          field: 'identity.expirationDate',
          message: 'has passed (today is 2026-11-24); the document must still be valid',
        },
        { field: 'payer.phone', message: 'is required' },
      ],
      'payer',
    ),
    'Identity — expires on: has passed (today is 24 November 2026); the document must still be valid (and 1 more)',
  );
  assert.equal(fieldText('is required'), 'Required');
  assert.equal(
    fieldText('must be ISO 3166-1 alpha-2 country codes, such as NG; not "XX"'),
    'Must name known countries only: "XX" is not a country',
  );
  assert.equal(fieldText('must be at most 35 characters'), 'Longer than 35 characters');
  assert.equal(fieldText('must be after issueDate'), 'Must be after the issue date');
  assert.equal(fieldText('must be one of SEND, RECEIVE'), 'Not one of the accepted values');
  assert.equal(fieldLabel('senderKyc.idDocument.1.expiryDate'), 'Sender — expiry date of ID document 2');
  assert.equal(fieldLabel('creditParty.0.value'), 'Credit party — detail 1');
  assert.equal(fieldLabel('bankAccount.iban', 'beneficiary'), 'Bank account — IBAN');
  // Rewording is stable: what is already words stays as it is.
  assert.equal(fieldText(fieldText('must be after issueDate')), 'Must be after the issue date');
});

test('a path no form knows is named as "another detail", never by its wire path', () => {
  assert.equal(fieldLabel('senderKyc.notAField'), 'Another detail of this form');
  assert.equal(wireIn(summaryLine('x.yZ.0.q', 'is required')), 'a field without a label (Another detail of this form)');
});

test('the review of every type reads in words: labels and headings without wire names, codes as names', () => {
  for (const body of transactionBodies) {
    const sections = wordedSections(requestSections('transaction', body), body, 'transaction');
    const entries = sections.flatMap((s) => s.groups.flatMap((g) => g.entries));
    for (const section of sections) {
      for (const heading of [section.title, ...section.groups.map((g) => g.heading ?? '')])
        assert.equal(wireIn(heading), undefined, heading);
    }
    for (const entry of entries) assert.equal(wireIn(entry.label), undefined, `${entry.field}: ${entry.label}`);
    const country = entries.find((e) => e.field === 'internationalTransferInformation.receivingCountry');
    assert.equal(country?.value, 'Nigeria');
  }
  const b2b = transactionBodies[0]!;
  const entries = wordedSections(requestSections('transaction', b2b), b2b, 'transaction').flatMap((s) =>
    s.groups.flatMap((g) => g.entries),
  );
  assert.equal(entries.find((e) => e.field === 'business.senderKyc.businessIDValidThru')?.value, '15 April 2032');
  assert.equal(entries.find((e) => e.field === 'creditParty.0.value')?.label, 'Bank account number');
  assert.equal(entries.find((e) => e.field === 'type')?.value, 'Business to business');
});

test('an API refusal above a form names its first field in words, whichever form it came from', () => {
  assert.equal(
    refusalSummary([{ field: 'bankAccount.swiftCode', message: 'is required for paymentChannelType SWIFT' }]),
    'Bank account — SWIFT code (BIC): required for SWIFT payments',
  );
  assert.equal(
    refusalSummary([{ field: 'amount.debitAmount', message: 'exceeds the available balance with the fee' }]),
    'Amount — what you send: exceeds the available balance with the fee',
  );
  assert.equal(refusalSummary([]), undefined);
});
