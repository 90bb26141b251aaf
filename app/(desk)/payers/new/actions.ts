'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import type { ActionResult } from '@/lib/desk/action-result';
import { openUploadSession } from '@/lib/desk/files/upload-session';
import type { UploadRequest, UploadTicket } from '@/lib/desk/files/types';
import { protectedAction } from '@/lib/desk/protected-action';
import { createPayerRequestSchema } from '@/lib/schemas/payer';

/** The key the new-payer page generated for its form instance (a UUID). */
const idempotencyKeySchema = z.uuid();

const createPayer = (idempotencyKey: string) =>
  protectedAction({
    name: 'payers.create',
    permission: 'parties:write',
    schema: createPayerRequestSchema,
    target: (input) => input.requestId,
    run: async (input) => {
      const payer = await paymentsApi().createPayer(input, idempotencyKey);
      return { originalPayerId: payer.originalPayerId, name: payer.name };
    },
  });

/**
 * Create an original payer (operators and admins). `requestId` (in the body) and the
 * Idempotency-Key are fixed per form instance, so a doubled submit creates one payer. On success
 * it redirects to the list with a notice; failures come back with the API's field errors.
 */
export async function createPayerAction(
  idempotencyKey: string,
  body: z.input<typeof createPayerRequestSchema>,
): Promise<ActionResult<never>> {
  const key = idempotencyKeySchema.safeParse(idempotencyKey);
  if (!key.success) return { ok: false, formError: 'This form has expired. Reload the page and try again.' };
  const result = await createPayer(key.data)(body);
  if (!result.ok) return result;
  revalidatePath('/payers');
  redirect(`/payers?created=${encodeURIComponent(result.data.name)}`);
}

/** Open an upload session for a payer document (identity, registration). */
export async function startPayerDocumentUpload(file: UploadRequest): Promise<ActionResult<UploadTicket>> {
  return openUploadSession('PAYER_DOCUMENT', 'parties:write', file);
}
