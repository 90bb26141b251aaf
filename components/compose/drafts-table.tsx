'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { discardDraftAction } from '@/lib/desk/actions/drafts';
import { formatDateTime } from '@/lib/desk/time-zone';
import { Button, buttonClasses } from '@/components/ui/button';

export interface DraftRow {
  id: string;
  kind: 'transaction' | 'payment';
  title: string;
  reference: string;
  updatedAt: string;
}

function DiscardButton({ draft }: { draft: DraftRow }) {
  const [pending, start] = useTransition();
  const [error, setError] = useState<string>();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={pending}
        aria-label={`Discard draft ${draft.reference}`}
        onClick={() =>
          start(async () => {
            const result = await discardDraftAction({ id: draft.id });
            if (!result.ok) setError(result.formError ?? 'Not discarded.');
          })
        }
      >
        {pending ? 'Discarding…' : 'Discard'}
      </Button>
      {error && (
        <span className="text-xs text-red-700" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** The user's open drafts, most recent first, each resumable. */
export function DraftsTable({ drafts, zone }: { drafts: readonly DraftRow[]; zone?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Drafts</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2">
              Draft
            </th>
            <th scope="col" className="px-4 py-2">
              Reference
            </th>
            <th scope="col" className="px-4 py-2">
              Last edited
            </th>
            <th scope="col" className="px-4 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {drafts.map((draft) => (
            <tr key={draft.id} data-testid="draft-row">
              <td className="px-4 py-2 text-slate-900">{draft.title || 'Untitled draft'}</td>
              <td className="px-4 py-2 font-mono text-xs text-slate-600">{draft.reference}</td>
              <td className="px-4 py-2 text-slate-600">{formatDateTime(draft.updatedAt, zone)}</td>
              <td className="flex justify-end gap-2 px-4 py-2">
                <Link
                  href={`/compose/${draft.kind}?draft=${draft.id}`}
                  className={buttonClasses('secondary', 'sm')}
                  aria-label={`Resume draft ${draft.reference}`}
                >
                  Resume
                </Link>
                <DiscardButton draft={draft} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
