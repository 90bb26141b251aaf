import { maskName, maskNumber } from '@/lib/desk/mask';
import { BUSINESS_FIELDS } from '@/lib/schemas/transaction-blocks';

/*
 * A remittance's request as a compliance reviewer reads it: grouped sections of labelled values,
 * and for roles without pii:read the same request with every personal value masked.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Values that identify no one: codes, amounts, dates of the request, list values, country codes. */
const PUBLIC_KEYS = new Set([
  'type',
  'currency',
  'amount',
  // The business-only top-level fields: amounts, codes and routing, none of them personal.
  ...BUSINESS_FIELDS,
  'requestDate',
  'transactionReference',
  'quoteId',
  'receivingCountry',
  'remittancePurpose',
  'sourceOfFunds',
  'relationshipSender',
  'nationality',
  'countryOfBirth',
  'gender',
  'title',
  'country',
  'issuerCountry',
  'idType',
  'primaryContactCountryCode',
  'primaryContactNoType',
  'businessCountryCode',
  'businessAddressCountryCode',
  'businessPrimaryContactCountryCode',
  'businessPrimaryContactNoType',
  'businessRegistrationType',
  'businessDescription',
  'typeofbusiness',
  'requestId',
  'merchantRef',
  'serviceRef',
  'status',
  'originalPayerId',
  'beneficiaryId',
  'paymentMethodPreference',
  'paymentReason',
  'purposeCode',
  'urgency',
  'debitCurrency',
  'debitAmount',
  'payoutCurrency',
  'payoutAmount',
  'fxRate',
  'chargeBearer',
  'feeCurrency',
  'feeAmount',
  'sourceOfFund',
  'supportingDocuments',
  'createdAt',
  'updatedAt',
  'completedAt',
  'requestingOrganisationTransactionReference',
  'creditingOrganisationTransactionReference',
  'transactionStatus',
  'errorCode',
  'errorMessage',
  'key',
]);
/** Party keys whose values name a bank, not a person. */
const PUBLIC_PARTY_KEYS = new Set(['sortcode', 'organisationid', 'banksubcode', 'bankBranchName']);

const isNameKey = (key: string) =>
  /name|description|remark|address|city|state/i.test(key) && !/^business(Description|RegistrationType)$/.test(key);

function maskValue(key: string, value: string): string {
  return isNameKey(key) ? maskName(value) : maskNumber(value);
}

function isParty(value: Json): value is { key: string; value: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        !Array.isArray(item) &&
        typeof item.key === 'string' &&
        typeof item.value === 'string',
    )
  );
}

function redact(value: Json, key: string): Json {
  if (isParty(value))
    return value.map((item) => ({
      key: item.key,
      value: PUBLIC_PARTY_KEYS.has(item.key) || item.value === '' ? item.value : maskValue(item.key, item.value),
    }));
  if (Array.isArray(value)) return value.map((item) => redact(item, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redact(v, k)]));
  if (typeof value === 'string' && value !== '' && !PUBLIC_KEYS.has(key)) return maskValue(key, value);
  return value;
}

/** The request as a role may see it: whole with pii:read, else every personal value masked. */
export function requestForRole(request: Record<string, unknown>, revealPii: boolean): Record<string, unknown> {
  return revealPii ? request : (redact(request as Json, '') as Record<string, unknown>);
}

/** The personal numbers masked for every role: ID, account, IBAN and phone numbers. */
const NUMBER_KEYS = new Set(['idNumber', 'primaryContactNo', 'businessPrimaryContactNo']);
const NUMBER_PARTY_KEYS = new Set(['bankaccountno', 'accountIBAN', 'msisdn', 'accountAdditionalNo1']);

function maskNumbersOnly(value: Json, key: string): Json {
  if (isParty(value))
    return value.map((item) => ({
      key: item.key,
      value: NUMBER_PARTY_KEYS.has(item.key) && item.value !== '' ? maskNumber(item.value) : item.value,
    }));
  if (Array.isArray(value)) return value.map((item) => maskNumbersOnly(item, key));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskNumbersOnly(v, k)]));
  if (typeof value === 'string' && value !== '' && NUMBER_KEYS.has(key)) return maskNumber(value);
  return value;
}

/**
 * The request as the review page shows it: personal numbers (ID, account, IBAN, phone) masked for
 * every role — a reviewer reveals one at a time, audited — and, for roles without pii:read,
 * every personal value masked as everywhere else.
 */
export function requestWithNumbersMasked(
  request: Record<string, unknown>,
  revealNames: boolean,
): Record<string, unknown> {
  if (!revealNames) return requestForRole(request, false);
  return maskNumbersOnly(request as Json, '') as Record<string, unknown>;
}

// --- Sections -------------------------------------------------------------------------------

export interface Entry {
  label: string;
  value: string;
  /** The wire path of the value (`senderKyc.idDocument.0.expiryDate`): findings and verdicts attach here. */
  field?: string;
}
export interface Group {
  heading?: string;
  entries: Entry[];
}
export interface Section {
  title: string;
  groups: Group[];
}

const WORDS: Record<string, string> = {
  kyc: 'KYC',
  id: 'ID',
  msisdn: 'MSISDN',
  iban: 'IBAN',
  fx: 'FX',
  po: 'PO',
  no: 'number',
  ccy: 'currency',
  thru: 'through',
  pin: 'PIN',
  ubo: 'UBO',
};

