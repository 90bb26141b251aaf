'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { discardDraftAction } from '@/lib/desk/actions/drafts';
import { draftState } from '@/lib/desk/draft-state';
import { reviewPath } from '@/lib/schemas/reference-path';

import { formatDateTime } from '@/lib/desk/time-zone';
import { Button, buttonClasses } from '@/components/ui/button';
import { ColumnHeadings } from '@/components/ui/column-headings';
import { STACKED_ON_PHONES } from '@/components/ui/list-controls';

export interface DraftRow {
  id: string;
  kind: 'transaction' | 'payment';
  title: string;
  reference: string;
  updatedAt: string;
  /** Its review case, when it was held: status and the reviewer's reason. */
  review?: { status: string; reason: string | null };
}

const TONE_CLASSES = {
  neutral: 'text-slate-600',
  info: 'text-brand-700',
  warn: 'text-amber-800',
  bad: 'text-red-700',
} as const;

const KIND_WORDS: Record<DraftRow['kind'], string> = { transaction: 'Transaction', payment: 'FX payment' };

/** Delete, then "Delete this draft? Yes / Keep it": a draft is gone for good once deleted. */
function DeleteButton({ draft, label }: { draft: DraftRow; label: string }) {
  const [asking, setAsking] = useState(false);
  const [pending, start] = useTransition();
  const [error, setError] = useState<string>();
  if (!asking)
    return (
      <Button variant="ghost" size="sm" aria-label={`Delete draft ${label}`} onClick={() => setAsking(true)}>
        Delete
      </Button>
    );
  return (
    <span className="flex flex-wrap items-center gap-2" role="group" aria-label={`Delete draft ${label}?`}>
      <span className="text-xs text-slate-700">Delete for good?</span>
      <Button
        variant="danger"
        size="sm"
        disabled={pending}
        autoFocus
        onClick={() =>
          start(async () => {
            const result = await discardDraftAction({ id: draft.id });
            if (!result.ok) setError(result.formError ?? 'The draft was not deleted.');
          })
        }
      >
        {pending ? 'Deleting…' : 'Yes, delete'}
      </Button>
      <Button variant="ghost" size="sm" disabled={pending} onClick={() => setAsking(false)}>
        Keep it
      </Button>
      {error && (
        <span className="text-xs text-red-700" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

/** The user's open drafts, most recent first, each resumable or deleted from here. */
export function DraftsTable({ drafts, zone }: { drafts: readonly DraftRow[]; zone?: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className={`min-w-full divide-y divide-slate-200 text-sm ${STACKED_ON_PHONES}`}>
        <caption className="sr-only">Drafts</caption>
        <thead className="bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <ColumnHeadings
              columns={['Draft', 'Kind', 'Reference', 'Status', 'Last edited', { label: 'Actions', hidden: true }]}
              className="px-4 py-2"
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {drafts.map((draft) => {
            const label = draft.reference;
            const state = draftState(draft.review);
            return (
              <tr key={draft.id} data-testid="draft-row">
                <td data-label="Draft" className="px-4 py-2 text-slate-900">
                  {draft.title || 'Untitled draft'}
                </td>
                <td data-label="Kind" className="px-4 py-2 text-slate-600">
                  {KIND_WORDS[draft.kind]}
                </td>
                <td data-label="Reference" className="px-4 py-2 font-mono text-xs break-all text-slate-600">
                  {draft.reference}
                </td>
                <td data-label="Status" className={`px-4 py-2 ${TONE_CLASSES[state.tone]}`} data-testid="draft-status">
                  {state.words}
                </td>
                <td data-label="Last edited" className="px-4 py-2 text-slate-600">
                  {formatDateTime(draft.updatedAt, zone)}
                </td>
                <td className="px-4 py-2">
                  <div className="flex flex-wrap items-center justify-end gap-2">
                    {state.review && (
                      <Link
                        href={reviewPath(draft.reference)}
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`Open review of ${label}`}
                      >
                        Open review
                      </Link>
                    )}
                    {state.resume && (
                      <Link
                        href={`/compose/${draft.kind}?draft=${draft.id}`}
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`${state.resume} draft ${label}`}
                      >
                        {state.resume}
                      </Link>
                    )}
                    {state.remove && <DeleteButton draft={draft} label={label} />}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
