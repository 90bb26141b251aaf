import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { auditAddress, recordAudit } from '@/lib/desk/audit/record';
import { csvResponse, csvStream, type CsvRow } from '@/lib/desk/csv';
import { DeskRouteError } from '@/lib/desk/http/desk-error';
import { namesFor, seesPersonalData } from '@/lib/desk/mask';
import { formatExportTime } from '@/lib/desk/time-zone';
import { kindLabel } from './presentation';
import {
  FIELD_LABELS,
  listFilters,
  parseListQuery,
  remittancesInOrder,
  type ListQuery,
  type RemittanceListItem,
} from './queries';

/*
 * The remittance list under the page's filters and sort as a CSV download (issue 14): every
 * column, whichever the page shows; times in the person's timezone, named in the header; names
 * masked as the role sees them; streamed a page at a time (lib/desk/csv.ts escapes every cell).
 */

/** The header row: the two time columns name the zone their times are in. */
export function exportHeader(zone: string): string[] {
  return [
    'reference',
    'type',
    'status',
    'amount',
    'currency',
    'sent amount',
    'sent currency',
    'receiving country',
    'sender',
    'recipient',
    'maker',
    'source',
    `created (${zone})`,
    `updated (${zone})`,
    'service reference',
    'FX payment reference',
    'payment reference',
  ];
}

/** One remittance as a CSV row; `names` masks what the role may not see. */
export function exportRow(item: RemittanceListItem, zone: string, names: (value: string | null) => string): CsvRow {
  return [
    item.reference,
    kindLabel(item.kind, item.type),
    item.status,
    item.amount,
    item.currency,
    item.sendingAmount,
    item.sendingCurrency,
    item.receivingCountry,
    names(item.senderName),
    names(item.recipientName),
    item.createdBy ? names(item.makerName) : '',
    item.createdBy ? 'desk' : 'API',
    formatExportTime(item.createdAt, zone),
    formatExportTime(item.updatedAt, zone),
    item.serviceRef,
    item.merchantRef,
    item.paymentReference,
  ];
}

async function* exportPages(db: Db, query: ListQuery, user: DeskUser, zone: string): AsyncGenerator<CsvRow[]> {
  const names = namesFor(user);
  yield [exportHeader(zone)];
  for await (const page of remittancesInOrder(db, {
    ...listFilters(query),
    sort: query.sort,
    zone,
    searchNames: seesPersonalData(user),
  }))
    yield page.map((item) => exportRow(item, zone, names));
}

/** `remittances-20260302-1130.csv`, the time in the person's zone. */
const fileName = (now: Date, zone: string) =>
  `remittances-${formatExportTime(now, zone).slice(0, 16).replace(/[-:]/g, '').replace(' ', '-')}.csv`;

/**
 * The list under the address's filters and sort (the page and cursor are ignored: the export is
 * the whole filtered set) as a CSV download. A filter that is not understood is refused (400
 * naming it), never silently widened to more rows. The export is audited with its filters.
 */
export async function remittancesExportResponse(
  db: Db,
  user: DeskUser,
  request: Request,
  zone: string,
): Promise<Response> {
  const { query, invalid } = parseListQuery(new URL(request.url).searchParams);
  const refused = invalid.find((field) => field !== 'cursor' && field !== 'cols');
  if (refused)
    throw new DeskRouteError('VALIDATION_FAILED', `The filter “${FIELD_LABELS[refused]}” is not valid.`, refused);
  await recordAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'remittances.export',
    outcome: 'ok',
    ip: auditAddress(request.headers),
    details: { filters: { ...listFilters(query), ...(query.sort ? { sort: query.sort } : {}) }, zone },
  });
  return csvResponse(csvStream(exportPages(db, query, user, zone), 'remittance list'), fileName(new Date(), zone));
}
