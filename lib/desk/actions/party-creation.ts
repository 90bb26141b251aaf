import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { PaymentsApiError } from '@/lib/api-client';
import { ActionRefusal, keyedInput, protectedAction } from '@/lib/desk/protected-action';

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

/** A party's id as the desk takes it from a form: the API's own, checked there again. */
const partyIdSchema = z.string().trim().min(1).max(64);

/**
 * The "new version" action of a party page: the payments API has no update, so the changed details
 * are registered as a new party (keyed as partyCreation is) and, when asked, the one it replaces is
 * deactivated. A failed deactivation does not undo the new party: it is answered as not done, for
 * the page to say. Success opens the new party's page.
 */
export function partyVersion<S extends z.ZodType<{ requestId: string }>>(spec: {
  name: string;
  schema: S;
  list: '/payers' | '/beneficiaries';
  create: (request: z.output<S>, idempotencyKey: string) => Promise<{ id: string; name: string }>;
  deactivate: (id: string) => Promise<unknown>;
}) {
  const input = z.object({
    key: z.uuid(),
    request: spec.schema,
    replaces: partyIdSchema,
    deactivateOld: z.boolean(),
  }) as unknown as z.ZodType<
    { key: string; request: z.output<S>; replaces: string; deactivateOld: boolean },
    { key: string; request: z.input<S>; replaces: string; deactivateOld: boolean }
  >;
  return protectedAction({
    name: spec.name,
    permission: 'parties:write',
    schema: input,
    keyProblem: 'This form has expired. Reload the page and try again.',
    target: (input) => input.request.requestId,
    run: async ({ key, request, replaces, deactivateOld }) => {
      const created = await spec.create(request, key);
      const deactivated = deactivateOld
        ? await spec.deactivate(replaces).then(
            () => true,
            () => false,
          )
        : false;
      return { ...created, replaces, deactivated };
    },
    auditDetails: (data) => ({ created: data.id, replaces: data.replaces, deactivatedOld: data.deactivated }),
    then: (created) => {
      revalidatePath(spec.list);
      const outcome = created.deactivated ? 'deactivated' : 'kept';
      redirect(
        `${spec.list}/${encodeURIComponent(created.id)}?replaces=${encodeURIComponent(created.replaces)}&old=${outcome}`,
      );
    },
  });
}

/**
 * The deactivate action of a party page: the party is refused in new payments and stays on record
 * (an extension of the payments API; one without it answers 404 or 405, said in words).
 */
export function partyDeactivation(spec: {
  name: string;
  list: '/payers' | '/beneficiaries';
  deactivate: (id: string) => Promise<unknown>;
}) {
  return protectedAction({
    name: spec.name,
    permission: 'parties:write',
    schema: z.object({ id: partyIdSchema }),
    target: (input) => input.id,
    run: async ({ id }) => {
      try {
        await spec.deactivate(id);
      } catch (error) {
        if (error instanceof PaymentsApiError && (error.status === 405 || error.code === 'METHOD_NOT_ALLOWED'))
          throw new ActionRefusal('The payments service in use cannot deactivate; nothing was changed.');
        throw error;
      }
      return { id };
    },
    then: ({ id }) => {
      revalidatePath(spec.list);
      revalidatePath(`${spec.list}/${encodeURIComponent(id)}`);
    },
  });
}
