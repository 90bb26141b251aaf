import Link from 'next/link';
import type { ReactNode } from 'react';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t, type ListColumn } from '@/components/ui/list-controls';
import { kindLabel } from '@/lib/desk/remittances/presentation';
import { LIST_COLUMNS, type ListColumnKey, type RemittanceListItem } from '@/lib/desk/remittances/queries';
import { countryName } from '@/lib/reference/countries';
import { formatMoney } from '@/lib/reference/money-format';
import { StatusBadge } from './status-badge';
import { remittancePath } from '@/lib/schemas/reference-path';

type Names = (value: string | null) => string;

/** Sender → recipient, names shown or masked by `names` for the viewer's role. */
export function Parties({
  sender,
  recipient,
  names,
}: {
  sender: string | null;
  recipient: string | null;
  names: Names;
}) {
  return (
    <span>
      {names(sender) || <span className="text-slate-500">unknown sender</span>}
      <span aria-hidden="true" className="mx-1 text-slate-500">
        →
      </span>
      <span className="sr-only"> to </span>
      {names(recipient) || <span className="text-slate-500">unknown recipient</span>}
    </span>
  );
}

const Unknown = ({ children = '—' }: { children?: ReactNode }) => <span className="text-slate-500">{children}</span>;

/** Text cut to its column with an ellipsis; the whole of it in the tooltip (and to screen readers). */
function Truncated({ text, width, className = '' }: { text: string; width: string; className?: string }) {
  return (
    <span className={`block truncate ${width} ${className}`} title={text}>
      {text}
    </span>
  );
}

interface Context {
  names: Names;
  zone: string;
  /** Many columns: text is cut shorter, so eight columns fit 1280 px. */
  compact: boolean;
}

interface ColumnSpec {
  numeric?: boolean;
  /** A test id of the cell where a journey looks for it. */
  testId?: string;
  /** Classes of the cell (beyond tableClasses.td). */
  className?: string;
  cell: (item: RemittanceListItem, context: Context) => ReactNode;
}

/** How each column the person may choose draws its cell. */
const COLUMNS: Record<ListColumnKey, ColumnSpec> = {
  reference: {
    cell: (item, { compact }) => (
      <Link
        href={remittancePath(item.reference)}
        prefetch={false}
        className={`block truncate font-mono text-xs font-medium text-brand-700 hover:underline ${compact ? 'max-w-[8rem]' : 'max-w-[11rem]'}`}
        title={item.reference}
      >
        {item.reference}
      </Link>
    ),
  },
  kind: { className: 'whitespace-normal text-xs min-w-[6rem]', cell: (item) => kindLabel(item.kind, item.type) },
  status: { cell: (item) => <StatusBadge status={item.status} /> },
  amount: {
    numeric: true,
    className: 'font-mono tabular-nums',
    cell: (item) => formatMoney(item.amount, item.currency),
  },
  sent: {
    numeric: true,
    className: 'font-mono tabular-nums',
    cell: (item) =>
      item.sendingAmount && item.sendingCurrency ? formatMoney(item.sendingAmount, item.sendingCurrency) : <Unknown />,
  },
  corridor: {
    cell: (item) =>
      item.receivingCountry ? (
        <span title={countryName(item.receivingCountry)}>
          <span className="sr-only">to </span>
          {item.receivingCountry}
        </span>
      ) : (
        <Unknown />
      ),
  },
  sender: {
    cell: (item, { names, compact }) =>
      item.senderName ? (
        <Truncated text={names(item.senderName)} width={compact ? 'max-w-[8rem]' : 'max-w-[10rem]'} />
      ) : (
        <Unknown />
      ),
  },
  recipient: {
    // The journeys check masking on the parties' cell (e2e/remittances.spec.ts).
    testId: 'remittance-parties',
    cell: (item, { names, compact }) =>
      item.recipientName ? (
        <Truncated text={names(item.recipientName)} width={compact ? 'max-w-[8rem]' : 'max-w-[12rem]'} />
      ) : (
        <Unknown />
      ),
  },
  maker: {
    cell: (item, { names }) =>
      item.createdBy ? <Truncated text={names(item.makerName) || 'a former user'} width="max-w-[8rem]" /> : <Unknown />,
  },
  source: { cell: (item) => (item.createdBy ? 'Desk' : 'API client') },
  created: {
    className: 'text-slate-500',
    cell: (item, { zone }) => <DateTimeCell timestamp={item.createdAt} zone={zone} />,
  },
  updated: {
    className: 'text-slate-500',
    cell: (item, { zone }) => <DateTimeCell timestamp={item.updatedAt} zone={zone} />,
  },
  service: {
    cell: (item) => <Truncated text={item.serviceRef} width="max-w-[9rem]" className="font-mono text-xs" />,
  },
};

/**
 * Remittances in the list's order, the columns the person chose (each reference opens its page).
 * Long text is cut to its column with the whole in a tooltip, so the table fits its box.
 */
export function RemittancesTable({
  items,
  columns,
  names,
  zone,
  className,
}: {
  items: RemittanceListItem[];
  columns: readonly ListColumnKey[];
  names: Names;
  zone: string;
  className?: string;
}) {
  const compact = columns.length > 6;
  const headings: ListColumn[] = columns.map((key) =>
    COLUMNS[key].numeric ? { label: LIST_COLUMNS[key], numeric: true } : LIST_COLUMNS[key],
  );
  return (
    <ListTable columns={headings} caption="Remittances" className={className} compact={compact}>
      {items.map((item) => (
        <tr key={item.reference} data-testid="remittance-row">
          {columns.map((key) => {
            const spec = COLUMNS[key];
            const align = spec.numeric ? 'text-right' : '';
            return (
              <td
                key={key}
                className={`${compact ? t.tdCompact : t.td} ${align} ${spec.className ?? ''}`}
                data-column={key}
                data-testid={spec.testId}
              >
                {spec.cell(item, { names, zone, compact })}
              </td>
            );
          })}
        </tr>
      ))}
    </ListTable>
  );
}
