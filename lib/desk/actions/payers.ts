'use server';

import { paymentsApi } from '@/lib/api-client';
import { uploadSessionAction } from '@/lib/desk/files/upload-session';
import { createPayerRequestSchema } from '@/lib/schemas/payer';
import { partyCreation, partyDeactivation, partyVersion } from './party-creation';

/** Create an original payer; input `{ key: Idempotency-Key, request }` (see partyCreation). */
export const createPayerAction = partyCreation({
  name: 'payers.create',
  schema: createPayerRequestSchema,
  list: '/payers',
  create: (request, key) => paymentsApi().createPayer(request, key),
});

/**
 * A new version of a payer (the API cannot change one): input `{ key, request, replaces,
 * deactivateOld }`; opens the new payer's page (see partyVersion).
 */
export const createPayerVersionAction = partyVersion({
  name: 'payers.new-version',
  schema: createPayerRequestSchema,
  list: '/payers',
  create: async (request, key) => {
    const payer = await paymentsApi().createPayer(request, key);
    return { id: payer.originalPayerId, name: payer.name };
  },
  deactivate: (id) => paymentsApi().deactivatePayer(id),
});

/** Deactivate a payer: input `{ id }`; new payments naming it are refused. */
export const deactivatePayerAction = partyDeactivation({
  name: 'payers.deactivate',
  list: '/payers',
  deactivate: (id) => paymentsApi().deactivatePayer(id),
});

/** Open an upload session for a payer document (identity, registration). */
export const startPayerDocumentUpload = uploadSessionAction('PAYER_DOCUMENT', 'parties:write');
