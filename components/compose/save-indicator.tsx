import type { SaveState } from './use-draft-autosave';

/** Whether a composer's draft is saved, said where the person looks (the transaction and FX payment composers). */
export function SaveIndicator({ state, idle }: { state: SaveState; idle: string }) {
  const text =
    state.status === 'saving'
      ? 'Saving draft…'
      : state.status === 'saved'
        ? `Draft saved ${new Date(state.at).toLocaleTimeString('en-GB')}`
        : state.status === 'error'
          ? `Draft not saved: ${state.message}`
          : idle;
  return (
    <p
      role="status"
      className={`text-xs ${state.status === 'error' ? 'text-red-700' : 'text-slate-500'}`}
      data-testid="draft-status"
    >
      {text}
    </p>
  );
}
