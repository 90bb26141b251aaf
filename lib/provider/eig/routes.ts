import { PROVIDER_REFERENCE_ALIAS } from '@/lib/schemas/dialect';
import { transactionRequestSchema } from '@/lib/schemas/transaction';
import { foundByParam } from '../http/not-found';
import { currencyOf } from '../ledger/routes';
import { getBalance, listBalances } from '../ledger/service';
import { createQuotation } from '../quotations/service';
import { createTransaction, findTransaction, toQueryResponse, transactionNotFound } from '../transactions/service';
import { defineEigRoute, ProviderCodedError, type AnyEigRoute } from './http';
import { EIG_OPERATION_ROUTES } from './operation-routes';
import {
  providerBalancesSchema,
  providerQuotationResponseSchema,
  providerQuotationSchema,
  providerTransactionSchema,
  QUOTATION_FIELD_NAMES,
  toProviderAcknowledgement,
  toProviderBalances,
  toProviderQuery,
  toProviderQuotation,
  toQuotationRequest,
} from './translate';

/*
 * The provider-compatible surface (issue 18): TerraPay's paths under /eig (provider-reference.md
 * A.1), speaking as the provider does, on the same records as /api/v1 — each handler translates
 * the request into the API's services and their answer back (translate.ts), nothing more.
 */

function quotationRoute(path: string, version: 1 | 2) {
  return defineEigRoute({
    method: 'POST',
    path,
    summary:
      version === 1
        ? 'Quotation (the provider’s v1 form: quotes[] with the sending and receiving currencies; a p2p quote)'
        : 'Quotation v2 (adds type, scheme and creditParty instrumentType WALLET or BANK_AC)',
    status: 201,
    body: providerQuotationSchema,
    response: providerQuotationResponseSchema,
    fieldNames: QUOTATION_FIELD_NAMES,
    handler: async ({ deps, merchantId, body }) => {
      const request = toQuotationRequest(body);
      const answer = await deps.db.transaction((tx) => createQuotation(deps, tx, merchantId, request));
      return toProviderQuotation(body, request, answer, version);
    },
  });
}

// POST /eig/gsma/quotations — quotation, v1 form
export const eigQuotationRoute = quotationRoute('/gsma/quotations', 1);
// POST /eig/gsmaV2/quotations — quotation, v2 form
export const eigQuotationV2Route = quotationRoute('/gsmaV2/quotations', 2);

// POST /eig/gsma/transactions — create a transaction (idempotent on requestingOrganisationTransactionReference)
export const eigCreateTransactionRoute = defineEigRoute({
  method: 'POST',
  path: '/gsma/transactions',
  summary: 'Create a transaction (answers 3050:Remit Acknowledged)',
  status: 201,
  body: transactionRequestSchema,
  response: providerTransactionSchema,
  // The caller's reference is named as the body named it (the provider's name when it sent neither).
  fieldNames: (raw) =>
    typeof raw === 'object' && raw !== null && 'transactionReference' in raw
      ? undefined
      : { transactionReference: PROVIDER_REFERENCE_ALIAS },
  handler: async ({ deps, merchantId, body }) =>
    toProviderAcknowledgement((await createTransaction(deps, merchantId, body)).body),
});

function transactionQueryRoute(path: string) {
  return defineEigRoute({
    method: 'GET',
    path,
    summary: 'Transaction query by either reference (transactionStatus as code:message, and status)',
    response: providerTransactionSchema,
    handler: async ({ deps, merchantId, params }) => {
      const row = await foundByParam(
        { deps, caller: { merchantId }, params },
        'reference',
        findTransaction,
        transactionNotFound,
      );
      return toProviderQuery(toQueryResponse(row));
    },
  });
}

// GET /eig/gsma/transactions/{reference} — transaction query
export const eigTransactionQueryRoute = transactionQueryRoute('/gsma/transactions/:reference');
// GET /eig/gsma/transactions_v3/{reference} — the same query, as the provider's SDK calls it
export const eigTransactionQueryV3Route = transactionQueryRoute('/gsma/transactions_v3/:reference');

function balancesRoute(path: string) {
  return defineEigRoute({
    method: 'GET',
    path,
    summary: 'Ledger balance of all ledgers: [{currency, currentBalance, status}]',
    response: providerBalancesSchema,
    handler: async ({ deps, merchantId }) => toProviderBalances(await listBalances(deps.db, merchantId)),
  });
}

function balanceRoute(path: string) {
  return defineEigRoute({
    method: 'GET',
    path,
    summary: 'Ledger balance of one currency: [{currency, currentBalance, status}]',
    response: providerBalancesSchema,
    handler: async ({ deps, merchantId, params }) => {
      const currency = currencyOf(params);
      const balance = await getBalance(deps.db, merchantId, currency);
      if (!balance)
        throw new ProviderCodedError(
          'NOT_FOUND',
          { code: '1012', message: 'Source currency not allowed' },
          `No ${currency} ledger`,
          [{ field: 'currency', message: 'has no ledger' }],
        );
      return toProviderBalances([balance]);
    },
  });
}

// GET /eig/gsma/accounts/all/balance (and …/balance_v1, as the SDK calls it) — every ledger
export const eigBalancesRoutes = [
  balancesRoute('/gsma/accounts/all/balance'),
  balancesRoute('/gsma/accounts/all/balance_v1'),
];
// GET /eig/gsma/accounts/{currency}/balance (and …/balance_v1) — one ledger
export const eigBalanceRoutes = [
  balanceRoute('/gsma/accounts/:currency/balance'),
  balanceRoute('/gsma/accounts/:currency/balance_v1'),
];

/** Every route of /eig, the fixed paths before the parametrised ones. */
export const EIG_ROUTES: AnyEigRoute[] = [
  eigQuotationRoute,
  eigQuotationV2Route,
  eigCreateTransactionRoute,
  eigTransactionQueryRoute,
  eigTransactionQueryV3Route,
  ...eigBalancesRoutes,
  ...eigBalanceRoutes,
  ...EIG_OPERATION_ROUTES,
];
