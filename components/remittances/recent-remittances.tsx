import Link from 'next/link';
import { kindLabel } from '@/lib/desk/remittances/presentation';
import { formatMoney } from '@/lib/reference/money-format';
import type { RemittanceListItem } from '@/lib/desk/remittances/queries';
import { Parties } from './remittances-table';
import { StatusBadge } from './status-badge';

/** The latest few remittances, for the overview. */
export function RecentRemittances({
  items,
  names,
}: {
  items: RemittanceListItem[];
  names: (value: string | null) => string;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No remittances yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Recent remittances">
      {items.map((item) => (
        <li
          key={item.reference}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
          data-testid="recent-remittance"
        >
          <div className="min-w-0">
            <Link
              href={`/remittances/${encodeURIComponent(item.reference)}`}
              className="font-mono text-xs font-medium text-brand-700 hover:underline"
            >
              {item.reference}
            </Link>
            <p className="text-slate-600">
              {kindLabel(item.kind, item.type)} ·{' '}
              <Parties sender={item.senderName} recipient={item.recipientName} names={names} />
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-mono tabular-nums">{formatMoney(item.amount, item.currency)}</span>
            <StatusBadge status={item.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
