import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { keyedInput, protectedAction } from '@/lib/desk/protected-action';

/**
 * The create action of a party list (payers, beneficiaries): operators and admins; `requestId`
 * (in the request) and the Idempotency-Key (the input's `key`) are fixed per form instance, so a
 * doubled submit creates one. Success redirects to the list with a notice; failures come back
 * with the API's field errors.
 */
export function partyCreation<S extends z.ZodType<{ requestId: string }>>(spec: {
  /** Name in the audit trail, e.g. `payers.create`. */
  name: string;
  schema: S;
  /** The list page the new party shows on. */
  list: '/payers' | '/beneficiaries';
  create: (request: z.output<S>, idempotencyKey: string) => Promise<{ name: string }>;
}) {
  return protectedAction({
    name: spec.name,
    permission: 'parties:write',
    schema: keyedInput(spec.schema),
    keyProblem: 'This form has expired. Reload the page and try again.',
    target: (input) => input.request.requestId,
    run: ({ key, request }) => spec.create(request, key),
    then: (created) => {
      revalidatePath(spec.list);
      redirect(`${spec.list}?created=${encodeURIComponent(created.name)}`);
    },
  });
}
