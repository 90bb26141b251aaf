import { z } from 'zod';
import {
  contactNumberTypeList,
  genderList,
  idDocumentTypeList,
  type ReferenceList,
} from '@/lib/reference/remittance-lists';
import { BUSINESS_SENDER_PROVIDER_FIELDS } from './business-kyc-fields';
import { countryCodeSchema } from './common';
import { textSchema } from './fields';

/*
 * KYC blocks of a transaction request: the individual data of `senderKyc` / `recipientKyc` and the
 * business data of `business.senderKyc` / `business.recepientKyc` (service-interface.md), with the
 * requirements and lengths of provider reference A.4 and A.6. Messages follow the field's name.
 *
 * Relaxed lengths: where A.4's documented length would refuse the interface's own examples (or
 * values every real client sends), the length is relaxed; each such place says so.
 */

// --- Field types ----------------------------------------------------------------------------

/** A value matched against a documented list, answered in the list's canonical spelling. */
export function listValueSchema<T extends string>(list: ReferenceList<T>, what = 'one of') {
  const message = `must be ${what} ${list.values.join(', ')}`;
  // No length check of its own: a long string is simply not on the list (match refuses > 200).
  return z.string().transform((value, ctx): T => {
    const canonical = list.match(value);
    if (canonical === undefined) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return canonical;
  });
}

/**
 * A plain date `YYYY-MM-DD` that is a real calendar day (2023-02-29 is refused). Every KYC date
 * (dateOfBirth, an id document's issueDate / expiryDate, a business registration's dates) is a
 * plain date in the provider's tables too (A.4: length 10, `YYYY-MM-DD`; A.6 `YYYY-MM-DD`): the
 * provider's `YYYY-MM-DD HH:mm:ss` is its requestDate's form (A.3, length 19), which
 * requestDateSchema takes. So a date-time here is refused naming the field, saying why.
 */
export const plainDateSchema = z.iso.date({
  error: (issue) => {
    if (issue.code !== 'invalid_format') return undefined;
    return typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(issue.input)
      ? 'must be a date in the form YYYY-MM-DD, without a time'
      : 'must be a real date in the form YYYY-MM-DD';
  },
});

/** Today's date in UTC, `YYYY-MM-DD`: plain dates compare as strings. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The date `years` years before `day` (both `YYYY-MM-DD`), for age checks. */
function yearsBefore(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
}

const isPlainDate = (value: unknown): value is string =>
  typeof value === 'string' && plainDateSchema.safeParse(value).success;

/*
 * Phone numbers and e-mail addresses: the API checks their shape only and takes what the provider
 * would (issue 18). Whether a number is a valid one of its country, or an address deliverable, is
 * for the desk's compliance review (lib/compliance/checks/contact.ts: PHONE_INVALID,
 * EMAIL_INVALID), a finding there rather than a refusal here: the provider's own examples send
 * numbers libphonenumber calls invalid ("232323212" for NG).
 */

/** Contact digits (the interface: "string, digits"), 4 to 20 of them, a leading + allowed. */
const contactDigitsSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{4,20}$/, {
    message: 'must be a phone number of 4 to 20 digits, optionally with a leading +, such as 4155550123',
  });

/**
 * Business phone numbers: A.6 documents no format and TerraPay's own examples send "+1 2142094937"
 * and numbers libphonenumber calls invalid ("232323212" for NG), so only the shape is checked.
 */
const businessPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d[\d -]{3,24}$/, {
    message: 'must be a phone number of digits, optionally with a leading + and spaces',
  });
/** The same, where "" (none) is taken too. */
const optionalBusinessPhoneSchema = z
  .string()
  .trim()
  .regex(/^(\+?\d[\d -]{3,24})?$/, {
    message: 'must be a phone number of digits, optionally with a leading + and spaces',
  })
  .optional();

const EMAIL_MESSAGE = 'must be an e-mail address, such as name@example.com';
/** The shape of an address: no spaces, one @, a domain with a dot (RFC 5321: at most 254). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const emailSchema = z.string().trim().max(254).regex(EMAIL_SHAPE, { message: EMAIL_MESSAGE });
/** An e-mail address, or "" for none. */
const optionalEmailSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || emailSchema.safeParse(value).success, { message: EMAIL_MESSAGE })
  .optional();

