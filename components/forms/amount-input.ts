import { decimalsOf } from '@/lib/reference/currencies';

/*
 * What AmountField does to what a person typed: tidy it on blur, and say plainly when it cannot
 * be an amount of the currency. Pure, so it is tested without a browser.
 */

const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** "1 250.50" and "1,250.50" → "1250.50"; anything else is left for the check to explain. */
export function normaliseAmount(input: string): string {
  const compact = input.trim().replace(/\s+/g, '');
  return THOUSANDS.test(compact) ? compact.replace(/,/g, '') : compact;
}

/** "Up to 2 decimals", "Whole amounts only" for a currency. */
export function decimalsHint(currency: string): string {
  const places = decimalsOf(currency);
  return places === 0 ? 'Whole amounts only' : `Up to ${places} ${places === 1 ? 'decimal' : 'decimals'}`;
}

function exampleAmount(places: number): string {
  return places === 0 ? '1250' : `1250.${'5'.padEnd(places, '0')}`;
}

/** Why `value` is not an amount of `currency` (no currency: of any), or undefined when it is or is blank. */
export function amountProblem(value: string, currency: string | undefined): string | undefined {
  if (value === '') return undefined;
  const places = currency ? decimalsOf(currency) : 2;
  if (!/^\d+(\.\d+)?$/.test(value))
    return `Enter the amount in digits with a point for decimals, such as ${exampleAmount(places)}`;
  if (!currency) return undefined;
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals <= places) return undefined;
  return places === 0
    ? `${currency} has no minor units: enter a whole amount, such as ${exampleAmount(0)}`
    : `${currency} amounts have at most ${places} ${places === 1 ? 'decimal' : 'decimals'}, such as ${exampleAmount(places)}`;
}
