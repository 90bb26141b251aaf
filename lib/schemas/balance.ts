import { z } from 'zod';
import { timestampSchema } from './common';

/** One ledger's balance; amounts are decimal strings in the currency's minor units. */
export const balanceSchema = z.object({
  currency: z.string(),
  currentBalance: z.string(),
  availableBalance: z.string(),
  reservedBalance: z.string(),
  updatedAt: timestampSchema,
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceListSchema = z.object({
  merchantId: z.string(),
  balances: z.array(balanceSchema),
});
export type BalanceList = z.infer<typeof balanceListSchema>;

/*
 * The balance statement (an extension of the interface, which has balances only):
 * GET /api/v1/balances/{currency}/statement?from=&to=&cursor=&limit= — the ledger's movements over
 * [from, to) in the ledger's own sequence, keyset-paged by id, with the balance before the first and after
 * the last.
 */

export const STATEMENT_DEFAULT_LIMIT = 100;
export const STATEMENT_MAX_LIMIT = 1000;

/** Where a statement page ends: the last movement's id, the ledger's own sequence. Opaque to callers. */
export interface StatementCursor {
  id: number;
}

export function encodeStatementCursor(cursor: StatementCursor): string {
  return Buffer.from(JSON.stringify({ id: cursor.id })).toString('base64url');
}

/** Checked as strictly as any input: a crafted cursor is a 400 and never reaches the database. */
const statementCursorPayload = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export function decodeStatementCursor(value: string): StatementCursor | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = statementCursorPayload.safeParse(payload);
  return parsed.success ? { id: parsed.data.id } : undefined;
}

const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An instant: ISO 8601 with `Z` or an offset (a time without its zone would be a guess). */
const instantSchema = z
  .string()
  .trim()
  .max(40)
  .refine((value) => z.iso.datetime({ offset: true }).safeParse(value).success, {
    message: 'must be an ISO 8601 date and time with Z or an offset, such as 2026-11-01T00:00:00Z',
  })
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999, {
    message: 'must be between the years 1970 and 9999',
  });

/**
 * The statement's query: `from` required, `to` (default now; the route checks it is after `from`),
 * `limit` 1–1000 (100), `cursor` the nextCursor of the previous page.
 */
export const statementQuerySchema = z.object({
  from: instantSchema,
  to: z.preprocess(emptyAsUnset, instantSchema.optional()),
  limit: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(1, { message: 'must be at least 1' })
      .max(STATEMENT_MAX_LIMIT, { message: `must be at most ${STATEMENT_MAX_LIMIT}` })
      .default(STATEMENT_DEFAULT_LIMIT),
  ),
  cursor: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .max(256)
      .transform((value, ctx) => {
        const cursor = decodeStatementCursor(value);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: 'must be the nextCursor of a previous page' });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  ),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** One movement: signed amount (credits positive), the balance after it, and what it was for. */
export const statementEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  /** SEED, DEPOSIT, TRANSACTION_DEBIT, PAYMENT_DEBIT, FEE, REFUND, RETURN (others may come). */
  kind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  /** For a remittance, the API's reference of it (transactionReference or serviceRef). */
  reference: z.string().nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = z.object({
  currency: z.string(),
  from: timestampSchema,
  to: timestampSchema,
  /** The balance just before `from` (0 before the ledger's first movement). */
  openingBalance: z.string(),
  /** The balance just before `to`: the current balance when `to` is now or later. */
  closingBalance: z.string(),
  entries: z.array(statementEntrySchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;
