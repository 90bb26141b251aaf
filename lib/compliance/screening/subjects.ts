import countries from 'i18n-iso-countries';
import type { ScreeningRole, ScreeningSubject } from '../types';
import { nameParts } from './normalize';

/*
 * Who a remittance names, as screening subjects: read defensively from a request or record of
 * any shape (a draft, a stored request, an API answer), so a missing or odd block is skipped,
 * never an error. `field` is the wire path of the name, where a reviewer's verdict and the
 * finding land.
 */

type Json = Record<string, unknown>;

const objectAt = (value: unknown, key: string): Json | undefined => {
  const child = value && typeof value === 'object' && !Array.isArray(value) ? (value as Json)[key] : undefined;
  return child && typeof child === 'object' && !Array.isArray(child) ? (child as Json) : undefined;
};

const textAt = (value: Json | undefined, key: string): string | undefined => {
  const text = value?.[key];
  return typeof text === 'string' && text.trim() ? text.trim() : undefined;
};

const dateAt = (value: Json | undefined, key: string): string | undefined => {
  const date = textAt(value, key);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
};

/** ISO 3166-1 alpha-2; an alpha-3 code (beneficiaries may carry `USA`) is read as its alpha-2. */
const countryAt = (value: Json | undefined, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const code = textAt(value, key)?.toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return code;
    if (code && /^[A-Z]{3}$/.test(code)) return countries.alpha3ToAlpha2(code) ?? undefined;
  }
  return undefined;
};

/** Builds a subject, leaving out what is unknown (so `deepEqual` and JSON see no undefined keys). */
function subject(role: ScreeningRole, field: string, name: string, dateOfBirth?: string, country?: string) {
  const out: ScreeningSubject = { role, field, name };
  if (dateOfBirth) out.dateOfBirth = dateOfBirth;
  if (country) out.country = country;
  return out;
}

/** True when every part of `name` is already a part of `other`: screening it again would add nothing. */
const coveredBy = (name: string, other: string) => {
  const parts = new Set(nameParts(other));
  return nameParts(name).every((part) => parts.has(part));
};

/**
 * An individual of `senderKyc` / `recipientKyc`: `subjectName.fullName`, and the name put together
 * from firstName, middleName and lastName when it says more than fullName does (when fullName is
 * missing, that name alone, at `subjectName.lastName`).
 */
function individual(kyc: Json | undefined, block: string, role: ScreeningRole): ScreeningSubject[] {
  const name = objectAt(kyc, 'subjectName');
  if (!name) return [];
  const dateOfBirth = dateAt(kyc, 'dateOfBirth');
  const country = countryAt(kyc, 'nationality');
  const fullName = textAt(name, 'fullName');
  const composed = ['firstName', 'middleName', 'lastName']
    .map((key) => textAt(name, key))
    .filter(Boolean)
    .join(' ');
  const out: ScreeningSubject[] = [];
  if (fullName) out.push(subject(role, `${block}.subjectName.fullName`, fullName, dateOfBirth, country));
  if (composed && !(fullName && coveredBy(composed, fullName)))
    out.push(subject(role, `${block}.subjectName.lastName`, composed, dateOfBirth, country));
  return out;
}

function business(kyc: Json | undefined, block: string, role: ScreeningRole): ScreeningSubject[] {
  const name = textAt(kyc, 'businessName');
  if (!name) return [];
  const country = countryAt(kyc, 'businessCountryCode', 'businessAddressCountryCode');
  return [subject(role, `${block}.businessName`, name, undefined, country)];
}

/** The sender, the recipient and the businesses of a transaction request (any type). */
export function transactionSubjects(request: unknown): ScreeningSubject[] {
  const root = request && typeof request === 'object' ? (request as Json) : undefined;
  const businessBlock = objectAt(root, 'business');
  return [
    ...individual(objectAt(root, 'senderKyc'), 'senderKyc', 'sender'),
    ...individual(objectAt(root, 'recipientKyc'), 'recipientKyc', 'recipient'),
    ...business(objectAt(businessBlock, 'senderKyc'), 'business.senderKyc', 'business-sender'),
    ...business(objectAt(businessBlock, 'recepientKyc'), 'business.recepientKyc', 'business-recipient'),
  ];
}

/** The people of a list field (`directors`, `ubos`): each entry's `name`. */
function people(record: unknown, key: string, role: ScreeningRole): ScreeningSubject[] {
  const list = record && typeof record === 'object' ? (record as Json)[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((person, index) => {
    const name = textAt(person && typeof person === 'object' ? (person as Json) : undefined, 'name');
    return name ? [subject(role, `payer.${key}.${index}.name`, name)] : [];
  });
}

/**
 * The parties of an FX payment: the payer (its name, and its Latin-script `enName` when that is
 * another name), its directors and ultimate beneficial owners, and the beneficiary. Fields are
 * prefixed with the record they sit in: `payer.payer.name`, `payer.directors.0.name`,
 * `beneficiary.beneficiary.name`. An individual's country is its nationality only (where someone
 * lives says nothing about who they are); a business's is where it is registered.
 */
export function paymentSubjects({
  payer,
  beneficiary,
}: {
  payer?: unknown;
  beneficiary?: unknown;
}): ScreeningSubject[] {
  const out: ScreeningSubject[] = [];
  const payerInfo = objectAt(payer, 'payer');
  if (payerInfo) {
    const isBusiness = (payer as Json).payerType !== 'INDIVIDUAL';
    const role: ScreeningRole = isBusiness ? 'business-sender' : 'sender';
    const country = isBusiness
      ? (countryAt(objectAt(objectAt(payer, 'company'), 'registrationAddress'), 'country') ??
        countryAt(objectAt(payer, 'address'), 'country'))
      : undefined;
    const name = textAt(payerInfo, 'name');
    const enName = textAt(payerInfo, 'enName');
    if (name) out.push(subject(role, 'payer.payer.name', name, undefined, country));
    if (enName && !(name && coveredBy(enName, name)))
      out.push(subject(role, 'payer.payer.enName', enName, undefined, country));
    out.push(...people(payer, 'directors', 'director'), ...people(payer, 'ubos', 'ubo'));
  }
  const beneficiaryInfo = objectAt(beneficiary, 'beneficiary');
  const beneficiaryName = textAt(beneficiaryInfo, 'name');
  if (beneficiaryName) {
    const isBusiness = (beneficiary as Json).accountType === 'BUSINESS';
    out.push(
      subject(
        isBusiness ? 'business-recipient' : 'recipient',
        'beneficiary.beneficiary.name',
        beneficiaryName,
        undefined,
        isBusiness ? countryAt(beneficiaryInfo, 'countryCode') : countryAt(beneficiaryInfo, 'nationality'),
      ),
    );
  }
  return out;
}
