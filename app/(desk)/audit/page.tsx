import type { Metadata } from 'next';
import { AuditFilters } from '@/components/audit/audit-filters';
import { AuditPager, auditHref } from '@/components/audit/audit-pager';
import { AuditTable } from '@/components/audit/audit-table';
import { VerifyChainButton } from '@/components/audit/verify-chain-button';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { personTimeZone } from '@/lib/desk/preferences';
import { auditFilters, listAuditActors, listAuditEvents, parseAuditQuery } from '@/lib/desk/audit/queries';
import { deskDb } from '@/lib/desk/database';

export const metadata: Metadata = { title: 'Audit trail' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePermission('audit:read');
  const zone = await personTimeZone(user.id);
  const { query, invalid } = parseAuditQuery(await searchParams);
  const filters = auditFilters(query);
  const db = await deskDb();
  const [page, actors] = await Promise.all([listAuditEvents(db, query, { zone }), listAuditActors(db)]);
  const filtered = Object.keys(filters).length > 0;
  const exportHref = auditHref(filters, undefined, '/api/desk/audit/export');
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who did what in the desk, refused attempts and sign-ins included, newest first. The database refuses changes to it, and each entry carries the hash of the one before."
        actions={
          <a href={exportHref} download className={buttonClasses('secondary')}>
            Export CSV
          </a>
        }
      />
      <div className="mb-6">
        <VerifyChainButton />
      </div>
      {invalid.length > 0 && (
        <div className="mb-6">
          <Alert tone="warning" title="Part of the address was not understood.">
            Ignored: {invalid.join(', ')}. Showing the trail without {invalid.length === 1 ? 'it' : 'them'}.
          </Alert>
        </div>
      )}
      <Card>
        <AuditFilters filters={filters} actors={actors} zone={zone} />
        <p className="mt-3 text-xs text-slate-500">Days and times in {zone}, here and in the export.</p>
        <div className="mt-3">
          {page.items.length > 0 ? (
            <>
              <AuditTable items={page.items} zone={zone} />
              <AuditPager filters={filters} newer={page.newer} older={page.older} />
            </>
          ) : query.before !== undefined ? (
            <EmptyState link={{ href: auditHref(filters), label: 'Back to the newest' }}>No older entries.</EmptyState>
          ) : filtered ? (
            <EmptyState link={{ href: '/audit', label: 'Clear filters' }}>No entry matches these filters.</EmptyState>
          ) : (
            <EmptyState>No entries yet. Sign-ins and every desk action will appear here.</EmptyState>
          )}
        </div>
      </Card>
    </>
  );
}
