import { depositInstructionRecordSchema, depositInstrumentsQuerySchema } from '@/lib/schemas/deposit-instruction';
import { assertSameMerchant } from '../http/authenticate';
import { defineRoute } from '../http/define-route';
import { getOrIssueDepositInstruction } from './service';

// GET /api/v1/funding/deposit-instruments — the merchant's deposit instruction, issued or renewed on demand
export const getDepositInstrumentsRoute = defineRoute({
  method: 'GET',
  path: '/funding/deposit-instruments',
  summary: 'Get deposit instructions',
  query: depositInstrumentsQuerySchema,
  response: depositInstructionRecordSchema,
  handler: async ({ deps, caller, query }) => {
    assertSameMerchant(caller, query.merchantId);
    return getOrIssueDepositInstruction(deps, query);
  },
});

export const depositRoutes = [getDepositInstrumentsRoute];
