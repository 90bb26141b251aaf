'use server';

import { paymentsApi } from '@/lib/api-client';
import { createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';
import { partyCreation, partyDeactivation, partyVersion } from './party-creation';

/** Create a beneficiary; input `{ key: Idempotency-Key, request }` (see partyCreation). */
export const createBeneficiaryAction = partyCreation({
  name: 'beneficiaries.create',
  schema: createBeneficiaryRequestSchema,
  list: '/beneficiaries',
  create: async (request, key) => (await paymentsApi().createBeneficiary(request, key)).beneficiary,
});

/**
 * A new version of a beneficiary (the API cannot change one): input `{ key, request, replaces,
 * deactivateOld }`; opens the new beneficiary's page (see partyVersion).
 */
export const createBeneficiaryVersionAction = partyVersion({
  name: 'beneficiaries.new-version',
  schema: createBeneficiaryRequestSchema,
  list: '/beneficiaries',
  create: async (request, key) => {
    const beneficiary = await paymentsApi().createBeneficiary(request, key);
    return { id: beneficiary.beneficiaryId, name: beneficiary.beneficiary.name };
  },
  deactivate: (id) => paymentsApi().deactivateBeneficiary(id),
});

/** Deactivate a beneficiary: input `{ id }`; new payments naming it are refused. */
export const deactivateBeneficiaryAction = partyDeactivation({
  name: 'beneficiaries.deactivate',
  list: '/beneficiaries',
  deactivate: (id) => paymentsApi().deactivateBeneficiary(id),
});
