'use client';

import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { readJson, usePolling } from '@/components/ui/use-polling';
import { forceSandboxOutcomeAction, planSandboxOutcomeAction } from '@/lib/desk/actions/sandbox-outcomes';
import {
  FAILURE_CHOICES,
  plannedOutcomeWords,
  type FailureChoiceCode,
  type PlannedOutcomeView,
  type SandboxOutcome,
} from '@/lib/desk/remittances/sandbox-outcome';
import { deskRemittanceRoute } from '@/lib/schemas/reference-path';

const FAILURE_OPTIONS = FAILURE_CHOICES.map((choice) => ({ value: choice.code, label: choice.words }));

const DONE: Record<SandboxOutcome, string> = {
  success: 'Paid out on the sandbox',
  failure: 'Failed on the sandbox',
  return: 'Returned on the sandbox',
};

const PLANNED: Record<SandboxOutcome | 'natural', string> = {
  success: 'Planned: it will be paid out',
  failure: 'Planned: it will fail',
  return: 'Planned: it will be returned after payout',
  natural: 'Back to the natural outcome',
};

type Message = { tone: 'success' | 'error'; text: string };
type Choose = (outcome: SandboxOutcome) => void;

/** The three outcome buttons of one group ("Plan" or "Force now"), sharing the failure reason chosen. */
function OutcomeButtons({ verb, pending, choose }: { verb: string; pending: boolean; choose: Choose }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" disabled={pending} onClick={() => choose('success')}>
        {verb}: pay out
      </Button>
      <Button variant="secondary" disabled={pending} onClick={() => choose('failure')}>
        {verb}: fail for the reason chosen
      </Button>
      <Button variant="secondary" disabled={pending} onClick={() => choose('return')}>
        {verb}: return after payout
      </Button>
    </div>
  );
}

/**
 * The scenario buttons of a remittance in sandbox mode (operators and admins). "Plan the next
 * outcome" sets what a transaction's lifecycle plays when its next step falls due, at the sandbox's
 * own pace (the planned-outcome route), and "Reset" puts back the natural outcome of its amount and
 * reference; "Force now" moves it there at once through the sandbox's transition route. The status
 * above follows from the webhooks either sends.
 */
export function SandboxOutcomes({ reference }: { reference: string }) {
  const [failureCode, setFailureCode] = useState<FailureChoiceCode>(FAILURE_CHOICES[0].code);
  const [message, setMessage] = useState<Message>();
  const [version, setVersion] = useState(0);
  const [pending, startTransition] = useTransition();
  const { data } = usePolling({
    key: `${reference}#${version}`,
    read: (signal) =>
      readJson<{ plan: PlannedOutcomeView | null }>(
        deskRemittanceRoute(reference, 'planned-outcome'),
        signal,
        'The planned outcome could not be read',
      ),
    every: (answer) => (answer && (answer.plan === null || answer.plan.outcome === null) ? false : 5000),
  });
  const plan = data?.plan;
  const failure = (outcome: SandboxOutcome | 'natural') => (outcome === 'failure' ? { failureCode } : {});

  const act = (run: () => Promise<Message>) =>
    startTransition(async () => {
      setMessage(undefined);
      setMessage(await run());
      setVersion((v) => v + 1);
    });
  const planNext = (outcome: SandboxOutcome | 'natural') =>
    act(async () => {
      const result = await planSandboxOutcomeAction({ reference, outcome, ...failure(outcome) });
      return result.ok
        ? { tone: 'success', text: `${PLANNED[outcome]}. ${plannedOutcomeWords(result.data)}` }
        : { tone: 'error', text: result.formError ?? 'The outcome could not be planned.' };
    });
  const force = (outcome: SandboxOutcome) =>
    act(async () => {
      const result = await forceSandboxOutcomeAction({ reference, outcome, ...failure(outcome) });
      return result.ok
        ? { tone: 'success', text: `${DONE[outcome]}: moved through ${result.data.moves.join(' → ')}.` }
        : { tone: 'error', text: result.formError ?? 'The outcome could not be forced.' };
    });

  return (
    <section aria-label="Sandbox outcome" className="space-y-4">
      <LabelledSelect
        id="sandbox-failure-code"
        label="Failure reason"
        options={FAILURE_OPTIONS}
        value={failureCode}
        disabled={pending}
        onChange={(event) => setFailureCode(event.target.value as FailureChoiceCode)}
      />
      {plan && (
        <div className="space-y-2" role="group" aria-labelledby="sandbox-plan-title">
          <h3 id="sandbox-plan-title" className="text-sm font-semibold text-slate-900">
            Plan the next outcome
          </h3>
          <p className="text-sm text-slate-600">
            The sandbox plays it when the next step falls due, at its own pace, as a real partner would.
          </p>
          <p className="text-sm text-slate-900" aria-live="polite" data-testid="sandbox-planned-outcome">
            {plannedOutcomeWords(plan)}
          </p>
          {plan.outcome !== null && (
            <div className="flex flex-wrap gap-3">
              <OutcomeButtons verb="Plan" pending={pending} choose={planNext} />
              <Button variant="ghost" disabled={pending || plan.natural} onClick={() => planNext('natural')}>
                Reset to the natural outcome
              </Button>
            </div>
          )}
        </div>
      )}
      <div className="space-y-2" role="group" aria-labelledby="sandbox-force-title">
        <h3 id="sandbox-force-title" className="text-sm font-semibold text-slate-900">
          Force now
        </h3>
        <p className="text-sm text-slate-600">
          Moves it there at once, one legal step after another; there is nothing to reset afterwards.
        </p>
        <OutcomeButtons verb="Force" pending={pending} choose={force} />
      </div>
      {message && <Alert tone={message.tone} title={message.text} />}
    </section>
  );
}
