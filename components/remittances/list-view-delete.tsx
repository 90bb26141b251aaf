'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { deleteViewAction } from '@/lib/desk/actions/saved-views';

/** Deletes one of the person's own saved views (the list of views refreshes). */
export function DeleteViewButton({ id, name }: { id: string; name: string }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string>();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={`Delete view ${name}`}
        onClick={() =>
          start(async () => {
            const result = await deleteViewAction({ id });
            setError(result.ok ? undefined : (result.formError ?? 'Not deleted.'));
          })
        }
      >
        {pending ? 'Deleting…' : '×'}
      </Button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </>
  );
}
