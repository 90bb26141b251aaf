import Link from 'next/link';
import { StatusBadge } from '@/components/remittances/status-badge';
import { PERIODS, type StatusCount } from '@/lib/desk/overview/totals';
import { STATUS_GROUPS, statusGroupOf, type StatusGroup } from '@/lib/desk/remittances/lifecycle';

const GROUP_ORDER = Object.keys(STATUS_GROUPS) as StatusGroup[];

/** Remittances by status, grouped as the list filters them, today and over the last 7 and 30 days. */
export function StatusCounts({ statuses }: { statuses: StatusCount[] }) {
  if (statuses.length === 0) return <p className="text-sm text-slate-500">No remittances in the last 30 days.</p>;
  const groups = [
    ...GROUP_ORDER.map((group) => ({
      key: group,
      label: STATUS_GROUPS[group].label,
      href: `/remittances?status=${group}`,
      rows: statuses.filter((s) => statusGroupOf(s.status) === group),
    })),
    { key: 'other', label: 'Other', href: undefined, rows: statuses.filter((s) => !statusGroupOf(s.status)) },
  ].filter((group) => group.rows.length > 0);
  const sum = (rows: StatusCount[], key: (typeof PERIODS)[number]['key']) =>
    rows.reduce((total, row) => total + row.counts[key], 0);

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="status-counts">
        <caption className="sr-only">Remittances by status, by when they were submitted</caption>
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="py-1 pr-3 text-left font-medium">
              Status
            </th>
            {PERIODS.map((period) => (
              <th key={period.key} scope="col" className="py-1 pl-3 text-right font-medium whitespace-nowrap">
                {period.label}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key} className="border-t border-slate-200">
            <tr>
              <th scope="row" className="py-2 pr-3 text-left font-semibold">
                {group.href ? (
                  <Link href={group.href} className="text-brand-700 hover:underline">
                    {group.label}
                  </Link>
                ) : (
                  group.label
                )}
              </th>
              {PERIODS.map((period) => (
                <td key={period.key} className="py-2 pl-3 text-right font-semibold tabular-nums">
                  {sum(group.rows, period.key)}
                </td>
              ))}
            </tr>
            {group.rows.map((row) => (
              <tr key={row.status} data-testid={`status-count-${row.status}`}>
                <th scope="row" className="py-1 pr-3 pl-3 text-left font-normal">
                  <StatusBadge status={row.status} />
                </th>
                {PERIODS.map((period) => (
                  <td key={period.key} className="py-1 pl-3 text-right text-slate-600 tabular-nums">
                    {row.counts[period.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
