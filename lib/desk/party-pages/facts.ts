import { codeInWords } from '@/lib/desk/files/document-types';
import { formatDateTime } from '@/lib/desk/time-zone';
import { countryName } from '@/lib/reference/countries';
import type { Beneficiary } from '@/lib/schemas/beneficiary';
import type { Address, Payer } from '@/lib/schemas/payer';
import { PAYER_TYPE_LABELS } from '@/lib/schemas/payer-types';

/*
 * Everything on record of a payer or a beneficiary, as a person reads it: labelled values grouped
 * in sections, codes as names (countries, ID types, channels), calendar days written out, and
 * personal data through the role's masks (names and addresses by `name`, numbers by `number`).
 */

export interface Fact {
  label: string;
  value: string;
  /** Shown in a fixed-width face (ids, numbers, codes). */
  mono?: boolean;
  /** A warning beside the value, e.g. an identity document that has expired. */
  warning?: string;
}

export type FactSection =
  { title: string; facts: Fact[] } | { title: string; columns: string[]; rows: string[][]; empty: string };

export interface Masks {
  /** Names and street addresses: in full with pii:read, else masked. */
  name: (value: string | null | undefined) => string;
  /** Phone, ID and account numbers: in full with pii:read, else masked. */
  number: (value: string | null | undefined) => string;
}

export interface FactContext extends Masks {
  /** The person's time zone, for the record's timestamps. */
  zone: string;
  /** Today as YYYY-MM-DD, to flag documents that have expired. */
  today: string;
}

const ID_TYPE_NAMES: Record<string, string> = {
  PASSPORT: 'Passport',
  NATIONAL_ID: 'National ID card',
  DRIVING_LICENSE: 'Driving licence',
  RESIDENCE_PERMIT: 'Residence permit',
  TAX_ID: 'Tax ID',
  BUSINESS_REG: 'Business registration',
};

/** An ID type's name ("PASSPORT" → "Passport"); an unknown code in words. */
export const idTypeName = (code: string | undefined): string =>
  code ? (ID_TYPE_NAMES[code] ?? codeInWords(code)) : '';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A calendar day for people: "2030-01-14" → "14 January 2030"; anything else as it is. */
export function formatDay(day: string | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** "Expired on …" when the day has passed, for a document's expiry. */
const expiredWarning = (day: string | undefined, today: string) =>
  day && day < today ? `Expired on ${formatDay(day)}` : undefined;

/** Drops the facts with nothing to say. */
const present = (facts: (Fact | false | undefined)[]): Fact[] =>
  facts.filter((fact): fact is Fact => !!fact && fact.value !== '');

/** An address on one line, street masked like a name; country by name. */
export function addressLine(address: Address, mask: Masks['name']): string {
  return [
    mask(address.line1),
    address.line2 ? mask(address.line2) : '',
    address.city,
    address.state ?? '',
    address.postalCode ?? '',
    countryName(address.country),
  ]
    .filter(Boolean)
    .join(', ');
}

export const PARTY_STATUS_WORDS: Record<'ACTIVE' | 'INACTIVE', string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Deactivated: new payments naming it are refused',
};

/** Everything on record of a payer, documents apart (they have their own processing status). */
export function payerFacts(payer: Payer, context: FactContext): FactSection[] {
  const { name, number, zone, today } = context;
  const isCompany = payer.payerType !== 'INDIVIDUAL';
  const sections: FactSection[] = [
    {
      title: isCompany ? 'Company' : 'Payer',
      facts: present([
        { label: isCompany ? 'Registered name' : 'Full name', value: name(payer.payer.name) },
        payer.payer.enName !== payer.payer.name && { label: 'Name in Latin script', value: name(payer.payer.enName) },
        { label: 'Payer type', value: PAYER_TYPE_LABELS[payer.payerType] },
        { label: 'Phone', value: number(payer.payer.phone), mono: true },
        { label: 'Address', value: addressLine(payer.address, name) },
        { label: 'Status', value: PARTY_STATUS_WORDS[payer.status] },
        { label: 'Registered with the payments service', value: formatDateTime(payer.createdAt, zone) },
        { label: 'Payer ID', value: payer.originalPayerId, mono: true },
      ]),
    },
    {
      title: isCompany ? 'Identity of the person acting for the company' : 'Identity document',
      facts: present([
        { label: 'ID type', value: idTypeName(payer.identity.type) },
        { label: 'ID number', value: number(payer.identity.number), mono: true },
        { label: 'Issued on', value: formatDay(payer.identity.issuedDate) },
        {
          label: 'Expires on',
          value: formatDay(payer.identity.expirationDate),
          warning: expiredWarning(payer.identity.expirationDate, today),
        },
      ]),
    },
  ];
  if (payer.company)
    sections.push({
      title: 'Registration',
      facts: present([
        { label: 'Business registration number', value: payer.company.brNumber, mono: true },
        { label: 'Registered on', value: formatDay(payer.company.registrationDate) },
        {
          label: 'Registration expires on',
          value: formatDay(payer.company.expiryDate),
          warning: expiredWarning(payer.company.expiryDate, today),
        },
        { label: 'Registered address', value: addressLine(payer.company.registrationAddress, name) },
      ]),
    });
  if (isCompany) {
    sections.push({
      title: 'Directors',
      columns: ['Name', 'ID number', 'ID expires on'],
      rows: payer.directors.map((d) => [
        name(d.name),
        number(d.idNo),
        formatDay(d.idExpiration) + (d.idExpiration < today ? ' (expired)' : ''),
      ]),
      empty: 'No directors on record.',
    });
    sections.push({
      title: 'Ultimate beneficial owners',
      columns: ['Name', 'ID type', 'ID number'],
      rows: payer.ubos.map((u) => [name(u.name), idTypeName(u.idType), number(u.idNo)]),
      empty: 'No owners on record.',
    });
  }
  return sections;
}