/** `businessRegistrationNumber` → `Business registration number`; `accountIBAN` → `Account IBAN`. */
export function humanize(key: string): string {
  const known: Record<string, string> = {
    bankaccountno: 'Bank account number',
    sortcode: 'Sort code',
    organisationid: 'Bank',
    banksubcode: 'Bank sub-code',
    typeofbusiness: 'Type of business',
    businessPObox: 'Business PO box',
    idDocument: 'ID document',
    payinCcyCode: 'Pay-in currency',
    kidNumber: 'KID number',
    businessIDValidThru: 'Business ID valid through',
  };
  if (known[key]) return known[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0
    ? (value as Record<string, unknown>)
    : undefined;

/** Flattens an object into labelled values: nested objects and list items prefix their labels. */
export function entriesOf(value: Record<string, unknown>, prefix = '', path = ''): Entry[] {
  const entries: Entry[] = [];
  for (const [key, item] of Object.entries(value)) {
    const label = prefix ? `${prefix} · ${humanize(key)}` : humanize(key);
    const field = path ? `${path}.${key}` : key;
    if (item === null || item === undefined || item === '') continue;
    if (isParty(item as Json))
      entries.push(
        ...(item as { key: string; value: string }[])
          .map((p, i) => ({ label: `${label} · ${humanize(p.key)}`, value: p.value, field: `${field}.${i}.value` }))
          .filter((p) => p.value !== ''),
      );
    else if (Array.isArray(item)) {
      if (item.every((x) => typeof x !== 'object')) entries.push({ label, value: item.join(', ') || '—', field });
      else
        item.forEach((x, i) =>
          entries.push(
            ...entriesOf(
              (x ?? {}) as Record<string, unknown>,
              item.length > 1 ? `${label} ${i + 1}` : label,
              `${field}.${i}`,
            ),
          ),
        );
    } else if (typeof item === 'object') entries.push(...entriesOf(item as Record<string, unknown>, label, field));
    else entries.push({ label, value: String(item), field });
  }
  return entries;
}

const pick = (request: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => request[k] !== undefined).map((k) => [k, request[k]]));

const group = (heading: string | undefined, value: Record<string, unknown> | undefined, path = ''): Group[] => {
  const entries = value ? entriesOf(value, '', path) : [];
  return entries.length > 0 ? [{ heading, entries }] : [];
};

const partyGroup = (heading: string, party: unknown, path: string): Group[] => {
  if (!isParty(party as Json)) return [];
  const entries = (party as { key: string; value: string }[])
    .map((p, i) => ({ label: humanize(p.key), value: p.value, field: `${path}.${i}.value` }))
    .filter((p) => p.value !== '');
  return entries.length > 0 ? [{ heading, entries }] : [];
};

function transactionSections(request: Record<string, unknown>): Section[] {
  const business = asObject(request.business);
  const senderKyc = asObject(request.senderKyc);
  const businessSender = asObject(business?.senderKyc);
  const recipientKyc = asObject(request.recipientKyc);
  // Spelled so on the wire.
  const businessRecipient = asObject(business?.recepientKyc);
  return [
    {
      title: 'Transaction',
      groups: group(
        undefined,
        pick(request, [
          'type',
          'amount',
          'currency',
          'sendingAmount',
          'payinCcyCode',
          'requestDate',
          'descriptionText',
          'provider',
          'paymentMode',
          'paymentOption',
          'authenticationPartnerCode',
          'sendingPartnerCode',
          'receivingPartnerCode',
          'kidNumber',
          'requestingOrganisationTransactionReference',
          'transactionReference',
        ]),
      ),
    },
    {
      title: 'Sender',
      groups: [
        ...(senderKyc ? group('Individual (senderKyc)', senderKyc, 'senderKyc') : []),
        ...(businessSender ? group('Business (business.senderKyc)', businessSender, 'business.senderKyc') : []),
        ...partyGroup('Debit party', request.debitParty, 'debitParty'),
      ],
    },
    {
      title: 'Recipient',
      groups: [
        ...(recipientKyc ? group('Individual (recipientKyc)', recipientKyc, 'recipientKyc') : []),
        ...(businessRecipient
          ? group('Business (business.recepientKyc)', businessRecipient, 'business.recepientKyc')
          : []),
        ...partyGroup('Credit party', request.creditParty, 'creditParty'),
      ],
    },
    {
      title: 'International transfer information',
      groups: group(undefined, asObject(request.internationalTransferInformation), 'internationalTransferInformation'),
    },
  ];
}

function paymentSections(request: Record<string, unknown>, answer?: Record<string, unknown>): Section[] {
  const fee = asObject(request.fee) ?? asObject(answer?.fee);
  const fx = { ...asObject(request.fx), ...asObject(answer?.fx) };
  return [
    {
      title: 'Payment',
      groups: [
        ...group(undefined, pick(request, ['requestId', 'merchantRef'])),
        ...group('Amounts', asObject(request.amount)),
        ...group('FX quote', fx),
        ...group('Fee', fee),
      ],
    },
    {
      title: 'Parties',
      groups: group(undefined, {
        payerId: asObject(request.payer)?.originalPayerId,
        beneficiaryId: asObject(request.beneficiary)?.beneficiaryId,
      }),
    },
    { title: 'Instruction', groups: group(undefined, asObject(request.paymentInstruction)) },
    {
      title: 'Compliance',
      groups: [...group(undefined, asObject(request.compliance)), ...group('Metadata', asObject(request.metadata))],
    },
  ];
}

/**
 * The request in sections, in the order a reviewer checks it. For a payment, `answer` (the API's
 * record) adds what the request does not carry: the fee and the FX rate.
 */
export function requestSections(
  kind: 'transaction' | 'payment',
  request: Record<string, unknown>,
  answer?: Record<string, unknown>,
): Section[] {
  const sections = kind === 'transaction' ? transactionSections(request) : paymentSections(request, answer);
  return sections.filter((section) => section.groups.length > 0);
}
