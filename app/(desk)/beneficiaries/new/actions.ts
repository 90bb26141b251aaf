'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import type { ActionResult } from '@/lib/desk/action-result';
import { protectedAction } from '@/lib/desk/protected-action';
import { createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';

/** The key the new-beneficiary page generated for its form instance (a UUID). */
const idempotencyKeySchema = z.uuid();

const createBeneficiary = (idempotencyKey: string) =>
  protectedAction({
    name: 'beneficiaries.create',
    permission: 'parties:write',
    schema: createBeneficiaryRequestSchema,
    target: (input) => input.requestId,
    run: async (input) => {
      const beneficiary = await paymentsApi().createBeneficiary(input, idempotencyKey);
      return { beneficiaryId: beneficiary.beneficiaryId, name: beneficiary.beneficiary.name };
    },
  });

/**
 * Create a beneficiary (operators and admins). `requestId` (in the body) and the
 * Idempotency-Key are fixed per form instance, so a doubled submit creates one beneficiary. On success
 * it redirects to the list with a notice; failures come back with the API's field errors.
 */
export async function createBeneficiaryAction(
  idempotencyKey: string,
  body: z.input<typeof createBeneficiaryRequestSchema>,
): Promise<ActionResult<never>> {
  const key = idempotencyKeySchema.safeParse(idempotencyKey);
  if (!key.success) return { ok: false, formError: 'This form has expired. Reload the page and try again.' };
  const result = await createBeneficiary(key.data)(body);
  if (!result.ok) return result;
  revalidatePath('/beneficiaries');
  redirect(`/beneficiaries?created=${encodeURIComponent(result.data.name)}`);
}
