import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { EmptyState, Pager } from '@/components/ui/list-controls';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { formatExportTime, zoneOffset } from '@/lib/desk/time-zone';
import { kindInWords, type StatementForm, type StatementPeriod } from '@/lib/desk/statement/period';
import { displayAmount, formatMoney } from '@/lib/reference/money-format';
import type { Statement, StatementEntry } from '@/lib/schemas/balance';
import { remittancePath } from '@/lib/schemas/reference-path';

/*
 * The statement page's parts (server components, no JavaScript of their own): the GET form that
 * chooses the balance and the days, the balances around the period, the movements (a table on wide
 * screens, a list on phones) and the line that says whether the statement agrees with the API.
 */

/** The statement's query as a link: the page (with a cursor) or the CSV download. */
export function statementHref(path: string, form: StatementForm, cursor?: string): string {
  const params = new URLSearchParams({ currency: form.currency, from: form.from, to: form.to });
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params}`;
}

function DayInput({
  id,
  label,
  value,
  problem,
}: {
  id: 'from' | 'to';
  label: string;
  value: string;
  problem?: string;
}) {
  return (
    <div className="w-full sm:w-44">
      <label htmlFor={`statement-${id}`} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`statement-${id}`}
        name={id}
        type="date"
        required
        defaultValue={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `statement-${id}-error` : undefined}
        className={`${inputClasses} mt-1`}
      />
      {problem && (
        <p id={`statement-${id}-error`} className="mt-1 text-xs text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Which balance and which days (both included, in the person's zone): a GET form, so a statement is a link. */
export function StatementFormFields({
  period,
  currencies,
  zone,
}: {
  period: StatementPeriod;
  currencies: readonly string[];
  zone: string;
}) {
  const { form, problems } = period;
  return (
    <form method="get" action="/statement" aria-label="Choose the statement" className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-auto">
        <LabelledSelect
          id="statement-currency"
          name="currency"
          label="Balance"
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          defaultValue={form.currency}
          selectClassName="mt-1"
          aria-invalid={problems.currency ? true : undefined}
          aria-describedby={problems.currency ? 'statement-currency-error' : undefined}
        />
        {problems.currency && (
          <p id="statement-currency-error" className="mt-1 text-xs text-red-700">
            {problems.currency}
          </p>
        )}
      </div>
      <DayInput id="from" label="From (day included)" value={form.from} problem={problems.from} />
      <DayInput id="to" label="To (day included)" value={form.to} problem={problems.to} />
      <button type="submit" className={buttonClasses('secondary')}>
        Show statement
      </button>
      <p className="w-full text-xs text-slate-500">Days start and end at midnight in {zone}.</p>
    </form>
  );
}

const when = (value: Date | string, zone: string) => (
  <time dateTime={new Date(value).toISOString()}>{formatExportTime(value, zone)}</time>
);

/** One balance of the statement's summary: its name, the amount, and when (`children`). */
function BalanceFigure({
  label,
  testId,
  amount,
  children,
}: {
  label: string;
  testId: string;
  amount: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-md border border-slate-200 p-4">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-mono text-lg font-semibold tabular-nums" data-testid={testId}>
        {amount}
      </dd>
      <dd className="mt-1 text-xs text-slate-500">{children}</dd>
    </div>
  );
}

/** Opening and closing balance, and whether the closing one is the API's balance now. */
export function StatementSummary({
  statement,
  period,
  zone,
  reconciliation,
}: {
  statement: Statement;
  period: StatementPeriod;
  zone: string;
  reconciliation?: { currentBalance: string; agrees: boolean };
}) {
  const { currency } = statement;
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        <BalanceFigure
          label="Opening balance"
          testId="opening-balance"
          amount={formatMoney(statement.openingBalance, currency)}
        >
          at {when(period.start, zone)} {zone}
        </BalanceFigure>
        <BalanceFigure
          label="Closing balance"
          testId="closing-balance"
          amount={formatMoney(statement.closingBalance, currency)}
        >
          {period.endsNow ? (
            'now'
          ) : (
            <>
              at {when(period.end, zone)} {zone}
            </>
          )}
        </BalanceFigure>
      </dl>
      {reconciliation && (
        <p
          className={`text-sm ${reconciliation.agrees ? 'text-emerald-800' : 'text-amber-800'}`}
          data-testid="reconciliation"
        >
          {reconciliation.agrees
            ? `The closing balance equals the payments API's current balance, ${formatMoney(reconciliation.currentBalance, currency)}.`
            : `The closing balance differs from the payments API's current balance, ${formatMoney(
                reconciliation.currentBalance,
                currency,
              )}: a movement may have arrived while this page loaded. Show the statement again to include it.`}
        </p>
      )}
    </div>
  );
}

