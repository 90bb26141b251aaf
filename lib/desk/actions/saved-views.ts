'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { ROLES } from '@/lib/auth/roles';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';
import { COLUMN_KEYS } from '@/lib/desk/remittances/queries';
import { deleteView, saveView } from '@/lib/desk/saved-views/views';
import { textSchema } from '@/lib/schemas/fields';

/* Saved views of the remittance list, for the roles that see names (a view's search may be one). */
const SAVE_PERMISSION = 'views:save';

const saveViewSchema = z.object({
  name: textSchema(60),
  /** The list's address as the page has it (`status=completed&cols=…`); rewritten by the list's parser. */
  query: z.string().max(2000),
  columns: z.array(z.enum(COLUMN_KEYS as [string, ...string[]])).max(COLUMN_KEYS.length),
  sharedWithRole: z.enum(ROLES).nullable(),
});

/** Saves the list's current filters, sort and columns under a name (replacing one's own view of that name). */
export const saveViewAction = protectedAction({
  name: 'views.save',
  permission: SAVE_PERMISSION,
  schema: saveViewSchema,
  target: (input) => input.name,
  run: async (input, user) => saveView(await deskDb(), user.id, input),
  auditDetails: (saved) => ({
    id: saved.id,
    replaced: saved.replaced,
    href: saved.href,
    sharedWithRole: saved.sharedWithRole,
  }),
  then: () => revalidatePath('/remittances'),
});

/** Deletes one of one's own saved views. */
export const deleteViewAction = protectedAction({
  name: 'views.delete',
  permission: SAVE_PERMISSION,
  schema: z.object({ id: z.uuid() }),
  target: (input) => input.id,
  run: async (input, user) => deleteView(await deskDb(), user.id, input.id),
  auditDetails: (deleted) => ({ name: deleted.name }),
  then: () => revalidatePath('/remittances'),
});