/** Minimum age of an individual sender (reference 6042 "under age"). */
export const MINIMUM_SENDER_AGE = 18;

/**
 * `primaryContactNo` and `primaryContactCountryCode` come together (A.4 lists them as a pair). The
 * number's validity for the country is a compliance finding, not checked here (see above).
 */
function checkPrimaryContact(
  kyc: { primaryContactCountryCode?: unknown; primaryContactNo?: unknown },
  ctx: z.RefinementCtx,
) {
  const { primaryContactCountryCode: country, primaryContactNo: number } = kyc;
  if (number !== undefined && country === undefined) {
    ctx.addIssue({ code: 'custom', path: ['primaryContactCountryCode'], message: 'is required with primaryContactNo' });
  }
  if (country !== undefined && number === undefined) {
    ctx.addIssue({ code: 'custom', path: ['primaryContactNo'], message: 'is required with primaryContactCountryCode' });
  }
}

/** An id document's dates: issued not in the future, expiring after the issue date. */
function checkDocumentDates(doc: { issueDate?: unknown; expiryDate?: unknown }, ctx: z.RefinementCtx, today: string) {
  if (isPlainDate(doc.issueDate) && doc.issueDate > today) {
    ctx.addIssue({ code: 'custom', path: ['issueDate'], message: 'must not be in the future' });
  }
  if (isPlainDate(doc.issueDate) && isPlainDate(doc.expiryDate) && doc.expiryDate <= doc.issueDate) {
    ctx.addIssue({ code: 'custom', path: ['expiryDate'], message: 'must be after issueDate' });
  }
}

/**
 * Cross-field checks run even when another field of the object failed (so every problem is told
 * at once), but only on an object: they read fields defensively, never trusting their types.
 */
export const onObjects = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

// --- Individual data ------------------------------------------------------------------------

const idTypeSchema = listValueSchema(idDocumentTypeList, 'an id document type:');

/** idNumber: A.4 1-30 characters. */
const idNumberSchema = textSchema(30).regex(/^[A-Za-z0-9 ./-]+$/, {
  message: 'may hold letters, digits, spaces and . / - only',
});

/** A sender's id document (A.4: idType, idNumber, expiryDate mandatory). */
export const senderIdDocumentSchema = z
  .strictObject({
    idType: idTypeSchema,
    idNumber: idNumberSchema,
    issueDate: plainDateSchema.optional(),
    expiryDate: plainDateSchema,
    issuerCountry: countryCodeSchema.optional(),
  })
  .superRefine((doc, ctx) => checkDocumentDates(doc, ctx, todayUtc()), onObjects);

/** A recipient's id document (A.4 "C"): when one is given, its type and number are needed. */
export const recipientIdDocumentSchema = z
  .strictObject({
    idType: idTypeSchema,
    idNumber: idNumberSchema,
    issueDate: plainDateSchema.optional(),
    expiryDate: plainDateSchema.optional(),
    issuerCountry: countryCodeSchema.optional(),
  })
  .superRefine((doc, ctx) => checkDocumentDates(doc, ctx, todayUtc()), onObjects);

/**
 * Address lines. A.4 gives 4-20; relaxed to 1-100 because the interface's p2b example sends
 * "101 California Street" (21), and optional lines may be "" because its examples send
 * `"addressLine2": ""` — an empty optional line means "none".
 */
const addressLineSchema = textSchema(100);
const optionalLineSchema = textSchema(100, { min: 0 }).optional();
/** city: A.4 4-20, relaxed to 1-50: the minimum of 4 would refuse real towns (Aba, Ife, Bo). */
const citySchema = textSchema(50);
/** stateProvince: A.4 4-20, relaxed to 0-50: the minimum would refuse "NY" or "CA". */
const stateSchema = textSchema(50, { min: 0 }).optional();
/** postalCode: A.4 6-8, relaxed to 0-10: the interface's examples send "75002" and "94111". */
const postalCodeSchema = textSchema(10, { min: 0 }).optional();

export const senderPostalAddressSchema = z.strictObject({
  addressLine1: addressLineSchema,
  addressLine2: optionalLineSchema,
  addressLine3: optionalLineSchema,
  city: citySchema,
  stateProvince: stateSchema,
  postalCode: postalCodeSchema,
  country: countryCodeSchema,
  cityOfBirth: textSchema(50).optional(),
});

