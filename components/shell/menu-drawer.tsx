'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

/** The width from which the sidebar shows (Tailwind's `md`): the drawer closes when it is reached. */
const WIDE = '(min-width: 48rem)';

/**
 * The phone's menu: a button that opens the navigation and the person's block in a drawer from the
 * side. A modal dialog: the page behind is inert (focus stays in the drawer), Escape or a tap
 * outside closes it, and so does following a link or widening the window past the sidebar's width.
 * Its content is mounted on first opening and kept, so it costs nothing until used.
 */
export function MenuDrawer({ children }: { children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const titleId = useId();
  const pathname = usePathname();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    // The page behind does not scroll under the drawer.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [open, used]);

  // A new page closes it (a link followed, the search, the browser's back button).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // A tap on the backdrop, or on a link (the current page's included), closes the drawer.
    const target = event.target as Element;
    if (target === dialog.current || target.closest('a')) setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="h-5 w-5"
        >
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        Menu
      </button>
      {used && (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          onClick={onClick}
          className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] overflow-y-auto bg-white p-0 text-slate-900 shadow-xl ring-1 ring-slate-200 backdrop:bg-slate-900/40"
        >
          <div className="flex min-h-full flex-col">
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
              <h2 id={titleId} className="text-base font-semibold text-slate-900">
                Menu
              </h2>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100"
              >
                Close
              </button>
            </div>
            {children}
          </div>
        </dialog>
      )}
    </>
  );
}
