/** The colour themes a person may choose (zod-free: the shell and the preferences form import it). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme cookie: the root layout reads it to render the page in the chosen theme at once. */
export const THEME_COOKIE = 'theme';

export function themeFromCookie(value: string | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'system';
}
