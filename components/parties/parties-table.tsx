import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';
import { formatDay } from '@/lib/compliance/checks/dates';
import { expiredIdNotice, PARTY_KIND_LABELS } from '@/lib/desk/parties/party';
import type { PartyListItem } from '@/lib/desk/parties/service';
import { countryName } from '@/lib/reference/countries';

/** Saved parties by name, each linking to its page; names as the reader's role may see them. */
export function PartiesTable({ parties, zone }: { parties: readonly PartyListItem[]; zone?: string }) {
  return (
    <ListTable columns={['Name', 'Kind', 'Country', 'ID or registration valid through', 'Status', 'Last changed']}>
      {parties.map((party) => {
        const expired = expiredIdNotice(party);
        return (
          <tr key={party.id} data-testid="party-row">
            <td className={`${t.td} font-medium text-slate-900`}>
              <Link
                href={`/parties/${encodeURIComponent(party.id)}`}
                prefetch={false}
                className="text-brand-700 hover:underline"
              >
                {party.name || 'Unnamed'}
              </Link>
              <span className="block font-mono text-xs font-normal text-slate-600" data-testid="party-id">
                {party.id}
              </span>
            </td>
            <td className={t.td}>
              <Badge tone={party.kind === 'business' ? 'info' : 'neutral'}>{PARTY_KIND_LABELS[party.kind]}</Badge>
            </td>
            <td className={t.td}>{party.country ? countryName(party.country) : '—'}</td>
            <td className={t.td}>
              {party.idExpiresOn ? formatDay(party.idExpiresOn) : '—'}
              {expired && (
                <span className="ml-2">
                  <Badge tone="warn">Expired</Badge>
                </span>
              )}
            </td>
            <td className={t.td}>
              {party.active ? <Badge tone="good">Active</Badge> : <Badge tone="neutral">Deactivated</Badge>}
            </td>
            <td className={`${t.td} text-slate-600`}>
              <DateTimeCell timestamp={party.updatedAt} zone={zone} />
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
