import { z } from 'zod';
import { fitsMinorUnits } from '@/lib/reference/money';
import { currencyCodeSchema, decimalStringSchema, positiveAmountSchema } from './common';
import { balanceSchema } from './balance';

/** POST /api/v1/sandbox/deposits — simulate funds arriving on a deposit instruction. */
export const simulateDepositRequestSchema = z
  .object({
    currency: currencyCodeSchema,
    amount: positiveAmountSchema,
    reference: z.string().trim().max(140).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (decimalStringSchema.safeParse(body.amount).success && !fitsMinorUnits(body.amount, body.currency)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `has more decimals than ${body.currency} allows` });
    }
  });
export type SimulateDepositRequest = z.infer<typeof simulateDepositRequestSchema>;

export const simulateDepositResponseSchema = z.object({
  depositId: z.string(),
  credited: z.string(),
  balance: balanceSchema,
});
export type SimulateDepositResponse = z.infer<typeof simulateDepositResponseSchema>;

/** POST /api/v1/sandbox/{payments|transactions}/{ref}/transitions: force a move to `to`. */
export function sandboxTransitionSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({ to: z.enum(statuses), reason: z.string().max(256).optional() }).strict();
}
