import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { fxRates } from '@/lib/db/schema';

/** Seeded mid-market rates: units of the currency per 1 USD (sandbox figures, not market data). */
export const SEED_RATES: Record<string, string> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  SGD: '1.34',
  JPY: '151.2',
  CNY: '7.24',
  HKD: '7.82',
  INR: '83.4',
  PHP: '56.1',
  IDR: '15680',
  VND: '25300',
  THB: '35.9',
  MYR: '4.71',
  AUD: '1.52',
  CAD: '1.36',
  CHF: '0.90',
  AED: '3.6725',
  SAR: '3.75',
  KES: '129.5',
  NGN: '1480',
  GHS: '15.2',
  ZAR: '18.6',
  MXN: '17.1',
  BRL: '5.05',
  BDT: '117.5',
  PKR: '278.4',
  NPR: '133.4',
  LKR: '298.7',
  KWD: '0.3075',
  TRY: '32.4',
};

/** Seeds the rate table once (any engine, any mode). */
export async function seedRates(db: DbOrTx): Promise<void> {
  await db
    .insert(fxRates)
    .values(Object.entries(SEED_RATES).map(([currency, perUsd]) => ({ currency, perUsd })))
    .onConflictDoNothing();
}

const DRIFT_AMPLITUDE = 0.003; // ±0.3 %
const DRIFT_PERIOD_MS = 10 * 60 * 1000;

/** Deterministic drift: a slow sine per currency, so quotes differ over time but tests can predict them. */
export function drift(currency: string, at: Date): Decimal {
  const phase = [...currency].reduce((acc, ch) => acc + ch.charCodeAt(0), 0);
  const angle = (2 * Math.PI * (at.getTime() % DRIFT_PERIOD_MS)) / DRIFT_PERIOD_MS + phase;
  return new Decimal(1).plus(new Decimal(Math.sin(angle)).times(DRIFT_AMPLITUDE).toDecimalPlaces(8));
}

/** Units of `buy` per 1 unit of `sell` at mid-market, drifted to `at`; undefined if either is unknown. */
export async function midRate(db: DbOrTx, sell: string, buy: string, at: Date): Promise<Decimal | undefined> {
  const rows = await db
    .select()
    .from(fxRates)
    .where(inArray(fxRates.currency, [sell, buy]));
  const perUsd = new Map(rows.map((r) => [r.currency, new Decimal(r.perUsd)]));
  const sellRate = perUsd.get(sell);
  const buyRate = perUsd.get(buy);
  if (!sellRate || !buyRate) return undefined;
  return buyRate.times(drift(buy, at)).dividedBy(sellRate.times(drift(sell, at)));
}
