import type { ActionSpec } from '@/lib/desk/action-recipe';
import { deskDb } from '@/lib/desk/database';
import { presenterRefusal } from '@/lib/desk/mask';
import { PRESENTING_PARTY_WORDS } from './party';
import { updateSavedPartySchema } from './schema';
import { updateParty } from './service';

/**
 * Replaces a party's KYC and credit party; remittances that used it keep what they were sent with.
 * Refused while presenting — from a stale page or another tab too, where the page shows no form —
 * since the edit form holds the party whole. lib/desk/actions/saved-parties.ts runs it.
 */
export const updateSavedPartySpec = {
  name: 'parties.update',
  permission: 'parties:write',
  schema: updateSavedPartySchema,
  target: (input) => input.id,
  refuse: (user) => (presenterRefusal(user) ? PRESENTING_PARTY_WORDS : undefined),
  run: async (input) => {
    const party = await updateParty(await deskDb(), input.id, input.party);
    return { id: party.id, kind: party.kind, name: party.displayName };
  },
  auditDetails: (party) => party,
} satisfies ActionSpec<typeof updateSavedPartySchema, { id: string; kind: string; name: string }, never>;
