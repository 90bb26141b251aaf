import Link from 'next/link';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';
import { Badge } from '@/components/ui/badge';
import { numberInList } from '@/lib/desk/mask';
import { countryName } from '@/lib/reference/countries';
import type { Beneficiary } from '@/lib/schemas/beneficiary';

/**
 * Beneficiaries, newest first, each with its ID (what a viewer searches by); `name` shows or masks
 * names for the role looking, account numbers and IBANs are masked for every role.
 */
export function BeneficiariesTable({
  beneficiaries,
  name,
  zone,
}: {
  beneficiaries: Beneficiary[];
  name: (value: string) => string;
  zone?: string;
}) {
  return (
    <ListTable columns={['Name', 'Route', 'Bank', 'Account', 'Status', 'Created']}>
      {beneficiaries.map((b) => (
        <tr key={b.beneficiaryId} data-testid="beneficiary-row">
          <td className={`${t.td} font-medium text-slate-900`}>
            <Link
              href={`/beneficiaries/${encodeURIComponent(b.beneficiaryId)}`}
              prefetch={false}
              className="text-brand-700 hover:underline"
              data-testid="beneficiary-name"
            >
              {name(b.beneficiary.name)}
            </Link>
            <span className="block text-xs font-normal text-slate-500">
              {b.accountType === 'BUSINESS' ? 'Business' : 'Individual'}
            </span>
            <span className="block font-mono text-xs font-normal text-slate-500" data-testid="party-id">
              {b.beneficiaryId}
            </span>
          </td>
          <td className={t.td}>
            <span className="font-medium">
              {b.localClearing
                ? `${b.paymentChannelType} · ${b.localClearing.scheme.replace(/_/g, ' ')}`
                : b.paymentChannelType}
            </span>
            <span className="block text-xs text-slate-500">
              {countryName(b.countryCode)} · {b.bankAccount.currency}
            </span>
          </td>
          <td className={t.td}>
            {b.bankAccount.bankName}
            {b.bankAccount.swiftCode && (
              <span className="block font-mono text-xs text-slate-500">{b.bankAccount.swiftCode}</span>
            )}
          </td>
          <td className={`${t.td} font-mono text-xs`} data-testid="beneficiary-account">
            {numberInList(b.bankAccount.iban ?? b.bankAccount.accountNumber)}
          </td>
          <td className={t.td}>
            {b.status === 'INACTIVE' ? (
              <Badge tone="bad">Deactivated</Badge>
            ) : (
              <Badge tone={b.verificationStatus === 'VERIFIED' ? 'good' : 'warn'}>
                {b.verificationStatus === 'VERIFIED' ? 'Verified' : 'Pending check'}
              </Badge>
            )}
          </td>
          <td className={`${t.td} text-slate-500`}>
            <DateTimeCell timestamp={b.createdAt} zone={zone} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
