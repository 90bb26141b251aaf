'use client';

import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { forceSandboxOutcomeAction } from '@/lib/desk/actions/sandbox-outcomes';
import { FAILURE_CHOICES, type FailureChoiceCode, type SandboxOutcome } from '@/lib/desk/remittances/sandbox-outcome';

const FAILURE_OPTIONS = FAILURE_CHOICES.map((choice) => ({ value: choice.code, label: choice.words }));

const DONE: Record<SandboxOutcome, string> = {
  success: 'Paid out on the sandbox',
  failure: 'Failed on the sandbox',
  return: 'Returned on the sandbox',
};

/**
 * The scenario buttons of a remittance in sandbox mode (operators and admins): force it to be paid
 * out, to fail for a named reason, or to be returned after payout. Each forces the moves at once
 * through the sandbox's transition route; the sandbox keeps no planned outcome, so there is none
 * to reset — a remittance that has reached its end stays there (compose another to play again).
 * The status above follows from the webhooks the moves send.
 */
export function SandboxOutcomes({ reference }: { reference: string }) {
  const [failureCode, setFailureCode] = useState<FailureChoiceCode>(FAILURE_CHOICES[0].code);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [pending, startTransition] = useTransition();

  const force = (outcome: SandboxOutcome) =>
    startTransition(async () => {
      setMessage(undefined);
      const result = await forceSandboxOutcomeAction({
        reference,
        outcome,
        ...(outcome === 'failure' ? { failureCode } : {}),
      });
      setMessage(
        result.ok
          ? { tone: 'success', text: `${DONE[outcome]}: moved through ${result.data.moves.join(' → ')}.` }
          : { tone: 'error', text: result.formError ?? 'The outcome could not be forced.' },
      );
    });

  return (
    <section aria-label="Sandbox outcome" className="space-y-3">
      <div>
        <p className="text-sm text-slate-600">
          Force what happens to this remittance now, for a demo. The sandbox keeps no planned outcome, so there is
          nothing to reset: one that has reached its end stays there.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" disabled={pending} onClick={() => force('success')}>
          Pay out
        </Button>
        <LabelledSelect
          id="sandbox-failure-code"
          label="Failure reason"
          options={FAILURE_OPTIONS}
          value={failureCode}
          disabled={pending}
          onChange={(event) => setFailureCode(event.target.value as FailureChoiceCode)}
        />
        <Button variant="secondary" disabled={pending} onClick={() => force('failure')}>
          Fail for this reason
        </Button>
        <Button variant="secondary" disabled={pending} onClick={() => force('return')}>
          Return after payout
        </Button>
      </div>
      {message && <Alert tone={message.tone} title={message.text} />}
    </section>
  );
}
