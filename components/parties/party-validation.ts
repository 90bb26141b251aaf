import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestedErrors } from '@/lib/desk/nested-errors';
import { savedPartyInputSchema } from '@/lib/desk/parties/schema';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { formPathOf, partyRequestOf, type PartyFormValues } from './party-form-values';

/** The party form checked with the wire's KYC schemas (loaded on first focus, components/forms/lazy-load). */
export const partyResolver: Resolver<PartyFormValues> = async (values) => {
  const parsed = savedPartyInputSchema.safeParse(partyRequestOf(values), { error: wireErrorMap });
  if (parsed.success) return { values, errors: {} };
  const errors = toFieldErrors(parsed.error).map((e) => ({ ...e, field: formPathOf(values.kind, e.field) }));
  return { values: {}, errors: toNestedErrors(errors) as FieldErrors<PartyFormValues> };
};
