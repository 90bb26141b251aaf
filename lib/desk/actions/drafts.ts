'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { deskDb } from '@/lib/desk/database';
import { discardDraft } from '@/lib/desk/drafts';
import { protectedAction } from '@/lib/desk/protected-action';

/** Discards one of the user's drafts (another user's draft is simply not found). */
export const discardDraftAction = protectedAction({
  name: 'drafts.discard',
  permission: 'remittances:compose',
  schema: z.object({ id: z.uuid() }),
  target: (input) => input.id,
  run: async (input, user) => discardDraft(await deskDb(), user.id, input.id),
  then: () => revalidatePath('/compose/drafts'),
});
