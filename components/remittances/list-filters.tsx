import { FilterForm, FilterSelect, SearchInput } from '@/components/ui/list-controls';
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

/** Status, kind and a search of the remittance list. */
export function ListFilters({ query, searchLabel }: { query: ListQuery; searchLabel: string }) {
  const filtered = Boolean(query.status || query.kind || query.search);
  return (
    <FilterForm action="/remittances" label="Filter remittances" filtered={filtered}>
      <FilterSelect
        id="filter-status"
        name="status"
        label="Status"
        emptyOption="Any status"
        options={STATUS_OPTIONS}
        defaultValue={query.status ?? ''}
      />
      <FilterSelect
        id="filter-kind"
        name="kind"
        label="Kind"
        emptyOption="Any kind"
        options={KIND_OPTIONS}
        defaultValue={query.kind ?? ''}
      />
      <SearchInput
        label={searchLabel}
        search={query.search}
        className="w-full min-w-0 sm:w-auto sm:max-w-xs sm:flex-1"
      />
    </FilterForm>
  );
}
