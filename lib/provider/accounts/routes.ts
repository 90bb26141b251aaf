import { accountStatusQuerySchema, accountStatusResponseSchema } from '@/lib/schemas/account-status';
import { defineRoute } from '../http/define-route';
import { checkAccountStatus } from './service';

// GET /api/v1/accounts/status?msisdn=…|accountId=…&country=…&bnv=… — whether the account exists, its
// holder's name and how it compares with bnv (the provider's verify; sandbox magic values in service.ts)
export const accountStatusRoute = defineRoute({
  method: 'GET',
  path: '/accounts/status',
  summary: 'Account status: does a wallet or bank account exist, and whose is it',
  query: accountStatusQuerySchema,
  response: accountStatusResponseSchema,
  handler: ({ deps, caller, query }) => checkAccountStatus(deps, caller.merchantId, query),
});

export const accountRoutes = [accountStatusRoute];
