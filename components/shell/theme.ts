import { THEME_COOKIE, type Theme } from '@/lib/desk/theme';

/**
 * Applies a theme to the page at once, and to every page load from now on (the cookie the root
 * layout reads; the server action that saves the preference sets the same).
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  if (theme !== 'system') root.classList.add(theme);
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax`;
}
