'use client';

import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { testConnectionAction } from '@/lib/desk/actions/connection';
import type { ConnectionCheck } from '@/lib/desk/settings/connection';

/** "Test connection": each call's result and how long it took. */
export function ConnectionTest() {
  const [checks, setChecks] = useState<ConnectionCheck[]>();
  const [problem, setProblem] = useState<string>();
  const [pending, startTransition] = useTransition();

  function run() {
    setProblem(undefined);
    startTransition(async () => {
      const result = await testConnectionAction({}).catch(() => undefined);
      if (result?.ok) setChecks(result.data);
      else setProblem(result?.formError ?? 'The test did not run. Try again.');
    });
  }

  const passed = checks?.every((check) => check.ok);
  return (
    <div className="space-y-4">
      <Button onClick={run} disabled={pending}>
        {pending ? 'Testing…' : 'Test connection'}
      </Button>
      {problem && <Alert tone="error">{problem}</Alert>}
      {checks && (
        <Alert tone={passed ? 'success' : 'error'} title={passed ? 'Connected' : 'Not connected'}>
          <ul className="space-y-1">
            {checks.map((check) => (
              <li key={check.label}>
                <span className="font-medium">{check.label}:</span> {check.ok ? '' : 'failed — '}
                {check.answer} <span className="tabular-nums text-slate-600">({check.latencyMs} ms)</span>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
