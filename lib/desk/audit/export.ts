import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { csvResponse, csvStream, type CsvRow } from '@/lib/desk/csv';
import { DeskRouteError } from '@/lib/desk/http/desk-error';
import { formatExportTime } from '@/lib/desk/time-zone';
import { presentableDetails } from './present';
import { auditFilters, auditRowsInOrder, parseAuditQuery, type AuditFilters, type AuditListItem } from './queries';
import { auditAddress, recordAudit } from './record';

/*
 * The audit trail under the page's filters as a CSV download (issue 14): oldest first (the chain's
 * order), streamed a page at a time through lib/desk/csv.ts (every cell escaped against formulae),
 * times in the person's timezone, named in the header, the days of the date filters being days in
 * that zone too.
 */

/** The header row; the time column names the zone its times are in. */
export function auditExportHeader(zone: string): string[] {
  return [
    'id',
    `time (${zone})`,
    'actor id',
    'actor',
    'role',
    'action',
    'outcome',
    'target',
    'remittance',
    'ip',
    'details',
    'previous hash',
    'hash',
  ];
}

/** One row of the trail as a CSV row, its time in `zone`; secrets hidden and e-mails masked. */
export function auditExportRow(row: AuditListItem, zone: string): CsvRow {
  const details = presentableDetails(row.details);
  return [
    String(row.id),
    formatExportTime(row.createdAt, zone),
    row.actorId,
    row.actorName,
    row.actorRole,
    row.action,
    row.outcome,
    row.target,
    row.remittance,
    row.ip,
    details ? JSON.stringify(details) : '',
    row.prevHash,
    row.hash,
  ];
}

async function* exportPages(db: Db, filters: AuditFilters, zone: string): AsyncGenerator<CsvRow[]> {
  yield [auditExportHeader(zone)];
  for await (const page of auditRowsInOrder(db, filters, { zone })) yield page.map((row) => auditExportRow(row, zone));
}

/** `audit-trail-20260303-1200.csv`, the time in the person's zone. */
const fileName = (now: Date, zone: string) =>
  `audit-trail-${formatExportTime(now, zone).slice(0, 16).replace(/[-:]/g, '').replace(' ', '-')}.csv`;

/**
 * The trail under the page's filters as a CSV download, oldest first, streamed a page at a time;
 * `from` and `to` are days in `zone` (the person's), and its times are shown in it. The export is
 * itself audited (`audit.export`, with its filters and zone) before the first byte. A filter that
 * is not understood is refused (400 naming it), never silently widened to more rows.
 */
export async function auditExportResponse(db: Db, user: DeskUser, request: Request, zone: string): Promise<Response> {
  const { query, invalid } = parseAuditQuery(new URL(request.url).searchParams);
  const refused = invalid.find((field) => field !== 'before' && field !== 'after');
  if (refused) throw new DeskRouteError('VALIDATION_FAILED', `The filter “${refused}” is not valid.`, refused);
  const filters = auditFilters(query);
  await recordAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'audit.export',
    outcome: 'ok',
    ip: auditAddress(request.headers),
    details: { filters, zone },
  });
  return csvResponse(csvStream(exportPages(db, filters, zone), 'audit trail'), fileName(new Date(), zone));
}
