import { and, asc, desc, eq, gt, gte, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { auditEvents, user } from '@/lib/db/schema';
import { DEFAULT_TIME_ZONE, startOfDayInZone } from '@/lib/desk/time-zone';
import { nameAtTheTime } from '@/lib/desk/users/names';

/**
 * The areas of the "what" filter: the prefix of an action name before its first dot. A prefix not
 * listed still filters when it is in the address (`?area=`).
 */
export const AUDIT_AREAS = [
  { value: 'auth', label: 'Sign-in' },
  { value: 'review', label: 'Review' },
  { value: 'pii', label: 'Personal data revealed' },
  { value: 'rules', label: 'Approval rules' },
  { value: 'screening', label: 'Screening list' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'payments', label: 'FX payments' },
  { value: 'payers', label: 'Payers' },
  { value: 'beneficiaries', label: 'Beneficiaries' },
  { value: 'drafts', label: 'Drafts' },
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'audit', label: 'Audit trail' },
  { value: 'remittance', label: 'Status changes' },
  { value: 'dossier', label: 'Dossiers' },
  { value: 'remittances', label: 'Remittance exports' },
  { value: 'statement', label: 'Statement exports' },
  { value: 'views', label: 'Saved views' },
  { value: 'preferences', label: 'Preferences' },
  { value: 'webhooks', label: 'Webhook redeliveries' },
  { value: 'desk-route', label: 'Desk routes refused' },
] as const;

/** The actor filter's value for rows with no signed-in person (sign-in attempts). */
export const NO_ACTOR = 'none';

/** Who, what, when and which remittance: the filters shared by the page and the CSV export. */
export interface AuditFilters {
  /** A user id, or NO_ACTOR. */
  actor?: string;
  /** An action prefix (AUDIT_AREAS). */
  area?: string;
  /** First day included, YYYY-MM-DD, in the person's timezone. */
  from?: string;
  /** Last day included, YYYY-MM-DD, in the person's timezone. */
  to?: string;
  /** A remittance's desk reference, exactly. */
  remittance?: string;
}

/** The page's address: the filters, and one keyset cursor (ids newer or older than a row). */
export interface AuditQuery extends AuditFilters {
  before?: number;
  after?: number;
}

/** A real calendar day, YYYY-MM-DD, of a year a date input offers and the day after can be named. */
const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || text < '1900' || text >= '9999') return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

const FIELD_CHECKS: Record<keyof AuditQuery, (text: string) => boolean> = {
  actor: (text) => /^[\w-]{1,100}$/.test(text),
  area: (text) => /^[a-z][a-z0-9-]{0,39}$/.test(text),
  from: isCalendarDay,
  to: isCalendarDay,
  // Printable text, as references are; a control character cannot be part of one.
  remittance: (text) => text.length <= 100 && !/\p{Cc}/u.test(text),
  before: (text) => /^[1-9]\d{0,14}$/.test(text),
  after: (text) => /^[1-9]\d{0,14}$/.test(text),
};

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** Reads the filters and cursor field by field: valid ones are kept, the others listed by name. */
export function parseAuditQuery(params: RawParams): { query: AuditQuery; invalid: (keyof AuditQuery)[] } {
  const query: AuditQuery = {};
  const invalid: (keyof AuditQuery)[] = [];
  for (const field of Object.keys(FIELD_CHECKS) as (keyof AuditQuery)[]) {
    const raw = params instanceof URLSearchParams ? params.get(field) : params[field];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!value) continue;
    if (!FIELD_CHECKS[field](value)) invalid.push(field);
    else if (field === 'before' || field === 'after') query[field] = Number(value);
    else query[field] = value;
  }
  // One cursor at a time: "older than" wins.
  if (query.before !== undefined) delete query.after;
  return { query, invalid };
}

