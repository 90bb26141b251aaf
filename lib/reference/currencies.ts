import currencyCodes from 'currency-codes';

export interface Currency {
  code: string;
  name: string;
  /** ISO 4217 minor units: 2 for USD, 0 for JPY, 3 for KWD. */
  minorUnits: number;
}

// Precious metals, testing and fund codes (XAU, XTS, …) are not payment currencies.
const NON_PAYMENT = /^X(AU|AG|PT|PD|TS|XX|BA|BB|BC|BD|DR|SU|UA|FU)$/;

export const CURRENCIES: readonly Currency[] = currencyCodes.data
  .filter((c) => !NON_PAYMENT.test(c.code) && Number.isInteger(c.digits))
  .map((c) => ({ code: c.code, name: c.currency, minorUnits: c.digits }))
  .sort((a, b) => a.code.localeCompare(b.code));

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

export function isCurrencyCode(value: string): boolean {
  return BY_CODE.has(value);
}

/** Minor units of an ISO 4217 currency; throws for an unknown code (validate first). */
export function minorUnits(code: string): number {
  const currency = BY_CODE.get(code);
  if (!currency) throw new Error(`Unknown currency ${code}`);
  return currency.minorUnits;
}

/** Decimal places an amount may carry in a currency (crypto assets: 6). */
export function decimalsOf(currency: string): number {
  try {
    return minorUnits(currency);
  } catch {
    return 6;
  }
}
