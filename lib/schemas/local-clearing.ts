import { isValidBIC } from 'ibantools';

/* Local clearing systems as plain data, without zod: the desk's beneficiary form offers them in the browser. */

/** ABA routing number: nine digits, weights 3-7-1, sum divisible by 10. */
function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return value.split('').reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0) % 10 === 0;
}

export interface ClearingScheme {
  /** The one currency the scheme pays out. */
  currency: string;
  /** What `code` is, for messages. */
  code: string;
  isValidCode: (code: string) => boolean;
}

/** Local clearing systems: the currency each pays and the bank code it routes on. */
export const LOCAL_CLEARING_SCHEMES = {
  ACH: { currency: 'USD', code: 'a 9-digit ABA routing number with a valid checksum', isValidCode: isAbaRoutingNumber },
  FEDWIRE: {
    currency: 'USD',
    code: 'a 9-digit ABA routing number with a valid checksum',
    isValidCode: isAbaRoutingNumber,
  },
  SEPA: { currency: 'EUR', code: 'the BIC of the bank, such as DEUTDEFF', isValidCode: (code) => isValidBIC(code) },
  FPS: { currency: 'GBP', code: 'a 6-digit sort code', isValidCode: (code) => /^\d{6}$/.test(code) },
  SORT_CODE: { currency: 'GBP', code: 'a 6-digit sort code', isValidCode: (code) => /^\d{6}$/.test(code) },
  IFSC: {
    currency: 'INR',
    code: 'an 11-character IFSC such as HDFC0000123',
    isValidCode: (code) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(code),
  },
  CNAPS: { currency: 'CNY', code: 'a 12-digit CNAPS bank code', isValidCode: (code) => /^\d{12}$/.test(code) },
  BSB: { currency: 'AUD', code: 'a 6-digit BSB number', isValidCode: (code) => /^\d{6}$/.test(code) },
} as const satisfies Record<string, ClearingScheme>;
export type LocalClearingScheme = keyof typeof LOCAL_CLEARING_SCHEMES;
