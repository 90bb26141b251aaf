import { z } from 'zod';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { decimalsOf, fitsMinorUnits } from '@/lib/reference/money';
import { decimalStringSchema } from './common';
import { CREDIT_PARTY_KEYS, DEBIT_PARTY_KEYS } from './party-keys';

/*
 * Field types of the transaction group (transactions and quotations): amounts and their minor
 * units, requestDate and its clock check, codes and references, debit and credit parties.
 */

/** Adds an issue when `amount` has more decimals than the ISO 4217 minor units of `currency`. */
export function checkMinorUnits(
  amount: unknown,
  currency: unknown,
  path: PropertyKey[],
  ctx: z.RefinementCtx,
  currencyField: string,
) {
  // fitsMinorUnits only ever sees a decimal string and a known currency.
  if (
    typeof amount !== 'string' ||
    !decimalStringSchema.safeParse(amount).success ||
    typeof currency !== 'string' ||
    !isCurrencyCode(currency)
  )
    return;
  if (!fitsMinorUnits(amount, currency)) {
    const places = decimalsOf(currency);
    ctx.addIssue({
      code: 'custom',
      path,
      message: `must have at most ${places} decimal${places === 1 ? '' : 's'}: ${currencyField} ${currency} has ${places} minor unit${places === 1 ? '' : 's'}`,
    });
  }
}

const REQUEST_DATE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses a requestDate: ISO 8601 (`2026-03-10T10:44:00.000Z`, or with an offset) or the
 * provider's `YYYY-MM-DD HH:mm:ss`. Without a zone the time is UTC (the reference's X-DATE
 * convention). Undefined when it is not such a date-time or not a real one.
 */
export function parseRequestDate(value: string): Date | undefined {
  const match = REQUEST_DATE.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction = '', zone = 'Z'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined;
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const [oh, om] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
    if (oh > 14 || om > 59) return undefined;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** requestDate on the wire (a string), answered as a Date. */
export const requestDateSchema = z.string().transform((value, ctx): Date => {
  const date = value.length <= 40 ? parseRequestDate(value.trim()) : undefined;
  if (!date) {
    ctx.issues.push({
      code: 'custom',
      message: 'must be a date-time in ISO 8601 (2026-03-10T10:44:00.000Z) or as YYYY-MM-DD HH:mm:ss (UTC)',
      input: value,
    });
    return z.NEVER;
  }
  return date;
});

/** How far requestDate may be from the server's clock (docs/architecture.md "Requests as real clients send them": 24 h). */
export const REQUEST_DATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The clock check of requestDate, kept out of the schema so the schema stays pure: a message that
 * follows the field's name ("requestDate must be …"), or undefined when it is within the window.
 */
export function checkRequestDate(date: Date, now: Date, windowMs = REQUEST_DATE_WINDOW_MS): string | undefined {
  if (Number.isNaN(date.getTime())) return 'must be a valid date-time';
  if (Math.abs(date.getTime() - now.getTime()) > windowMs) {
    return `must be within ${Math.round(windowMs / 3_600_000)} hours of the current time (now ${now.toISOString()})`;
  }
  return undefined;
}

/** A code of letters, digits, `_` and `-` of `min`-`max` characters. */
export const codeSchema = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), {
      message: `must be ${min} to ${max} letters, digits, _ or -`,
    });

/** transactionReference: the caller's unique reference, A.3 4-50 characters, printable ASCII. */
export const transactionReferenceSchema = z
  .string()
  .trim()
  .regex(/^[\x21-\x7e]{4,50}$/, { message: 'must be 4 to 50 printable characters without spaces' });

/**
 * provider: A.3 "numeric, 5-12"; relaxed to 3-20 letters, digits and `_`, because the reference
 * itself names the special codes CNUNIONPAY and PH_DIRECT_TO_BANK (17).
 */
export const providerSchema = codeSchema(3, 20);
/** Partner codes: A.3 4-20 (examples AUTH77302, RP20260302NG_CORP). */
export const partnerCodeSchema = codeSchema(4, 20);
/** kidNumber: length not documented; the interface's example is KID260302183510002. */
export const kidNumberSchema = codeSchema(1, 50);
/**
 * quoteId: A.5 16-20, relaxed to 1-64 characters: the id is whatever the quotation answered, and
 * the sandbox's own ids need not follow TerraPay's length.
 */
export const quoteIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, {
    message: 'must be the quoteId of a quotation: 1 to 64 letters, digits or _ . : -',
  });

// --- Parties --------------------------------------------------------------------------------

export { CREDIT_PARTY_KEYS, DEBIT_PARTY_KEYS };

/** An MSISDN with its country code (A.3: 10-18), an optional leading +. */
export const MSISDN = /^\+?\d{10,18}$/;
const MSISDN_MESSAGE = 'must be a mobile number with its country code, 10 to 18 digits, such as +2348031234567';

const missingOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

function partyItemSchema<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.strictObject({
    key: z.enum(keys, { error: missingOr(`must be one of ${keys.join(', ')}`) }),
    // "A key may carry an empty-string value" (the interface).
    value: z.string().max(140),
  });
}

const onArrays = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

/** Repeated keys are refused: each key says one thing about the party. */
function checkPartyItems(items: unknown[], ctx: z.RefinementCtx, msisdnRequired: boolean) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (typeof item !== 'object' || item === null) return;
    const { key, value } = item as { key?: unknown; value?: unknown };
    if (typeof key !== 'string') return;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `repeats the key ${key}` });
    seen.add(key);
    if (key === 'msisdn' && typeof value === 'string' && (msisdnRequired || value !== '') && !MSISDN.test(value)) {
      ctx.addIssue({ code: 'custom', path: [index, 'value'], message: MSISDN_MESSAGE });
    }
  });
}

/** debitParty: the sender's MSISDN (A.3: key msisdn, mandatory). */
export const debitPartySchema = z
  .array(partyItemSchema(DEBIT_PARTY_KEYS))
  .min(1)
  .max(10)
  .superRefine((items, ctx) => checkPartyItems(items, ctx, true), onArrays);

/** creditParty: the payee's account — a wallet MSISDN, or a bank account and its bank. */
export const creditPartySchema = z
  .array(partyItemSchema(CREDIT_PARTY_KEYS))
  .min(1)
  .max(10)
  .superRefine((items, ctx) => {
    checkPartyItems(items, ctx, false);
    const named = items.some(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        ['msisdn', 'bankaccountno', 'accountIBAN'].includes(item.key) &&
        typeof item.value === 'string' &&
        item.value.trim() !== '',
    );
    if (!named)
      ctx.addIssue({
        code: 'custom',
        message: "must name the payee's account: a msisdn, bankaccountno or accountIBAN with a value",
      });
  }, onArrays);

export type Party = z.infer<typeof creditPartySchema>[number];
