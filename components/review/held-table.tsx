import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses } from '@/components/ui/list-controls';
import type { QueueRow } from '@/lib/desk/review/cases';
import { caseClocks, reviewStatusWords } from '@/lib/desk/review/cases';
import { formatDateTime } from '@/lib/desk/time-zone';
import { formatMoney } from '@/lib/reference/money-format';
import { reviewPath } from '@/lib/schemas/reference-path';

/** A cell whose words wrap, so the table fits its area at 1280 px and on phones. */
// (tdCompact less its nowrap: two whitespace utilities on one element leave the winner to the stylesheet's order.)
const cell = tableClasses.tdCompact.replace('whitespace-nowrap', 'whitespace-normal');

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
      compact
      stacked
      columns={[
        'Remittance',
        'Sender → recipient',
        { label: 'Amount', numeric: true },
        'Why it waits',
        'Review due',
        ...(showStatus ? ['Status'] : []),
      ]}
    >
      {rows.map((row) => {
        const findings =
          row.findings.length + (row.screening as { dismissed?: unknown }[]).filter((h) => !h.dismissed).length;
        const clocks = caseClocks(row);
        return (
          <tr key={row.id}>
            <td data-label="Remittance" className={`${cell} min-w-[10rem]`}>
              <Link
                href={reviewPath(row.reference)}
                prefetch={false}
                className="font-mono font-medium break-all text-brand-700 hover:underline"
              >
                {row.reference}
              </Link>
              <div className="text-xs text-slate-500">
                {row.type} · {row.sendingCurrency ?? '—'} → {row.currency}
                {row.receivingCountry ? ` (${row.receivingCountry})` : ''} · by {row.makerName ?? 'unknown'}
              </div>
            </td>
            <td data-label="Sender → recipient" className={cell}>
              {names(row.senderName) || '—'} → {names(row.recipientName) || '—'}
            </td>
            <td data-label="Amount" className={`${tableClasses.tdCompact} text-right font-mono`}>
              {formatMoney(row.amount, row.currency)}
              {row.sendingAmount && row.sendingCurrency && (
                <div className="text-xs text-slate-500">{formatMoney(row.sendingAmount, row.sendingCurrency)}</div>
              )}
            </td>
            <td data-label="Why it waits" className={cell}>
              {caughtBy(row)}
              <div className="text-xs text-slate-500">
                {findings === 0 ? 'no findings' : findings === 1 ? '1 finding' : `${findings} findings`}
              </div>
            </td>
            <td data-label="Review due" className={`${cell} min-w-[8rem]`}>
              <DateTimeCell timestamp={row.deadline} zone={zone} />
              {clocks.overdue && <Badge tone="bad">overdue</Badge>}
              {/* The quote's expiry is another clock: an expired quote is asked again on approval. */}
              <div className="text-xs text-slate-500">
                {clocks.quoteExpired
                  ? 'quote expired: re-quoted on approval'
                  : clocks.quoteExpiry
                    ? `quote until ${formatDateTime(clocks.quoteExpiry, zone)}`
                    : ''}
              </div>
            </td>
            {showStatus && (
              <td data-label="Status" className={tableClasses.tdCompact}>
                <ReviewStatusBadge status={row.status} />
              </td>
            )}
          </tr>
        );
      })}
    </ListTable>
  );
}
