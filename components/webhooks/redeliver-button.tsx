'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const [confirming, setConfirming] = useState(false);
  const [sending, startSending] = useTransition();
  const [, startRefresh] = useTransition();
  const [error, setError] = useState<string>();
  /** The attempts the message had when it was sent again; set while waiting for the next one. */
  const [sentAfter, setSentAfter] = useState<number>();

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
      {/* Modal: focus goes to its first button (Cancel) and stays in it; closing gives it back to "Redeliver". */}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Redeliver this message?"
        confirmLabel="Yes, redeliver"
        busyLabel="Sending…"
        busy={sending}
        onConfirm={redeliver}
      >
        <p>
          The payments API sends <span className="font-medium">{what}</span> to the desk again now. The desk recognises
          a message it already has, so no remittance changes; the new attempt shows whether the desk can be reached.
        </p>
      </ConfirmDialog>
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
