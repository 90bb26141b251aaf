'use client';

import { useState, useTransition } from 'react';
import { savePreferencesAction } from '@/lib/desk/actions/preferences';
import type { Theme } from '@/lib/desk/theme';
import { applyTheme } from './theme';

const NEXT: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };
const SHORT: Record<Theme, string> = { system: 'Auto theme', dark: 'Dark theme', light: 'Light theme' };

/** Cycles system → dark → light; applied at once, kept in the person's preferences. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const [current, setCurrent] = useState<Theme>(theme);
  const [, startTransition] = useTransition();
  return (
    <button
      type="button"
      className="rounded-md px-2 py-1 text-xs whitespace-nowrap text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
      aria-label={`${SHORT[current]} (switch to ${SHORT[NEXT[current]].toLowerCase()})`}
      onClick={() => {
        const next = NEXT[current];
        setCurrent(next);
        applyTheme(next);
        startTransition(async () => {
          await savePreferencesAction({ theme: next }).catch(() => undefined);
        });
      }}
    >
      {SHORT[current]}
    </button>
  );
}
