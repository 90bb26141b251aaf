'use client';

import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { Button } from './button';

/**
 * A modal question before a change that cannot be undone: focus goes into it and stays there,
 * Escape (or the cancel button) closes it, and closing gives focus back to what opened it (the
 * native <dialog>). `children` says what will happen, and may hold a field (a reason).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  busyLabel = 'Working…',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="mx-auto mt-[20vh] w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200 backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-3">{children}</div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" disabled={busy} onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
