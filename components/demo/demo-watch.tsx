'use client';

import { useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { readJson, usePolling } from '@/components/ui/use-polling';
import type { DemoRemittanceView, DemoRunView, DemoStepView, DemoView } from '@/lib/desk/demo/view';
import { formatDateTime } from '@/lib/desk/time-zone';
import { remittancePath } from '@/lib/schemas/reference-path';

const STEP_TONES: Record<DemoStepView['state'], 'neutral' | 'info' | 'good' | 'bad'> = {
  waiting: 'neutral',
  running: 'info',
  done: 'good',
  failed: 'bad',
  skipped: 'neutral',
};

const RUN_TONES: Record<DemoRunView['status'], 'neutral' | 'info' | 'good' | 'bad'> = {
  running: 'info',
  finished: 'good',
  stopped: 'neutral',
  failed: 'bad',
  reset: 'neutral',
};

function Steps({ steps }: { steps: DemoStepView[] }) {
  return (
    <ol className="space-y-3" aria-label="Steps" data-testid="demo-steps">
      {steps.map((step, index) => (
        <li key={step.id} className="flex gap-3" data-testid="demo-step" data-state={step.state}>
          <span className="w-6 shrink-0 text-right text-sm text-slate-500 tabular-nums">{index + 1}.</span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">
              {step.title} <Badge tone={STEP_TONES[step.state]}>{step.stateWords}</Badge>
            </p>
            {step.note && <p className="text-xs text-slate-600">{step.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Remittance({ item }: { item: DemoRemittanceView }) {
  const { failure } = item.words;
  return (
    <li
      className="rounded-md border border-slate-200 p-3"
      data-testid="demo-remittance"
      data-reference={item.reference}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-900">{item.step}</p>
        <span data-testid="demo-remittance-status">
          <Badge tone={item.words.tone}>{item.words.status}</Badge>
        </span>
      </div>
      <p className="text-xs text-slate-600">
        {item.what} · {item.amount} ·{' '}
        <span data-testid="demo-parties">
          {item.sender || '—'} → {item.recipient || '—'}
        </span>{' '}
        ·{' '}
        <a href={remittancePath(item.reference)} className="font-mono text-brand-700 hover:underline">
          {item.reference}
        </a>
      </p>
      <p className="mt-1 text-sm text-slate-700">{item.words.summary}</p>
      {failure && (
        <div className="mt-2" data-testid="demo-failure">
          <Alert tone={item.words.status === 'Returned' ? 'warning' : 'error'} title={failure.title}>
            <p>{failure.action}</p>
            {failure.code && <p className="mt-1 font-mono text-xs opacity-75">{failure.code}</p>}
          </Alert>
        </div>
      )}
    </li>
  );
}

function Run({ run, zone }: { run: DemoRunView; zone?: string }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-900">{run.scenarioTitle}</h2>
        <span aria-live="polite" data-testid="demo-run-status">
          <Badge tone={RUN_TONES[run.status]}>{run.statusWords}</Badge>
        </span>
        <p className="text-xs text-slate-500">
          Started by {run.startedBy} at {formatDateTime(run.startedAt, zone)}
          {run.endedAt && ` · ended ${formatDateTime(run.endedAt, zone)}`}
        </p>
      </div>
      {run.error && (
        <Alert tone="error" title="The run stopped on a step">
          {run.error}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="demo-steps-heading" className="space-y-3">
          <h3 id="demo-steps-heading" className="text-sm font-semibold text-slate-900">
            Steps
          </h3>
          <Steps steps={run.steps} />
        </section>
        <section aria-labelledby="demo-remittances-heading" className="space-y-3">
          <h3 id="demo-remittances-heading" className="text-sm font-semibold text-slate-900">
            Remittances
          </h3>
          {run.remittances.length === 0 ? (
            <p className="text-sm text-slate-500">None yet.</p>
          ) : (
            <ul className="space-y-3" data-testid="demo-remittances">
              {run.remittances.map((item) => (
                <Remittance key={item.reference} item={item} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * The demo run, live: its steps and its remittances, read from /api/desk/demo every 2 s while it
 * plays and every 5 s otherwise (a run may start, or be reset, from another browser). `controls`
 * (admins) get the data and a way to read again at once after an action.
 */
export function DemoWatch({
  initial,
  zone,
  controls,
}: {
  initial: DemoView;
  zone?: string;
  controls?: (view: DemoView, reread: () => void) => ReactNode;
}) {
  const [reads, setReads] = useState(0);
  const polled = usePolling({
    key: `demo#${reads}`,
    read: (signal) => readJson<DemoView>('/api/desk/demo', signal, 'The demo could not be refreshed'),
    initial,
    every: (view) => (view ?? initial).pollMs,
  });
  const view = polled.data ?? initial;
  return (
    <div className="space-y-6">
      {controls?.(view, () => setReads((n) => n + 1))}
      {polled.error && (
        <p className="text-xs text-slate-500" role="status">
          {polled.error.message}; showing what was last read.
        </p>
      )}
      {view.run ? (
        <Run run={view.run} zone={zone} />
      ) : (
        <div
          className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-500"
          data-testid="demo-empty"
        >
          No demo run. When an admin starts a scenario, its steps and remittances play here.
        </div>
      )}
    </div>
  );
}
