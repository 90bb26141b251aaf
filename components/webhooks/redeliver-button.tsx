'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
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
 * "Redeliver": asks first (what it does, that nothing is applied twice), then has the API send the
 * message again (an audited action) and refreshes the page until the new attempt shows, saying what
 * it was answered.
 */
export function RedeliverButton({
  messageId,
  attempts,
  latest,
}: {
  messageId: string;
  attempts: number;
  latest: LatestAttempt | null;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [sending, startSending] = useTransition();
  const [, startRefresh] = useTransition();
  const [error, setError] = useState<string>();
  /** The attempts the message had when it was sent again; set while waiting for the next one. */
  const [sentAfter, setSentAfter] = useState<number>();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Focus follows the question: onto "Yes, redeliver" when it opens, back to "Redeliver" when it closes.
  const opened = useRef(false);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (opened.current) triggerRef.current?.focus();
    opened.current = confirming;
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

  return (
    <div className="space-y-2 whitespace-normal">
      {confirming ? (
        <div className="w-56 space-y-2 rounded-md border border-slate-200 p-2 text-xs text-slate-700">
          <p>
            Send this message to the desk again? The desk recognises a message it already has, so no remittance changes;
            the new attempt shows whether the desk can be reached.
          </p>
          <div className="flex gap-2">
            <button
              ref={confirmRef}
              type="button"
              className={buttonClasses('primary', 'sm')}
              disabled={sending}
              onClick={redeliver}
            >
              {sending ? 'Sending…' : 'Yes, redeliver'}
            </button>
            <Button size="sm" variant="ghost" disabled={sending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <button
          ref={triggerRef}
          type="button"
          className={buttonClasses('secondary', 'sm')}
          onClick={() => {
            setError(undefined);
            setSentAfter(undefined);
            setConfirming(true);
          }}
        >
          Redeliver
        </button>
      )}
      <div aria-live="polite" className="max-w-56 text-xs">
        {error && <Alert tone="error">{error}</Alert>}
        {sentAfter !== undefined &&
          (made ? (
            <Alert tone={latest.statusCode !== null && latest.statusCode < 300 ? 'success' : 'warning'}>
              Sent again: {answerWords(latest)}.
            </Alert>
          ) : (
            <Alert>Sent again: waiting for the payments API to make attempt {sentAfter + 1}…</Alert>
          ))}
      </div>
    </div>
  );
}
