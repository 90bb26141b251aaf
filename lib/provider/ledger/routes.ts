import { z } from 'zod';
import { balanceListSchema, balanceSchema } from '@/lib/schemas/balance';
import { currencyCodeSchema } from '@/lib/schemas/common';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { getBalance, listBalances } from './service';

// GET /api/v1/balances — the balance of every ledger of the caller's merchant
export const listBalancesRoute = defineRoute({
  method: 'GET',
  path: '/balances',
  summary: 'Ledger balance of all ledgers',
  response: balanceListSchema,
  handler: async ({ deps, caller }) => ({
    merchantId: caller.merchantId,
    balances: await listBalances(deps.db, caller.merchantId),
  }),
});

const currencyParamSchema = z.object({ currency: currencyCodeSchema });

// GET /api/v1/balances/{currency} — the balance of one ledger
export const getBalanceRoute = defineRoute({
  method: 'GET',
  path: '/balances/:currency',
  summary: 'Ledger balance of a single currency',
  response: balanceSchema,
  handler: async ({ deps, caller, params }) => {
    const parsed = currencyParamSchema.safeParse(params);
    if (!parsed.success)
      throw new ApiError('VALIDATION_FAILED', `currency ${parsed.error.issues[0]?.message}`, [
        { field: 'currency', message: parsed.error.issues[0]?.message ?? 'is not valid' },
      ]);
    const balance = await getBalance(deps.db, caller.merchantId, parsed.data.currency);
    if (!balance)
      throw new ApiError('NOT_FOUND', `No ${parsed.data.currency} ledger for merchant ${caller.merchantId}`, [
        { field: 'currency', message: 'has no ledger' },
      ]);
    return balance;
  },
});

export const ledgerRoutes = [listBalancesRoute, getBalanceRoute];
