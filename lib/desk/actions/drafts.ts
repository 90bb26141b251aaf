'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { deskDb } from '@/lib/desk/database';
import { discardDraft, isDraftInReview } from '@/lib/desk/drafts';
import { ActionRefusal, protectedAction } from '@/lib/desk/protected-action';

/**
 * Deletes one of the user's drafts from the drafts list. Another user's draft is not found (the
 * same answer as one already deleted), so nobody learns which drafts others keep.
 */
export const discardDraftAction = protectedAction({
  name: 'drafts.discard',
  permission: 'remittances:compose',
  schema: z.object({ id: z.uuid() }),
  target: (input) => input.id,
  run: async (input, user) => {
    const db = await deskDb();
    if (await discardDraft(db, user.id, input.id)) return true;
    throw new ActionRefusal(
      (await isDraftInReview(db, user.id, input.id))
        ? 'This draft is with compliance review and cannot be deleted while it is reviewed.'
        : 'This draft is no longer there: it was deleted or submitted already.',
    );
  },
  then: () => revalidatePath('/compose/drafts'),
});
