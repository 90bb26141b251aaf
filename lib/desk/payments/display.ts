import Decimal from 'decimal.js';
import { formatAmount } from '@/lib/reference/money';

/** "1000" USD → "1,000.00": the currency's minor units, thousands grouped, no float arithmetic. */
export function displayAmount(amount: Decimal.Value, currency: string): string {
  const [whole = '0', fraction] = formatAmount(amount, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** "10:42:03 UTC"; the browser passes its own formatter to show local time. */
export function utcTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(11, 19)} UTC`;
}
