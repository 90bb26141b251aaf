import { ColumnHeadings } from '@/components/ui/column-headings';
import { PERIODS, type CurrencyTotals } from '@/lib/desk/overview/totals';
import { displayAmount } from '@/lib/reference/money-format';

/** Per sending currency: sent, fees and how many remittances, today and over the last 7 and 30 days. */
export function SentByCurrency({ currencies }: { currencies: CurrencyTotals[] }) {
  if (currencies.length === 0) return <p className="text-sm text-slate-500">Nothing sent in the last 30 days.</p>;
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Sent by currency">
      {currencies.map((row) => (
        <li
          key={row.currency}
          className="rounded-md border border-slate-200 p-3 sm:p-4"
          data-testid={`sent-${row.currency}`}
        >
          {/* Large amounts may still be wider than a phone: the table scrolls, and the keyboard reaches it. */}
          <div
            className="overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-label={`${row.currency}: sent, fees and count`}
          >
            <table className="w-full text-xs sm:text-sm">
              <caption className="mb-2 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
                {row.currency}
                <span className="sr-only"> sent, fees and remittances</span>
              </caption>
              <thead>
                <tr className="text-xs text-slate-500">
                  <ColumnHeadings
                    columns={[
                      { label: 'Period', hidden: true, className: 'py-1 pr-2 text-left font-medium' },
                      'Sent',
                      'Fees',
                      { label: 'Count', className: 'py-1 pl-2 text-right font-medium' },
                    ]}
                    className="py-1 pr-2 text-right font-medium"
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {PERIODS.map((period) => {
                  const totals = row.periods[period.key];
                  const allUnknown = totals.sentCount > 0 && totals.feesUnknown === totals.sentCount;
                  return (
                    <tr key={period.key}>
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal whitespace-nowrap text-slate-600">
                        {period.label}
                      </th>
                      <td className="py-1.5 pr-2 text-right font-mono whitespace-nowrap tabular-nums">
                        {displayAmount(totals.sent, row.currency)}
                      </td>
                      <td className="py-1.5 pr-2 text-right font-mono whitespace-nowrap tabular-nums">
                        {allUnknown ? (
                          <span className="font-sans text-slate-500">unknown</span>
                        ) : (
                          <>
                            {displayAmount(totals.fees, row.currency)}
                            {totals.feesUnknown > 0 && (
                              <span className="block font-sans text-xs text-slate-500">
                                {totals.feesUnknown} unknown
                              </span>
                            )}
                          </>
                        )}
                      </td>
                      <td className="py-1.5 pl-2 text-right tabular-nums">{totals.count}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </li>
      ))}
    </ul>
  );
}
