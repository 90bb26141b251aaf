import type { Finding } from '@/lib/compliance/types';
import { isPlainDate } from './dates';
import { paymentFindings } from './payment';
import { transactionFindings } from './transaction';

/*
 * The automatic compliance checks: pure and synchronous, run by the server when a maker submits a
 * remittance for review and shown live by the composer as warnings. Browser-safe on purpose: no
 * zod, no node: modules, no database (browser.test.ts holds this). Findings come in reading order,
 * each code once per field.
 */

export interface CheckContext {
  /** The day the checks are judged on, `YYYY-MM-DD` in UTC (expiry, age, "in the future"). */
  today: string;
}

function todayOf(ctx: CheckContext): string {
  if (!isPlainDate(ctx.today)) throw new Error(`CheckContext.today must be a date YYYY-MM-DD, not ${ctx.today}`);
  return ctx.today;
}

/** Every finding of a transaction request (wire shape, possibly partial / unparsed: read defensively). */
export function checkTransaction(request: unknown, ctx: CheckContext): Finding[] {
  return transactionFindings(request, todayOf(ctx));
}

/**
 * An FX payment: the stored payer (lib/schemas/payer.ts response shape) and beneficiary
 * (lib/schemas/beneficiary.ts response shape) it pays between. Field paths start with `payer.` /
 * `beneficiary.` (e.g. `payer.identity.expirationDate`, `payer.directors.0.idExpiration`,
 * `beneficiary.bankAccount.swiftCode`).
 */
export function checkPayment(input: { payer?: unknown; beneficiary?: unknown }, ctx: CheckContext): Finding[] {
  return paymentFindings(input, todayOf(ctx));
}

/** Today in UTC as the checks take it (`ctx.today`). */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export { EXPIRY_WARNING_DAYS, SENDER_MINIMUM_AGE } from './documents';
export { NAME_MATCH_THRESHOLD } from './names';
export { REQUIRED_FIELDS } from './required';
export { formatDay } from './dates';