/** A recipient's address: every line conditional (A.4 "C"), so optional here. */
export const recipientPostalAddressSchema = z.strictObject({
  addressLine1: optionalLineSchema,
  addressLine2: optionalLineSchema,
  addressLine3: optionalLineSchema,
  city: textSchema(50, { min: 0 }).optional(),
  stateProvince: stateSchema,
  postalCode: postalCodeSchema,
  country: countryCodeSchema.optional(),
  cityOfBirth: textSchema(50).optional(),
});

/** subjectName (A.4): title 0-6, firstName/lastName 1-20, middleName 0-50, fullName 1-50. */
export const subjectNameSchema = z.strictObject({
  title: textSchema(6, { min: 0 }).optional(),
  firstName: textSchema(20),
  middleName: textSchema(50, { min: 0 }).optional(),
  lastName: textSchema(20),
  fullName: textSchema(50),
});

/** The optional fields both individuals (sender and recipient) carry, in their wire order. */
const optionalPersonFields = {
  countryOfBirth: countryCodeSchema.optional(),
  gender: listValueSchema(genderList).optional(),
  primaryContactCountryCode: countryCodeSchema.optional(),
  primaryContactNo: contactDigitsSchema.optional(),
  primaryContactNoType: listValueSchema(contactNumberTypeList).optional(),
  emailAddress: emailSchema.optional(),
};

const idDocumentsOf = <T extends z.ZodType>(item: T, min: number) => z.array(item).min(min).max(10);

/**
 * `senderKyc`: the individual sender (p2b, p2p). Mandatory per A.4: nationality, dateOfBirth, an id
 * document, postalAddress (addressLine1, city, country), subjectName (firstName, lastName,
 * fullName). The primary contact is mandatory in A.4's p2b table but the interface's own p2p
 * example has none, so it is optional here — when given, number and country code come together.
 * The sender must be at least 18.
 */
export const senderKycSchema = z
  .strictObject({
    nationality: countryCodeSchema,
    dateOfBirth: plainDateSchema,
    ...optionalPersonFields,
    idDocument: idDocumentsOf(senderIdDocumentSchema, 1),
    postalAddress: senderPostalAddressSchema,
    subjectName: subjectNameSchema,
  })
  .superRefine((kyc, ctx) => {
    checkPrimaryContact(kyc, ctx);
    if (!isPlainDate(kyc.dateOfBirth)) return;
    const today = todayUtc();
    if (kyc.dateOfBirth >= today)
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'must be in the past' });
    else if (kyc.dateOfBirth > yearsBefore(today, MINIMUM_SENDER_AGE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth'],
        message: `must make the sender at least ${MINIMUM_SENDER_AGE} years old`,
      });
    }
  }, onObjects);
export type SenderKyc = z.infer<typeof senderKycSchema>;

/**
 * `recipientKyc`: the individual recipient (b2p, p2p). A.4 marks almost everything conditional
 * ("C", set by the corridor), so only subjectName's firstName, lastName and fullName are required.
 */
export const recipientKycSchema = z
  .strictObject({
    nationality: countryCodeSchema.optional(),
    dateOfBirth: plainDateSchema.optional(),
    ...optionalPersonFields,
    idDocument: idDocumentsOf(recipientIdDocumentSchema, 0).optional(),
    postalAddress: recipientPostalAddressSchema.optional(),
    subjectName: subjectNameSchema,
  })
  .superRefine((kyc, ctx) => {
    checkPrimaryContact(kyc, ctx);
    if (isPlainDate(kyc.dateOfBirth) && kyc.dateOfBirth >= todayUtc()) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'must be in the past' });
    }
  }, onObjects);
export type RecipientKyc = z.infer<typeof recipientKycSchema>;

export type IdDocument = z.infer<typeof senderIdDocumentSchema> | z.infer<typeof recipientIdDocumentSchema>;
export type SubjectName = z.infer<typeof subjectNameSchema>;

// --- Business data --------------------------------------------------------------------------

/*
 * A.6 documents no lengths for business data; these caps are ours (names and lines 100, free
 * descriptions 256, codes 50). The field sets are the interface's Business data table — the
 * sender side has 12 fields, the recipient side all 23 — plus, on the sender side, businessEmail:
 * the provider's A.6 has it mandatory there and its own b2b / b2p examples send it, so it is
 * taken, optional (BUSINESS_SENDER_PROVIDER_FIELDS). Both objects are strict: any other
 * recipient-only field in business.senderKyc is refused naming it.
 */
