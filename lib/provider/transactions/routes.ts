import {
  plannedOutcomeRequestSchema,
  plannedOutcomeResponseSchema,
  sandboxTransactionTransitionSchema,
} from '@/lib/schemas/sandbox';
import {
  transactionQueryResponseSchema,
  transactionRequestSchema,
  transactionResponseSchema,
} from '@/lib/schemas/transaction';
import { cancelTransactionRequestSchema, reversalRequestSchema } from '@/lib/schemas/transaction-operations';
import { defineRoute, type RouteContext } from '../http/define-route';
import { foundOrThrow } from '../http/not-found';
import { answerCreate } from '../idempotency/service';
import { forceTransactionTransition } from './lifecycle';
import {
  cancelTransaction,
  createTransaction,
  findTransaction,
  getPlannedOutcome,
  planTransactionOutcome,
  requestReversal,
  toQueryResponse,
  transactionNotFound,
  type TransactionOperationResult,
} from './service';

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

/** An operation's answer: the transaction as it is now; a repeat that changed nothing says so in a header. */
async function answerOperation(
  { deps, caller, params, body, setHeader }: RouteContext<undefined, { reason: string }>,
  operation: (...args: Parameters<typeof cancelTransaction>) => Promise<TransactionOperationResult<string>>,
) {
  const result = await deps.db.transaction((tx) =>
    operation(deps, tx, caller.merchantId, params.reference!, body.reason),
  );
  if (result.replayed) setHeader('Idempotent-Replayed', 'true');
  return toQueryResponse(result.transaction);
}

// POST /api/v1/transactions/{reference}/cancel — cancel before payout (ACKNOWLEDGED or PENDING), refunding amount and fee
export const cancelTransactionRoute = defineRoute({
  method: 'POST',
  path: '/transactions/:reference/cancel',
  summary: 'Cancel a transaction before payout',
  body: cancelTransactionRequestSchema,
  response: transactionQueryResponseSchema,
  handler: (ctx) => answerOperation(ctx, cancelTransaction),
});

// POST /api/v1/transactions/{reference}/reversal — ask for a paid-out (SUCCESS) transaction's money back
export const reversalRoute = defineRoute({
  method: 'POST',
  path: '/transactions/:reference/reversal',
  summary: 'Request the reversal of a paid-out transaction',
  body: reversalRequestSchema,
  response: transactionQueryResponseSchema,
  handler: (ctx) => answerOperation(ctx, requestReversal),
});

// POST /api/v1/sandbox/transactions/{reference}/transitions — force an outcome (sandbox only)
export const transitionTransactionRoute = defineRoute({
  method: 'POST',
  path: '/sandbox/transactions/:reference/transitions',
  summary: 'Force a transaction transition (sandbox)',
  sandboxOnly: true,
  body: sandboxTransactionTransitionSchema,
  response: transactionQueryResponseSchema,
  handler: async ({ deps, caller, params, body }) =>
    toQueryResponse(
      await forceTransactionTransition(
        deps,
        caller.merchantId,
        params.reference!,
        body.to,
        body.reason,
        body.errorCode,
      ),
    ),
});

const PLANNED_OUTCOME_PATH = '/sandbox/transactions/:reference/planned-outcome';

// GET /api/v1/sandbox/transactions/{reference}/planned-outcome — the next outcome the lifecycle plays (sandbox only)
export const getPlannedOutcomeRoute = defineRoute({
  method: 'GET',
  path: PLANNED_OUTCOME_PATH,
  summary: "A transaction's planned next outcome (sandbox)",
  sandboxOnly: true,
  response: plannedOutcomeResponseSchema,
  handler: ({ deps, caller, params }) => getPlannedOutcome(deps, caller.merchantId, params.reference!),
});

// PUT …/planned-outcome — plan the next outcome, played when the next step falls due (sandbox only)
export const planOutcomeRoute = defineRoute({
  method: 'PUT',
  path: PLANNED_OUTCOME_PATH,
  summary: "Plan a transaction's next outcome (sandbox)",
  sandboxOnly: true,
  body: plannedOutcomeRequestSchema,
  response: plannedOutcomeResponseSchema,
  handler: ({ deps, caller, params, body }) => planTransactionOutcome(deps, caller.merchantId, params.reference!, body),
});

// DELETE …/planned-outcome — reset to the natural outcome of its amount and reference (sandbox only)
export const resetOutcomeRoute = defineRoute({
  method: 'DELETE',
  path: PLANNED_OUTCOME_PATH,
  summary: "Reset a transaction's next outcome to the natural one (sandbox)",
  sandboxOnly: true,
  response: plannedOutcomeResponseSchema,
  handler: ({ deps, caller, params }) => planTransactionOutcome(deps, caller.merchantId, params.reference!, undefined),
});

export const transactionRoutes = [
  createTransactionRoute,
  getTransactionRoute,
  cancelTransactionRoute,
  reversalRoute,
  transitionTransactionRoute,
  getPlannedOutcomeRoute,
  planOutcomeRoute,
  resetOutcomeRoute,
];
