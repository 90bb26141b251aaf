import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { remittanceEvents, remittances, user } from '@/lib/db/schema';
import { startOfDayInZone } from '@/lib/desk/time-zone';
import { isCountryCode } from '@/lib/reference/countries';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction';
import { STATUS_GROUPS, type StatusGroup } from './lifecycle';

/*
 * The remittance list (issue 14): its address (filters, sort, columns, cursor), one page in keyset
 * order on (sort column, reference) — each sort has its index (remittances_created, _updated,
 * _amount) — a bounded count, and every row in order for the CSV export.
 */

/** The list's type filter: every transaction, one transaction type, or FX payments. */
export const KIND_FILTERS = ['transaction', ...TRANSACTION_TYPES, 'payment'] as const;
export type KindFilter = (typeof KIND_FILTERS)[number];

/** Each status of the two lifecycles, for a status filter narrower than its group. */
export const EXACT_STATUSES = [
  'ACKNOWLEDGED',
  'PENDING',
  'SUCCESS',
  'CREATED',
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'RETURNED',
  'REVERSAL_PENDING',
  'REVERSAL_REJECTED',
] as const;
export type StatusFilter = StatusGroup | (typeof EXACT_STATUSES)[number];

/** Who sent it: a person at this desk, or another client of the API (learned from its webhook). */
export const SOURCES = ['desk', 'api'] as const;
export type Source = (typeof SOURCES)[number];

/** The sorts: a column and a direction. The first is the default (left out of addresses). */
export const SORTS = [
  'created-desc',
  'created-asc',
  'updated-desc',
  'updated-asc',
  'amount-desc',
  'amount-asc',
] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'created-desc';

export const SORT_LABELS: Record<Sort, string> = {
  'created-desc': 'Newest first',
  'created-asc': 'Oldest first',
  'updated-desc': 'Recently updated',
  'updated-asc': 'Least recently updated',
  'amount-desc': 'Largest amount first',
  'amount-asc': 'Smallest amount first',
};

/** The columns a person may show, in the order the table shows them; `reference` is always shown. */
export const LIST_COLUMNS = {
  reference: 'Reference',
  kind: 'Type',
  sender: 'Sender',
  recipient: 'Recipient',
  corridor: 'Corridor',
  amount: 'Amount',
  sent: 'Sent',
  status: 'Status',
  maker: 'Maker',
  source: 'Source',
  created: 'Created',
  updated: 'Updated',
  service: 'Service reference',
} as const;
export type ListColumnKey = keyof typeof LIST_COLUMNS;
export const COLUMN_KEYS = Object.keys(LIST_COLUMNS) as ListColumnKey[];
/** What fits 1280 px without scrolling sideways (e2e/remittance-list.spec.ts measures it), in table order. */
export const DEFAULT_COLUMNS: readonly ListColumnKey[] = [
  'reference',
  'kind',
  'recipient',
  'amount',
  'status',
  'created',
];

/** The filters: what the page, the export and a saved view share. */
export interface ListFilters {
  kind?: KindFilter;
  status?: StatusFilter;
  /** The payout currency (the Amount column's). */
  currency?: string;
  /** ISO 3166 alpha-2 of the receiving side. */
  country?: string;
  /** First and last day created, YYYY-MM-DD, in the person's timezone. */
  from?: string;
  to?: string;
  /** The payout amount between these, inclusive (decimal strings). */
  min?: string;
  max?: string;
  /** The user id of the person who sent it from the desk. */
  maker?: string;
  source?: Source;
  search?: string;
}

/** The page's address: the filters, a sort and one cursor. */
export interface ListQuery extends ListFilters {
  sort?: Sort;
  cursor?: string;
}

/** Every field of the address, in the order links write them. */
export const FILTER_FIELDS = [
  'search',
  'status',
  'kind',
  'currency',
  'country',
  'from',
  'to',
  'min',
  'max',
  'maker',
  'source',
] as const satisfies readonly (keyof ListFilters)[];

/** What each field is called on the page, for "Ignored: …" and the filter chips. */
export const FIELD_LABELS: Record<keyof ListQuery | 'cols', string> = {
  search: 'search',
  status: 'status',
  kind: 'type',
  currency: 'currency',
  country: 'receiving country',
  from: 'created from',
  to: 'created to',
  min: 'amount from',
  max: 'amount to',
  maker: 'maker',
  source: 'source',
  sort: 'sort',
  cursor: 'page',
  cols: 'columns',
};

