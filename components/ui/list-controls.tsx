import Link from 'next/link';
import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { LabelledSelect } from '@/components/ui/labelled-select';

/**
 * A labelled input of a list's GET form (text, date or search), with an optional hint under it that
 * the input is described by; `className` goes on the wrapper.
 */
export function FilterInput({
  id,
  label,
  hint,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={`${inputClasses} mt-1`} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The `search` field of a list's GET form, labelled. */
export function SearchInput({
  label,
  search,
  placeholder,
  className,
}: {
  label: string;
  search?: string;
  placeholder?: string;
  className: string;
}) {
  return (
    <FilterInput
      id="search"
      name="search"
      type="search"
      label={label}
      defaultValue={search}
      maxLength={100}
      placeholder={placeholder}
      className={className}
    />
  );
}

/**
 * A GET form: `?search=`, so a search is a link that can be shared and reloaded. `children` go
 * under it (a hint of what it finds by).
 */
export function SearchForm({
  action,
  search,
  label,
  placeholder,
  children,
}: {
  action: string;
  search?: string;
  label: string;
  placeholder: string;
  children?: ReactNode;
}) {
  return (
    <form method="get" action={action} role="search" className="flex flex-wrap items-end gap-2">
      <SearchInput label={label} search={search} placeholder={placeholder} className="min-w-0 flex-1 sm:max-w-sm" />
      <button type="submit" className={buttonClasses('secondary')}>
        Search
      </button>
      {search && (
        <Link href={action} className="px-2 py-2 text-sm font-medium text-brand-700 hover:underline">
          Clear
        </Link>
      )}
      {children}
    </form>
  );
}

/**
 * A list's filters as a GET form, so a filtered list is a link that can be shared and reloaded:
 * the controls, "Apply", and "Clear filters" back to `action` when any filter is set.
 */
export function FilterForm({
  action,
  label,
  filtered,
  clearHref = action,
  children,
}: {
  action: string;
  label: string;
  filtered: boolean;
  /** Where "Clear filters" goes (default `action`): a list may keep its sort or columns. */
  clearHref?: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      {children}
      <button type="submit" className={buttonClasses('secondary')}>
        Apply
      </button>
      {filtered && (
        <Link href={clearHref} className="px-2 py-2 text-sm font-medium text-brand-700 hover:underline">
          Clear filters
        </Link>
      )}
    </form>
  );
}

/** A select of a FilterForm: full width on phones, its own width beside the others. */
export function FilterSelect(props: Omit<ComponentProps<typeof LabelledSelect>, 'className' | 'selectClassName'>) {
  return <LabelledSelect {...props} className="w-full sm:w-auto" selectClassName="mt-1" />;
}

type FieldControl<F extends string, P> = { field: F } & Omit<P, 'id' | 'name' | 'defaultValue'>;

/**
 * A filter form's selects from a table, each named by its field (`id="filter-<field>"`,
 * `name="<field>"`) and showing that field of `values` (blank: the empty option).
 */
export function FilterSelects<F extends string>({
  values,
  selects,
}: {
  values: Partial<Record<F, string>>;
  selects: readonly FieldControl<F, ComponentProps<typeof FilterSelect>>[];
}) {
  return selects.map(({ field, ...select }) => (
    <FilterSelect key={field} id={`filter-${field}`} name={field} defaultValue={values[field] ?? ''} {...select} />
  ));
}

/** A filter form's inputs from a table, named as FilterSelects names its selects. */
export function FilterInputs<F extends string>({
  values,
  inputs,
}: {
  values: Partial<Record<F, string>>;
  inputs: readonly FieldControl<F, ComponentProps<typeof FilterInput>>[];
}) {
  return inputs.map(({ field, ...input }) => (
    <FilterInput key={field} id={`filter-${field}`} name={field} defaultValue={values[field]} {...input} />
  ));
}

/**
 * Keyset paging that keeps the list's filters (`?search=`, …): "Next page" carries the cursor,
 * "First page" drops it.
 */
export function Pager({
  path,
  filters,
  cursor,
  nextCursor,
  param = 'cursor',
  label = 'Pages',
}: {
  path: string;
  filters: Readonly<Record<string, string | undefined>>;
  cursor?: string;
  nextCursor: string | null;
  /** The address's name for the cursor (a page with two lists pages each under its own). */
  param?: string;
  label?: string;
}) {
  const href = (next?: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    if (next) params.set(param, next);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-4 text-sm">
      {cursor ? (
        <Link href={href()} className="font-medium text-brand-700 hover:underline">
          ← First page
        </Link>
      ) : (
        <span />
      )}
      {nextCursor && (
        <Link href={href(nextCursor)} className={buttonClasses('secondary', 'sm')}>
          Next page →
        </Link>
      )}
    </nav>
  );
}

/** What a list says when it has nothing to show, with the way out (`link`) when there is one. */
export function EmptyState({ children, link }: { children: ReactNode; link?: { href: string; label: string } }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-500">
      {children}
      {link && (
        <>
          {' '}
          <Link href={link.href} className="font-medium text-brand-700 hover:underline">
            {link.label}
          </Link>
        </>
      )}
    </div>
  );
}

export const tableClasses = {
  wrap: 'overflow-x-auto',
  table: 'min-w-full divide-y divide-slate-200 text-sm',
  th: 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500',
  td: 'whitespace-nowrap px-3 py-2 text-slate-700',
  /** The same cells with less padding, for a table of many columns. */
  thCompact: 'whitespace-nowrap px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500',
  tdCompact: 'whitespace-nowrap px-2 py-2 text-slate-700',
};

/** A column of a ListTable: its heading, right-aligned where it holds amounts. */
export type ListColumn = string | { label: string; numeric: true };

/** A table's rows as blocks of labelled lines on phones (each cell's label from its data-label). */
export const STACKED_ON_PHONES = [
  'max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-2',
  'max-sm:[&_td]:block max-sm:[&_td]:py-1 max-sm:[&_td]:text-left',
  'max-sm:[&_td]:before:block max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-semibold',
  'max-sm:[&_td]:before:uppercase max-sm:[&_td]:before:text-slate-500 max-sm:[&_td]:before:content-[attr(data-label)]',
].join(' ');

/**
 * A list's table: one header row of `columns`, then the rows given (cells styled with tableClasses.td).
 * `caption` names the table for screen readers; `className` is added to the scrolling wrapper;
 * `compact` narrows the headings' padding (the rows then use tableClasses.tdCompact); `stacked`
 * lays each row out as a block of labelled lines below 640 px (cells carry `data-label`), so a table
 * of many columns still fits a phone instead of scrolling its last columns out of sight.
 */
export function ListTable({
  columns,
  caption,
  className,
  compact,
  stacked,
  children,
}: {
  columns: readonly ListColumn[];
  caption?: string;
  className?: string;
  compact?: boolean;
  stacked?: boolean;
  children: ReactNode;
}) {
  const th = compact ? tableClasses.thCompact : tableClasses.th;
  return (
    <div className={className ? `${tableClasses.wrap} ${className}` : tableClasses.wrap} data-testid="list-table-wrap">
      <table className={stacked ? `${tableClasses.table} ${STACKED_ON_PHONES}` : tableClasses.table}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={`${th} text-right`}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
