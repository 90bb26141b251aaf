import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import type { AuditFilters } from '@/lib/desk/audit/queries';

/** The page's address (or the export's) with the filters kept and one cursor (`before` or `after` an id). */
export function auditHref(
  filters: AuditFilters,
  cursor?: { before: number } | { after: number },
  path = '/audit',
): string {
  const params = new URLSearchParams(Object.entries(filters) as [string, string][]);
  if (cursor) for (const [key, id] of Object.entries(cursor)) params.set(key, String(id));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** "Newer" and "Older", keyset links that keep the filters. */
export function AuditPager({
  filters,
  newer,
  older,
}: {
  filters: AuditFilters;
  newer: number | null;
  older: number | null;
}) {
  if (newer === null && older === null) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
      {newer !== null ? (
        <Link href={auditHref(filters, { after: newer })} className={buttonClasses('secondary', 'sm')}>
          ← Newer
        </Link>
      ) : (
        <span />
      )}
      {older !== null && (
        <Link href={auditHref(filters, { before: older })} className={buttonClasses('secondary', 'sm')}>
          Older →
        </Link>
      )}
    </nav>
  );
}
