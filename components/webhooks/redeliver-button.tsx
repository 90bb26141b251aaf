'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { redeliverWebhookAction } from '@/lib/desk/actions/webhooks';

/** The latest attempt as the page last showed it. */
export interface LatestAttempt {
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
}

const REFRESH_MS = 1_500;
const REFRESH_TIMES = 12;

const answerWords = (latest: LatestAttempt) =>
  latest.statusCode === null
    ? `attempt ${latest.attempt} had no answer after ${latest.latencyMs} ms`
    : `attempt ${latest.attempt} was answered ${latest.statusCode} in ${latest.latencyMs} ms`;

/**
 * "Redeliver": asks first in a dialog (what it does, that nothing is applied twice), then has the
 * API send the message again (an audited action) and refreshes the page until the new attempt
 * shows, saying what it was answered.
 */
export function RedeliverButton({
  messageId,
  what,
  attempts,
  latest,
}: {
  messageId: string;
  /** The message in words for the question, e.g. `transaction.success about R-1`. */
  what: string;
  attempts: number;
  latest: LatestAttempt | null;
}) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, startSending] = useTransition();
  const [, startRefresh] = useTransition();
  const [error, setError] = useState<string>();
  /** The attempts the message had when it was sent again; set while waiting for the next one. */
  const [sentAfter, setSentAfter] = useState<number>();

  // The dialog is modal: focus goes to its first button (Cancel) and stays in it, Escape cancels,
  // and closing it gives focus back to "Redeliver".
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (confirming && !element.open) element.showModal();
    if (!confirming && element.open) element.close();
  }, [confirming]);

  const made = sentAfter !== undefined && attempts > sentAfter && latest !== null && latest.attempt > sentAfter;
  useEffect(() => {
    if (sentAfter === undefined || made) return;
    let times = 0;
    const timer = setInterval(() => {
      times += 1;
      if (times > REFRESH_TIMES) clearInterval(timer);
      else startRefresh(() => router.refresh());
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [sentAfter, made, router]);

  const redeliver = () =>
    startSending(async () => {
      setError(undefined);
      const result = await redeliverWebhookAction({ messageId });
      setConfirming(false);
      if (result.ok) setSentAfter(result.data.attemptsBefore);
      else setError(result.formError ?? 'The message could not be sent again.');
    });

  const titleId = `redeliver-${messageId}`;
  return (
    <div className="w-48 space-y-2 whitespace-normal">
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setError(undefined);
          setSentAfter(undefined);
          setConfirming(true);
        }}
      >
        Redeliver
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setConfirming(false)}
        className="mx-auto mt-[20vh] w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200 backdrop:bg-slate-900/40"
      >
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Redeliver this message?
        </h2>
        <p className="mt-2">
          The payments API sends <span className="font-medium">{what}</span> to the desk again now. The desk recognises
          a message it already has, so no remittance changes; the new attempt shows whether the desk can be reached.
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" disabled={sending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button disabled={sending} onClick={redeliver}>
            {sending ? 'Sending…' : 'Yes, redeliver'}
          </Button>
        </div>
      </dialog>
      <div aria-live="polite" className="text-xs">
        {error && <Alert tone="error">{error}</Alert>}
        {sentAfter !== undefined &&
          (made ? (
            <Alert tone={latest.statusCode !== null && latest.statusCode < 300 ? 'success' : 'warning'}>
              Sent again: {answerWords(latest)}.
            </Alert>
          ) : (
            <Alert>Sent again: waiting for attempt {sentAfter + 1}…</Alert>
          ))}
      </div>
    </div>
  );
}
