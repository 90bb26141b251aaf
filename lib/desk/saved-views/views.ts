import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { isRole, ROLE_LABELS, type Role } from '@/lib/auth/roles';
import type { DbOrTx } from '@/lib/db/client';
import { savedViews, user } from '@/lib/db/schema';
import { ActionRefusal } from '@/lib/desk/action-result';
import { seesPersonalData } from '@/lib/desk/mask';
import {
  COLUMN_KEYS,
  DEFAULT_COLUMNS,
  listSearchParams,
  parseListQuery,
  type ListColumnKey,
} from '@/lib/desk/remittances/queries';

/*
 * Saved views (issue 14): a person keeps a list's filters, sort and columns under a name, and may
 * share it with a role. The query is kept as the list's address (without the page), rewritten
 * through the list's own parser, so a view never holds what the list would not understand.
 */

/** The lists a view belongs to. */
export const VIEW_LISTS = ['remittances'] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

/** Enough for every habit; more is a sign of views saved by mistake. */
export const MAX_VIEWS_PER_PERSON = 50;

export interface SavedView {
  id: string;
  name: string;
  /** The list's address without the page: `status=completed&currency=USD`. */
  query: string;
  columns: ListColumnKey[];
  sharedWithRole: Role | null;
  ownerName: string;
  mine: boolean;
}

/** The address a view opens: its query, and its columns when not the default. */
export function viewHref(view: Pick<SavedView, 'query' | 'columns'>): string {
  const { query } = parseListQuery(new URLSearchParams(view.query));
  const params = listSearchParams(query, { columns: view.columns });
  const text = params.toString();
  return text ? `/remittances?${text}` : '/remittances';
}

/** A query and columns as a view keeps them: through the list's parser, the page dropped. */
export function canonicalView(query: string, columns: readonly string[]): { query: string; columns: ListColumnKey[] } {
  const parsed = parseListQuery(new URLSearchParams(query));
  const known = new Set(columns.filter((key): key is ListColumnKey => (COLUMN_KEYS as string[]).includes(key)));
  const kept =
    known.size > 0 ? COLUMN_KEYS.filter((key) => key === 'reference' || known.has(key)) : [...DEFAULT_COLUMNS];
  return { query: listSearchParams(parsed.query).toString(), columns: kept };
}

/** A view's query without its search: what one who may not see names opens (the search may be a name). */
function withoutSearch(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('search');
  return params.toString();
}

/**
 * The person's own views, then the views others shared with their role, each by name. One who
 * does not see personal data now (presenter mode) gets each view without its search.
 */
export async function listSavedViews(
  db: DbOrTx,
  person: { id: string; role: Role; presenter?: boolean },
  list: ViewList = 'remittances',
): Promise<SavedView[]> {
  const rows = await db
    .select({
      id: savedViews.id,
      name: savedViews.name,
      query: savedViews.query,
      columns: savedViews.columns,
      sharedWithRole: savedViews.sharedWithRole,
      ownerId: savedViews.ownerId,
      ownerName: user.name,
    })
    .from(savedViews)
    .leftJoin(user, eq(user.id, savedViews.ownerId))
    .where(
      and(
        eq(savedViews.list, list),
        or(
          eq(savedViews.ownerId, person.id),
          and(eq(savedViews.sharedWithRole, person.role), ne(savedViews.ownerId, person.id)),
        ),
      ),
    )
    .orderBy(sql`${savedViews.ownerId} <> ${person.id}`, asc(savedViews.name), asc(savedViews.id));
  const seesNames = seesPersonalData(person);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    query: seesNames ? row.query : withoutSearch(row.query),
    columns: canonicalView(row.query, row.columns).columns,
    sharedWithRole: isRole(row.sharedWithRole) ? row.sharedWithRole : null,
    ownerName: row.ownerName ?? 'a former colleague',
    mine: row.ownerId === person.id,
  }));
}

export interface ViewInput {
  name: string;
  query: string;
  columns: readonly string[];
  sharedWithRole: Role | null;
}

/**
 * Saves the view under its name, replacing the person's view of that name if there is one.
 * Refused (ActionRefusal) when sharing a search with a role that may not see names — the search
 * text may be a name — or past MAX_VIEWS_PER_PERSON.
 */
export async function saveView(
  db: DbOrTx,
  ownerId: string,
  input: ViewInput,
  list: ViewList = 'remittances',
): Promise<{ id: string; replaced: boolean; href: string; sharedWithRole: Role | null }> {
  const { query, columns } = canonicalView(input.query, input.columns);
  const role = input.sharedWithRole;
  if (role && !seesPersonalData(role) && new URLSearchParams(query).has('search'))
    throw new ActionRefusal(
      `A view with a search cannot be shared with ${ROLE_LABELS[role]}: the search may be a name they may not see. Clear the search, or share it with another role.`,
    );
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: savedViews.id })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.list, list), eq(savedViews.name, input.name)))
      .for('update');
    if (existing) {
      await tx
        .update(savedViews)
        .set({ query, columns, sharedWithRole: role, updatedAt: new Date() })
        .where(eq(savedViews.id, existing.id));
      return { id: existing.id, replaced: true, href: viewHref({ query, columns }), sharedWithRole: role };
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedViews)
      .where(eq(savedViews.ownerId, ownerId));
    if (count >= MAX_VIEWS_PER_PERSON)
      throw new ActionRefusal(`You have ${MAX_VIEWS_PER_PERSON} saved views already. Delete one to save another.`);
    const id = randomUUID();
    // A second save of the same name at the same moment meets the unique index and is a replace.
    const inserted = await tx
      .insert(savedViews)
      .values({ id, ownerId, list, name: input.name, query, columns, sharedWithRole: role })
      .onConflictDoUpdate({
        target: [savedViews.ownerId, savedViews.list, savedViews.name],
        set: { query, columns, sharedWithRole: role, updatedAt: new Date() },
      })
      .returning({ id: savedViews.id });
    const savedId = inserted[0]?.id ?? id;
    return { id: savedId, replaced: savedId !== id, href: viewHref({ query, columns }), sharedWithRole: role };
  });
}

/** Deletes one of the person's own views; another's (shared or not) is simply not found. */
export async function deleteView(db: DbOrTx, ownerId: string, id: string): Promise<{ name: string }> {
  const [deleted] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .returning({ name: savedViews.name });
  if (!deleted) throw new ActionRefusal('That view is not one of yours, or it was deleted already.');
  return deleted;
}
