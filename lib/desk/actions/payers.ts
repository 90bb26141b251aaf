'use server';

import { paymentsApi } from '@/lib/api-client';
import { uploadSessionAction } from '@/lib/desk/files/upload-session';
import { createPayerRequestSchema } from '@/lib/schemas/payer';
import { partyCreation } from './party-creation';

/** Create an original payer; input `{ key: Idempotency-Key, request }` (see partyCreation). */
export const createPayerAction = partyCreation({
  name: 'payers.create',
  schema: createPayerRequestSchema,
  list: '/payers',
  create: (request, key) => paymentsApi().createPayer(request, key),
});

/** Open an upload session for a payer document (identity, registration). */
export const startPayerDocumentUpload = uploadSessionAction('PAYER_DOCUMENT', 'parties:write');
