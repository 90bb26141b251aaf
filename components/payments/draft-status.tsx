import { SaveIndicator } from '@/components/compose/save-indicator';
import type { SaveState } from '@/components/compose/use-draft-autosave';

/** The payment's own reference and whether the draft is saved, above the form. */
export function DraftStatus({ state, merchantRef }: { state: SaveState; merchantRef: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
      <p className="text-slate-600">
        Payment reference <span className="font-mono">{merchantRef}</span>
      </p>
      <SaveIndicator state={state} idle="Saved as a draft once you start" />
    </div>
  );
}