const CHANNEL_NAMES: Record<Beneficiary['paymentChannelType'], string> = {
  SWIFT: 'SWIFT (international wire)',
  LOCAL: 'Local clearing',
};

const SCHEME_NAMES: Record<string, string> = {
  ACH: 'ACH (United States)',
  FEDWIRE: 'Fedwire (United States)',
  SEPA: 'SEPA (euro area)',
  FPS: 'Faster Payments (United Kingdom)',
  SORT_CODE: 'Sort code (United Kingdom)',
  IFSC: 'IFSC (India)',
  CNAPS: 'CNAPS (China)',
  BSB: 'BSB (Australia)',
};

/** Everything on record of a beneficiary. */
export function beneficiaryFacts(beneficiary: Beneficiary, context: FactContext): FactSection[] {
  const { name, number, zone } = context;
  const info = beneficiary.beneficiary;
  const account = beneficiary.bankAccount;
  const sections: FactSection[] = [
    {
      title: 'Beneficiary',
      facts: present([
        { label: 'Name', value: name(info.name) },
        { label: 'Account holder', value: beneficiary.accountType === 'BUSINESS' ? 'A business' : 'An individual' },
        { label: 'Address', value: [name(info.address), info.city, countryName(info.countryCode)].join(', ') },
        { label: 'Nationality', value: info.nationality ? countryName(info.nationality) : '' },
        { label: 'ID type', value: idTypeName(info.idType) },
        { label: 'ID number', value: number(info.idNumber), mono: true },
        { label: 'Status', value: PARTY_STATUS_WORDS[beneficiary.status] },
        {
          label: 'Account check',
          value:
            beneficiary.verificationStatus === 'VERIFIED'
              ? 'Verified (the IBAN checks out)'
              : 'Pending: the account number cannot be checked before a payment',
        },
        { label: 'Registered with the payments service', value: formatDateTime(beneficiary.createdAt, zone) },
        { label: 'Beneficiary ID', value: beneficiary.beneficiaryId, mono: true },
      ]),
    },
    {
      title: 'Bank account',
      facts: present([
        { label: 'Paid by', value: CHANNEL_NAMES[beneficiary.paymentChannelType] },
        { label: 'Payout country', value: countryName(beneficiary.countryCode) },
        { label: 'Currency', value: account.currency, mono: true },
        { label: 'Bank name', value: account.bankName },
        { label: 'Account number', value: number(account.accountNumber), mono: true },
        { label: 'IBAN', value: number(account.iban), mono: true },
        { label: 'SWIFT code (BIC)', value: account.swiftCode ?? '', mono: true },
        { label: 'Routing number', value: account.routingNumber ?? '', mono: true },
        beneficiary.localClearing && {
          label: 'Clearing system',
          value: SCHEME_NAMES[beneficiary.localClearing.scheme] ?? codeInWords(beneficiary.localClearing.scheme),
        },
        beneficiary.localClearing && { label: 'Bank code', value: beneficiary.localClearing.code, mono: true },
      ]),
    },
  ];
  if (beneficiary.intermediaryBank)
    sections.push({
      title: 'Intermediary bank',
      facts: present([
        { label: 'Bank name', value: beneficiary.intermediaryBank.bankName },
        { label: 'SWIFT code (BIC)', value: beneficiary.intermediaryBank.swiftCode, mono: true },
        { label: 'Account number', value: number(beneficiary.intermediaryBank.accountNumber), mono: true },
      ]),
    });
  if (beneficiary.originator)
    sections.push({
      title: 'Originator',
      facts: present([
        { label: 'Name', value: name(beneficiary.originator.name) },
        { label: 'Address', value: name(beneficiary.originator.address) },
      ]),
    });
  return sections;
}

/** Today as YYYY-MM-DD in the person's zone (en-CA writes days that way). */
export function todayIn(zone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}
