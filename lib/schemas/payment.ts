import { z } from 'zod';
import { fitsMinorUnits } from '@/lib/reference/money';
import { currencyCodeSchema, moneyNumberSchema, referenceSchema, timestampSchema } from './common';

export const PAYMENT_STATUSES = ['CREATED', 'PROCESSING', 'COMPLETED', 'FAILED', 'RETURNED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['FAILED', 'RETURNED', 'CANCELLED'];

const paymentInstructionSchema = z
  .object({
    paymentMethodPreference: z.enum(['SWIFT', 'LOCAL']),
    paymentReason: z.enum(['SALARY', 'GOODS', 'SERVICES', 'FAMILY_SUPPORT', 'INVESTMENT', 'LOAN', 'OTHER']),
    purposeCode: z.string().trim().min(1).max(10),
    paymentReference: z.string().trim().max(140).optional(),
    urgency: z.enum(['STANDARD', 'URGENT']),
  })
  .strict();

const amountSchema = z
  .object({
    debitCurrency: currencyCodeSchema,
    debitAmount: moneyNumberSchema,
    payoutCurrency: currencyCodeSchema,
    payoutAmount: moneyNumberSchema,
  })
  .strict()
  .superRefine((a, ctx) => {
    if (!fitsMinorUnits(String(a.debitAmount), a.debitCurrency))
      ctx.addIssue({
        code: 'custom',
        path: ['debitAmount'],
        message: `has more decimals than ${a.debitCurrency} allows`,
      });
    if (!fitsMinorUnits(String(a.payoutAmount), a.payoutCurrency))
      ctx.addIssue({
        code: 'custom',
        path: ['payoutAmount'],
        message: `has more decimals than ${a.payoutCurrency} allows`,
      });
  });

const SOURCES_OF_FUND = [
  'BUSINESS_REVENUE',
  'SALARY',
  'SAVINGS',
  'INVESTMENT_INCOME',
  'LOAN',
  'SALE_OF_PROPERTY',
  'GIFT',
  'OTHER',
] as const;

/** POST /api/v1/payments — confirm an FX quote and pay a registered beneficiary. */
export const paymentRequestSchema = z
  .object({
    requestId: referenceSchema,
    merchantRef: referenceSchema,
    payer: z.object({ originalPayerId: z.string().trim().min(1).max(64) }).strict(),
    beneficiary: z.object({ beneficiaryId: z.string().trim().min(1).max(64) }).strict(),
    paymentInstruction: paymentInstructionSchema,
    amount: amountSchema,
    fx: z.object({ quoteId: z.string().trim().min(1).max(64) }).strict(),
    compliance: z
      .object({
        sourceOfFund: z.enum(SOURCES_OF_FUND),
        supportingDocuments: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
      })
      .strict(),
    metadata: z
      .object({
        remark: z.string().max(256).optional(),
        business: z.string().max(256).optional(),
        tags: z.array(z.string().max(64)).max(20).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const SOURCE_OF_FUND_VALUES = SOURCES_OF_FUND;

/** The payment record: the request's shapes without compliance, plus what the service adds. */
export const paymentResponseSchema = z.object({
  requestId: z.string(),
  merchantRef: z.string(),
  serviceRef: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  payer: z.object({ originalPayerId: z.string() }),
  beneficiary: z.object({ beneficiaryId: z.string() }),
  paymentInstruction: paymentInstructionSchema,
  amount: z.object({
    debitCurrency: z.string(),
    debitAmount: z.number(),
    payoutCurrency: z.string(),
    payoutAmount: z.number(),
  }),
  fx: z.object({ quoteId: z.string(), fxRate: z.number().optional() }),
  fee: z.object({ chargeBearer: z.literal('OUR'), feeCurrency: z.string(), feeAmount: z.number() }),
  timeline: z.object({
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    completedAt: timestampSchema.nullable(),
  }),
  metadata: z.object({
    business: z.string().optional(),
    remark: z.string().optional(),
    tags: z.array(z.string()).optional(),
  }),
  failureReason: z.string().optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const paymentListSchema = z.object({ items: z.array(paymentResponseSchema) });
