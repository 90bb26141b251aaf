import { z } from 'zod';
import {
  BUSINESS_SENDER_FIELDS,
  type BusinessRecipientKyc,
  type BusinessSenderKyc,
  businessRecipientKycSchema,
  businessSenderKycSchema,
  recipientKycSchema,
  senderKycSchema,
} from '@/lib/schemas/kyc';
import { creditPartySchema } from '@/lib/schemas/transaction';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import type { FieldError } from '@/lib/schemas/error-envelope';

/*
 * A saved party is checked with the wire's own KYC schemas (lib/schemas/kyc.ts), never a copy. A
 * person: the individual recipient's schema, which has every field of the sender's with only the
 * name required. A company: as the business recipient (all 23 fields, name and address country
 * required) or, failing that, as the business sender (its 12 fields, the registration required), so
 * a company saved from either block of a composed remittance is kept as that block holds it.
 * Whether a party is complete enough to send is told apart (`senderGaps`); the composer checks it
 * again as it checks every sender.
 */

type Issues = z.core.$ZodIssue[];

/** A company's KYC: valid as a recipient's, or else as a sender's; the shorter list of problems otherwise. */
const businessKycSchema = z.unknown().transform((value, ctx): BusinessRecipientKyc | BusinessSenderKyc => {
  const asRecipient = businessRecipientKycSchema.safeParse(value, { error: wireErrorMap });
  if (asRecipient.success) return asRecipient.data;
  const asSender = businessSenderKycSchema.safeParse(value, { error: wireErrorMap });
  if (asSender.success) return asSender.data;
  const issues: Issues =
    asSender.error.issues.length < asRecipient.error.issues.length ? asSender.error.issues : asRecipient.error.issues;
  for (const issue of issues) ctx.issues.push({ ...issue, input: value } as never);
  return z.NEVER;
});

export const savedPartyInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('individual'),
    kyc: recipientKycSchema,
    creditParty: creditPartySchema.optional(),
  }),
  z.strictObject({
    kind: z.literal('business'),
    kyc: businessKycSchema,
    creditParty: creditPartySchema.optional(),
  }),
]);
export type SavedPartyInput = z.output<typeof savedPartyInputSchema>;
export type SavedPartyRawInput = z.input<typeof savedPartyInputSchema>;

const partyIdSchema = z.string().trim().min(1).max(64);

/** An edit: the party's id and its whole record again (the kind cannot change). */
export const updateSavedPartySchema = z.object({ id: partyIdSchema, party: savedPartyInputSchema });

/** One party, by id (deactivate). */
export const partyIdInputSchema = z.object({ id: partyIdSchema });

/** A business sender's 12 fields, picked out of a company's record. */
function asBusinessSender(kyc: Record<string, unknown>): Record<string, unknown> {
  const keys: readonly string[] = BUSINESS_SENDER_FIELDS;
  return Object.fromEntries(Object.entries(kyc).filter(([key]) => keys.includes(key)));
}

/**
 * What the party still lacks to be a sender (the sender's schema is stricter: a person's
 * nationality, date of birth, an ID document with its expiry and an address; a company's
 * registration and contact), as field errors at the KYC's own paths; empty when it can send.
 */
export function senderGaps(kind: 'individual' | 'business', kyc: Record<string, unknown>): FieldError[] {
  const result =
    kind === 'business'
      ? businessSenderKycSchema.safeParse(asBusinessSender(kyc), { error: wireErrorMap })
      : senderKycSchema.safeParse(kyc, { error: wireErrorMap });
  return result.success ? [] : toFieldErrors(result.error);
}
