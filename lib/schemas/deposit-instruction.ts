import { z } from 'zod';
import { CRYPTO_ASSETS, findNetwork, networkCarries, DEPOSIT_NETWORKS } from '@/lib/reference/deposit-networks';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { isCountryCode } from '@/lib/reference/countries';
import { merchantIdSchema, timestampSchema } from './common';

const assetSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isCurrencyCode(v) || (CRYPTO_ASSETS as readonly string[]).includes(v), {
    message: `must be an ISO 4217 currency or one of ${CRYPTO_ASSETS.join(', ')}`,
  });

const networkSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => findNetwork(v) !== undefined, {
    message: `must be one of ${DEPOSIT_NETWORKS.map((n) => n.network).join(', ')}`,
  });

/** `sourceCountry=US` or `sourceCountry=US,CA`: one or more ISO countries, answered sorted. */
const sourceCountriesSchema = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .transform((v) => v.split(',').map((c) => c.trim().toUpperCase()))
  .refine((codes) => codes.length <= 20, { message: 'may name at most 20 countries' })
  .superRefine((codes, ctx) => {
    const bad = codes.filter((code) => !isCountryCode(code));
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `has ${bad.map((b) => `"${b}"`).join(', ')}, not ISO 3166-1 alpha-2 country codes such as US`,
      });
  })
  .transform((codes) => [...new Set(codes)].sort());

/** Query of GET /api/v1/funding/deposit-instruments. */
export const depositInstrumentsQuerySchema = z
  .object({
    merchantId: merchantIdSchema,
    asset: assetSchema,
    network: networkSchema,
    sourceCountry: sourceCountriesSchema,
  })
  .superRefine((q, ctx) => {
    const network = findNetwork(q.network);
    if (network && !networkCarries(network, q.asset)) {
      ctx.addIssue({
        code: 'custom',
        path: ['network'],
        message: `${q.network} does not carry ${q.asset}; networks for ${q.asset}: ${DEPOSIT_NETWORKS.filter((n) =>
          networkCarries(n, q.asset),
        )
          .map((n) => n.network)
          .join(', ')}`,
      });
    }
  });
export type DepositInstrumentsQuery = z.infer<typeof depositInstrumentsQuerySchema>;

export const bankAccountSchema = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  routingNumber: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
  beneficiaryName: z.string(),
});

export const blockchainInstructionSchema = z.object({
  address: z.string(),
  memo: z.string(),
  tag: z.string(),
});

/**
 * The deposit instruction record. Exactly one of `bankAccount` (depositType FIAT) and
 * `depositInstruction` (depositType CRYPTO) is present. `signature` is HMAC-SHA256 (hex) over the
 * RFC 8785 canonical JSON of the record without `signature` (lib/signing/deposit-signature.ts).
 */
export const depositInstructionRecordSchema = z.object({
  merchantId: z.string(),
  asset: z.string(),
  network: z.string(),
  depositType: z.enum(['FIAT', 'CRYPTO']),
  sourceCountry: z.array(z.string()),
  depositInstruction: blockchainInstructionSchema.optional(),
  bankAccount: bankAccountSchema.optional(),
  expireTime: timestampSchema,
  signature: z.string(),
});
export type DepositInstructionRecord = z.infer<typeof depositInstructionRecordSchema>;
