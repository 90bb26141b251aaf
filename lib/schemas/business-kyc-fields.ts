/*
 * The interface's Business data table as plain constants, without zod: each side's fields in wire
 * order and which may be left out (A.6). The desk's composer lays out its business blocks from
 * them in the browser; kyc.test.ts holds them equal to the schemas in kyc.ts, field by field.
 */

export const BUSINESS_SENDER_FIELDS = [
  'businessName',
  'businessAddress1',
  'businessAddressCity',
  'businessAddressCountryCode',
  'businessPrimaryContactCountryCode',
  'businessPrimaryContactNo',
  'businessDescription',
  'businessCountryCode',
  'businessRegistrationType',
  'businessRegistrationNumber',
  'businessRegistrationIssueDate',
  'businessIDValidThru',
] as const;

export const BUSINESS_RECIPIENT_FIELDS = [
  'businessName',
  'businessPINCode',
  'businessAddress1',
  'businessAddress2',
  'businessAddressCity',
  'businessAddressState',
  'businessAddressCountryCode',
  'businessAddressZip',
  'businessPrimaryContactCountryCode',
  'businessPrimaryContactNo',
  'businessPrimaryContactNoType',
  'businessDescription',
  'businessEmail',
  'businessCountryCode',
  'businessRegistrationType',
  'businessRegistrationNumber',
  'businessRegistrationIssuedBy',
  'businessRegistrationIssuedAt',
  'businessRegistrationIssueDate',
  'businessIDValidThru',
  'typeofbusiness',
  'businessPObox',
  'businessMobile',
] as const;

/**
 * Taken in business.senderKyc beyond the interface's table, from the provider's dialect (A.6 lists
 * businessEmail for the sender; its examples send it): optional, not laid out by the composer.
 */
export const BUSINESS_SENDER_PROVIDER_FIELDS = ['businessEmail'] as const;

export type BusinessSenderField = (typeof BUSINESS_SENDER_FIELDS)[number];
export type BusinessRecipientField = (typeof BUSINESS_RECIPIENT_FIELDS)[number];

/** Mandatory per A.6 on the sender side: all but city, address country and description. */
export const BUSINESS_SENDER_OPTIONAL: ReadonlySet<BusinessSenderField> = new Set([
  'businessAddressCity',
  'businessAddressCountryCode',
  'businessDescription',
]);

/** Mandatory per A.6 on the recipient side: businessName and businessAddressCountryCode alone. */
export const BUSINESS_RECIPIENT_OPTIONAL: ReadonlySet<BusinessRecipientField> = new Set(
  BUSINESS_RECIPIENT_FIELDS.filter((field) => field !== 'businessName' && field !== 'businessAddressCountryCode'),
);
