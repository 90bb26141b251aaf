'use server';

import { paymentsApi } from '@/lib/api-client';
import { openUploadSession } from '@/lib/desk/files/upload-session';
import type { UploadRequest } from '@/lib/desk/files/types';
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
export async function startPayerDocumentUpload(file: UploadRequest) {
  return openUploadSession('PAYER_DOCUMENT', 'parties:write', file);
}
