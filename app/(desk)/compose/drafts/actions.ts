'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import type { ActionResult } from '@/lib/desk/action-result';
import { deskDb } from '@/lib/desk/database';
import { discardDraft } from '@/lib/desk/drafts';
import { protectedAction } from '@/lib/desk/protected-action';

const discard = protectedAction({
  name: 'drafts.discard',
  permission: 'remittances:compose',
  schema: z.object({ id: z.uuid() }),
  target: (input) => input.id,
  run: async (input, user) => discardDraft(await deskDb(), user.id, input.id),
});

/** Discards one of the user's drafts (another user's draft is simply not found). */
export async function discardDraftAction(id: string): Promise<ActionResult<boolean>> {
  const result = await discard({ id });
  if (result.ok) revalidatePath('/compose/drafts');
  return result;
}
