'use client';

import { useQuery } from '@tanstack/react-query';
import type { BalanceList } from '@/lib/schemas/balance';

async function fetchBalances(): Promise<BalanceList> {
  const response = await fetch('/api/desk/balances', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Balances could not be loaded (HTTP ${response.status})`);
  return response.json();
}

function formatMoney(amount: string, currency: string) {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''} ${currency}`;
}

/** Ledger balances, rendered from the server's first answer and refreshed every 10 s. */
export function BalancesPanel({ initial }: { initial: BalanceList }) {
  const { data, error, isFetching } = useQuery({ queryKey: ['balances'], queryFn: fetchBalances, initialData: initial, refetchInterval: 10_000 });
  if (data.balances.length === 0) {
    return <p className="text-sm text-slate-500">No ledgers yet. Fund one through a deposit instruction.</p>;
  }
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Balances">
        {data.balances.map((balance) => (
          <li key={balance.currency} className="rounded-md border border-slate-200 p-4" data-testid={`balance-${balance.currency}`}>
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{balance.currency}</p>
            <p className="mt-1 font-mono text-lg font-semibold tabular-nums">{formatMoney(balance.availableBalance, balance.currency)}</p>
            <p className="mt-1 text-xs text-slate-500">
              available · {formatMoney(balance.reservedBalance, balance.currency)} reserved
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500" aria-live="polite">
        {error ? 'Could not refresh balances; showing the last known figures.' : isFetching ? 'Refreshing…' : 'Updates every 10 seconds.'}
      </p>
    </div>
  );
}
