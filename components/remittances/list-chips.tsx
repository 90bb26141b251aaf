import Link from 'next/link';
import { STATUS_GROUPS, type StatusGroup } from '@/lib/desk/remittances/lifecycle';
import { KIND_LABELS, statusLabel } from '@/lib/desk/remittances/presentation';
import {
  FIELD_LABELS,
  FILTER_FIELDS,
  listSearchParams,
  type ListColumnKey,
  type ListFilters,
  type ListQuery,
} from '@/lib/desk/remittances/queries';
import { countryName } from '@/lib/reference/countries';
import { SOURCE_LABELS } from './list-filters';

type Field = (typeof FILTER_FIELDS)[number];

/** A filter's value in words: "Completed", "FX payments", "Nigeria", "1,000 or more". */
function valueWords(field: Field, query: ListFilters, makerName: (id: string) => string): string {
  const value = query[field]!;
  switch (field) {
    case 'status':
      return value in STATUS_GROUPS ? STATUS_GROUPS[value as StatusGroup].label : statusLabel(value);
    case 'kind':
      return value === 'payment'
        ? 'FX payments'
        : value === 'transaction'
          ? 'All transactions'
          : KIND_LABELS[value as keyof typeof KIND_LABELS];
    case 'country':
      return countryName(value);
    case 'maker':
      return makerName(value);
    case 'source':
      return SOURCE_LABELS[value as keyof typeof SOURCE_LABELS];
    case 'search':
      return `“${value}”`;
    default:
      return value;
  }
}

/**
 * The filters in force, each a chip that removes it alone (the page back to its start, the sort
 * and columns kept), so a person sees at a glance why the list is short; then "Clear filters",
 * which removes them all in one click.
 */
export function ListChips({
  query,
  columns,
  makerName,
  clearHref,
}: {
  query: ListQuery;
  columns: readonly ListColumnKey[];
  makerName: (id: string) => string;
  /** The list without filters, its sort and columns kept. */
  clearHref: string;
}) {
  const active = FILTER_FIELDS.filter((field) => query[field] !== undefined);
  if (active.length === 0) return null;
  const without = (field: Field) => {
    const params = listSearchParams({ ...query, [field]: undefined, cursor: undefined }, { columns });
    const text = params.toString();
    return text ? `/remittances?${text}` : '/remittances';
  };
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Filters in force">
      {active.map((field) => {
        const words = `${FIELD_LABELS[field]}: ${valueWords(field, query, makerName)}`;
        return (
          <li key={field}>
            <Link
              href={without(field)}
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-1 pr-2 pl-3 text-xs text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-200"
              aria-label={`Remove filter ${words}`}
            >
              <span className="first-letter:uppercase">{words}</span>
              <span aria-hidden="true" className="text-slate-500">
                ×
              </span>
            </Link>
          </li>
        );
      })}
      <li>
        <Link href={clearHref} className="px-1 text-xs font-medium text-brand-700 hover:underline">
          Clear filters
        </Link>
      </li>
    </ul>
  );
}
