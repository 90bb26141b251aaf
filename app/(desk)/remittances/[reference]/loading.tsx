export default function Loading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <div className="h-7 w-80 animate-pulse rounded bg-slate-200" />
      <div className="h-24 animate-pulse rounded-lg bg-slate-200/70" />
      <div className="h-48 animate-pulse rounded-lg bg-slate-200/70" />
      <span className="sr-only">Loading the remittance…</span>
    </div>
  );
}
