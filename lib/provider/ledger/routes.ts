import { z } from 'zod';
import { balanceListSchema, balanceSchema, statementQuerySchema, statementSchema } from '@/lib/schemas/balance';
import { currencyCodeSchema } from '@/lib/schemas/common';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { getBalance, listBalances, statementPage } from './service';

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

/** The currency of the path, or a 400 naming it (also read by /eig's balance, lib/provider/eig). */
export function currencyOf(params: Record<string, string>): string {
  const parsed = currencyParamSchema.safeParse(params);
  if (!parsed.success)
    throw new ApiError('VALIDATION_FAILED', `currency ${parsed.error.issues[0]?.message}`, [
      { field: 'currency', message: parsed.error.issues[0]?.message ?? 'is not valid' },
    ]);
  return parsed.data.currency;
}

const noLedger = (currency: string, merchantId: string) =>
  new ApiError('NOT_FOUND', `No ${currency} ledger for merchant ${merchantId}`, [
    { field: 'currency', message: 'has no ledger' },
  ]);

// GET /api/v1/balances/{currency} — the balance of one ledger
export const getBalanceRoute = defineRoute({
  method: 'GET',
  path: '/balances/:currency',
  summary: 'Ledger balance of a single currency',
  response: balanceSchema,
  handler: async ({ deps, caller, params }) => {
    const currency = currencyOf(params);
    const balance = await getBalance(deps.db, caller.merchantId, currency);
    if (!balance) throw noLedger(currency, caller.merchantId);
    return balance;
  },
});

// GET /api/v1/balances/{currency}/statement — the ledger's movements over a period (an extension of the interface)
export const getStatementRoute = defineRoute({
  method: 'GET',
  path: '/balances/:currency/statement',
  summary:
    'Balance statement (extension, not in the service interface): the movements of one ledger over [from, to) oldest first, ' +
    'with the opening balance (before from) and the closing balance (before to; the current balance when to is now or ' +
    'absent). Kinds: SEED, DEPOSIT, TRANSACTION_DEBIT, PAYMENT_DEBIT, FEE, REFUND (amount and fee back on FAILED or ' +
    "CANCELLED), RETURN (amount back on RETURNED, fee kept); reference is the remittance's service reference. " +
    'Keyset-paged: pass nextCursor back as cursor with the same from and to; limit 1-1000, default 100.',
  query: statementQuerySchema,
  response: statementSchema,
  handler: async ({ deps, caller, params, query }) => {
    const currency = currencyOf(params);
    const to = query.to ?? deps.now();
    if (query.from.getTime() >= to.getTime())
      throw new ApiError('VALIDATION_FAILED', 'query parameter from must be before to (now, when to is absent)', [
        { field: 'from', message: 'must be before to' },
      ]);
    if (!(await getBalance(deps.db, caller.merchantId, currency))) throw noLedger(currency, caller.merchantId);
    return statementPage(deps.db, caller.merchantId, currency, {
      from: query.from,
      to,
      limit: query.limit,
      cursor: query.cursor,
    });
  },
});

export const ledgerRoutes = [listBalancesRoute, getBalanceRoute, getStatementRoute];
