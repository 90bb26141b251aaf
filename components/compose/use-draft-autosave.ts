'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftTitle } from '@/lib/desk/composer/names';
import type { ComposerValues } from '@/lib/desk/composer/values';
import { isMeaningfulDraft, type DraftKindName } from '@/lib/desk/draft-content';

export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: string } | { status: 'error'; message: string };

const SAVE_DELAY_MS = 500;

/** How a composer's values become a draft; the defaults are the transaction composer's. */
export interface DraftAutosaveOptions<T> {
  kind?: DraftKindName;
  /** The line the drafts list shows. */
  title?: (values: T) => string;
  /** What the draft keeps (by default the values themselves). */
  snapshot?: (values: T) => Record<string, unknown>;
  /** Whether a person has put anything worth keeping in the form: until then no draft is made. */
  meaningful?: (values: T) => boolean;
  /** How many submissions of the draft the page saw: a save after another tab submitted it is refused. */
  submissionsSeen?: number;
}

type DraftShape<T> = Required<Omit<DraftAutosaveOptions<T>, 'submissionsSeen'>> &
  Pick<DraftAutosaveOptions<T>, 'submissionsSeen'>;

const TRANSACTION_DRAFT: DraftShape<ComposerValues> = {
  kind: 'transaction',
  title: draftTitle,
  snapshot: (values) => values as unknown as Record<string, unknown>,
  meaningful: (values) => isMeaningfulDraft('transaction', values),
};

/** Whether the address already names this draft (it was saved before: a reload, a resume, a repeat). */
const addressNames = (draftId: string) =>
  typeof window !== 'undefined' && new URL(window.location.href).searchParams.get('draft') === draftId;

/**
 * Saves the composer's values as the draft, half a second after the last change, and once more
 * as the page goes away (keepalive), so a reload finds everything typed. Nothing is saved until a
 * person has typed something worth keeping (switching the type alone is not), so an untouched
 * composer leaves no draft; every later change, a type switch included, updates the same draft.
 * The first save puts the draft's id in the address, so reloading resumes this draft. `saveNow`
 * saves at once and waits: the submit calls it first, so the draft (and its reference) exists
 * before the remittance does.
 */
export function useDraftAutosave<T extends FieldValues = ComposerValues>(
  form: UseFormReturn<T>,
  draftId: string,
  reference: string,
  options?: DraftAutosaveOptions<T>,
) {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);
  // Options are usually written inline: read the latest without saving on every render.
  const how = useRef(options);
  useEffect(() => {
    how.current = options;
  });
  /** The draft's row exists: from then on every change is saved, even one that empties the form. */
  const exists = useRef<boolean | undefined>(undefined);
  /** The last save was refused because the draft was submitted meanwhile (another tab sent it). */
  const submittedMeanwhile = useRef(false);

  const settings = useCallback(
    (): DraftShape<T> => ({ ...(TRANSACTION_DRAFT as unknown as DraftShape<T>), ...how.current }),
    [],
  );

  const worthSaving = useCallback(
    (values: T) => {
      exists.current ??= addressNames(draftId);
      return exists.current || settings().meaningful(values);
    },
    [draftId, settings],
  );

  const send = useCallback(
    (values: T, keepalive = false) => {
      const { kind, title, snapshot, submissionsSeen } = settings();
      return fetch(`/api/desk/drafts/${draftId}`, {
        method: 'PUT',
        keepalive,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, reference, title: title(values), values: snapshot(values), submissionsSeen }),
      });
    },
    [draftId, reference, settings],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    pending.current = false;
    setState({ status: 'saving' });
    submittedMeanwhile.current = false;
    try {
      const response = await send(form.getValues());
      const answer = (await response.json().catch(() => ({}))) as { savedAt?: string; message?: string; code?: string };
      submittedMeanwhile.current = answer.code === 'INVALID_TRANSITION';
      if (!response.ok) throw new Error(answer.message ?? `HTTP ${response.status}`);
      exists.current = true;
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
      clearTimeout(timer.current);
      pending.current = worthSaving(form.getValues());
      if (pending.current) timer.current = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
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
  }, [form, send, saveNow, worthSaving]);

  const wasSubmitted = useCallback(() => submittedMeanwhile.current, []);
  return { state, saveNow, wasSubmitted };
}