const STATUS_FILTERS: readonly string[] = [...Object.keys(STATUS_GROUPS), ...EXACT_STATUSES];

const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** An amount as a person types it: digits, an optional point and up to 8 decimals, no sign. */
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;

const FIELD_CHECKS: Record<Exclude<keyof ListQuery, 'cursor'>, (text: string) => boolean> = {
  search: (text) => text.length <= 100 && !/\p{Cc}/u.test(text),
  status: (text) => STATUS_FILTERS.includes(text),
  kind: (text) => (KIND_FILTERS as readonly string[]).includes(text),
  currency: (text) => /^[A-Z]{3}$/.test(text) && isCurrencyCode(text),
  country: (text) => /^[A-Z]{2}$/.test(text) && isCountryCode(text),
  from: isCalendarDay,
  to: isCalendarDay,
  min: (text) => AMOUNT.test(text),
  max: (text) => AMOUNT.test(text),
  maker: (text) => /^[\w-]{1,100}$/.test(text),
  source: (text) => (SOURCES as readonly string[]).includes(text),
  sort: (text) => (SORTS as readonly string[]).includes(text),
};

/** Codes are typed in any case (`usd`); they are stored in upper case. */
const NORMALISE: Partial<Record<keyof ListQuery, (text: string) => string>> = {
  currency: (text) => text.toUpperCase(),
  country: (text) => text.toUpperCase(),
};

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function rawValues(params: RawParams, field: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(field) : params[field];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

/** `cols=reference,status` or `cols=reference&cols=status` (a form's checkboxes). */
function parseColumns(values: string[]): { columns?: ListColumnKey[]; invalid: boolean } {
  const named = values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (named.length === 0) return { invalid: false };
  const known = new Set(named.filter((name): name is ListColumnKey => name in LIST_COLUMNS));
  const invalid = known.size < new Set(named).size;
  if (known.size === 0) return { invalid };
  known.add('reference');
  return { columns: COLUMN_KEYS.filter((key) => known.has(key)), invalid };
}

/**
 * Reads the page's address field by field: valid values are kept, the others named (the keys of
 * FIELD_LABELS) and dropped, never a 500. A range given backwards names its second end.
 */
export function parseListQuery(params: RawParams): {
  query: ListQuery;
  columns: ListColumnKey[];
  invalid: (keyof typeof FIELD_LABELS)[];
} {
  const query: ListQuery = {};
  const invalid: (keyof typeof FIELD_LABELS)[] = [];
  for (const field of Object.keys(FIELD_CHECKS) as (keyof typeof FIELD_CHECKS)[]) {
    const value = rawValues(params, field)[0]?.trim();
    if (!value) continue;
    const text = NORMALISE[field]?.(value) ?? value;
    if (FIELD_CHECKS[field](text)) (query as Record<string, string>)[field] = text;
    else invalid.push(field);
  }
  if (query.from && query.to && query.to < query.from) {
    delete query.to;
    invalid.push('to');
  }
  if (query.min && query.max && new Decimal(query.max).lessThan(query.min)) {
    delete query.max;
    invalid.push('max');
  }
  if (query.sort === DEFAULT_SORT) delete query.sort;
  const cursor = rawValues(params, 'cursor')[0]?.trim();
  if (cursor) {
    if (cursor.length <= 512 && decodeCursor(cursor, query.sort ?? DEFAULT_SORT)) query.cursor = cursor;
    else invalid.push('cursor');
  }
  const { columns, invalid: badColumns } = parseColumns(rawValues(params, 'cols'));
  if (badColumns) invalid.push('cols');
  return { query, columns: columns ?? [...DEFAULT_COLUMNS], invalid };
}

/** The filters alone, in address order, without sort or cursor. */
export function listFilters(query: ListQuery): ListFilters {
  const filters: ListFilters = {};
  for (const field of FILTER_FIELDS)
    if (query[field] !== undefined) (filters as Record<string, string>)[field] = query[field]!;
  return filters;
}

export const isFiltered = (query: ListQuery) => FILTER_FIELDS.some((field) => query[field] !== undefined);

/**
 * The address of a list (filters, sort, columns when not the default, cursor when given), as the
 * pager, the filter chips, the export and saved views write it.
 */
export function listSearchParams(
  query: ListQuery,
  options: { columns?: readonly ListColumnKey[]; cursor?: string } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(listFilters(query))) params.set(field, value);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (options.columns && !sameColumns(options.columns, DEFAULT_COLUMNS)) params.set('cols', options.columns.join(','));
  if (options.cursor) params.set('cursor', options.cursor);
  return params;
}

