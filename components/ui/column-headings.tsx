/**
 * A heading of ColumnHeadings: its words, or `{ label, hidden: true }` for one read by screen readers only;
 * `className` replaces the row's cell classes for this one heading.
 */
export type ColumnHeading = string | { label: string; hidden?: boolean; className?: string };

/**
 * A table's header cells, each `scope="col"` with `className` (for a list in the standard look, ListTable in
 * list-controls.tsx holds the whole table). Used by tables with their own look: the drafts, the overview's totals.
 */
export function ColumnHeadings({ columns, className }: { columns: readonly ColumnHeading[]; className: string }) {
  return columns.map((column) => {
    const heading = typeof column === 'string' ? { label: column } : column;
    return (
      <th key={heading.label} scope="col" className={heading.className ?? className}>
        {heading.hidden ? <span className="sr-only">{heading.label}</span> : heading.label}
      </th>
    );
  });
}
