import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses } from '@/components/ui/list-controls';
import type { QueueRow } from '@/lib/desk/review/cases';
import { caseClocks, reviewStatusWords } from '@/lib/desk/review/cases';
import { formatMoney } from '@/lib/reference/money-format';
import { reviewPath } from '@/lib/schemas/reference-path';

const STATUS_TONE = { in_review: 'warn', returned: 'info', approved: 'good', rejected: 'bad', sent: 'good' } as const;

export function ReviewStatusBadge({ status }: { status: string }) {
  const tone = STATUS_TONE[status as keyof typeof STATUS_TONE] ?? 'neutral';
  return <Badge tone={tone}>{reviewStatusWords(status)}</Badge>;
}

/** Why a remittance waits, in a few words: the rules that caught it. */
export function caughtBy(row: Pick<QueueRow, 'decision'>): string {
  // A rule that held what it could not compare says why: "USD 10,000 or more (cannot convert EUR to USD: held for review)".
  const matched = ((row.decision as { matched?: { name: string; why?: string }[] }).matched ?? []).map((rule) =>
    rule.why ? `${rule.name} (${rule.why})` : rule.name,
  );
  return matched.length > 0 ? matched.join(', ') : 'Findings';
}

/**
 * Held remittances: the review queue (soonest deadline first) and, for finance staff, what of
 * theirs waits and why. Names come in already masked for the role. The review's deadline and the
 * quote's expiry are two columns: an expired quote is asked again on approval, it is not overdue.
 */
export function HeldTable({
  rows,
  names,
  showStatus,
  zone,
}: {
  rows: QueueRow[];
  names: (value: string | null) => string;
  showStatus?: boolean;
  zone?: string;
}) {
  return (
    <ListTable
      columns={[
        'Review due',
        'Quote valid until',
        'Remittance',
        'Sender → recipient',
        { label: 'Amount', numeric: true },
        'Why it waits',
        ...(showStatus ? ['Status'] : []),
      ]}
    >
      {rows.map((row) => {
        const findings =
          row.findings.length + (row.screening as { dismissed?: unknown }[]).filter((h) => !h.dismissed).length;
        const clocks = caseClocks(row);
        return (
          <tr key={row.id}>
            <td className={tableClasses.td}>
              <DateTimeCell timestamp={row.deadline} zone={zone} />
              {clocks.overdue && <Badge tone="bad">overdue</Badge>}
            </td>
            <td className={tableClasses.td}>
              {clocks.quoteExpiry ? <DateTimeCell timestamp={clocks.quoteExpiry} zone={zone} /> : '—'}
              {clocks.quoteExpired && <div className="text-xs text-slate-500">expired: re-quoted on approval</div>}
            </td>
            <td className={tableClasses.td}>
              <Link
                href={reviewPath(row.reference)}
                prefetch={false}
                className="font-mono font-medium text-brand-700 hover:underline"
              >
                {row.reference}
              </Link>
              <div className="text-xs text-slate-500">
                {row.type} · {row.sendingCurrency ?? '—'} → {row.currency}
                {row.receivingCountry ? ` (${row.receivingCountry})` : ''} · by {row.makerName ?? 'unknown'}
              </div>
            </td>
            <td className={`${tableClasses.td} whitespace-normal`}>
              {names(row.senderName) || '—'} → {names(row.recipientName) || '—'}
            </td>
            <td className={`${tableClasses.td} text-right font-mono`}>
              {formatMoney(row.amount, row.currency)}
              {row.sendingAmount && row.sendingCurrency && (
                <div className="text-xs text-slate-500">{formatMoney(row.sendingAmount, row.sendingCurrency)}</div>
              )}
            </td>
            <td className={`${tableClasses.td} whitespace-normal`}>
              {caughtBy(row)}
              <div className="text-xs text-slate-500">
                {findings === 0 ? 'no findings' : findings === 1 ? '1 finding' : `${findings} findings`}
              </div>
            </td>
            {showStatus && (
              <td className={tableClasses.td}>
                <ReviewStatusBadge status={row.status} />
              </td>
            )}
          </tr>
        );
      })}
    </ListTable>
  );
}
