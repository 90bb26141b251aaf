'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { NavLink } from './nav-sections';

// The search itself (cmdk, the dialog) loads on first use, never on a page's first load.
const FindAnythingDialog = dynamic(() => import('./find-anything-dialog').then((m) => m.FindAnythingDialog), {
  ssr: false,
});

/** The event a "Find anything" button sends; the one `FindAnything` of the page opens on it. */
const OPEN_EVENT = 'corridor:find-anything';

/**
 * Ctrl/⌘-K anywhere, or any `FindAnythingButton`, opens a search of remittances, names and pages.
 * One per page, outside the parts of the shell that are hidden at some widths (the dialog would be
 * hidden with them).
 */
export function FindAnything({ pages }: { pages: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    function show() {
      setUsed(true);
      setOpen(true);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        show();
      }
    }
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_EVENT, show);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_EVENT, show);
    };
  }, []);
  return used ? <FindAnythingDialog open={open} onClose={() => setOpen(false)} pages={pages} /> : null;
}

/** Opens the search: a full-width button in the sidebar, or a compact one in the phone header. */
export function FindAnythingButton({ compact = false }: { compact?: boolean }) {
  const open = () => window.dispatchEvent(new Event(OPEN_EVENT));
  if (compact)
    return (
      <button
        type="button"
        onClick={open}
        aria-label="Find anything"
        aria-keyshortcuts="Control+K Meta+K"
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          className="h-5 w-5"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" strokeLinecap="round" />
        </svg>
      </button>
    );
  return (
    <button
      type="button"
      onClick={open}
      aria-keyshortcuts="Control+K Meta+K"
      className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm text-slate-500 ring-1 ring-slate-300 hover:bg-slate-100"
    >
      <span>Find anything…</span>
      <kbd className="font-sans text-xs text-slate-600">Ctrl K</kbd>
    </button>
  );
}