export const sameColumns = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

// --- keyset cursor ----------------------------------------------------------------------------

type SortColumn = 'created' | 'updated' | 'amount';
const sortParts = (sort: Sort) => sort.split('-') as [SortColumn, 'asc' | 'desc'];

/** A timestamp as PostgreSQL prints one (checked before it reaches SQL, real dates only). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T][0-2]\d:[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;
function isTimestamp(text: string): boolean {
  if (!TIMESTAMP.test(text)) return false;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
const SORT_VALUE_CHECKS: Record<SortColumn, (text: string) => boolean> = {
  created: isTimestamp,
  updated: isTimestamp,
  amount: (text) => /^-?\d{1,30}(\.\d{1,30})?$/.test(text),
};

/** `[sort, value of the sort column as PostgreSQL prints it, reference]` of the last row shown. */
function encodeCursor(sort: Sort, value: string, reference: string): string {
  return Buffer.from(JSON.stringify([sort, value, reference])).toString('base64url');
}

/** The cursor's value and reference, if it is one and was made for this sort. */
function decodeCursor(cursor: string, sort: Sort): [string, string] | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3) return undefined;
    const [madeFor, value, reference] = parsed as unknown[];
    if (madeFor !== sort || typeof value !== 'string' || typeof reference !== 'string') return undefined;
    if (reference.length === 0 || reference.length > 256) return undefined;
    return SORT_VALUE_CHECKS[sortParts(sort)[0]](value) ? [value, reference] : undefined;
  } catch {
    return undefined;
  }
}

// --- the query -------------------------------------------------------------------------------

/** `%` and `_` typed into the search box are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function kindCondition(kind: KindFilter): SQL {
  if (kind === 'payment') return eq(remittances.kind, 'payment');
  if (kind === 'transaction') return eq(remittances.kind, 'transaction');
  return and(eq(remittances.kind, 'transaction'), eq(remittances.type, kind))!;
}

function statusCondition(status: StatusFilter): SQL {
  return status in STATUS_GROUPS
    ? inArray(remittances.status, [...STATUS_GROUPS[status as StatusGroup].statuses])
    : eq(remittances.status, status);
}

/** The calendar day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

export interface ListOptions extends ListQuery {
  limit?: number;
  /** Names are searched only for roles that may see them (a viewer's search would reveal them). */
  searchNames?: boolean;
  /** The zone the days of `from` and `to` are in (the person's); UTC when not given. */
  zone?: string;
}

function filterConditions(options: ListOptions): SQL[] {
  const conditions: SQL[] = [];
  if (options.status) conditions.push(statusCondition(options.status));
  if (options.kind) conditions.push(kindCondition(options.kind));
  if (options.currency) conditions.push(eq(remittances.currency, options.currency));
  if (options.country) conditions.push(eq(remittances.receivingCountry, options.country));
  if (options.from) conditions.push(gte(remittances.createdAt, startOfDayInZone(options.from, options.zone)));
  if (options.to) conditions.push(lt(remittances.createdAt, startOfDayInZone(nextDay(options.to), options.zone)));
  // Compared as numeric in the database: the bound is a decimal string, never a float.
  if (options.min) conditions.push(gte(remittances.amountValue, sql`${options.min}::numeric`));
  if (options.max) conditions.push(lte(remittances.amountValue, sql`${options.max}::numeric`));
  if (options.maker) conditions.push(eq(remittances.createdBy, options.maker));
  if (options.source === 'desk') conditions.push(isNotNull(remittances.createdBy));
  if (options.source === 'api') conditions.push(isNull(remittances.createdBy));
  if (options.search) {
    const pattern = likePattern(options.search);
    // Every reference a person may hold: the desk's (the caller's, for another client), the
    // service's, an FX payment's own PAY-… reference and its invoice text; names where allowed.
    const fields = [
      remittances.reference,
      remittances.serviceRef,
      remittances.merchantRef,
      remittances.paymentReference,
      ...(options.searchNames ? [remittances.senderName, remittances.recipientName] : []),
    ];
    conditions.push(or(...fields.map((field) => ilike(field, pattern)))!);
  }
  return conditions;
}

