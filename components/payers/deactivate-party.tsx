'use client';

import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/desk/action-result';

/**
 * Deactivate a payer or beneficiary, asked once more before it is done: new payments naming it are
 * then refused; its record and its payments stay. The page reloads its data when it is done.
 */
export function DeactivateParty({
  id,
  name,
  noun,
  deactivate,
}: {
  id: string;
  /** The party's name as the role may see it. */
  name: string;
  noun: 'payer' | 'beneficiary';
  deactivate: (input: { id: string }) => Promise<ActionResult<unknown>>;
}) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function confirm() {
    setError(undefined);
    startTransition(async () => {
      const result = await deactivate({ id });
      if (!result.ok) setError(result.formError ?? `The ${noun} could not be deactivated.`);
      else setAsking(false);
    });
  }

  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Deactivate
      </Button>
    );
  return (
    <div
      role="group"
      aria-label={`Deactivate ${name}`}
      className="max-w-md space-y-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p>
        Deactivate {name}? New payments naming this {noun} will be refused. Its record and the payments already made
        stay as they are.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-2">
        <Button variant="danger" onClick={confirm} disabled={pending}>
          {pending ? 'Deactivating…' : `Deactivate ${noun}`}
        </Button>
        <Button variant="ghost" onClick={() => setAsking(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
