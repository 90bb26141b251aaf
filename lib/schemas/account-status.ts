import { z } from 'zod';
import { countryCodeSchema } from './common';
import { textSchema } from './fields';
import { MSISDN } from './transaction-fields';

/*
 * Account status (the provider's "verify", reference A.9): GET /api/v1/accounts/status for a wallet
 * (msisdn) or a bank account (accountId + country), with the name the caller expects to find on
 * it (bnv). The answer says whether the account exists and can be credited, the holder's name, and
 * how that name compares with bnv (the provider's match codes MTCH / CMTC / NMTC).
 */

/** A query parameter left empty (`bnv=&provider=`, as the provider's clients write them) is absent. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const ACCOUNT_STATUSES = ['available', 'unavailable', 'unregistered'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** How the holder's name compares with the expected one: the provider's MTCH, CMTC, NMTC. */
export const NAME_MATCHES = ['exact', 'close', 'no-match'] as const;
export type NameMatch = (typeof NAME_MATCHES)[number];
export const NAME_MATCH_CODES = { exact: 'MTCH', close: 'CMTC', 'no-match': 'NMTC' } as const satisfies Record<
  NameMatch,
  string
>;

export const accountStatusQuerySchema = z
  .object({
    /** A wallet: the mobile number with its country code (10 to 18 digits). */
    msisdn: optionalParam(
      z.string().trim().regex(MSISDN, { message: 'must be a mobile number with its country code, 10 to 18 digits' }),
    ),
    /** A bank account number or IBAN (5 to 50 letters and digits); needs `country`. */
    accountId: optionalParam(
      z
        .string()
        .trim()
        .min(5, { message: 'must be at least 5 characters' })
        .max(50, { message: 'must be at most 50 characters' })
        .regex(/^[A-Za-z0-9]+$/, { message: 'may hold letters and digits only' }),
    ),
    /** The bank account's country (ISO 3166-1 alpha-2). */
    country: optionalParam(countryCodeSchema),
    bankcode: optionalParam(textSchema(25)),
    bankname: optionalParam(textSchema(60)),
    banksubcode: optionalParam(textSchema(10)),
    provider: optionalParam(textSchema(12)),
    /** The beneficiary's name as the caller has it, compared with the holder's (1 to 180 characters). */
    bnv: optionalParam(textSchema(180)),
    /** The sender's name (kept for the provider's clients; not compared). */
    snv: optionalParam(textSchema(180)),
  })
  .superRefine((query, ctx) => {
    if (!query.msisdn && !query.accountId)
      ctx.addIssue({
        code: 'custom',
        path: ['msisdn'],
        message: 'is required: give a wallet msisdn, or a bank accountId with its country',
      });
    if (query.accountId && !query.country)
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'is required with accountId' });
  });
export type AccountStatusQuery = z.output<typeof accountStatusQuerySchema>;
/** The query as a client sends it: each parameter a string, or left out. */
export type AccountStatusQueryInput = Partial<Record<keyof AccountStatusQuery, string>>;

export const accountStatusResponseSchema = z.object({
  /** `wallet` for an msisdn, `bank` for an accountId. */
  instrument: z.enum(['wallet', 'bank']),
  /** The account asked about: the msisdn or the accountId. */
  account: z.string(),
  country: z.string().optional(),
  /** available: exists and can be credited; unavailable: exists but cannot be credited now; unregistered: no such account. */
  status: z.enum(ACCOUNT_STATUSES),
  /** The provider's code and words, e.g. `6000:Beneficiary Validation Success`. */
  subStatus: z.string(),
  /** The holder's name, for an account that exists. */
  accountHolderName: z.string().optional(),
  /** When `bnv` was given and the account exists: how the holder's name compares with it. */
  nameMatch: z
    .object({
      result: z.enum(NAME_MATCHES),
      code: z.enum(['MTCH', 'CMTC', 'NMTC']),
      /** 0 to 1, three decimals. */
      score: z.number(),
      comparedWith: z.string(),
    })
    .optional(),
});
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;
