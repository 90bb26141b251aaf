import Decimal from 'decimal.js';
import { decimalsOf } from './currencies';

export { decimalsOf };

/** Formats a decimal string to the currency's minor units, rounding half-even (banker's). */
export function formatAmount(amount: Decimal.Value, currency: string): string {
  return new Decimal(amount)
    .toDecimalPlaces(decimalsOf(currency), Decimal.ROUND_HALF_EVEN)
    .toFixed(decimalsOf(currency));
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
