import { decimalsOf } from './currencies';

/*
 * The desk's one way to write an amount: the currency's minor units, thousands grouped, the code
 * after it ("1,000.50 USD", "1,500 JPY", "12.345 KWD"). Plain string arithmetic, without
 * decimal.js or zod, so any page may format money without loading them; decimal arithmetic on
 * the API's side is lib/reference/money.ts.
 */

/** An amount: a decimal string, a number, or a Decimal (anything whose toFixed() writes it out). */
export type AmountInput = string | number | bigint | { toFixed(): string };

/** An amount as written: a sign, whole digits and optional fraction digits. */
interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Reads a decimal string or number (exponent forms such as 1e-7 included); undefined if it is not one. */
function partsOf(amount: AmountInput): DecimalParts | undefined {
  const text = typeof amount === 'object' ? amount.toFixed() : String(amount);
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match || (match[2] === '' && !match[3])) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  const digits = whole + fraction;
  // The point sits after `point` digits; an exponent moves it.
  const point = whole.length + Number(exponent);
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  return {
    negative: sign === '-',
    whole: padded.slice(0, at).replace(/^0+(?=\d)/, '') || '0',
    fraction: padded.slice(at),
  };
}

/** The amount as an integer count of 10^-places units, rounded half to even (banker's). */
function scaled({ whole, fraction }: DecimalParts, places: number): bigint {
  let units = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  const rest = fraction.slice(places);
  const beyondHalf = /[1-9]/.test(rest.slice(1));
  if (rest[0] !== undefined && (rest[0] > '5' || (rest[0] === '5' && (beyondHalf || units % 2n === 1n)))) units += 1n;
  return units;
}

function signedUnits(parts: DecimalParts, places: number): bigint {
  return parts.negative ? -scaled(parts, places) : scaled(parts, places);
}

/** Writes `units` × 10^-places back as a decimal string with exactly `places` decimals. */
function unscaled(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${text}` : text;
}

/** `1500000.5` → `1,500,000.5`: thousands grouped, the digits as they are. */
function groupDigits(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** `1000.5`, USD → `1000.50`: the currency's minor units, half-even, no grouping (the API's form). */
export function toMinorUnits(amount: AmountInput, currency: string): string {
  const parts = partsOf(amount);
  if (!parts) return typeof amount === 'object' ? amount.toFixed() : String(amount); // not a number: shown as it came
  const places = decimalsOf(currency);
  return unscaled(signedUnits(parts, places), places);
}

/** `1000.5`, USD → `1,000.50`: the amount alone, for sentences that name the currency elsewhere. */
export function displayAmount(amount: AmountInput, currency: string): string {
  return groupDigits(toMinorUnits(amount, currency));
}

/** `1000.5`, USD → `1,000.50 USD`: the desk's amount format. */
export function formatMoney(amount: AmountInput, currency: string): string {
  return `${displayAmount(amount, currency)} ${currency}`;
}

/** Exact sum of two amounts, as a plain decimal string (no floating point). */
export function addAmounts(a: string | number, b: string | number): string {
  const [x, y] = [partsOf(a), partsOf(b)];
  if (!x || !y) return String(Number(a) + Number(b));
  const places = Math.max(x.fraction.length, y.fraction.length);
  return unscaled(signedUnits(x, places) + signedUnits(y, places), places);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b` (exactly, as decimals). */
export function compareAmounts(a: string | number, b: string | number): -1 | 0 | 1 {
  const [x, y] = [partsOf(a), partsOf(b)];
  if (!x || !y) return Math.sign(Number(a) - Number(b)) as -1 | 0 | 1;
  const places = Math.max(x.fraction.length, y.fraction.length);
  const difference = signedUnits(x, places) - signedUnits(y, places);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
