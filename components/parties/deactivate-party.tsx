'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { deactivateSavedPartyAction } from '@/lib/desk/actions/saved-parties';

/** Deactivates a saved party after a confirmation: kept on record, no longer offered in the composer. */
export function DeactivateParty({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string>();
  const [pending, startTransition] = useTransition();

  const deactivate = () =>
    startTransition(async () => {
      const result = await deactivateSavedPartyAction({ id });
      if (!result.ok) {
        setMessage(result.formError ?? 'The party could not be deactivated.');
        return;
      }
      setConfirming(false);
      router.refresh();
    });

  return (
    <div className="space-y-2">
      {confirming ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <span>
            Deactivate {name}? It stays on record with its remittances, but can no longer be picked or edited.
          </span>
          <Button variant="danger" size="sm" onClick={deactivate} disabled={pending}>
            {pending ? 'Deactivating…' : 'Deactivate'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(false)} disabled={pending}>
            Keep it
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Deactivate…
        </Button>
      )}
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
