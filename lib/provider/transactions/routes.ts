import { sandboxTransitionSchema } from '@/lib/schemas/sandbox';
import {
  TRANSACTION_STATUSES,
  transactionQueryResponseSchema,
  transactionRequestSchema,
  transactionResponseSchema,
} from '@/lib/schemas/transaction';
import { defineRoute } from '../http/define-route';
import { foundOrThrow } from '../http/not-found';
import { answerCreate } from '../idempotency/service';
import { forceTransactionTransition } from './lifecycle';
import { createTransaction, findTransaction, toQueryResponse, transactionNotFound } from './service';

// POST /api/v1/transactions — submit a b2b, b2p, p2b or p2p remittance (idempotent on transactionReference)
export const createTransactionRoute = defineRoute({
  method: 'POST',
  path: '/transactions',
  summary: 'Create a transaction',
  status: 201,
  body: transactionRequestSchema,
  response: transactionResponseSchema,
  handler: async ({ deps, caller, body, setHeader }) =>
    answerCreate(setHeader, await createTransaction(deps, caller.merchantId, body)),
});

// GET /api/v1/transactions/{transactionReference} — transaction query by either reference
export const getTransactionRoute = defineRoute({
  method: 'GET',
  path: '/transactions/:reference',
  summary: 'Transaction query',
  response: transactionQueryResponseSchema,
  handler: async ({ deps, caller, params }) => {
    const row = await findTransaction(deps.db, caller.merchantId, params.reference!);
    return toQueryResponse(foundOrThrow(row, transactionNotFound(params.reference!)));
  },
});

// POST /api/v1/sandbox/transactions/{reference}/transitions — force an outcome (sandbox only)
export const transitionTransactionRoute = defineRoute({
  method: 'POST',
  path: '/sandbox/transactions/:reference/transitions',
  summary: 'Force a transaction transition (sandbox)',
  sandboxOnly: true,
  body: sandboxTransitionSchema(TRANSACTION_STATUSES),
  response: transactionQueryResponseSchema,
  handler: async ({ deps, caller, params, body }) =>
    toQueryResponse(await forceTransactionTransition(deps, caller.merchantId, params.reference!, body.to, body.reason)),
});

export const transactionRoutes = [createTransactionRoute, getTransactionRoute, transitionTransactionRoute];