/** The filters alone, without the cursor (for links that keep them, and the export). */
export function auditFilters(query: AuditQuery): AuditFilters {
  const { actor, area, from, to, remittance } = query;
  return Object.fromEntries(
    Object.entries({ actor, area, from, to, remittance }).filter(([, value]) => value !== undefined),
  ) as AuditFilters;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/** How the trail is read: the zone the days of `from` and `to` are in (the person's; UTC when not given). */
export interface AuditReadOptions {
  zone?: string;
}

/** The filters as conditions; `from` and `to` are whole days in `zone`, from its midnight to the next. */
function filterConditions(filters: AuditFilters, zone = DEFAULT_TIME_ZONE): SQL[] {
  const conditions: SQL[] = [];
  if (filters.actor === NO_ACTOR) conditions.push(isNull(auditEvents.actorId));
  else if (filters.actor) conditions.push(eq(auditEvents.actorId, filters.actor));
  // The area is letters, digits and dashes only (parseAuditQuery), so nothing in it is a LIKE wildcard.
  if (filters.area)
    conditions.push(or(eq(auditEvents.action, filters.area), like(auditEvents.action, `${filters.area}.%`))!);
  if (filters.from) conditions.push(gte(auditEvents.createdAt, startOfDayInZone(filters.from, zone)));
  if (filters.to) conditions.push(lt(auditEvents.createdAt, startOfDayInZone(nextDay(filters.to), zone)));
  if (filters.remittance) conditions.push(eq(auditEvents.remittance, filters.remittance));
  return conditions;
}

const listColumns = {
  id: auditEvents.id,
  createdAt: auditEvents.createdAt,
  actorId: auditEvents.actorId,
  // As they were named when they acted, not as they are named now.
  actorName: sql<string | null>`coalesce(${nameAtTheTime(auditEvents.actorId, auditEvents.createdAt)}, ${user.name})`,
  actorRole: auditEvents.actorRole,
  action: auditEvents.action,
  outcome: auditEvents.outcome,
  target: auditEvents.target,
  remittance: auditEvents.remittance,
  ip: auditEvents.ip,
  details: auditEvents.details,
  prevHash: auditEvents.prevHash,
  hash: auditEvents.hash,
};

function selectRows(db: DbOrTx, where: SQL[], order: 'asc' | 'desc', limit: number) {
  return db
    .select(listColumns)
    .from(auditEvents)
    .leftJoin(user, eq(user.id, auditEvents.actorId))
    .where(and(...where))
    .orderBy(order === 'asc' ? asc(auditEvents.id) : desc(auditEvents.id))
    .limit(limit);
}

export type AuditListItem = Awaited<ReturnType<typeof selectRows>>[number];

export interface AuditPage {
  /** Newest first. */
  items: AuditListItem[];
  /** The `before` of the "Older" link, when older rows match. */
  older: number | null;
  /** The `after` of the "Newer" link, when newer rows match. */
  newer: number | null;
}

async function anyMatch(db: DbOrTx, where: SQL[]): Promise<boolean> {
  const rows = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(...where))
    .limit(1);
  return rows.length > 0;
}

/**
 * One page of the trail under the filters, newest first, keyset-paged on id: `before` answers the
 * rows just older than a row, `after` those just newer (and, when fewer than a page are newer, the
 * newest page itself, so "Newer" always lands on a full page).
 */
export async function listAuditEvents(
  db: DbOrTx,
  query: AuditQuery,
  { limit = 50, zone }: AuditReadOptions & { limit?: number } = {},
): Promise<AuditPage> {
  const filters = filterConditions(query, zone);
  if (query.after !== undefined) {
    const newer = await selectRows(db, [...filters, gt(auditEvents.id, query.after)], 'asc', limit + 1);
    if (newer.length > limit) {
      const items = newer.slice(0, limit).reverse();
      const oldest = items.at(-1)!.id;
      return {
        items,
        newer: items[0]!.id,
        older: (await anyMatch(db, [...filters, lt(auditEvents.id, oldest)])) ? oldest : null,
      };
    }
    return listAuditEvents(db, auditFilters(query), { limit, zone });
  }
  const where = query.before !== undefined ? [...filters, lt(auditEvents.id, query.before)] : filters;
  const rows = await selectRows(db, where, 'desc', limit + 1);
  const items = rows.slice(0, limit);
  const newest = items[0]?.id;
  // The first page has nothing newer; an empty page past the end links back to the first instead.
  const hasNewer =
    query.before !== undefined &&
    newest !== undefined &&
    (await anyMatch(db, [...filters, gt(auditEvents.id, newest)]));
  return {
    items,
    older: rows.length > limit ? items.at(-1)!.id : null,
    newer: hasNewer ? newest : null,
  };
}

/**
 * Every row under the filters, oldest first (the chain's order), a page at a time: the export
 * streams them without holding the trail in memory.
 */
export async function* auditRowsInOrder(
  db: DbOrTx,
  filters: AuditFilters,
  { pageSize = 1000, zone }: AuditReadOptions & { pageSize?: number } = {},
): AsyncGenerator<AuditListItem[]> {
  const conditions = filterConditions(filters, zone);
  let afterId = 0;
  for (;;) {
    const page = await selectRows(db, [...conditions, gt(auditEvents.id, afterId)], 'asc', pageSize);
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    afterId = page.at(-1)!.id;
  }
}

/** The people who can appear as actors, for the "who" filter: every desk user, by name. */
export async function listAuditActors(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db.select({ id: user.id, name: user.name }).from(user).orderBy(asc(user.name), asc(user.id));
}
