'use server';

import { revalidatePath } from 'next/cache';
import { protectedAction } from '@/lib/desk/protected-action';
import { deskSettingsSpecs } from '@/lib/desk/settings/desk-specs';

/**
 * Replace the screening list in force with an uploaded CSV (admins only), whole: a file with any
 * bad row is refused with every problem named by line and column, and the old list stays. Audited
 * with the new list's size and list names.
 */
export const replaceScreeningListAction = protectedAction({
  ...deskSettingsSpecs.replaceScreening,
  then: () => revalidatePath('/settings/screening-list'),
});
