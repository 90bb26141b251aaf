'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { draftTitle } from '@/lib/desk/composer/names';
import type { ComposerValues } from '@/lib/desk/composer/values';

export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: string } | { status: 'error'; message: string };

const SAVE_DELAY_MS = 500;

/**
 * Saves the composer's values as the draft, half a second after the last change, and once more
 * as the page goes away (keepalive), so a reload finds everything typed. The first save puts the
 * draft's id in the address, so reloading resumes this draft. `saveNow` saves at once and waits:
 * the submit calls it first, so the draft (and its reference) exists before the remittance does.
 */
export function useDraftAutosave(form: UseFormReturn<ComposerValues>, draftId: string, reference: string) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);

  const send = useCallback(
    (values: ComposerValues, keepalive = false) =>
      fetch(`/api/desk/drafts/${draftId}`, {
        method: 'PUT',
        keepalive,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'transaction', reference, title: draftTitle(values), values }),
      }),
    [draftId, reference],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    pending.current = false;
    setState({ status: 'saving' });
    try {
      const response = await send(form.getValues());
      const answer = (await response.json().catch(() => ({}))) as { savedAt?: string; message?: string };
      if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`);
      setState({ status: 'saved', at: answer.savedAt ?? new Date().toISOString() });
      const url = new URL(window.location.href);
      if (url.searchParams.get('draft') !== draftId) {
        url.searchParams.set('draft', draftId);
        url.searchParams.delete('repeat');
        window.history.replaceState(window.history.state, '', url);
      }
      return true;
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : 'not saved' });
      return false;
    }
  }, [form, send, draftId]);

  useEffect(() => {
    const subscription = form.watch(() => {
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    });
    const onPageHide = () => {
      if (pending.current) void send(form.getValues(), true);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [form, send, saveNow]);

  return { state, saveNow };
}
