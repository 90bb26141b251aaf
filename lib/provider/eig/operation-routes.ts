import { z } from 'zod';
import { accountStatusQuerySchema } from '@/lib/schemas/account-status';
import { nullsAsAbsent } from '@/lib/schemas/dialect';
import { textSchema } from '@/lib/schemas/fields';
import { OPERATION_REASON_MAX } from '@/lib/schemas/transaction-operations';
import { checkAccountStatus } from '../accounts/service';
import { ApiError } from '../http/api-error';
import { parseWith } from '../http/define-route';
import { cancelTransaction, requestReversal } from '../transactions/service';
import {
  CANCEL_CODES,
  CANCEL_REFUSALS,
  NAME_DOES_NOT_MATCH,
  REVERSAL_CODES,
  REVERSAL_REFUSALS,
  type ProviderCode,
} from './codes';
import { defineEigRoute, ProviderCodedError } from './http';

/*
 * The provider's cancel, reversal and account status on /eig (provider-reference.md A.9, A.10),
 * each one call of the API's own service (lib/provider/transactions, lib/provider/accounts) with
 * its answer, or its refusal, in the provider's words: `{statusCode, responseMessage}` for cancel
 * (15000–15005) and reversal (16000–16007), answered with HTTP 200 as the provider does;
 * `{status, subStatus}` for an account.
 */

const txnIdSchema = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(50, { message: 'must be at most 50 characters' });

const statusCodeAnswerSchema = z.object({ statusCode: z.string(), responseMessage: z.string() });
const answer = ({ code, message }: ProviderCode) => ({ statusCode: code, responseMessage: message });

/** A refusal of the service as the provider's answer, when the table has one; anything else is an error. */
function refusalAnswer(error: unknown, refusals: Readonly<Record<string, ProviderCode>>) {
  const refusal = error instanceof ApiError ? refusals[error.code] : undefined;
  if (!refusal) throw error;
  return answer(refusal);
}

// POST /eig/gsma/remitCancel — cancel before payout: {txnId (either reference), reason?}
export const eigRemitCancelRoute = defineEigRoute({
  method: 'POST',
  path: '/gsma/remitCancel',
  summary: 'Cancel a transaction before payout: {statusCode 15000, responseMessage}, or 15001–15005 (HTTP 200)',
  body: nullsAsAbsent(z.strictObject({ txnId: txnIdSchema, reason: textSchema(OPERATION_REASON_MAX).optional() })),
  response: statusCodeAnswerSchema,
  handler: async ({ deps, merchantId, body }) => {
    try {
      const result = await deps.db.transaction((tx) =>
        cancelTransaction(deps, tx, merchantId, body.txnId, body.reason ?? 'no reason given (remitCancel)'),
      );
      return answer(result.outcome === 'CANCELLED' ? CANCEL_CODES.success : CANCEL_CODES.alreadyCancelled);
    } catch (error) {
      return refusalAnswer(error, CANCEL_REFUSALS);
    }
  },
});

// POST /eig/gsma/reversalInitiate — ask for a paid-out transaction back: {txnId, reversalReason?}
export const eigReversalInitiateRoute = defineEigRoute({
  method: 'POST',
  path: '/gsma/reversalInitiate',
  summary:
    'Request the reversal of a paid-out transaction: {statusCode 16000, responseMessage}, or 16001–16007 (HTTP 200); ' +
    'the query then answers REVERSAL PENDING until the partner decides',
  body: nullsAsAbsent(
    z.strictObject({ txnId: txnIdSchema, reversalReason: textSchema(OPERATION_REASON_MAX).optional() }),
  ),
  response: statusCodeAnswerSchema,
  handler: async ({ deps, merchantId, body }) => {
    try {
      const result = await deps.db.transaction((tx) =>
        requestReversal(deps, tx, merchantId, body.txnId, body.reversalReason ?? 'no reason given (reversalInitiate)'),
      );
      return answer(result.outcome === 'REVERSAL_REQUESTED' ? REVERSAL_CODES.success : REVERSAL_CODES.alreadyRaised);
    } catch (error) {
      return refusalAnswer(error, REVERSAL_REFUSALS);
    }
  },
});

const accountStatusAnswerSchema = z.object({
  status: z.enum(['available', 'unavailable', 'unregistered']),
  subStatus: z.string(),
  lei: z.string().optional(),
  /** When bnv was given: the provider's name-match code (MTCH exact, CMTC close). */
  nameMatch: z.string().optional(),
});

/** The query of the provider's account status with the account of the path; parsed by the API's own schema. */
function accountQuery(query: Record<string, string>, account: { msisdn: string } | { accountId: string }) {
  const { msisdn: _m, accountId: _a, ...rest } = query;
  return parseWith(accountStatusQuerySchema, { ...rest, ...account }, 'query');
}

function accountStatusRoute(
  path: string,
  accountOf: (params: Record<string, string>) => { msisdn: string } | { accountId: string },
) {
  return defineEigRoute({
    method: 'GET',
    path,
    summary:
      'Account status (the provider’s beneficiary validation): {status available|unavailable|unregistered, subStatus 6xxx}; ' +
      'a holder whose name is not bnv is refused with 6008',
    query: z.record(z.string(), z.string()),
    response: accountStatusAnswerSchema,
    handler: async ({ deps, merchantId, params, query }) => {
      const result = await checkAccountStatus(deps, merchantId, accountQuery(query, accountOf(params)));
      if (result.nameMatch?.result === 'no-match')
        // A business refusal of the beneficiary (422, businessRule), in the provider's 6008.
        throw new ProviderCodedError(
          'UNKNOWN_BENEFICIARY',
          NAME_DOES_NOT_MATCH,
          `bnv does not match the account holder's name`,
          [{ field: 'bnv', message: "does not match the account holder's name" }],
        );
      return {
        status: result.status,
        subStatus: result.subStatus,
        ...(result.nameMatch ? { nameMatch: result.nameMatch.code } : {}),
      };
    },
  });
}

// GET /eig/gsma/accounts/msisdn/{msisdn}/status — a wallet
export const eigWalletStatusRoute = accountStatusRoute('/gsma/accounts/msisdn/:msisdn/status', (params) => ({
  msisdn: params.msisdn!,
}));
// GET /eig/gsma/accounts/{accountId}/status — a bank account (country in the query)
export const eigBankAccountStatusRoute = accountStatusRoute('/gsma/accounts/:accountId/status', (params) => ({
  accountId: params.accountId!,
}));

export const EIG_OPERATION_ROUTES = [
  eigRemitCancelRoute,
  eigReversalInitiateRoute,
  eigWalletStatusRoute,
  eigBankAccountStatusRoute,
];
