import type { Finding } from '@/lib/compliance/types';
import { idDocumentTypeList, type IdDocumentType } from '@/lib/reference/remittance-lists';
import { addDays, birthdayAt, daysBetween, formatDay, isPlainDate } from './dates';

/*
 * The date checks of identity: ID documents (expired, expiring soon, issued after expiry or in the
 * future), dates of birth (in the future, a sender under 18) and business registrations (expired,
 * issued in the future). Each takes the values, the wire path of each and the words that name whose
 * they are; dates that are not real dates are left to the schema.
 */

/** How many days ahead an expiry is worth a warning: an expiry on or before today + 30 days. */
export const EXPIRY_WARNING_DAYS = 30;

/** Minimum age of an individual sender (the schema's MINIMUM_SENDER_AGE, reference 6042 "under age"). */
export const SENDER_MINIMUM_AGE = 18;

/** What a person calls each ID document type of the wire list. */
const ID_DOCUMENT_WORDS: Readonly<Record<IdDocumentType, string>> = {
  passport: 'passport',
  nationalidcard: 'national ID card',
  drivinglicense: 'driving licence',
  votersid: "voter's ID",
  nationalregistration: 'national registration',
  alienregistration: 'alien registration card',
  socialsecurity: 'social security card',
  taxid: 'tax ID',
  pancard: 'PAN card',
  employer: "employer's ID",
  seniorcitizenscard: "senior citizen's card",
  marriagecertificate: 'marriage certificate',
  birthcertificate: 'birth certificate',
  healthcard: 'health card',
  villageelderLetter: "village elder's letter",
  officialletter: 'official letter',
  otherId: 'ID',
};

/**
 * What a person calls an ID document type: the wire list's words, else a code such as the payers'
 * `RESIDENCE_PERMIT` read as words ("residence permit"); undefined for none or the list's `otherId`.
 */
export function idTypeWords(idType: unknown): string | undefined {
  if (typeof idType !== 'string') return undefined;
  const listed = idDocumentTypeList.match(idType.trim());
  if (listed) return listed === 'otherId' ? undefined : ID_DOCUMENT_WORDS[listed];
  const code = idType.trim();
  return /^[A-Za-z0-9_ -]{1,40}$/.test(code) ? code.toLowerCase().replace(/[_-]+/g, ' ') : undefined;
}

/**
 * "The sender's passport (ID document 1)": an ID document of a transaction as a person names it.
 * `owner` is "The sender's"; `position` counts from 1, as the composer shows it.
 */
export function idDocumentName(owner: string, idType: unknown, position: number): string {
  const words = idTypeWords(idType);
  return words ? `${owner} ${words} (ID document ${position})` : `${owner} ID document ${position}`;
}

/**
 * Expired (before today) or expiring within EXPIRY_WARNING_DAYS. A document that expires today is
 * still valid today, so it is expiring soon, not expired.
 */
export function expiryFindings(expiry: unknown, field: string, what: string, today: string): Finding[] {
  if (!isPlainDate(expiry)) return [];
  if (expiry < today) return [{ code: 'ID_EXPIRED', field, message: `${what} expired on ${formatDay(expiry)}.` }];
  if (expiry > addDays(today, EXPIRY_WARNING_DAYS)) return [];
  const days = daysBetween(today, expiry);
  const when = days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`;
  return [{ code: 'ID_EXPIRING_SOON', field, message: `${what} expires ${when}, on ${formatDay(expiry)}.` }];
}

/** Issued in the future, or issued after the day it expires (both told on the issue date). */
export function issueFindings(issue: unknown, expiry: unknown, field: string, what: string, today: string): Finding[] {
  if (!isPlainDate(issue)) return [];
  const findings: Finding[] = [];
  if (issue > today) {
    findings.push({
      code: 'ID_ISSUED_IN_FUTURE',
      field,
      message: `${what} was issued on ${formatDay(issue)}, a date in the future.`,
    });
  }
  if (isPlainDate(expiry) && issue > expiry) {
    findings.push({
      code: 'ID_ISSUED_AFTER_EXPIRY',
      field,
      message: `${what} was issued on ${formatDay(issue)}, after its expiry date of ${formatDay(expiry)}.`,
    });
  }
  return findings;
}

/**
 * A date of birth in the future; for a sender (`adultOnly`), one that makes them under 18 on
 * `today`. Someone whose 18th birthday is today is 18 (birthdayAt says how 29 February counts).
 */
export function birthFindings(
  birth: unknown,
  field: string,
  who: { owner: string; person: string; adultOnly: boolean },
  today: string,
): Finding[] {
  if (!isPlainDate(birth)) return [];
  if (birth > today) {
    return [
      {
        code: 'BIRTH_DATE_IN_FUTURE',
        field,
        message: `${who.owner} date of birth, ${formatDay(birth)}, is in the future.`,
      },
    ];
  }
  const adultOn = birthdayAt(birth, SENDER_MINIMUM_AGE);
  if (who.adultOnly && today < adultOn) {
    return [
      {
        code: 'SENDER_UNDER_18',
        field,
        message: `${who.person}, born on ${formatDay(birth)}, is under ${SENDER_MINIMUM_AGE}: they turn ${SENDER_MINIMUM_AGE} on ${formatDay(adultOn)}.`,
      },
    ];
  }
  return [];
}

/**
 * A business registration that was valid through a day before today (expired), or that was issued
 * after today. `whose` is "The sending business's".
 */
export function registrationFindings(
  registration: { issued: unknown; validThru: unknown },
  fields: { issued: string; validThru: string },
  whose: string,
  today: string,
): Finding[] {
  const findings: Finding[] = [];
  const { issued, validThru } = registration;
  if (isPlainDate(issued) && issued > today) {
    findings.push({
      code: 'BUSINESS_REGISTRATION_IN_FUTURE',
      field: fields.issued,
      message: `${whose} registration was issued on ${formatDay(issued)}, a date in the future.`,
    });
  }
  if (isPlainDate(validThru) && validThru < today) {
    findings.push({
      code: 'BUSINESS_REGISTRATION_EXPIRED',
      field: fields.validThru,
      message: `${whose} registration expired: it was valid through ${formatDay(validThru)}.`,
    });
  }
  return findings;
}
