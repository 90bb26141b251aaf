'use client';

import { useId, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { rotateWebhookSecretAction } from '@/lib/desk/actions/webhook-secrets';
import type { RotationAnswer } from '@/lib/desk/settings/webhooks';
import { formatDateTime } from '@/lib/desk/time-zone';

/**
 * Rotate one endpoint's signing secret, with the overlap in which the API signs with both. The desk's
 * own receiver keeps the new secret (never shown); another endpoint's is shown here once, to copy.
 */
export function WebhookSecretRotation({
  endpointId,
  endpointLabel,
  overlaps,
  defaultOverlap,
  timeZone,
}: {
  endpointId: string;
  endpointLabel: string;
  overlaps: readonly { seconds: number; label: string }[];
  defaultOverlap: number;
  /** The person's zone, for when the overlap ends. */
  timeZone: string;
}) {
  const id = useId();
  const [overlap, setOverlap] = useState(String(defaultOverlap));
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<RotationAnswer>();
  const [problem, setProblem] = useState<string>();
  const [pending, startTransition] = useTransition();

  function rotate() {
    setProblem(undefined);
    setAnswer(undefined);
    startTransition(async () => {
      const result = await rotateWebhookSecretAction({ endpointId, overlapSeconds: Number(overlap) }).catch(
        () => undefined,
      );
      setConfirming(false);
      if (result?.ok) setAnswer(result.data);
      else
        setProblem(
          result?.formError ?? (Object.values(result?.fieldErrors ?? {}).join(' ') || 'Not rotated. Try again.'),
        );
    });
  }

  const chosen = overlaps.find((each) => String(each.seconds) === overlap)?.label ?? `${overlap} s`;
  return (
    <div className="space-y-3">
      {problem && (
        <Alert tone="error" title="The secret was not rotated">
          {problem}
        </Alert>
      )}
      {answer && (
        <Alert tone="success" title="Secret rotated">
          Both secrets sign until {formatDateTime(answer.overlapEndsAt, timeZone)}.{' '}
          {answer.keptBy === 'desk' ? (
            'The desk keeps the new one and verifies with both meanwhile.'
          ) : (
            <span className="mt-2 block">
              Give the endpoint this new secret before then; it is not shown again:{' '}
              <code className="break-all font-mono">{answer.secret}</code>{' '}
              <CopyButton value={answer.secret} label="the new secret" />
            </span>
          )}
        </Alert>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <LabelledSelect
          id={`${id}-overlap`}
          label={`Overlap for ${endpointLabel}`}
          options={overlaps.map((each) => ({ value: String(each.seconds), label: each.label }))}
          value={overlap}
          onChange={(event) => setOverlap(event.target.value)}
          disabled={pending}
        />
        {confirming ? (
          <>
            <Button onClick={rotate} disabled={pending}>
              {pending ? 'Rotating…' : `Rotate now, both sign for ${chosen}`}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Rotate secret
          </Button>
        )}
      </div>
    </div>
  );
}
