import { formatMoney } from '@/lib/reference/money-format';
import type { BalanceList } from '@/lib/schemas/balance';

/** Ledger balances as the API answered them; the page around it refreshes (AutoRefresh). */
export function BalancesPanel({ balances }: { balances: BalanceList }) {
  if (balances.balances.length === 0) {
    return <p className="text-sm text-slate-500">No ledgers yet. Fund one through a deposit instruction.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Balances">
      {balances.balances.map((balance) => (
        <li
          key={balance.currency}
          className="rounded-md border border-slate-200 p-4"
          data-testid={`balance-${balance.currency}`}
        >
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{balance.currency}</p>
          <p className="mt-1 font-mono text-lg font-semibold tabular-nums">
            {formatMoney(balance.availableBalance, balance.currency)}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            available · {formatMoney(balance.reservedBalance, balance.currency)} reserved
          </p>
        </li>
      ))}
    </ul>
  );
}
