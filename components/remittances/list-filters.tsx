import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Choice } from '@/components/ui/choice';
import { inputClasses } from '@/components/ui/field';
import { FilterInputs, FilterSelects, SearchInput } from '@/components/ui/list-controls';
import { LabelledSelect, SelectOptions } from '@/components/ui/labelled-select';
import { STATUS_GROUPS, type StatusGroup } from '@/lib/desk/remittances/lifecycle';
import { KIND_LABELS, statusLabel } from '@/lib/desk/remittances/presentation';
import {
  COLUMN_KEYS,
  EXACT_STATUSES,
  KIND_FILTERS,
  LIST_COLUMNS,
  SORT_LABELS,
  SORTS,
  SOURCES,
  type ListColumnKey,
  type ListQuery,
} from '@/lib/desk/remittances/queries';
import { COUNTRIES } from '@/lib/reference/countries';
import { CURRENCIES } from '@/lib/reference/currencies';

const KIND_OPTION_LABELS: Record<(typeof KIND_FILTERS)[number], string> = {
  ...KIND_LABELS,
  transaction: 'All transactions',
  payment: 'FX payments',
};
export const KIND_OPTIONS = KIND_FILTERS.map((kind) => ({ value: kind, label: KIND_OPTION_LABELS[kind] }));
export const STATUS_GROUP_OPTIONS = (Object.keys(STATUS_GROUPS) as StatusGroup[]).map((group) => ({
  value: group,
  label: STATUS_GROUPS[group].label,
}));
const EXACT_STATUS_OPTIONS = EXACT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
const SORT_OPTIONS = SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
export const SOURCE_LABELS: Record<(typeof SOURCES)[number], string> = {
  desk: 'Sent from this desk',
  api: 'Another API client',
};
const SOURCE_OPTIONS = SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source] }));
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency.code,
  label: `${currency.code} — ${currency.name}`,
}));
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.name} (${country.code})`,
}));

/** The filters behind "More filters": the disclosure opens by itself when one of them is set. */
const MORE_FIELDS = ['currency', 'country', 'from', 'to', 'min', 'max', 'maker', 'source'] as const;

function Disclosure({ summary, open, children }: { summary: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group rounded-md border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-700 select-none hover:bg-slate-50">
        {summary}
      </summary>
      <div className="border-t border-slate-100 px-3 py-3">{children}</div>
    </details>
  );
}

/**
 * The remittance list's filters, sort and columns as one GET form, so any list is a link: search,
 * status, type and sort at hand; currency, corridor, dates, amounts, maker and source under "More
 * filters"; the columns to show under "Columns" (their checkboxes go with every Apply).
 */
export function ListFilters({
  query,
  columns,
  searchLabel,
  searchHint,
  zone,
  makers,
}: {
  query: ListQuery;
  columns: readonly ListColumnKey[];
  searchLabel: string;
  searchHint: string;
  zone: string;
  makers: readonly { value: string; label: string }[];
}) {
  const moreSet = MORE_FIELDS.some((field) => query[field] !== undefined);
  return (
    <form method="get" action="/remittances" role="search" aria-label="Filter remittances" className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-full min-w-0 sm:w-auto sm:min-w-[16rem] sm:flex-1">
          <SearchInput label={searchLabel} search={query.search} className="" />
          <p className="mt-1 text-xs text-slate-500">{searchHint}</p>
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-40">
          <label htmlFor="filter-status" className="block text-sm font-medium text-slate-700">
            Status
          </label>
          <select id="filter-status" name="status" defaultValue={query.status ?? ''} className={`${inputClasses} mt-1`}>
            <option value="">Any status</option>
            <optgroup label="Groups">
              <SelectOptions options={STATUS_GROUP_OPTIONS} />
            </optgroup>
            <optgroup label="Exactly">
              <SelectOptions options={EXACT_STATUS_OPTIONS} />
            </optgroup>
          </select>
        </div>
        <div className="w-[calc(50%-0.375rem)] sm:w-40">
          <LabelledSelect
            id="filter-kind"
            name="kind"
            label="Type"
            emptyOption="Any type"
            options={KIND_OPTIONS}
            defaultValue={query.kind ?? ''}
            selectClassName="mt-1"
          />
        </div>
        <div className="w-full sm:w-48">
          <LabelledSelect
            id="filter-sort"
            name="sort"
            label="Sort"
            options={SORT_OPTIONS}
            defaultValue={query.sort ?? 'created-desc'}
            selectClassName="mt-1"
          />
        </div>
        <button type="submit" className={`${buttonClasses('secondary')} sm:mt-6`}>
          Apply
        </button>
      </div>
      <Disclosure summary="More filters: currency, corridor, dates, amount, maker, source" open={moreSet}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelects
            values={query}
            selects={[
              { field: 'currency', label: 'Currency (payout)', emptyOption: 'Any currency', options: CURRENCY_OPTIONS },
              { field: 'country', label: 'Receiving country', emptyOption: 'Any country', options: COUNTRY_OPTIONS },
              { field: 'maker', label: 'Maker', emptyOption: 'Anyone', options: makers },
              { field: 'source', label: 'Source', emptyOption: 'Any source', options: SOURCE_OPTIONS },
            ]}
          />
          <FilterInputs
            values={query}
            inputs={[
              { field: 'from', type: 'date', label: 'Created from', hint: `Days in ${zone}`, autoComplete: 'off' },
              { field: 'to', type: 'date', label: 'Created to', hint: 'Included', autoComplete: 'off' },
              {
                field: 'min',
                inputMode: 'decimal',
                label: 'Amount from',
                hint: 'Payout amount, e.g. 1000.50',
                autoComplete: 'off',
              },
              { field: 'max', inputMode: 'decimal', label: 'Amount to', hint: 'Included', autoComplete: 'off' },
            ]}
          />
        </div>
      </Disclosure>
      <Disclosure summary="Columns" open={false}>
        <fieldset>
          <legend className="sr-only">Columns to show</legend>
          {/* The reference is always shown: sent as it is, so unticking every other column leaves it alone. */}
          <input type="hidden" name="cols" value="reference" />
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {COLUMN_KEYS.map((key) => (
              <Choice
                key={key}
                className="inline-flex items-center gap-2 text-sm text-slate-700"
                type="checkbox"
                name="cols"
                value={key}
                defaultChecked={columns.includes(key)}
                disabled={key === 'reference'}
                inputClassName="h-4 w-4 rounded border-slate-300"
              >
                {LIST_COLUMNS[key]}
                {key === 'reference' && <span className="text-xs text-slate-500">(always)</span>}
              </Choice>
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-500">
            Applied with the filters. Up to eight columns fit a 1280-pixel screen; more scroll sideways.
          </p>
        </fieldset>
      </Disclosure>
    </form>
  );
}
