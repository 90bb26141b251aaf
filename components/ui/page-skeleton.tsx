/**
 * A page's loading placeholder: a title bar and grey blocks roughly the size of what is coming,
 * announced once as `label` to screen readers. Widths and heights are Tailwind classes, written
 * out in full by the callers so the stylesheet keeps them.
 */
export function PageSkeleton({
  label,
  titleWidth,
  blocks,
}: {
  label: string;
  titleWidth: string;
  /** Height classes of the blocks under the title, top to bottom. */
  blocks: readonly string[];
}) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <div className={`h-7 ${titleWidth} animate-pulse rounded bg-slate-200`} />
      {blocks.map((height, index) => (
        <div key={index} className={`${height} animate-pulse rounded-lg bg-slate-200/70`} />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  );
}
