import Decimal from 'decimal.js';
import { displayAmount } from '@/lib/reference/money-format';
import { utcTime } from './display';

/*
 * The two failures of a payment a person can act on, in words with the way out. The confirm
 * action gathers the figures (balance, quote); the composer renders the words.
 */

export interface FundsShortfall {
  kind: 'insufficient-funds';
  currency: string;
  /** Available balance, a decimal string; undefined when the balance could not be read. */
  available?: string;
  debitAmount: number;
  fee?: { feeAmount: number; feeCurrency: string };
}

export interface QuoteUnusable {
  kind: 'quote-unusable';
  code: 'QUOTE_EXPIRED' | 'QUOTE_ALREADY_USED' | 'QUOTE_NOT_FOUND';
  expiresAt?: string;
}

export type PaymentProblem = FundsShortfall | QuoteUnusable;

const money = (amount: Decimal.Value, currency: string) => `${displayAmount(amount, currency)}`;

/** "Your USD balance is 120.00, this payment needs 1,000.00 plus fee 2.50. Fund it … or lower the amount." */
export function explainShortfall(problem: FundsShortfall): string {
  const { currency, available, debitAmount, fee } = problem;
  const balance =
    available === undefined
      ? `Your ${currency} balance is not enough`
      : `Your ${currency} balance is ${money(available, currency)}`;
  const sameCurrencyFee = fee && fee.feeCurrency === currency;
  const needs = `this payment needs ${money(debitAmount, currency)}${fee ? ` plus fee ${money(fee.feeAmount, fee.feeCurrency)}${sameCurrencyFee ? '' : ` ${fee.feeCurrency}`}` : ''}`;
  const missing =
    available !== undefined && sameCurrencyFee
      ? new Decimal(debitAmount).plus(fee.feeAmount).minus(available)
      : undefined;
  const short = missing && missing.greaterThan(0) ? ` (${money(missing, currency)} ${currency} short)` : '';
  return `${balance}, ${needs}${short}. Fund it through a deposit instruction or lower the amount.`;
}

/** "The quote expired at 10:42:03. Get a new quote; the rate may differ." */
export function explainQuoteUnusable(problem: QuoteUnusable, formatTime: (iso: string) => string = utcTime): string {
  const what =
    problem.code === 'QUOTE_EXPIRED'
      ? problem.expiresAt
        ? `The quote expired at ${formatTime(problem.expiresAt)}.`
        : 'The quote has expired.'
      : problem.code === 'QUOTE_ALREADY_USED'
        ? 'The quote was already used for another payment.'
        : 'The quote is not known to the payments service.';
  return `${what} Get a new quote; the rate may differ.`;
}

export function explainProblem(problem: PaymentProblem, formatTime?: (iso: string) => string): string {
  return problem.kind === 'insufficient-funds' ? explainShortfall(problem) : explainQuoteUnusable(problem, formatTime);
}
