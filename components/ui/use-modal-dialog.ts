'use client';

import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` and closed otherwise: put the returned ref on the
 * dialog. (The phone's menu drawer keeps its own effect: it also locks the page's scrolling.)
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
