import { sandboxTransitionSchema } from '@/lib/schemas/sandbox';
import {
  TRANSACTION_STATUSES,
  transactionQueryResponseSchema,
  transactionRequestSchema,
  transactionResponseSchema,
} from '@/lib/schemas/transaction';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { createTransaction } from './create-transaction';
import { forceTransactionTransition } from './lifecycle';
import { findTransaction, toQueryResponse } from './query';

const notFound = (reference: string) =>
  new ApiError('NOT_FOUND', `No transaction ${reference}`, [
    { field: 'transactionReference', message: 'is not a known transaction reference' },
  ]);

// POST /api/v1/transactions — submit a b2b, b2p, p2b or p2p remittance (idempotent on transactionReference)
export const createTransactionRoute = defineRoute({
  method: 'POST',
  path: '/transactions',
  summary: 'Create a transaction',
  status: 201,
  body: transactionRequestSchema,
  response: transactionResponseSchema,
  handler: async ({ deps, caller, body, setHeader }) => {
    const { response, replayed } = await createTransaction(deps, caller.merchantId, body);
    if (replayed) setHeader('Idempotent-Replayed', 'true');
    return response;
  },
});

// GET /api/v1/transactions/{transactionReference} — transaction query by either reference
export const getTransactionRoute = defineRoute({
  method: 'GET',
  path: '/transactions/:reference',
  summary: 'Transaction query',
  response: transactionQueryResponseSchema,
  handler: async ({ deps, caller, params }) => {
    const row = await findTransaction(deps.db, caller.merchantId, params.reference!);
    if (!row) throw notFound(params.reference!);
    return toQueryResponse(row);
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
  handler: async ({ deps, caller, params, body }) => {
    const row = await findTransaction(deps.db, caller.merchantId, params.reference!);
    if (!row) throw notFound(params.reference!);
    return toQueryResponse(await forceTransactionTransition(deps, row, body.to, body.reason));
  },
});

export const transactionRoutes = [createTransactionRoute, getTransactionRoute, transitionTransactionRoute];
