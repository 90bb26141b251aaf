import Decimal from 'decimal.js';
import { decimalsOf } from './currencies';
import { toMinorUnits } from './money-format';

export { decimalsOf };

/*
 * Money with decimal arithmetic (the API's side). Display formatting, without decimal.js, is
 * ./money-format.ts; this module only adds Decimal inputs to it.
 */

/** A Decimal (or decimal string) in the currency's minor units, half-even, no grouping: `1000.50`. */
export function formatAmount(amount: Decimal.Value, currency: string): string {
  return toMinorUnits(new Decimal(amount).toFixed(), currency);
}

/** True when the amount has no more decimals than the currency allows. */
export function fitsMinorUnits(amount: string, currency: string): boolean {
  let places: number;
  try {
    places = new Decimal(amount).decimalPlaces();
  } catch {
    return true; // not a number at all: the amount's own format check reports that
  }
  return places <= decimalsOf(currency);
}
