import { z } from 'zod';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { defaultCurrencyOf, PAYOUT_INSTRUMENTS, payoutInstrumentList } from '@/lib/reference/remittance-lists';
import {
  countryCodeSchema,
  currencyCodeSchema,
  decimalStringSchema,
  positiveAmountSchema,
  timestampSchema,
} from './common';
import { nullsAsAbsent, TRANSACTION_TYPE_ALIASES } from './dialect';
import { listValueSchema, onObjects } from './kyc';
import { ACCEPTED_TRANSACTION_TYPES, TRANSACTION_TYPES, type TransactionType } from './transaction';
import { checkMinorUnits, requestDateSchema } from './transaction-fields';

/*
 * Transaction quotations (reference A.8; docs/architecture.md "Transaction quotation"): a quote for one
 * corridor and payout instrument, whose quoteId a transaction of the same type then spends.
 */

/**
 * SEND: requestAmount is what the sender pays in, so requestCurrency is the sending (pay-in)
 * currency — a forward quote. RECEIVE: requestAmount is what the payee gets, so requestCurrency is
 * the receiving (payout) currency — a reverse quote.
 */
export const AMOUNT_TYPES = ['SEND', 'RECEIVE'] as const;
export type AmountType = (typeof AMOUNT_TYPES)[number];

/**
 * Decided where the sources are silent:
 * - `receivingCurrency` may be left out: it is then the country's payout currency
 *   (defaultCurrencyOf); when none is known for the country, it is required.
 * - `amountType` may be left out: it is then read from requestCurrency as TerraPay reads it (A.8:
 *   the sending currency makes a forward quote, the destination currency a reverse one); when both
 *   currencies are the same, RECEIVE. When given, requestCurrency must be the currency it names.
 * - The output always carries amountType and receivingCurrency.
 * - The provider's dialect (lib/schemas/dialect.ts): explicit nulls read as absent members, and
 *   `type: "inttransfer"` is a p2p quote (its transaction may then say inttransfer or p2p).
 */
export const quotationRequestSchema = nullsAsAbsent(
  z
    .strictObject({
      type: z
        .enum(ACCEPTED_TRANSACTION_TYPES)
        .transform((type): TransactionType => (type === 'inttransfer' ? TRANSACTION_TYPE_ALIASES[type] : type))
        .meta({
          description: "The transaction type the quote is for; inttransfer (the provider's name of p2p) is p2p.",
        }),
      /** Optional here (A.8 has it mandatory for TerraPay); same formats as the transaction's. */
      requestDate: requestDateSchema.optional(),
      requestAmount: positiveAmountSchema,
      requestCurrency: currencyCodeSchema,
      amountType: z.enum(AMOUNT_TYPES).optional(),
      sendingCurrency: currencyCodeSchema,
      receivingCountry: countryCodeSchema,
      receivingCurrency: currencyCodeSchema.optional(),
      payoutInstrument: listValueSchema(payoutInstrumentList),
    })
    .superRefine((body, ctx) => {
      const raw = body as Record<string, unknown>;
      checkMinorUnits(raw.requestAmount, raw.requestCurrency, ['requestAmount'], ctx, 'requestCurrency');
      const known = (value: unknown): value is string => typeof value === 'string' && isCurrencyCode(value);
      let receiving = raw.receivingCurrency;
      if (receiving === undefined && typeof raw.receivingCountry === 'string') {
        receiving = defaultCurrencyOf(raw.receivingCountry);
        if (receiving === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['receivingCurrency'],
            message: `is required: no default payout currency is known for ${raw.receivingCountry}`,
          });
        }
      }
      const { requestCurrency, sendingCurrency, amountType } = raw;
      if (!known(requestCurrency) || !known(sendingCurrency) || !known(receiving)) return;
      if (amountType === 'SEND' && requestCurrency !== sendingCurrency) {
        ctx.addIssue({
          code: 'custom',
          path: ['requestCurrency'],
          message: `must be the sendingCurrency ${sendingCurrency} when amountType is SEND`,
        });
      } else if (amountType === 'RECEIVE' && requestCurrency !== receiving) {
        ctx.addIssue({
          code: 'custom',
          path: ['requestCurrency'],
          message: `must be the receivingCurrency ${receiving} when amountType is RECEIVE`,
        });
      } else if (amountType === undefined && requestCurrency !== sendingCurrency && requestCurrency !== receiving) {
        ctx.addIssue({
          code: 'custom',
          path: ['requestCurrency'],
          message: `must be the sendingCurrency ${sendingCurrency} (amountType SEND) or the receivingCurrency ${receiving} (amountType RECEIVE)`,
        });
      }
    }, onObjects)
    .transform((body) => {
      // Checked above: a receivingCurrency is known here.
      const receivingCurrency = body.receivingCurrency ?? (defaultCurrencyOf(body.receivingCountry) as string);
      const amountType: AmountType =
        body.amountType ??
        (body.requestCurrency === body.sendingCurrency && body.requestCurrency !== receivingCurrency
          ? 'SEND'
          : 'RECEIVE');
      return { ...body, receivingCurrency, amountType };
    }),
);
export type QuotationRequest = z.output<typeof quotationRequestSchema>;
export type QuotationRequestInput = z.input<typeof quotationRequestSchema>;

/** A fee of a quote, in its own currency. */
export const quotationFeeSchema = z.object({
  type: z.string(),
  amount: decimalStringSchema,
  currency: z.string(),
});

/** An FX rate: a decimal string, at most 10 decimals (GSMA quotation fxRate). */
export const fxRateStringSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,10})?$/, { message: 'must be a decimal rate such as 1534.25' });

export const quoteSchema = z.object({
  quoteId: z.string(),
  sendingAmount: decimalStringSchema,
  sendingCurrency: z.string(),
  receivingAmount: decimalStringSchema,
  receivingCurrency: z.string(),
  fees: z.array(quotationFeeSchema),
  /** Receiving units per sending unit, markups included (A.8). */
  fxRate: fxRateStringSchema,
  /** When the quote can no longer be spent (ISO 8601, UTC). */
  quoteExpiryTime: timestampSchema,
  payoutInstrument: z.enum(PAYOUT_INSTRUMENTS),
  type: z.enum(TRANSACTION_TYPES),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Response of a transaction quotation. quotationStatus in TerraPay's form, e.g. `2000:Quote Success`. */
export const quotationResponseSchema = z.object({
  quotationReference: z.string(),
  quotationStatus: z.string(),
  requestDate: timestampSchema.optional(),
  quotes: z.array(quoteSchema).min(1).max(10),
});
export type QuotationResponse = z.infer<typeof quotationResponseSchema>;
