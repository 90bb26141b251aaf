import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';
import { isRole, ROLE_LABELS } from '@/lib/auth/roles';
import { summariseDetails } from '@/lib/desk/audit/present';
import type { AuditListItem } from '@/lib/desk/audit/queries';
import { remittancePath } from '@/lib/schemas/reference-path';

const COLUMNS = ['Time', 'Who', 'Action', 'Target / remittance', 'Details'] as const;

const OUTCOME_TONES = { ok: 'good', refused: 'warn', failed: 'bad' } as const;

function OutcomeBadge({ outcome }: { outcome: string }) {
  const tone = OUTCOME_TONES[outcome as keyof typeof OUTCOME_TONES] ?? 'neutral';
  return <Badge tone={tone}>{outcome}</Badge>;
}

const none = <span className="text-slate-500">—</span>;

/** Rows of the trail, newest first: secrets never shown, e-mails masked (summariseDetails). */
export function AuditTable({ items, zone }: { items: readonly AuditListItem[]; zone?: string }) {
  return (
    <ListTable columns={COLUMNS}>
      {items.map((item) => {
        const details = summariseDetails(item.details);
        return (
          <tr key={item.id} data-testid="audit-row">
            <td className={t.td}>
              <DateTimeCell timestamp={item.createdAt} zone={zone} />
              <span className="block text-xs text-slate-500">#{item.id}</span>
            </td>
            <td className={t.td}>
              {item.actorName ?? (item.actorId ? <span className="font-mono text-xs">{item.actorId}</span> : none)}
              {item.actorRole && (
                <span className="block text-xs text-slate-500">
                  {isRole(item.actorRole) ? ROLE_LABELS[item.actorRole] : item.actorRole}
                </span>
              )}
              {item.ip && <span className="block font-mono text-xs text-slate-500">{item.ip}</span>}
            </td>
            <td className={t.td}>
              <span className="font-mono text-xs">{item.action}</span>
              <span className="mt-1 block">
                <OutcomeBadge outcome={item.outcome} />
              </span>
            </td>
            <td className={`${t.td} whitespace-normal`}>
              {/* The remittance is linked; a target that only repeats it is not shown twice. */}
              {item.target && item.target !== item.remittance && <span className="block break-all">{item.target}</span>}
              {item.remittance && (
                <Link
                  href={remittancePath(item.remittance)}
                  prefetch={false}
                  className="block font-mono text-xs font-medium text-brand-700 hover:underline"
                >
                  {item.remittance}
                </Link>
              )}
              {!item.target && !item.remittance && none}
            </td>
            <td className={`${t.td} max-w-md min-w-48 whitespace-normal text-xs break-words text-slate-600`}>
              {details || none}
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
