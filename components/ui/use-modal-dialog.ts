'use client';

import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` and closed otherwise: put the returned ref on the
 * dialog. Once shown, focus goes to its `data-autofocus` element (React's autoFocus runs at mount,
 * while the dialog is still closed, so it focused nothing and typing went nowhere). (The phone's
 * menu drawer keeps its own effect: it also locks the page's scrolling.)
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
