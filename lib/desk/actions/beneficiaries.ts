'use server';

import { paymentsApi } from '@/lib/api-client';
import { createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';
import { partyCreation } from './party-creation';

/** Create a beneficiary; input `{ key: Idempotency-Key, request }` (see partyCreation). */
export const createBeneficiaryAction = partyCreation({
  name: 'beneficiaries.create',
  schema: createBeneficiaryRequestSchema,
  list: '/beneficiaries',
  create: async (request, key) => (await paymentsApi().createBeneficiary(request, key)).beneficiary,
});