const optionalText = (max: number) => textSchema(max, { min: 0 }).optional();

/** Registration dates: issued not in the future; valid-through after the issue date. */
function checkRegistrationDates(
  kyc: { businessRegistrationIssueDate?: unknown; businessIDValidThru?: unknown },
  ctx: z.RefinementCtx,
) {
  const { businessRegistrationIssueDate: issued, businessIDValidThru: validThru } = kyc;
  if (isPlainDate(issued) && issued > todayUtc()) {
    ctx.addIssue({ code: 'custom', path: ['businessRegistrationIssueDate'], message: 'must not be in the future' });
  }
  if (isPlainDate(issued) && isPlainDate(validThru) && validThru <= issued) {
    ctx.addIssue({
      code: 'custom',
      path: ['businessIDValidThru'],
      message: 'must be after businessRegistrationIssueDate',
    });
  }
}

/**
 * `business.senderKyc` (b2b, b2p). Mandatory per A.6: businessName, businessAddress1,
 * businessPrimaryContactCountryCode, businessPrimaryContactNo, businessCountryCode,
 * businessRegistrationType, businessRegistrationNumber, businessRegistrationIssueDate,
 * businessIDValidThru.
 */
export const businessSenderKycSchema = z
  .strictObject({
    businessName: textSchema(100),
    businessAddress1: textSchema(100),
    businessAddressCity: optionalText(50),
    businessAddressCountryCode: countryCodeSchema.optional(),
    businessPrimaryContactCountryCode: countryCodeSchema,
    businessPrimaryContactNo: businessPhoneSchema,
    businessDescription: optionalText(256),
    businessCountryCode: countryCodeSchema,
    businessRegistrationType: textSchema(50),
    businessRegistrationNumber: textSchema(50),
    businessRegistrationIssueDate: plainDateSchema,
    businessIDValidThru: plainDateSchema,
    /** Not in the interface's sender table; the provider's (A.6, its examples). Optional here. */
    businessEmail: optionalEmailSchema,
  })
  .superRefine(checkRegistrationDates, onObjects);
/** The interface's sender fields (what the desk composes): the provider's extras left out. */
export type BusinessSenderKyc = Omit<
  z.infer<typeof businessSenderKycSchema>,
  (typeof BUSINESS_SENDER_PROVIDER_FIELDS)[number]
>;

/**
 * `business.recepientKyc` (b2b, p2b; spelled so on the wire). Mandatory per A.6: businessName and
 * businessAddressCountryCode; the rest optional.
 */
export const businessRecipientKycSchema = z
  .strictObject({
    businessName: textSchema(100),
    businessPINCode: optionalText(20),
    businessAddress1: optionalText(100),
    businessAddress2: optionalText(100),
    businessAddressCity: optionalText(50),
    businessAddressState: optionalText(50),
    businessAddressCountryCode: countryCodeSchema,
    businessAddressZip: optionalText(20),
    businessPrimaryContactCountryCode: countryCodeSchema.optional(),
    businessPrimaryContactNo: optionalBusinessPhoneSchema,
    businessPrimaryContactNoType: listValueSchema(contactNumberTypeList).optional(),
    businessDescription: optionalText(256),
    businessEmail: optionalEmailSchema,
    businessCountryCode: countryCodeSchema.optional(),
    businessRegistrationType: optionalText(50),
    businessRegistrationNumber: optionalText(50),
    businessRegistrationIssuedBy: optionalText(100),
    businessRegistrationIssuedAt: optionalText(100),
    businessRegistrationIssueDate: plainDateSchema.optional(),
    businessIDValidThru: plainDateSchema.optional(),
    typeofbusiness: optionalText(100),
    businessPObox: optionalText(20),
    businessMobile: optionalBusinessPhoneSchema,
  })
  .superRefine(checkRegistrationDates, onObjects);
export type BusinessRecipientKyc = z.infer<typeof businessRecipientKycSchema>;

export {
  BUSINESS_RECIPIENT_FIELDS,
  BUSINESS_RECIPIENT_OPTIONAL,
  BUSINESS_SENDER_FIELDS,
  BUSINESS_SENDER_OPTIONAL,
  BUSINESS_SENDER_PROVIDER_FIELDS,
} from './business-kyc-fields';
