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

/** On a new version's form: whether the party it replaces is deactivated once the new one exists. */
export function DeactivateOldChoice({
  name,
  noun,
  checked,
  onChange,
}: {
  /** The old party's name as the role may see it. */
  name: string;
  noun: 'payer' | 'beneficiary';
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        Deactivate {name} once the new {noun} is created
        <span className="block text-xs text-slate-500">
          New payments naming the old {noun} will then be refused; its record and payments stay.
        </span>
      </span>
    </label>
  );
}

/** Above a new version's form: the payments service cannot change a party, so this registers a new one. */
export function NewVersionNotice({ name, id, noun }: { name: string; id: string; noun: 'payer' | 'beneficiary' }) {
  return (
    <Alert tone="info" title={`This creates a new ${noun}`}>
      The payments service cannot change a {noun} once it is registered. These details are copied from {name} ({id});
      what you submit is registered as a new {noun} with a new ID. Payments already made keep naming the old one.
    </Alert>
  );
}
