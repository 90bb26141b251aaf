import Link from 'next/link';
import { kindLabel, type RemittanceLineItem } from '@/lib/desk/remittances/presentation';
import { formatMoney } from '@/lib/reference/money-format';
import { Parties } from './remittances-table';
import { StatusBadge } from './status-badge';
import { remittancePath } from '@/lib/schemas/reference-path';

/** A remittance in one line: its reference (a link), type, parties as the role sees them, amount and status. */
export function RemittanceLine({ item, names }: { item: RemittanceLineItem; names: (value: string | null) => string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <div className="min-w-0">
        <Link
          href={remittancePath(item.reference)}
          prefetch={false}
          className="font-mono text-xs font-medium break-all text-brand-700 hover:underline"
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
    </div>
  );
}
