'use client';

import { useId, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { resetDemoAction, startDemoAction, stopDemoAction } from '@/lib/desk/actions/demo';
import type { DemoView } from '@/lib/desk/demo/view';
import type { ScenarioListing } from '@/lib/desk/demo/scenarios';
import { DemoWatch } from './demo-watch';

type Answer = { ok: boolean; formError?: string; fieldErrors?: Record<string, string> };

function Controls({ view, reread, scenarios }: { view: DemoView; reread: () => void; scenarios: ScenarioListing[] }) {
  const usable = scenarios.filter((s) => !s.problem);
  const [scenario, setScenario] = useState(usable[0]?.name ?? '');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const pickerId = useId();
  const playing = view.run?.status === 'running';
  const chosen = scenarios.find((s) => s.name === scenario);

  function act(action: () => Promise<Answer>, done: string) {
    setMessage(undefined);
    startTransition(async () => {
      const result = await action().catch(() => undefined);
      setConfirming(false);
      if (result?.ok) setMessage({ tone: 'success', text: done });
      else
        setMessage({
          tone: 'error',
          text:
            result?.formError ?? (Object.values(result?.fieldErrors ?? {}).join(' ') || 'It did not work. Try again.'),
        });
      reread();
    });
  }

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="demo-controls">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={pickerId} className="block text-sm font-medium text-slate-700">
            Scenario
          </label>
          <select
            id={pickerId}
            value={scenario}
            onChange={(event) => setScenario(event.target.value)}
            disabled={pending || playing}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            {usable.map((s) => (
              <option key={s.name} value={s.name}>
                {s.title} ({s.steps} steps)
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={pending || playing || !scenario}
          onClick={() => act(() => startDemoAction({ scenario }), 'The run started.')}
        >
          Start
        </Button>
        <Button
          variant="secondary"
          disabled={pending || !playing}
          onClick={() => act(() => stopDemoAction({}), 'The run stopped; no further step plays.')}
        >
          Stop
        </Button>
        <Button variant="secondary" disabled={pending || !view.run} onClick={() => setConfirming(true)}>
          Reset
        </Button>
      </div>
      {chosen?.description && <p className="text-sm text-slate-600">{chosen.description}</p>}
      {scenarios
        .filter((s) => s.problem)
        .map((s) => (
          <Alert key={s.name} tone="warning" title={`Scenario "${s.name}" cannot be played`}>
            {s.problem}
          </Alert>
        ))}
      {message && (
        <Alert tone={message.tone} title={message.tone === 'error' ? 'Not done' : undefined}>
          {message.text}
        </Alert>
      )}
      {confirming && (
        <LazyConfirmDialog
          open
          onClose={() => setConfirming(false)}
          title="Reset the demo?"
          confirmLabel="Reset"
          busyLabel="Resetting…"
          busy={pending}
          onConfirm={() =>
            act(
              () => resetDemoAction({}),
              'Reset: what the run made is gone from the sandbox and the desk, and the clock is on real time.',
            )
          }
        >
          <p>
            {playing ? 'The run stops, then everything' : 'Everything'} it made is removed from the sandbox and the
            desk: its remittances, review cases, quotes and ledger entries (the balances return). The audit trail keeps
            its rows. The sandbox clock goes back to real time.
          </p>
        </LazyConfirmDialog>
      )}
    </div>
  );
}

/** The watch page with the admin's controls: pick a scenario, start, stop, reset. */
export function DemoAdmin({
  initial,
  zone,
  scenarios,
}: {
  initial: DemoView;
  zone?: string;
  scenarios: ScenarioListing[];
}) {
  return (
    <DemoWatch
      initial={initial}
      zone={zone}
      controls={(view, reread) => <Controls view={view} reread={reread} scenarios={scenarios} />}
    />
  );
}
