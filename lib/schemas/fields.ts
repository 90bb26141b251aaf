import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/*
 * Field types shared by the create requests of payers, beneficiaries and files. Messages follow
 * the field's name ("payer.phone must be …"), as in issues.ts.
 */

/** C0 controls and DEL: never part of a name, address or reference (a tab or newline included). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Half of a UTF-16 surrogate pair without its other half (JSON's `"\ud800"`): no character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a string cannot be stored or hashed as text (NUL: PostgreSQL text cannot hold it; a lone
 * surrogate: it is not Unicode, so it has no UTF-8 form), or undefined when it can.
 */
export function unstorableTextProblem(value: string): string | undefined {
  if (value.includes('\0')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text (it holds a lone UTF-16 surrogate)';
  return undefined;
}

/** The string without its NULs and lone surrogates: safe to show in an error message. */
export function storableText(value: string): string {
  return value.replace(new RegExp(LONE_SURROGATE.source, 'g'), '').replace(/\0/g, '');
}

/**
 * The one builder of free-text fields (payers, beneficiaries, files, transaction KYC): one line,
 * trimmed, `min` (default 1, i.e. not empty) to `max` characters, no control characters, no lone
 * surrogates.
 */
export function textSchema(max: number, { min = 1 }: { min?: number } = {}) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: 'must not contain control characters' })
    .refine((value) => !LONE_SURROGATE.test(value), { message: 'must be valid Unicode text' });
}

/**
 * A code such as an identity or document type (`PASSPORT`, `BR_CERT`): the lists are open-ended in
 * the provider's reference, so any short token is taken, written upper case with `_` for space or -.
 */
export const codeTokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_ -]+$/, { message: 'must be a code of letters, digits and _, such as PASSPORT' })
  .transform((value) => value.toUpperCase().replace(/[ -]+/g, '_'));

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A plain date on the wire: `YYYY-MM-DD`, a real calendar day between 1900 and 2200. */
export const calendarDateSchema = z.string().superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
    ctx.addIssue({ code: 'custom', message: 'must be a date in the form YYYY-MM-DD' });
  else if (!isRealDate(value)) ctx.addIssue({ code: 'custom', message: 'must be a real calendar date (YYYY-MM-DD)' });
});

/** Today's date (UTC) as `YYYY-MM-DD`, for comparing with calendar dates. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * A phone number in international format, checked against libphonenumber's full metadata and
 * answered in E.164 (`+6591234567`).
 */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value);
    if (!parsed?.isValid()) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a valid phone number in international format, such as +6591234567',
      });
      return z.NEVER;
    }
    return parsed.number as string;
  });
