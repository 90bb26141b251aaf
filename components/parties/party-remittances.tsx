import Link from 'next/link';
import { StatusBadge } from '@/components/remittances/status-badge';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { EmptyState, ListTable, tableClasses as t } from '@/components/ui/list-controls';
import { PARTY_ROLE_LABELS } from '@/lib/desk/parties/party';
import type { PartyRemittance } from '@/lib/desk/parties/service';
import { kindLabel } from '@/lib/desk/remittances/presentation';
import { formatMoney } from '@/lib/reference/money-format';
import { remittancePath } from '@/lib/schemas/reference-path';

/** A remittance compliance holds (not sent yet), by where its review stands. */
const REVIEW_WORDS: Readonly<Record<string, string>> = {
  in_review: 'In compliance review',
  approved: 'Approved, being sent',
  returned: 'Returned to its maker',
  rejected: 'Rejected in review',
};

/** The remittances that used a saved party, newest first, each linking to its page (or its review). */
export function PartyRemittances({ items, zone }: { items: readonly PartyRemittance[]; zone?: string }) {
  if (items.length === 0) return <EmptyState>No remittance has used this party yet.</EmptyState>;
  return (
    <ListTable columns={['Reference', 'As', 'Kind', { label: 'Amount', numeric: true }, 'Status', 'Submitted']}>
      {items.map((item) => (
        <tr key={`${item.reference}-${item.role}`} data-testid="party-remittance">
          <td className={`${t.td} font-mono text-xs`}>
            <Link href={remittancePath(item.reference)} prefetch={false} className="text-brand-700 hover:underline">
              {item.reference}
            </Link>
          </td>
          <td className={t.td}>{PARTY_ROLE_LABELS[item.role]}</td>
          <td className={t.td}>{kindLabel('transaction', item.type)}</td>
          <td className={`${t.td} text-right tabular-nums`}>
            {item.amount && item.currency ? formatMoney(item.amount, item.currency) : '—'}
          </td>
          <td className={t.td}>
            {item.inReview ? (
              <Badge tone={item.status === 'rejected' ? 'bad' : 'warn'}>
                {REVIEW_WORDS[item.status] ?? 'In compliance review'}
              </Badge>
            ) : (
              <StatusBadge status={item.status} />
            )}
          </td>
          <td className={`${t.td} text-slate-600`}>
            <DateTimeCell timestamp={item.usedAt} zone={zone} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
