import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/lib/db/client';
import { user, userNames } from '@/lib/db/schema';

/*
 * A person's name as it was when they acted: desk.user_names keeps every name and since when (a
 * trigger on desk.user writes it, whatever path renames someone), so the audit trail and the
 * dossier never show an act under a name chosen later.
 */

/** SQL for the name `userId` had at `at` (null when none is known that early: the caller falls back). */
export function nameAtTheTime(userId: AnyPgColumn | SQL, at: AnyPgColumn | SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select ${userNames.name} from ${userNames} where ${userNames.userId} = ${userId} and ${userNames.since} <= ${at} order by ${userNames.since} desc limit 1)`;
}

/**
 * Reads the names of `ids` over time once, and answers who each was at a time: the name they had
 * then, else their first known one, else their present one, else the id itself.
 */
export async function namesAtTheTime(db: DbOrTx, ids: readonly string[]): Promise<(id: string, at: Date) => string> {
  const unique = [...new Set(ids.filter(Boolean))];
  const history = new Map<string, { name: string; since: Date }[]>();
  const present = new Map<string, string>();
  if (unique.length > 0) {
    const [rows, people] = await Promise.all([
      db.select().from(userNames).where(inArray(userNames.userId, unique)).orderBy(asc(userNames.since)),
      db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, unique)),
    ]);
    for (const row of rows) history.set(row.userId, [...(history.get(row.userId) ?? []), row]);
    for (const person of people) present.set(person.id, person.name);
  }
  return (id, at) => {
    const names = history.get(id) ?? [];
    const then = names.findLast((entry) => entry.since.getTime() <= at.getTime()) ?? names[0];
    return then?.name ?? present.get(id) ?? id;
  };
}
