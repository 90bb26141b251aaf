import type { SaveState } from '@/components/compose/use-draft-autosave';

const words = (state: SaveState) =>
  state.status === 'saving'
    ? 'Saving draft…'
    : state.status === 'saved'
      ? `Draft saved ${new Date(state.at).toLocaleTimeString('en-GB')}`
      : state.status === 'error'
        ? `Draft not saved: ${state.message}`
        : 'Saved as a draft once you start';

/** The payment's own reference and whether the draft is saved, above the form. */
export function DraftStatus({ state, merchantRef }: { state: SaveState; merchantRef: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
      <p className="text-slate-600">
        Payment reference <span className="font-mono">{merchantRef}</span>
      </p>
      <p
        role="status"
        data-testid="draft-status"
        className={state.status === 'error' ? 'text-red-700' : 'text-slate-500'}
      >
        {words(state)}
      </p>
    </div>
  );
}
