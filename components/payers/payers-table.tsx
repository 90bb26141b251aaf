import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { numberInList } from '@/lib/desk/mask';
import { countryName } from '@/lib/reference/countries';
import type { Payer } from '@/lib/schemas/payer';
import { PAYER_TYPE_LABELS } from '@/lib/schemas/payer-types';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';

/**
 * Payers, newest first, each with its ID (what a viewer searches by); `name` shows or masks names for
 * the role looking, phone and identity numbers are masked for every role.
 */
export function PayersTable({
  payers,
  name,
  zone,
}: {
  payers: Payer[];
  name: (value: string) => string;
  zone?: string;
}) {
  return (
    <ListTable columns={['Name', 'Type', 'Country', 'Phone', 'ID number', 'Created']}>
      {payers.map((payer) => (
        <tr key={payer.originalPayerId} data-testid="payer-row">
          <td className={`${t.td} font-medium text-slate-900`}>
            <Link
              href={`/payers/${encodeURIComponent(payer.originalPayerId)}`}
              prefetch={false}
              className="text-brand-700 hover:underline"
              data-testid="payer-name"
            >
              {name(payer.name)}
            </Link>
            {payer.status === 'INACTIVE' && (
              <span className="ml-2">
                <Badge tone="bad">Deactivated</Badge>
              </span>
            )}
            {payer.payer.enName !== payer.name && (
              <span className="block text-xs font-normal text-slate-500">{name(payer.payer.enName)}</span>
            )}
            <span className="block font-mono text-xs font-normal text-slate-500" data-testid="party-id">
              {payer.originalPayerId}
            </span>
          </td>
          <td className={t.td}>
            <Badge tone={payer.payerType === 'INDIVIDUAL' ? 'neutral' : 'info'}>
              {PAYER_TYPE_LABELS[payer.payerType]}
            </Badge>
          </td>
          <td className={t.td}>{countryName(payer.address.country)}</td>
          <td className={`${t.td} font-mono text-xs`} data-testid="payer-phone">
            {numberInList(payer.payer.phone)}
          </td>
          <td className={`${t.td} font-mono text-xs`} data-testid="payer-id-number">
            <span className="mr-1 font-sans text-slate-500">{payer.identity.type}</span>
            {numberInList(payer.identity.number)}
          </td>
          <td className={`${t.td} text-slate-500`}>
            <DateTimeCell timestamp={payer.createdAt} zone={zone} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
