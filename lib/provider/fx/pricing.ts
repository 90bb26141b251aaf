import Decimal from 'decimal.js';
import { decimalsOf } from '@/lib/reference/money';

/** The customer rate: mid less a 0.35 % margin, to 8 significant decimals. */
export const MARGIN = new Decimal('0.0035');

export function customerRate(mid: Decimal): Decimal {
  return mid.times(new Decimal(1).minus(MARGIN)).toSignificantDigits(10);
}

/** Fee in the sell (debit) currency: 0.1 % with a minimum of 5 units, rounded to minor units. */
export function feeFor(sellAmount: Decimal, sellCurrency: string): Decimal {
  const fee = Decimal.max(sellAmount.times('0.001'), 5);
  return fee.toDecimalPlaces(decimalsOf(sellCurrency), Decimal.ROUND_HALF_UP);
}

/** Both legs from the fixed one; the other leg rounds in the customer's favour never, to minor units half-even. */
export function legs(
  fixedSide: 'SELL' | 'BUY',
  amount: Decimal,
  rate: Decimal,
  sellCurrency: string,
  buyCurrency: string,
) {
  if (fixedSide === 'SELL') {
    return {
      sellAmount: amount,
      buyAmount: amount.times(rate).toDecimalPlaces(decimalsOf(buyCurrency), Decimal.ROUND_DOWN),
    };
  }
  return {
    sellAmount: amount.dividedBy(rate).toDecimalPlaces(decimalsOf(sellCurrency), Decimal.ROUND_UP),
    buyAmount: amount,
  };
}
