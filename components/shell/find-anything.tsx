'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { NavAccess } from './nav-links';

// The search itself (cmdk, the dialog) loads on first use, never on a page's first load.
const FindAnythingDialog = dynamic(() => import('./find-anything-dialog').then((m) => m.FindAnythingDialog), {
  ssr: false,
});

/** Ctrl/⌘-K anywhere, or this button, opens a search of remittances, names and pages. */
export function FindAnything({ access }: { access: NavAccess }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        setUsed(true);
        setOpen(true);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex w-full items-center justify-between gap-3 rounded-md px-3 py-1.5 text-sm text-slate-500 ring-1 ring-slate-300 hover:bg-slate-100"
      >
        <span>Find anything…</span>
        <kbd className="font-sans text-xs text-slate-600">Ctrl K</kbd>
      </button>
      {used && <FindAnythingDialog open={open} onClose={() => setOpen(false)} access={access} />}
    </>
  );
}
