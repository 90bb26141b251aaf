import type { CurrencyTotals } from '@/lib/desk/overview/totals';
import { compareAmounts, displayAmount, formatMoney } from '@/lib/reference/money-format';
import { VolumeChart, type VolumeSeries } from './volume-chart';

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `2026-03-09` → `9 Mar` (a calendar day, so no zone of its own). */
const labelOf = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

function seriesOf(row: CurrencyTotals, labels: string[]): VolumeSeries {
  let most = 0;
  row.daily.forEach((amount, i) => {
    if (compareAmounts(amount, row.daily[most]!) > 0) most = i;
  });
  const idle = row.daily.filter((amount) => compareAmounts(amount, '0') === 0).length;
  const first = labels[0];
  const last = labels.at(-1);
  return {
    currency: row.currency,
    values: row.daily.map(Number),
    display: row.daily.map((amount) => formatMoney(amount, row.currency)),
    summary:
      `Sent per day in ${row.currency}, ${first} to ${last}: ${formatMoney(row.periods['30d'].sent, row.currency)} in all; ` +
      `the most on ${labels[most]}, ${formatMoney(row.daily[most]!, row.currency)}; nothing sent on ${idle} of ${labels.length} days. ` +
      'The numbers are in the table below the chart.',
  };
}

/** Sent per day over the last 30 days: the chart (one currency at a time) and the same numbers as a table. */
export function VolumeSection({ days, currencies }: { days: string[]; currencies: CurrencyTotals[] }) {
  const sending = currencies.filter((row) => row.periods['30d'].sentCount > 0);
  if (sending.length === 0) return <p className="text-sm text-slate-500">Nothing sent in the last 30 days.</p>;
  const labels = days.map(labelOf);
  return (
    <div className="space-y-4">
      <VolumeChart labels={labels} series={sending.map((row) => seriesOf(row, labels))} />
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">The numbers, day by day</summary>
        {/* Scrolls within the card; focusable so the keyboard can scroll it too. */}
        <div className="mt-3 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label="Sent per day, table">
          <table className="w-full text-sm" data-testid="volume-table">
            <caption className="sr-only">Sent per day, by sending currency, last 30 days</caption>
            <thead className="sticky top-0 bg-white">
              <tr className="text-xs text-slate-500">
                <th scope="col" className="py-1 pr-3 text-left font-medium">
                  Day
                </th>
                {sending.map((row) => (
                  <th key={row.currency} scope="col" className="py-1 pl-3 text-right font-medium">
                    {row.currency}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="py-1 pr-3 text-left font-normal whitespace-nowrap text-slate-600">
                    <time dateTime={day}>{labels[i]}</time>
                  </th>
                  {sending.map((row) => (
                    <td key={row.currency} className="py-1 pl-3 text-right font-mono whitespace-nowrap tabular-nums">
                      {displayAmount(row.daily[i]!, row.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
