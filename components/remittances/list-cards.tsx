import Link from 'next/link';
import { kindLabel } from '@/lib/desk/remittances/presentation';
import type { RemittanceListItem } from '@/lib/desk/remittances/queries';
import { formatDateTime } from '@/lib/desk/time-zone';
import { formatMoney } from '@/lib/reference/money-format';
import { StatusBadge } from './status-badge';
import { remittancePath } from '@/lib/schemas/reference-path';

/**
 * The list on a phone: a card per remittance — its reference (the link), status, amount, recipient
 * (masked as the role sees names) and when it was created, in the person's zone.
 */
export function RemittanceCards({
  items,
  names,
  zone,
  className = '',
}: {
  items: RemittanceListItem[];
  names: (value: string | null) => string;
  zone: string;
  className?: string;
}) {
  return (
    <ul className={`space-y-3 ${className}`} aria-label="Remittances">
      {items.map((item) => (
        <li
          key={item.reference}
          className="rounded-lg border border-slate-200 px-4 py-3 text-sm"
          data-testid="remittance-card"
        >
          <div className="flex items-start justify-between gap-3">
            <Link
              href={remittancePath(item.reference)}
              prefetch={false}
              className="min-w-0 font-mono text-xs font-medium break-all text-brand-700 hover:underline"
            >
              {item.reference}
            </Link>
            <span className="shrink-0">
              <StatusBadge status={item.status} />
            </span>
          </div>
          <p className="mt-2 font-mono text-base tabular-nums text-slate-900">
            {formatMoney(item.amount, item.currency)}
          </p>
          <p className="mt-1 text-slate-600">
            {kindLabel(item.kind, item.type)}
            {item.recipientName && (
              <>
                {' '}
                to <span className="text-slate-800">{names(item.recipientName)}</span>
              </>
            )}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            Created <time dateTime={item.createdAt.toISOString()}>{formatDateTime(item.createdAt, zone)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
