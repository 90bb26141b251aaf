'use server';

import { revalidatePath } from 'next/cache';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';
import { partyIdInputSchema, savedPartyInputSchema } from '@/lib/desk/parties/schema';
import { createParty, deactivateParty } from '@/lib/desk/parties/service';
import { updateSavedPartySpec } from '@/lib/desk/parties/update-spec';

/*
 * Saved parties (lib/desk/parties): operators and admins save, edit and deactivate; every change
 * is audited with the party's id, kind and name. Inputs are checked with the wire's KYC schemas.
 */

const saved = (party: { id: string; kind: string; displayName: string }) => ({
  id: party.id,
  kind: party.kind,
  name: party.displayName,
});

/**
 * Saves a person or a company with its KYC (and credit party); answers its id and name. Nothing is
 * revalidated: the composer saves from its own page, which must not render again (the party pages
 * read the database on every request anyway).
 */
export const createSavedPartyAction = protectedAction({
  name: 'parties.create',
  permission: 'parties:write',
  schema: savedPartyInputSchema,
  target: (input) => input.kind,
  run: async (input, user) => saved(await createParty(await deskDb(), user.id, input)),
  auditDetails: (party) => party,
});

/** Replaces a party's KYC and credit party (refused while presenting: lib/desk/parties/update-spec.ts). */
export const updateSavedPartyAction = protectedAction({
  ...updateSavedPartySpec,
  then: (party) => {
    revalidatePath('/parties');
    revalidatePath(`/parties/${party.id}`);
  },
});

/** Deactivates a party: kept on record for the remittances that used it, no longer offered to pick. */
export const deactivateSavedPartyAction = protectedAction({
  name: 'parties.deactivate',
  permission: 'parties:write',
  schema: partyIdInputSchema,
  target: (input) => input.id,
  run: async (input) => saved(await deactivateParty(await deskDb(), input.id)),
  auditDetails: (party) => party,
  then: (party) => {
    revalidatePath('/parties');
    revalidatePath(`/parties/${party.id}`);
  },
});
