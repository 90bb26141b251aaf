import Decimal from 'decimal.js';
import { groupDigits } from '@/lib/desk/remittances/presentation';
import { formatAmount } from '@/lib/reference/money';

/** "1000" USD → "1,000.00": the currency's minor units, thousands grouped, no float arithmetic. */
export function displayAmount(amount: Decimal.Value, currency: string): string {
  return groupDigits(formatAmount(amount, currency));
}

/** "10:42:03 UTC"; the browser passes its own formatter to show local time. */
export function utcTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(11, 19)} UTC`;
}