/** `+900.00` / `−120.00` (a true minus sign), the currency named in the column. */
function signedAmount(amount: string, currency: string): string {
  const negative = amount.trim().startsWith('-');
  return `${negative ? '−' : '+'}${displayAmount(negative ? amount.trim().slice(1) : amount, currency)}`;
}

function RemittanceCell({ entry, references }: { entry: StatementEntry; references: ReadonlyMap<string, string> }) {
  if (!entry.reference) return <span className="text-slate-400">—</span>;
  const desk = references.get(entry.reference);
  if (desk)
    return (
      <Link
        href={remittancePath(desk)}
        prefetch={false}
        className="font-medium text-brand-700 hover:underline"
        title={`Service reference ${entry.reference}`}
      >
        {desk}
      </Link>
    );
  return <span className="font-mono text-xs text-slate-600">{entry.reference}</span>;
}

const th = 'whitespace-nowrap px-3 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'whitespace-nowrap px-3 py-2 text-slate-700';

/** The movements of one page: a table on wider screens, a list on phones. */
export function StatementMovements({
  statement,
  references,
  zone,
  empty,
}: {
  statement: Statement;
  references: ReadonlyMap<string, string>;
  zone: string;
  empty: ReactNode;
}) {
  const { currency, entries } = statement;
  if (entries.length === 0) return <EmptyState>{empty}</EmptyState>;
  const offset = zoneOffset(entries[0]!.at, zone);
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="statement-table">
          <caption className="sr-only">Movements of the {currency} balance, oldest first</caption>
          <thead>
            <tr>
              <th scope="col" className={`${th} text-left`}>
                Time ({zone}, {offset})
              </th>
              <th scope="col" className={`${th} text-left`}>
                Movement
              </th>
              <th scope="col" className={`${th} text-left`}>
                Remittance
              </th>
              <th scope="col" className={`${th} text-right`}>
                Amount ({currency})
              </th>
              <th scope="col" className={`${th} text-right`}>
                Balance after
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="statement-row">
                <td className={`${td} font-mono text-xs`}>{when(entry.at, zone)}</td>
                <td className={td}>{kindInWords(entry.kind)}</td>
                <td className={td}>
                  <RemittanceCell entry={entry} references={references} />
                </td>
                <td
                  className={`${td} text-right font-mono tabular-nums ${entry.amount.startsWith('-') ? '' : 'text-emerald-800'}`}
                >
                  {signedAmount(entry.amount, currency)}
                </td>
                <td className={`${td} text-right font-mono tabular-nums`}>
                  {displayAmount(entry.balanceAfter, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol
        className="divide-y divide-slate-100 sm:hidden"
        aria-label={`Movements of the ${currency} balance, oldest first`}
      >
        {entries.map((entry) => (
          <li key={entry.id} className="py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-slate-900">{kindInWords(entry.kind)}</span>
              <span
                className={`font-mono tabular-nums ${entry.amount.startsWith('-') ? 'text-slate-900' : 'text-emerald-800'}`}
              >
                {signedAmount(entry.amount, currency)} {currency}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {when(entry.at, zone)} {zone}
            </p>
            <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
              <span className="min-w-0 break-all">
                <RemittanceCell entry={entry} references={references} />
              </span>
              <span className="font-mono text-slate-500 tabular-nums">
                balance {displayAmount(entry.balanceAfter, currency)}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Keyset pages of the movements: "Next page" carries the cursor, "First page" drops it. */
export function StatementPager({
  form,
  cursor,
  nextCursor,
}: {
  form: StatementForm;
  cursor?: string;
  nextCursor: string | null;
}) {
  return (
    <Pager
      path="/statement"
      filters={{ currency: form.currency, from: form.from, to: form.to }}
      cursor={cursor}
      nextCursor={nextCursor}
    />
  );
}
