import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { DbOrTx } from '@/lib/db/client';
import { userPreferences } from '@/lib/db/schema';
import { deskDb } from './database';
import { readDefaultTimeZone, resolveTimeZone } from './settings/general';
import { THEMES, type Theme } from './theme';
import { DEFAULT_TIME_ZONE, isTimeZone, TIME_ZONE_COOKIE, zoneFromCookie } from './time-zone';

export interface Preferences {
  /** The zone the person chose, or null to follow their browser. */
  chosenTimeZone: string | null;
  theme: Theme;
}

export async function readPreferences(db: DbOrTx, userId: string): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return {
    chosenTimeZone: row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : null,
    theme: THEMES.includes(row?.theme as Theme) ? (row!.theme as Theme) : 'system',
  };
}

export async function savePreferences(
  db: DbOrTx,
  userId: string,
  changes: { timeZone?: string | null; theme?: Theme },
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } });
}

/** The person's preferences, read once per request. */
export const preferencesOf = cache(async (userId: string) => readPreferences(await deskDb(), userId));

/** The merchant's default timezone (settings → general), read once per request. */
export const merchantTimeZone = cache(async () => readDefaultTimeZone(await deskDb()));

/**
 * The zone every timestamp of this request is shown in: the person's choice, else the merchant's
 * default, else the browser's (the cookie its first page load sets), else UTC. Once per request.
 */
export const personTimeZone = cache(async (userId: string): Promise<string> => {
  const { chosenTimeZone } = await preferencesOf(userId);
  if (chosenTimeZone) return chosenTimeZone;
  return resolveTimeZone({
    chosen: chosenTimeZone,
    merchantDefault: await merchantTimeZone(),
    browser: zoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value),
    fallback: DEFAULT_TIME_ZONE,
  });
});
