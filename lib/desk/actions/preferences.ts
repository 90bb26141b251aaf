'use server';

import { revalidatePath } from 'next/cache';
import { cookies } from 'next/headers';
import { deskDb } from '@/lib/desk/database';
import { preferencesInputSchema } from '@/lib/desk/preference-input';
import { THEME_COOKIE } from '@/lib/desk/theme';
import { savePreferences } from '@/lib/desk/preferences';
import { protectedAction } from '@/lib/desk/protected-action';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Saves the person's timezone (blank: follow the browser) and theme; the theme also as a cookie for the first paint. */
export const savePreferencesAction = protectedAction({
  name: 'preferences.save',
  permission: 'preferences:write',
  schema: preferencesInputSchema,
  run: async (input, user) => {
    const changes = {
      ...(input.timeZone !== undefined ? { timeZone: input.timeZone || null } : {}),
      ...(input.theme ? { theme: input.theme } : {}),
    };
    await savePreferences(await deskDb(), user.id, changes);
    if (input.theme)
      (await cookies()).set(THEME_COOKIE, input.theme, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
    return changes;
  },
  then: () => revalidatePath('/', 'layout'),
});
