import Link from 'next/link';
import { CreatedCell, ListTable, tableClasses as t, type ListColumn } from '@/components/ui/list-controls';
import { kindLabel } from '@/lib/desk/remittances/presentation';
import { formatMoney } from '@/lib/reference/money-format';
import type { RemittanceListItem } from '@/lib/desk/remittances/queries';
import { StatusBadge } from './status-badge';

/** Sender → recipient, names shown or masked by `names` for the viewer's role. */
export function Parties({
  sender,
  recipient,
  names,
}: {
  sender: string | null;
  recipient: string | null;
  names: (value: string | null) => string;
}) {
  return (
    <span>
      {names(sender) || <span className="text-slate-400">unknown sender</span>}
      <span aria-hidden="true" className="mx-1 text-slate-400">
        →
      </span>
      <span className="sr-only"> to </span>
      {names(recipient) || <span className="text-slate-400">unknown recipient</span>}
    </span>
  );
}

const REMITTANCE_COLUMNS: readonly ListColumn[] = [
  'Reference and kind',
  'Sender → recipient',
  { label: 'Amount', numeric: true },
  'Status',
  'Created',
];

/** Remittances, newest first; each reference opens its page. */
export function RemittancesTable({
  items,
  names,
}: {
  items: RemittanceListItem[];
  names: (value: string | null) => string;
}) {
  return (
    <ListTable columns={REMITTANCE_COLUMNS}>
      {items.map((item) => (
        <tr key={item.reference} data-testid="remittance-row">
          <td className={t.td}>
            <Link
              href={`/remittances/${encodeURIComponent(item.reference)}`}
              className="font-mono text-xs font-medium text-brand-700 hover:underline"
            >
              {item.reference}
            </Link>
            <span className="block text-xs text-slate-500">{kindLabel(item.kind, item.type)}</span>
          </td>
          <td className={`${t.td} min-w-48 whitespace-normal`} data-testid="remittance-parties">
            <Parties sender={item.senderName} recipient={item.recipientName} names={names} />
          </td>
          <td className={`${t.td} text-right font-mono tabular-nums`}>
            {formatMoney(item.amount, item.currency)}
            {item.sendingAmount && item.sendingCurrency && (
              <span className="block text-xs text-slate-500">
                sent {formatMoney(item.sendingAmount, item.sendingCurrency)}
              </span>
            )}
          </td>
          <td className={t.td}>
            <StatusBadge status={item.status} />
          </td>
          <td className={`${t.td} text-slate-500`}>
            <CreatedCell timestamp={item.createdAt.toISOString()} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
