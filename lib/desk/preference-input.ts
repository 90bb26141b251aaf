import { z } from 'zod';
import { THEMES } from './theme';
import { isTimeZone } from './time-zone';

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
