import { z } from 'zod';
import countries from 'i18n-iso-countries';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { isCountryCode } from '@/lib/reference/countries';
import { currencyCodeSchema, referenceSchema, timestampSchema } from './common';
import { codeTokenSchema, textSchema } from './fields';
import { listPageSchema } from './list';
import { LOCAL_CLEARING_SCHEMES, type ClearingScheme, type LocalClearingScheme } from './local-clearing';

/*
 * Beneficiaries (POST /api/v1/beneficiaries), after the provider reference B.3
 * (CreateBeneficiaryRequest, BeneficiaryInfo, BeneficiaryBankAccount, IntermediaryBank,
 * OriginatorInfo, LocalClearing). The reference shows `countryCode` in alpha-3 (`USA`): both
 * alpha-2 and alpha-3 are taken, and alpha-2 is answered.
 */

export const PAYMENT_CHANNEL_TYPES = ['SWIFT', 'LOCAL'] as const;
export const BENEFICIARY_ACCOUNT_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
/** INACTIVE: deactivated (an extension of the interface); kept for the payments that used it, refused in new ones. */
export const BENEFICIARY_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const VERIFICATION_STATUSES = ['VERIFIED', 'PENDING'] as const;

export { LOCAL_CLEARING_SCHEMES, type LocalClearingScheme } from './local-clearing';
const SCHEME_NAMES = Object.keys(LOCAL_CLEARING_SCHEMES) as [LocalClearingScheme, ...LocalClearingScheme[]];

/** ISO 3166-1 alpha-2 (`US`) or alpha-3 (`USA`), answered as alpha-2. */
export const countryAlpha2Or3Schema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value, ctx) => {
    const alpha2 = value.length === 3 ? countries.alpha3ToAlpha2(value) : value;
    if (!alpha2 || !isCountryCode(alpha2)) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 3166-1 country code, alpha-2 (US) or alpha-3 (USA)' });
      return z.NEVER;
    }
    return alpha2;
  });

/** A BIC (SWIFT code), 8 or 11 characters, checked with ibantools; answered upper case. */
export const bicSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => isValidBIC(value), {
    message: 'must be a valid BIC (SWIFT code) of 8 or 11 characters, such as DEUTDEFF',
  });

/** An IBAN, checked (country, length, checksum) with ibantools; answered in electronic format. */
export const ibanSchema = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    const electronic = electronicFormatIBAN(value);
    if (!electronic || !isValidIBAN(electronic)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a valid IBAN (country, length and check digits), such as DE89 3704 0044 0532 0130 00',
      });
      return z.NEVER;
    }
    return electronic;
  });

/** Account numbers and bank codes: letters and digits; spaces and - are dropped. */
const accountCodeSchema = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9 -]+$/, { message: 'may hold letters, digits, spaces and - only' })
    .transform((value) => value.replace(/[ -]/g, '').toUpperCase());

export const beneficiaryInfoSchema = z
  .object({
    name: textSchema(140),
    address: textSchema(140),
    city: textSchema(80),
    countryCode: countryAlpha2Or3Schema,
    nationality: countryAlpha2Or3Schema.optional(),
    idType: codeTokenSchema.optional(),
    idNumber: textSchema(64).optional(),
  })
  .strict()
  .superRefine((info, ctx) => {
    if (info.idType !== undefined && info.idNumber === undefined)
      ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'is required when beneficiary.idType is given' });
    if (info.idNumber !== undefined && info.idType === undefined)
      ctx.addIssue({ code: 'custom', path: ['idType'], message: 'is required when beneficiary.idNumber is given' });
  });

export const beneficiaryBankAccountSchema = z
  .object({
    currency: currencyCodeSchema,
    bankName: textSchema(140),
    /** Either this or `iban` (or both). */
    accountNumber: accountCodeSchema(34).optional(),
    iban: ibanSchema.optional(),
    /** Required for paymentChannelType SWIFT. */
    swiftCode: bicSchema.optional(),
    routingNumber: accountCodeSchema(34).optional(),
  })
  .strict()
  .superRefine((account, ctx) => {
    if (account.accountNumber === undefined && account.iban === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'is required unless bankAccount.iban is given',
      });
    }
  });

export const intermediaryBankSchema = z
  .object({
    bankName: textSchema(140),
    swiftCode: bicSchema,
    accountNumber: accountCodeSchema(34).optional(),
  })
  .strict();

export const originatorInfoSchema = z
  .object({
    name: textSchema(140),
    address: textSchema(140),
  })
  .strict();

