import type { RemittanceListItem } from '@/lib/desk/remittances/queries';
import { RemittanceLine } from './remittance-line';

/** The latest few remittances, for the overview. */
export function RecentRemittances({
  items,
  names,
}: {
  items: RemittanceListItem[];
  names: (value: string | null) => string;
}) {
  if (items.length === 0) return <p className="text-sm text-slate-500">No remittances yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Recent remittances">
      {items.map((item) => (
        <li key={item.reference} className="py-2 text-sm" data-testid="recent-remittance">
          <RemittanceLine item={item} names={names} />
        </li>
      ))}
    </ul>
  );
}
