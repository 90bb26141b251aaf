import Link from 'next/link';
import { ROLE_LABELS, ROLES } from '@/lib/auth/roles';
import { viewHref, type SavedView } from '@/lib/desk/saved-views/views';
import { SaveViewForm } from './list-save-view';
import { DeleteViewButton } from './list-view-delete';

const SHARE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * Saved views: the person's own (each with delete) and those shared with their role (with who
 * shared them), each a link to the list as saved; the one open now is marked. "Save view" keeps
 * the list as it is now, for roles that may save.
 */
export function SavedViews({
  views,
  current,
  save,
}: {
  views: readonly SavedView[];
  /** The address open now, as listSearchParams writes it (`/remittances?…`). */
  current: string;
  /** The list's query and columns now, when the person may save a view. */
  save?: { query: string; columns: readonly string[] };
}) {
  if (views.length === 0 && !save) return null;
  return (
    <div className="mb-4 space-y-3 border-b border-slate-100 pb-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <h2 className="mr-1 font-medium text-slate-700">Saved views</h2>
        {views.length === 0 && <span className="text-slate-500">None yet.</span>}
        <ul className="flex flex-wrap items-center gap-2" aria-label="Saved views">
          {views.map((view) => {
            const href = viewHref(view);
            const open = href === current;
            return (
              <li
                key={view.id}
                className={`inline-flex items-center rounded-full ring-1 ring-inset ${open ? 'bg-brand-50 ring-brand-200' : 'ring-slate-200'}`}
                data-testid="saved-view"
              >
                <Link
                  href={href}
                  aria-current={open ? 'page' : undefined}
                  className="py-1 pr-1 pl-3 text-xs font-medium text-brand-700 hover:underline"
                >
                  {view.name}
                  {!view.mine && <span className="font-normal text-slate-500"> · from {view.ownerName}</span>}
                  {view.mine && view.sharedWithRole && (
                    <span className="font-normal text-slate-500">
                      {' '}
                      · shared with {ROLE_LABELS[view.sharedWithRole]}
                    </span>
                  )}
                </Link>
                {view.mine ? <DeleteViewButton id={view.id} name={view.name} /> : <span className="pr-2" />}
              </li>
            );
          })}
        </ul>
      </div>
      {save && (
        <details className="rounded-md border border-slate-200">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700 select-none hover:bg-slate-50">
            Save this view (filters, sort and columns)
          </summary>
          <div className="border-t border-slate-100 px-3 py-3">
            <SaveViewForm query={save.query} columns={save.columns} roles={SHARE_OPTIONS} />
          </div>
        </details>
      )}
    </div>
  );
}
