import { z } from 'zod';
import { isCountryCode } from '@/lib/reference/countries';
import { isCurrencyCode } from '@/lib/reference/currencies';

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { message: 'must be an ISO 3166-1 alpha-2 country code, such as US' });

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCurrencyCode, { message: 'must be an ISO 4217 currency code, such as USD' });

export const merchantIdSchema = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(64, { message: 'must be at most 64 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'may hold letters, digits, _ and - only' });

/** Timestamps on the wire: ISO 8601, UTC, milliseconds. */
export const timestampSchema = z.iso.datetime();
/** Amounts where the interface gives strings: a non-negative decimal. */
export const decimalStringSchema = z
  .string()
  .regex(/^\d{1,18}(\.\d{1,8})?$/, { message: 'must be a decimal number such as 100.50' });

/**
 * The largest amount a request may carry: converted at any served rate (at most ~10^5 units of one
 * currency per unit of another) an answer still fits the 18 integer digits of an amount on the wire.
 */
export const MAX_REQUEST_AMOUNT = 1e12;
const TOO_LARGE = { message: `must be at most ${MAX_REQUEST_AMOUNT}` };

/** An amount in a request where the interface gives strings: a decimal greater than zero, at most 10^12. */
export const positiveAmountSchema = decimalStringSchema
  .refine((value) => !/^0+(\.0+)?$/.test(value), { message: 'must be greater than zero' })
  .refine((value) => Number(value) <= MAX_REQUEST_AMOUNT, TOO_LARGE);

/** Group B amounts are JSON numbers: positive, finite, at most 15 significant digits. */
export const moneyNumberSchema = z
  .number()
  .positive({ message: 'must be greater than zero' })
  .max(MAX_REQUEST_AMOUNT, TOO_LARGE)
  .refine(Number.isFinite, { message: 'must be a finite number' });

/** A caller's reference or id: printable, 1-64 characters. */
export const referenceSchema = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(64, { message: 'must be at most 64 characters' })
  .regex(/^[A-Za-z0-9._:/-]+$/, { message: 'may hold letters, digits and . _ : / - only' });
