import { z } from 'zod';
import { isTimeZone } from './time-zone';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme cookie: the root layout reads it to render the page in the chosen theme at once. */
export const THEME_COOKIE = 'theme';

/** What a person may change of their own preferences; `timeZone: ''` means "follow my browser". */
export const preferencesInputSchema = z
  .object({
    timeZone: z
      .string()
      .trim()
      .refine((zone) => zone === '' || isTimeZone(zone), { message: 'must be a timezone from the list' })
      .optional(),
    theme: z.enum(THEMES, { message: 'must be system, light or dark' }).optional(),
  })
  .strict();
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;

export function themeFromCookie(value: string | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
}
