import { Badge } from '@/components/ui/badge';
import { countryName } from '@/lib/reference/countries';
import type { Payer } from '@/lib/schemas/payer';
import { PAYER_TYPE_LABELS } from '@/lib/schemas/payer-types';
import { CreatedCell, ListTable, tableClasses as t } from '@/components/ui/list-controls';

/** Payers, newest first; `pii` shows or masks phone and identity numbers for the viewer's role. */
export function PayersTable({ payers, pii }: { payers: Payer[]; pii: (value: string | undefined) => string }) {
  return (
    <ListTable columns={['Name', 'Type', 'Country', 'Phone', 'ID number', 'Created']}>
      {payers.map((payer) => (
        <tr key={payer.originalPayerId} data-testid="payer-row">
          <td className={`${t.td} font-medium text-slate-900`}>
            {payer.name}
            {payer.payer.enName !== payer.name && (
              <span className="block text-xs font-normal text-slate-500">{payer.payer.enName}</span>
            )}
          </td>
          <td className={t.td}>
            <Badge tone={payer.payerType === 'INDIVIDUAL' ? 'neutral' : 'info'}>
              {PAYER_TYPE_LABELS[payer.payerType]}
            </Badge>
          </td>
          <td className={t.td}>{countryName(payer.address.country)}</td>
          <td className={`${t.td} font-mono text-xs`} data-testid="payer-phone">
            {pii(payer.payer.phone)}
          </td>
          <td className={`${t.td} font-mono text-xs`} data-testid="payer-id-number">
            <span className="mr-1 font-sans text-slate-500">{payer.identity.type}</span>
            {pii(payer.identity.number)}
          </td>
          <td className={`${t.td} text-slate-500`}>
            <CreatedCell timestamp={payer.createdAt} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
