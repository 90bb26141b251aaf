import Decimal from 'decimal.js';
import { z } from 'zod';
import { formatAmount } from '@/lib/reference/money';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import type { PaymentResponse } from '@/lib/schemas/payment';
import type { Quote } from '@/lib/schemas/quotation';

/*
 * The money picture of a remittance (issue 14), as the desk learned it when it sent it: what was
 * debited (the principal), each fee and who pays it, the total debited, the rate and what the
 * recipient gets. Stored once in desk.remittances.money when the remittance is recorded, from the
 * quote the desk was given (a transaction) or the payment's own answer (an FX payment). A
 * remittance another API client sent has none: the desk never saw its quote.
 *
 * Amounts are decimal strings in their currency's minor units; sums are decimal (never floats).
 */

const amountSchema = z.object({ amount: z.string(), currency: z.string() });
export type MoneyAmount = z.infer<typeof amountSchema>;

const feeSchema = z.object({
  /** The API's name of the fee, e.g. `TRANSFER_FEE`. */
  type: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** Who pays it: the sender (on top of the principal, from the sending balance). */
  paidBy: z.enum(['sender', 'recipient']),
});
export type MoneyFee = z.infer<typeof feeSchema>;

export const remittanceMoneySchema = z.object({
  /** Receiving units per sending unit (`1 USD = rate NGN`); null when the API did not say. */
  rate: z.string().nullable(),
  fees: z.array(feeSchema),
  /** The principal, in the sending currency. */
  debited: amountSchema,
  /** The principal and every fee charged in the sending currency. */
  totalDebited: amountSchema,
  recipientGets: amountSchema,
});
export type RemittanceMoney = z.infer<typeof remittanceMoneySchema>;

/** The stored picture, or null when there is none (another client's remittance) or it does not read. */
export function readMoney(value: unknown): RemittanceMoney | null {
  if (value === null || value === undefined) return null;
  const parsed = remittanceMoneySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A plain decimal string of a number or string amount (the FX API answers numbers). */
const decimalOf = (value: string | number): Decimal => new Decimal(typeof value === 'number' ? String(value) : value);

/**
 * A rate as the API wrote it (the quote's string, so the page shows what the composer showed), a
 * number without floating-point noise; null when there is none or it is not a decimal.
 */
function rateOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  try {
    const rate = decimalOf(value);
    if (!rate.isFinite()) return null;
    return typeof value === 'string' ? value.trim() : rate.toFixed();
  } catch {
    return null;
  }
}

const money = (amount: string | number | Decimal, currency: string): MoneyAmount => ({
  amount: formatAmount(amount instanceof Decimal ? amount : decimalOf(amount), currency),
  currency,
});

/**
 * The picture from its parts: each amount rounded to its currency's minor units first, so the
 * total is the exact sum of the figures a person reads. Fees in another currency than the
 * principal are listed but not added to the total debited.
 */
export function moneyPicture(parts: {
  rate: string | number | null | undefined;
  debited: { amount: string | number; currency: string };
  fees: { type: string; amount: string | number; currency: string; paidBy?: MoneyFee['paidBy'] }[];
  recipientGets: { amount: string | number; currency: string };
}): RemittanceMoney {
  const debited = money(parts.debited.amount, parts.debited.currency);
  const fees = parts.fees.map((fee) => ({
    type: fee.type,
    ...money(fee.amount, fee.currency),
    paidBy: fee.paidBy ?? ('sender' as const),
  }));
  const total = fees
    .filter((fee) => fee.currency === debited.currency && fee.paidBy === 'sender')
    .reduce((sum, fee) => sum.plus(fee.amount), new Decimal(debited.amount));
  const rate = rateOf(parts.rate);
  return {
    rate,
    fees,
    debited,
    totalDebited: money(total, debited.currency),
    recipientGets: money(parts.recipientGets.amount, parts.recipientGets.currency),
  };
}

/**
 * A transaction's picture from the quote it spent: the quote's sending amount is the principal,
 * its fees are charged to the sender on top, the receiving amount is what the recipient gets.
 * Null without a quote (one the desk was not given).
 */
export function transactionMoney(quote: Quote | null | undefined): RemittanceMoney | null {
  if (!quote) return null;
  return moneyPicture({
    rate: quote.fxRate,
    debited: { amount: quote.sendingAmount, currency: quote.sendingCurrency },
    fees: quote.fees.map((fee) => ({ type: fee.type, amount: fee.amount, currency: fee.currency })),
    recipientGets: { amount: quote.receivingAmount, currency: quote.receivingCurrency },
  });
}

/** Who bears an FX payment's fee: OUR is the sender (the only bearer the API offers). */
const bearer = (chargeBearer: string): MoneyFee['paidBy'] => (chargeBearer === 'BEN' ? 'recipient' : 'sender');

/**
 * An FX payment's picture from the API's answer: the debit amount is the principal, the fee is
 * charged on top; the rate is the payment's own, else its FX quote's.
 */
export function paymentMoney(
  payment: Pick<PaymentResponse, 'amount' | 'fee' | 'fx'>,
  quote?: Pick<FxQuoteResponse, 'fxRate'> | null,
): RemittanceMoney {
  const { amount, fee } = payment;
  return moneyPicture({
    rate: payment.fx.fxRate ?? quote?.fxRate,
    debited: { amount: amount.debitAmount, currency: amount.debitCurrency },
    fees: [{ type: 'PAYMENT_FEE', amount: fee.feeAmount, currency: fee.feeCurrency, paidBy: bearer(fee.chargeBearer) }],
    recipientGets: { amount: amount.payoutAmount, currency: amount.payoutCurrency },
  });
}

/** The picture as the jsonb column stores it. */
export const storedMoney = (picture: RemittanceMoney | null | undefined): Record<string, unknown> | null =>
  picture ? (picture as unknown as Record<string, unknown>) : null;
