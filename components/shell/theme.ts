import type { Theme } from '@/lib/desk/theme';

/** Applies a theme to the page at once (the saved cookie does so from the next page load on). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  if (theme !== 'system') root.classList.add(theme);
}