const SORT_COLUMNS = {
  created: { column: remittances.createdAt, cast: sql`timestamptz` },
  updated: { column: remittances.updatedAt, cast: sql`timestamptz` },
  amount: { column: remittances.amountValue, cast: sql`numeric` },
};

const listColumns = {
  reference: remittances.reference,
  kind: remittances.kind,
  type: remittances.type,
  serviceRef: remittances.serviceRef,
  merchantRef: remittances.merchantRef,
  paymentReference: remittances.paymentReference,
  status: remittances.status,
  final: remittances.final,
  amount: remittances.amount,
  currency: remittances.currency,
  sendingAmount: remittances.sendingAmount,
  sendingCurrency: remittances.sendingCurrency,
  receivingCountry: remittances.receivingCountry,
  senderName: remittances.senderName,
  recipientName: remittances.recipientName,
  createdBy: remittances.createdBy,
  makerName: user.name,
  createdAt: remittances.createdAt,
  updatedAt: remittances.updatedAt,
};

/**
 * One page of remittances in the sort's order (newest first by default), keyset-paged on
 * (sort column, reference): a deep page costs what the first does.
 */
export async function listRemittances(db: DbOrTx, options: ListOptions = {}) {
  const limit = options.limit ?? 20;
  const sort = options.sort ?? DEFAULT_SORT;
  const [by, direction] = sortParts(sort);
  const { column, cast } = SORT_COLUMNS[by];
  const conditions = filterConditions(options);
  const cursor = options.cursor ? decodeCursor(options.cursor, sort) : undefined;
  if (cursor) {
    const after = direction === 'desc' ? sql`<` : sql`>`;
    conditions.push(sql`(${column}, ${remittances.reference}) ${after} (${cursor[0]}::${cast}, ${cursor[1]})`);
  }
  const order = direction === 'desc' ? desc : asc;
  const rows = await db
    .select({
      ...listColumns,
      // Full precision (microseconds, every digit) for the cursor; a JS Date would round it.
      cursorValue: sql<string>`${column}::text`,
    })
    .from(remittances)
    .leftJoin(user, eq(user.id, remittances.createdBy))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(order(column), order(remittances.reference))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorValue: _cursorValue, ...item }) => item),
    nextCursor: rows.length > limit && last ? encodeCursor(sort, last.cursorValue, last.reference) : null,
  };
}
export type RemittanceListItem = Awaited<ReturnType<typeof listRemittances>>['items'][number];

/** Counting stops here: beyond it the page says "10,000+". */
export const COUNT_CAP = 10_000;

/**
 * How many remittances match the filters, counting at most `cap + 1` rows (so it costs at most
 * that many index entries however large the table): `{ count, more }`, `more` when beyond `cap`.
 */
export async function countRemittances(
  db: DbOrTx,
  options: Omit<ListOptions, 'cursor' | 'sort' | 'limit'>,
  cap = COUNT_CAP,
): Promise<{ count: number; more: boolean }> {
  const conditions = filterConditions(options);
  const bounded = db
    .select({ one: sql`1` })
    .from(remittances)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .limit(cap + 1)
    .as('bounded');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(bounded);
  const count = Number(row?.count ?? 0);
  return count > cap ? { count: cap, more: true } : { count, more: false };
}

/** Every remittance under the filters, in the sort's order, a page at a time (for the export). */
export async function* remittancesInOrder(
  db: DbOrTx,
  options: Omit<ListOptions, 'cursor' | 'limit'>,
  pageSize = 500,
): AsyncGenerator<RemittanceListItem[]> {
  let cursor: string | undefined;
  do {
    const page = await listRemittances(db, { ...options, cursor, limit: pageSize });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** The makers to filter by: everyone with a desk account, by name. */
export async function listMakers(db: DbOrTx) {
  return db.select({ id: user.id, name: user.name }).from(user).orderBy(asc(user.name), asc(user.id));
}

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
