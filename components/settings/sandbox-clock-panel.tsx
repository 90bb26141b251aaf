'use client';

import { useEffect, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { changeSandboxClockAction, resetSandboxClockAction } from '@/lib/desk/actions/sandbox-clock';
import type { SandboxClock, SandboxClockChange } from '@/lib/schemas/sandbox-clock';

const SPEEDS = [0.5, 1, 2, 5, 10, 60] as const;
const JUMPS = [
  { seconds: 60, label: '1 minute' },
  { seconds: 600, label: '10 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: 86_400, label: '1 day' },
] as const;

/** "2 h 5 min ahead of real time", "on real time". */
function aheadInWords(seconds: number): string {
  if (Math.abs(seconds) < 1) return 'on real time';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    days && `${days} d`,
    hours && `${hours} h`,
    minutes && `${minutes} min`,
    !days && !hours && rest && `${rest} s`,
  ];
  return `${parts.filter(Boolean).join(' ')} ahead of real time`;
}

/** The service's time now, from the last answer: it runs at the clock's rate, or stands while paused. */
function useServiceTime(clock: SandboxClock, answeredAt: number): Date {
  const [tick, setTick] = useState(answeredAt);
  useEffect(() => {
    if (clock.paused) return;
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [clock.paused]);
  const elapsed = clock.paused ? 0 : Math.max(0, tick - answeredAt);
  return new Date(Date.parse(clock.now) + elapsed * clock.rate);
}

/**
 * The sandbox clock's controls: pause or resume, a speed, a jump forward. Quotes, deposit
 * instructions and lifecycle steps follow the service's time; it goes back only to real time.
 */
export function SandboxClockPanel({ initial, timeZone }: { initial: SandboxClock; timeZone: string }) {
  const [clock, setClock] = useState(initial);
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  const [problem, setProblem] = useState<string>();
  const [pending, startTransition] = useTransition();
  const serviceTime = useServiceTime(clock, answeredAt);

  function change(request: SandboxClockChange | 'real time') {
    setProblem(undefined);
    startTransition(async () => {
      const result = await (
        request === 'real time' ? resetSandboxClockAction({}) : changeSandboxClockAction(request)
      ).catch(() => undefined);
      if (result?.ok) {
        setClock(result.data);
        setAnsweredAt(Date.now());
      } else
        setProblem(
          result?.formError ?? Object.values(result?.fieldErrors ?? {}).join(' ') ?? 'Not changed. Try again.',
        );
    });
  }

  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(serviceTime);

  return (
    <div className="space-y-6">
      {problem && (
        <Alert tone="error" title="The clock did not change">
          {problem}
        </Alert>
      )}
      <div>
        <p className="text-sm text-slate-600">The sandbox&rsquo;s time ({timeZone})</p>
        <p className="text-3xl font-semibold tabular-nums text-slate-900" aria-live="off">
          {shown}
        </p>
        <p className="mt-1 text-sm text-slate-600" role="status">
          {clock.paused
            ? 'Paused'
            : clock.rate === 1
              ? 'Running at real speed'
              : `Running at ${clock.rate}× real speed`}
          {' · '}
          {aheadInWords(clock.aheadSeconds)}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          variant={clock.paused ? 'primary' : 'secondary'}
          disabled={pending}
          onClick={() => change({ paused: !clock.paused })}
        >
          {clock.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          variant="secondary"
          disabled={pending || (!clock.paused && clock.rate === 1 && clock.aheadSeconds === 0)}
          onClick={() => change('real time')}
        >
          Back to real time
        </Button>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Speed</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SPEEDS.map((rate) => (
            <Button
              key={rate}
              size="sm"
              variant={clock.rate === rate ? 'primary' : 'secondary'}
              aria-pressed={clock.rate === rate}
              disabled={pending}
              onClick={() => change({ rate })}
            >
              {rate}×
            </Button>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Move forward</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {JUMPS.map((jump) => (
            <Button
              key={jump.seconds}
              size="sm"
              variant="secondary"
              disabled={pending}
              onClick={() => change({ advanceSeconds: jump.seconds })}
            >
              + {jump.label}
            </Button>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Quotes and deposit instructions expire, and remittances take their next step, by this time. It moves only
          forward, so what already happened stays in order; Back to real time returns to the real time.
        </p>
      </fieldset>
    </div>
  );
}
