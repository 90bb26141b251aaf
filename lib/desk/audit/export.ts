import { stringify } from 'csv-stringify/sync';
import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { DeskRouteError } from '@/lib/desk/http/desk-error';
import { presentableDetails, spreadsheetSafe } from './present';
import { auditFilters, auditRowsInOrder, parseAuditQuery, type AuditFilters, type AuditListItem } from './queries';
import { auditAddress, recordAudit } from './record';

const HEADER = [
  'id',
  'time (UTC)',
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

function csvRecord(row: AuditListItem): string[] {
  const details = presentableDetails(row.details);
  return [
    String(row.id),
    row.createdAt.toISOString(),
    row.actorId ?? '',
    row.actorName ?? '',
    row.actorRole ?? '',
    row.action,
    row.outcome,
    row.target ?? '',
    row.remittance ?? '',
    row.ip ?? '',
    details ? JSON.stringify(details) : '',
    row.prevHash ?? '',
    row.hash ?? '',
  ].map(spreadsheetSafe);
}

/** CSV text of some rows (with the header row and a BOM for spreadsheets when `first`). */
export function auditCsv(rows: readonly AuditListItem[], first: boolean): string {
  const records = rows.map(csvRecord);
  return stringify(first ? [HEADER, ...records] : records, { bom: first });
}

/** `audit-trail-20260303-1200.csv`, in UTC. */
const fileName = (now: Date) =>
  `audit-trail-${now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')}.csv`;

function csvStream(db: Db, filters: AuditFilters): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = auditRowsInOrder(db, filters);
  let first = true;
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          if (first) controller.enqueue(encoder.encode(auditCsv([], true)));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(auditCsv(next.value, first)));
        first = false;
      } catch (error) {
        console.error(`[desk] audit export failed: ${describeError(error)}`);
        controller.error(new Error('The audit export failed.'));
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/**
 * The trail under the page's filters as a CSV download, oldest first, streamed a page at a time.
 * The export is itself audited (`audit.export`, with its filters) before the first byte. A filter
 * that is not understood is refused (400 naming it), never silently widened to more rows.
 */
export async function auditExportResponse(db: Db, user: DeskUser, request: Request): Promise<Response> {
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
    details: { filters },
  });
  return new Response(csvStream(db, filters), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName(new Date())}"`,
    },
  });
}
