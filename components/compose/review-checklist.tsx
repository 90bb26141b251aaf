'use client';

import { useState } from 'react';
import { fieldLabel } from '@/lib/desk/words';

export interface ReviewNotes {
  status: string;
  reason: string | null;
  /** The reviewer's "needs fix" comments, at their fields (named on screen by the desk's words, not `label`). */
  items: { field: string; label: string; comment: string }[];
}

/**
 * A remittance the reviewer returned (or that waits in review) reopened in its composer: the
 * reviewer's comments at their fields, as a checklist; "Go to field" puts the cursor there.
 */
export function ReviewChecklist({ notes }: { notes: ReviewNotes }) {
  const [done, setDone] = useState<Record<string, boolean>>({});
  const focus = (field: string) => {
    const control = document.getElementsByName(field)[0] as HTMLElement | undefined;
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  };
  const returned = notes.status === 'returned';
  return (
    <section
      aria-labelledby="review-checklist"
      className={`rounded-md border px-4 py-3 text-sm ${returned ? 'border-amber-200 bg-amber-50' : 'border-brand-100 bg-brand-50'}`}
    >
      <h2 id="review-checklist" className="font-semibold text-slate-900">
        {returned ? 'Returned by compliance: fix these, then submit again' : 'This remittance waits in review'}
      </h2>
      {notes.reason && <p className="mt-1 text-slate-800">{notes.reason}</p>}
      {!returned && (
        <p className="mt-1 text-slate-700">
          Submitting it again sends it back to the queue as a new round and clears the approvals given so far.
        </p>
      )}
      {notes.items.length > 0 && (
        <ul className="mt-2 space-y-2">
          {notes.items.map((item) => (
            <li key={item.field} className="flex flex-wrap items-start gap-2">
              <input
                type="checkbox"
                id={`fixed-${item.field}`}
                checked={done[item.field] ?? false}
                onChange={(event) => setDone((old) => ({ ...old, [item.field]: event.target.checked }))}
                className="mt-1"
              />
              <label htmlFor={`fixed-${item.field}`} className="min-w-0 flex-1">
                <span className="font-medium">{fieldLabel(item.field, 'transaction')}</span>: {item.comment}
              </label>
              <button
                type="button"
                onClick={() => focus(item.field)}
                className="text-xs font-medium text-brand-700 hover:underline"
              >
                Go to field
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
