import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { SearchInput } from '@/components/ui/list-controls';
import { STATUS_GROUPS, type StatusGroup } from '@/lib/desk/remittances/lifecycle';
import { KIND_LABELS } from '@/lib/desk/remittances/presentation';
import { KIND_FILTERS, type ListQuery } from '@/lib/desk/remittances/queries';

const KIND_OPTION_LABELS: Record<(typeof KIND_FILTERS)[number], string> = {
  ...KIND_LABELS,
  transaction: 'All transactions',
  payment: 'FX payments',
};
const KIND_OPTIONS = KIND_FILTERS.map((kind) => ({ value: kind, label: KIND_OPTION_LABELS[kind] }));
const STATUS_OPTIONS = (Object.keys(STATUS_GROUPS) as StatusGroup[]).map((group) => ({
  value: group,
  label: STATUS_GROUPS[group].label,
}));

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
      <LabelledSelect
        id="filter-status"
        name="status"
        label="Status"
        className="w-full sm:w-auto"
        selectClassName="mt-1"
        emptyOption="Any status"
        options={STATUS_OPTIONS}
        defaultValue={query.status ?? ''}
      />
      <LabelledSelect
        id="filter-kind"
        name="kind"
        label="Kind"
        className="w-full sm:w-auto"
        selectClassName="mt-1"
        emptyOption="Any kind"
        options={KIND_OPTIONS}
        defaultValue={query.kind ?? ''}
      />
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