export const localClearingSchema = z
  .object({
    scheme: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/[ -]+/g, '_') : value),
      z.enum(SCHEME_NAMES),
    ),
    code: accountCodeSchema(20),
  })
  .strict()
  .superRefine((clearing, ctx) => {
    const scheme = LOCAL_CLEARING_SCHEMES[clearing.scheme as LocalClearingScheme] as ClearingScheme | undefined;
    if (scheme && typeof clearing.code === 'string' && !scheme.isValidCode(clearing.code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: `must be ${scheme.code} for ${clearing.scheme}` });
    }
  });

const beneficiaryFields = {
  requestId: referenceSchema,
  paymentChannelType: z.enum(PAYMENT_CHANNEL_TYPES),
  /** The country the account is in (payout country). */
  countryCode: countryAlpha2Or3Schema,
  accountType: z.enum(BENEFICIARY_ACCOUNT_TYPES),
  beneficiary: beneficiaryInfoSchema,
  bankAccount: beneficiaryBankAccountSchema,
  intermediaryBank: intermediaryBankSchema.optional(),
  originator: originatorInfoSchema.optional(),
  /** Required for paymentChannelType LOCAL. */
  localClearing: localClearingSchema.optional(),
};

/** POST /api/v1/beneficiaries — CreateBeneficiaryRequest. Unknown fields are refused. */
export const createBeneficiaryRequestSchema = z
  .object(beneficiaryFields)
  .strict()
  .superRefine((body, ctx) => {
    if (body.paymentChannelType === 'SWIFT' && body.bankAccount && body.bankAccount.swiftCode === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['bankAccount', 'swiftCode'],
        message: 'is required for paymentChannelType SWIFT',
      });
    }
    if (body.paymentChannelType === 'LOCAL' && body.localClearing === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['localClearing'],
        message: `is required for paymentChannelType LOCAL (scheme: ${SCHEME_NAMES.join(', ')})`,
      });
    }
    const clearing = body.localClearing;
    const scheme = clearing
      ? (LOCAL_CLEARING_SCHEMES[clearing.scheme as LocalClearingScheme] as ClearingScheme | undefined)
      : undefined;
    if (clearing && scheme) {
      const currency = body.bankAccount?.currency;
      if (typeof currency === 'string' && currency !== scheme.currency) {
        ctx.addIssue({
          code: 'custom',
          path: ['localClearing', 'scheme'],
          message: `must carry bankAccount.currency ${currency}; ${clearing.scheme} pays out ${scheme.currency} only`,
        });
      }
      if (clearing.scheme === 'SEPA' && body.bankAccount && body.bankAccount.iban === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['bankAccount', 'iban'],
          message: 'is required for localClearing.scheme SEPA',
        });
      }
    }
  });
export type CreateBeneficiaryRequest = z.infer<typeof createBeneficiaryRequestSchema>;

/**
 * The beneficiary record: the create's answer, GET /beneficiaries/{id} and the list items.
 * The reference wraps the create's answer as `{code, message, data}`; we answer the record
 * directly, like every other create of this API (payers, quotes, payments): HTTP status and the
 * error envelope already say what `code`/`message` would, and one shape serves create, read and
 * list.
 */
export const beneficiarySchema = z.object({
  beneficiaryId: z.string(),
  status: z.enum(BENEFICIARY_STATUSES),
  /** VERIFIED when the account could be checked offline (an IBAN), else PENDING. */
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: timestampSchema,
  ...beneficiaryFields,
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const beneficiaryListSchema = listPageSchema(beneficiarySchema);
export type BeneficiaryList = z.infer<typeof beneficiaryListSchema>;

/** An account number written as an IBAN: two letters, two check digits, then letters and digits. */
const IBAN_SHAPED = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/**
 * The credit party's IBANs that are not valid IBANs, as issues at their values: an `accountIBAN`,
 * or a `bankaccountno` written as an IBAN. The desk's forms and actions refuse these at the field
 * with the same check as a beneficiary's IBAN (the API takes them, and its review finding judges
 * what only a reviewer can: an account in another country).
 */
export function invalidIbanIssues(creditParty: unknown): { index: number; message: string }[] {
  if (!Array.isArray(creditParty)) return [];
  return creditParty.flatMap((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, value } = item as { key?: unknown; value?: unknown };
    if (typeof value !== 'string' || value.trim() === '') return [];
    const compact = value.replace(/[\s-]/g, '').toUpperCase();
    const isIban = key === 'accountIBAN' || (key === 'bankaccountno' && IBAN_SHAPED.test(compact));
    if (!isIban) return [];
    const checked = ibanSchema.safeParse(value);
    return checked.success ? [] : [{ index, message: checked.error.issues[0]?.message ?? 'must be a valid IBAN' }];
  });
}
