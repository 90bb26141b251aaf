import { z } from 'zod';
import { timestampSchema } from './common';

/** One ledger's balance; amounts are decimal strings in the currency's minor units. */
export const balanceSchema = z.object({
  currency: z.string(),
  currentBalance: z.string(),
  availableBalance: z.string(),
  reservedBalance: z.string(),
  updatedAt: timestampSchema,
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceListSchema = z.object({
  merchantId: z.string(),
  balances: z.array(balanceSchema),
});
export type BalanceList = z.infer<typeof balanceListSchema>;
