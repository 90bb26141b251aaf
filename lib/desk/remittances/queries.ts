import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction';
import { STATUS_GROUPS, type StatusGroup } from './lifecycle';

/** The list's kind filter: every transaction, one transaction type, or FX payments. */
export const KIND_FILTERS = ['transaction', ...TRANSACTION_TYPES, 'payment'] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** [created_at as PostgreSQL prints it, reference]: the timestamp is checked before it reaches SQL. */
const cursorTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T][0-2]\d:[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/)
  .refine((text) => {
    const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
const cursorSchema = z.tuple([cursorTimestamp, z.string().min(1).max(256)]);

/** The list's query string; a value that does not fit is named and dropped, never a 500. */
const listQuerySchema = z.object({
  status: z.enum(Object.keys(STATUS_GROUPS) as [StatusGroup, ...StatusGroup[]]).optional(),
  kind: z.enum(KIND_FILTERS).optional(),
  search: z.string().trim().max(100).optional(),
  cursor: z.string().max(512).optional(),
});

export interface ListQuery {
  status?: StatusGroup;
  kind?: KindFilter;
  search?: string;
  cursor?: string;
}

type RawParams = Record<string, string | string[] | undefined>;

/** Parses the page's search params field by field: valid ones are kept, the others listed by name. */
export function parseListQuery(params: RawParams): { query: ListQuery; invalid: string[] } {
  const query: ListQuery = {};
  const invalid: string[] = [];
  for (const field of ['status', 'kind', 'search', 'cursor'] as const) {
    const raw = params[field];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value) continue;
    const parsed = listQuerySchema.shape[field].safeParse(value);
    if (parsed.success && parsed.data) (query as Record<string, string>)[field] = parsed.data;
    else invalid.push(field);
  }
  if (query.cursor && !decodeCursor(query.cursor)) {
    delete query.cursor;
    invalid.push('cursor');
  }
  return { query, invalid };
}

function encodeCursor(createdAt: string, reference: string): string {
  return Buffer.from(JSON.stringify([createdAt, reference])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] | undefined {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `%` and `_` typed into the search box are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function kindCondition(kind: KindFilter): SQL {
  if (kind === 'payment') return eq(remittances.kind, 'payment');
  if (kind === 'transaction') return eq(remittances.kind, 'transaction');
  return and(eq(remittances.kind, 'transaction'), eq(remittances.type, kind))!;
}

export interface ListOptions extends ListQuery {
  limit?: number;
  /** Names are searched only for roles that may see them (a viewer's search would reveal them). */
  searchNames?: boolean;
}

/** One page of remittances, newest first, with keyset paging on (created_at, reference). */
export async function listRemittances(db: DbOrTx, options: ListOptions = {}) {
  const limit = options.limit ?? 20;
  const conditions: SQL[] = [];
  if (options.status) conditions.push(inArray(remittances.status, [...STATUS_GROUPS[options.status].statuses]));
  if (options.kind) conditions.push(kindCondition(options.kind));
  if (options.search) {
    const pattern = likePattern(options.search);
    const fields = [
      remittances.reference,
      remittances.serviceRef,
      ...(options.searchNames ? [remittances.senderName, remittances.recipientName] : []),
    ];
    conditions.push(or(...fields.map((field) => ilike(field, pattern)))!);
  }
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  if (cursor)
    conditions.push(
      sql`(${remittances.createdAt}, ${remittances.reference}) < (${cursor[0]}::timestamptz, ${cursor[1]})`,
    );
  const rows = await db
    .select({
      reference: remittances.reference,
      kind: remittances.kind,
      type: remittances.type,
      serviceRef: remittances.serviceRef,
      status: remittances.status,
      final: remittances.final,
      amount: remittances.amount,
      currency: remittances.currency,
      sendingAmount: remittances.sendingAmount,
      sendingCurrency: remittances.sendingCurrency,
      senderName: remittances.senderName,
      recipientName: remittances.recipientName,
      createdAt: remittances.createdAt,
      // Full precision (microseconds) for the cursor; a JS Date would round it to milliseconds.
      cursorAt: sql<string>`${remittances.createdAt}::text`,
    })
    .from(remittances)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(remittances.createdAt), desc(remittances.reference))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...item }) => item),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.reference) : null,
  };
}
export type RemittanceListItem = Awaited<ReturnType<typeof listRemittances>>['items'][number];

/** The timeline of one remittance, in the order the desk learned it. */
export async function listRemittanceEvents(db: DbOrTx, reference: string) {
  return db
    .select({
      id: remittanceEvents.id,
      status: remittanceEvents.status,
      source: remittanceEvents.source,
      details: remittanceEvents.details,
      at: remittanceEvents.at,
    })
    .from(remittanceEvents)
    .where(eq(remittanceEvents.reference, reference))
    .orderBy(asc(remittanceEvents.at), asc(remittanceEvents.id));
}
export type RemittanceEvent = Awaited<ReturnType<typeof listRemittanceEvents>>[number];
