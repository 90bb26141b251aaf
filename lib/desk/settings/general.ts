import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { deskSettings } from '@/lib/db/schema';
import { isTimeZone } from '@/lib/desk/time-zone';
import { DEFAULT_BASE_CURRENCY } from '@/lib/compliance/rules/evaluate';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { currencyCodeSchema } from '@/lib/schemas/common';

/*
 * Merchant-wide settings of the desk (desk.settings), each change audited by its action. The
 * merchant's default timezone is used for whoever has not chosen their own, before their browser's.
 */

export const DEFAULT_TIME_ZONE_KEY = 'defaultTimeZone';
/** The merchant's base currency: approval rules' thresholds are compared in it (USD until an admin sets one). */
export const BASE_CURRENCY_KEY = 'baseCurrency';

let ianaZones: Set<string> | undefined;
/**
 * An IANA zone of the runtime's list (Intl.supportedValuesOf), UTC, or another name of one of them
 * (`Asia/Kolkata` is listed as `Asia/Calcutta` by some runtimes): the name as given is kept.
 */
export function isListedTimeZone(zone: string): boolean {
  if (zone === 'UTC') return true;
  if (!isTimeZone(zone)) return false;
  ianaZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return (
    ianaZones.has(zone) ||
    ianaZones.has(new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone)
  );
}

/** `timeZone: ''` clears the merchant's default (people without a choice follow their browser). */
export const defaultTimeZoneInputSchema = z
  .object({
    timeZone: z
      .string()
      .trim()
      .max(64)
      .refine((zone) => zone === '' || isListedTimeZone(zone), { message: 'must be a timezone from the list' }),
  })
  .strict();

/** The merchant's default timezone, or null when none is set (or a stored one is no longer known). */
export async function readDefaultTimeZone(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ value: deskSettings.value })
    .from(deskSettings)
    .where(eq(deskSettings.key, DEFAULT_TIME_ZONE_KEY))
    .limit(1);
  return typeof row?.value === 'string' && isTimeZone(row.value) ? row.value : null;
}

/** Sets (or, with null, clears) the merchant's default timezone; answers the one it replaced. */
export async function saveDefaultTimeZone(
  db: DbOrTx,
  zone: string | null,
  by: string,
): Promise<{ before: string | null; after: string | null }> {
  const before = await readDefaultTimeZone(db);
  if (zone === null) await db.delete(deskSettings).where(eq(deskSettings.key, DEFAULT_TIME_ZONE_KEY));
  else
    await db
      .insert(deskSettings)
      .values({ key: DEFAULT_TIME_ZONE_KEY, value: zone, updatedBy: by })
      .onConflictDoUpdate({
        target: deskSettings.key,
        set: { value: zone, updatedBy: by, updatedAt: new Date() },
      });
  return { before, after: zone };
}

/**
 * The zone a person sees: their own choice, else the merchant's default, else their browser's,
 * else UTC. Pure, so the order is tested; lib/desk/preferences.ts gives it the request's values.
 */
export function resolveTimeZone(sources: {
  chosen: string | null;
  merchantDefault: string | null;
  browser: string | undefined;
  fallback: string;
}): string {
  return sources.chosen ?? sources.merchantDefault ?? sources.browser ?? sources.fallback;
}

export const baseCurrencyInputSchema = z.object({ currency: currencyCodeSchema }).strict();

/** The merchant's base currency, USD when none is set (or a stored one is no longer a currency). */
export async function readBaseCurrency(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ value: deskSettings.value })
    .from(deskSettings)
    .where(eq(deskSettings.key, BASE_CURRENCY_KEY))
    .limit(1);
  return typeof row?.value === 'string' && isCurrencyCode(row.value) ? row.value : DEFAULT_BASE_CURRENCY;
}

/** Sets the merchant's base currency; answers the one it replaced. */
export async function saveBaseCurrency(
  db: DbOrTx,
  currency: string,
  by: string,
): Promise<{ before: string; after: string }> {
  const before = await readBaseCurrency(db);
  await db
    .insert(deskSettings)
    .values({ key: BASE_CURRENCY_KEY, value: currency, updatedBy: by })
    .onConflictDoUpdate({ target: deskSettings.key, set: { value: currency, updatedBy: by, updatedAt: new Date() } });
  return { before, after: currency };
}
