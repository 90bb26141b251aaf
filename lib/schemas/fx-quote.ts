import { z } from 'zod';
import { fitsMinorUnits } from '@/lib/reference/money';
import { currencyCodeSchema, moneyNumberSchema, referenceSchema, timestampSchema } from './common';

/** POST /api/v1/quotes — QuoteRequest (reference B.4). `amount` is on the fixed side. */
export const fxQuoteRequestSchema = z
  .object({
    requestId: referenceSchema.optional(),
    sellCurrency: currencyCodeSchema,
    buyCurrency: currencyCodeSchema,
    fixedSide: z.enum(['SELL', 'BUY']),
    amount: moneyNumberSchema,
    settlement: z
      .object({ tenor: z.enum(['SPOT', 'TODAY', 'TOM']), valueDate: z.iso.date().optional() })
      .strict()
      .optional(),
    metadata: z
      .object({
        business: z.string().max(256).optional(),
        remark: z.string().max(256).optional(),
        tags: z.array(z.string().max(64)).max(20).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.sellCurrency === q.buyCurrency)
      ctx.addIssue({ code: 'custom', path: ['buyCurrency'], message: 'must differ from sellCurrency' });
    const fixedCurrency = q.fixedSide === 'SELL' ? q.sellCurrency : q.buyCurrency;
    if (!fitsMinorUnits(String(q.amount), fixedCurrency))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `has more decimals than ${fixedCurrency} allows` });
  });
export type FxQuoteRequest = z.infer<typeof fxQuoteRequestSchema>;

/** QuoteResponse: amounts as numbers (group B), the fee the payment will charge, and the expiry. */
export const fxQuoteResponseSchema = z.object({
  requestId: z.string().optional(),
  quoteId: z.string(),
  status: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
  sellCurrency: z.string(),
  buyCurrency: z.string(),
  fixedSide: z.enum(['SELL', 'BUY']),
  sellAmount: z.number(),
  buyAmount: z.number(),
  fxRate: z.number(),
  fee: z.object({ chargeBearer: z.literal('OUR'), feeCurrency: z.string(), feeAmount: z.number() }),
  valueDate: z.iso.date(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
});
export type FxQuoteResponse = z.infer<typeof fxQuoteResponseSchema>;
