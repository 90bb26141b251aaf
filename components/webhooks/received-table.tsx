import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';
import type { ReceivedWebhook } from '@/lib/desk/webhooks/log';
import { remittancePath } from '@/lib/schemas/reference-path';

const REFUSAL_WORDS: Record<string, string> = {
  forged: 'Refused: signature does not match',
  stale: 'Refused: too old or from the future',
  unsigned: 'Refused: not signed',
  malformed: 'Refused: not a webhook',
};

/** What the desk's receiver did with each message: verified and kept, or refused and why. */
export function ReceivedTable({ items, zone }: { items: readonly ReceivedWebhook[]; zone: string }) {
  return (
    <ListTable columns={['Received', 'Verification', 'Message', 'About']}>
      {items.map((item, index) => (
        <tr key={`${item.outcome}:${item.messageId}:${index}`}>
          <td className={t.td}>
            <DateTimeCell timestamp={item.receivedAt} zone={zone} />
          </td>
          <td className={t.td}>
            {item.outcome === 'verified' ? (
              <Badge tone="good">Verified</Badge>
            ) : (
              <Badge tone="bad">{REFUSAL_WORDS[item.kind] ?? 'Refused'}</Badge>
            )}
          </td>
          <td className={`${t.td} max-w-xs`}>
            {item.outcome === 'verified' ? (
              <>
                <span className="font-medium">{item.eventType}</span>
                <span className="block truncate font-mono text-xs text-slate-500" title={item.messageId}>
                  {item.messageId}
                </span>
              </>
            ) : (
              <>
                <span className="block text-sm">{item.reason}</span>
                <span className="block truncate font-mono text-xs text-slate-500">
                  {item.messageId ?? 'no id'}
                  {item.ip ? ` · from ${item.ip}` : ''}
                </span>
              </>
            )}
          </td>
          <td className={t.td}>
            {item.outcome === 'verified' && item.about ? (
              <Link href={remittancePath(item.about)} prefetch={false} className="text-brand-700 underline">
                {item.about}
              </Link>
            ) : (
              <span className="text-slate-400">—</span>
            )}
            {item.outcome === 'verified' && item.status && (
              <span className="block text-xs text-slate-500">{item.status}</span>
            )}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
