import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/list-controls';
import { STATUS_GROUPS, type StatusGroup } from '@/lib/desk/remittances/lifecycle';
import { KIND_LABELS } from '@/lib/desk/remittances/presentation';
import { KIND_FILTERS, type ListQuery } from '@/lib/desk/remittances/queries';

const KIND_OPTION_LABELS: Record<(typeof KIND_FILTERS)[number], string> = {
  ...KIND_LABELS,
  transaction: 'All transactions',
  payment: 'FX payments',
};

/** A GET form, so a filtered list is a link that can be shared and reloaded. */
export function ListFilters({ query, searchLabel }: { query: ListQuery; searchLabel: string }) {
  const filtered = Boolean(query.status || query.kind || query.search);
  return (
    <form
      method="get"
      action="/remittances"
      role="search"
      aria-label="Filter remittances"
      className="flex flex-wrap items-end gap-3"
    >
      <div className="w-full sm:w-auto">
        <label htmlFor="filter-status" className="block text-sm font-medium text-slate-700">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={query.status ?? ''} className={`${inputClasses} mt-1`}>
          <option value="">Any status</option>
          {(Object.keys(STATUS_GROUPS) as StatusGroup[]).map((group) => (
            <option key={group} value={group}>
              {STATUS_GROUPS[group].label}
            </option>
          ))}
        </select>
      </div>
      <div className="w-full sm:w-auto">
        <label htmlFor="filter-kind" className="block text-sm font-medium text-slate-700">
          Kind
        </label>
        <select id="filter-kind" name="kind" defaultValue={query.kind ?? ''} className={`${inputClasses} mt-1`}>
          <option value="">Any kind</option>
          {KIND_FILTERS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_OPTION_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <SearchInput
        label={searchLabel}
        search={query.search}
        className="w-full min-w-0 sm:w-auto sm:max-w-xs sm:flex-1"
      />
      <button type="submit" className={buttonClasses('secondary')}>
        Apply
      </button>
      {filtered && (
        <Link href="/remittances" className="px-2 py-2 text-sm font-medium text-brand-700 hover:underline">
          Clear filters
        </Link>
      )}
    </form>
  );
}
