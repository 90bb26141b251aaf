import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { transactionQuotes } from '@/lib/db/schema';
import { decimalsOf, formatAmount } from '@/lib/reference/money';
import { quoteSchema, type QuotationRequest, type QuotationResponse } from '@/lib/schemas/quotation';
import { checkRequestDate } from '@/lib/schemas/transaction-fields';
import type { ProviderDeps } from '../deps';
import { priceLegs } from '../fx/service';
import { ApiError } from '../http/api-error';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** Provider-style ids: a prefix and upper-case alphanumerics, 18 characters (reference A.5: 16-20). */
function providerId(prefix: string): string {
  const bytes = randomBytes(16);
  return prefix + Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/** The remittance fee, in the sending currency: 0.5 % with a minimum of 2 units. */
export function remittanceFee(sendingAmount: Decimal, sendingCurrency: string): Decimal {
  return Decimal.max(sendingAmount.times('0.005'), 2).toDecimalPlaces(
    decimalsOf(sendingCurrency),
    Decimal.ROUND_HALF_UP,
  );
}

/**
 * Prices a transaction quotation: one quote for the type, corridor and payout instrument. With
 * amountType RECEIVE the payout amount is fixed and the sending amount follows, SEND the reverse.
 * The transaction debits sendingAmount plus the fees (in the sending currency, charged to the
 * sender on top): the fees' sum is kept as the quote's `fee`, so the create debits what the quote
 * showed.
 */
export async function createQuotation(
  deps: ProviderDeps,
  tx: Tx,
  merchantId: string,
  request: QuotationRequest,
): Promise<QuotationResponse> {
  const at = deps.now();
  // The same clock rule as a transaction's requestDate (± 24 h).
  const dateProblem = request.requestDate && checkRequestDate(request.requestDate, at);
  if (dateProblem)
    throw new ApiError('REQUEST_DATE_INVALID', `requestDate ${dateProblem}`, [
      { field: 'requestDate', message: dateProblem },
    ]);
  const { sendingCurrency: sell, receivingCurrency: buy } = request;
  const fixedSide = request.amountType === 'SEND' ? 'SELL' : 'BUY';
  const priced = await priceLegs(tx, at, { sell, buy, fixedSide, amount: request.requestAmount }, { atPar: true });
  if (!priced) {
    throw new ApiError('CURRENCY_NOT_SUPPORTED', `No corridor from ${sell} to ${buy}`, [
      { field: 'receivingCurrency', message: `is not served from ${sell}` },
    ]);
  }
  const { rate, sellAmount, buyAmount } = priced;
  const fee = remittanceFee(sellAmount, request.sendingCurrency);
  const expiresAt = new Date(at.getTime() + deps.config.quoteTtlSeconds * 1000);
  const quote = {
    quoteId: providerId('QR'),
    sendingAmount: formatAmount(sellAmount, request.sendingCurrency),
    sendingCurrency: request.sendingCurrency,
    receivingAmount: formatAmount(buyAmount, request.receivingCurrency),
    receivingCurrency: request.receivingCurrency,
    fees: [
      { type: 'TRANSFER_FEE', amount: formatAmount(fee, request.sendingCurrency), currency: request.sendingCurrency },
    ],
    fxRate: rate.toDecimalPlaces(10).toFixed(),
    quoteExpiryTime: expiresAt.toISOString(),
    payoutInstrument: request.payoutInstrument as 'BANK_ACCOUNT' | 'WALLET',
    type: request.type,
  };
  const response: QuotationResponse = {
    quotationReference: providerId('QT'),
    quotationStatus: '2000:Quote Success',
    requestDate: (request.requestDate ?? at).toISOString(),
    quotes: [quote],
  };
  await tx.insert(transactionQuotes).values({
    quoteId: quote.quoteId,
    quotationReference: response.quotationReference,
    merchantId,
    type: request.type,
    payoutInstrument: quote.payoutInstrument,
    receivingCountry: request.receivingCountry,
    sendingCurrency: quote.sendingCurrency,
    sendingAmount: quote.sendingAmount,
    fee: quote.fees.reduce((sum, f) => sum.plus(f.amount), new Decimal(0)).toFixed(),
    receivingCurrency: quote.receivingCurrency,
    receivingAmount: quote.receivingAmount,
    expiresAt,
    response: quote,
  });
  return response;
}

type TransactionQuoteRow = typeof transactionQuotes.$inferSelect;

/** One quote of the merchant's quotations, by its quoteId. */
export async function getTransactionQuote(
  db: DbOrTx,
  merchantId: string,
  quoteId: string,
): Promise<TransactionQuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(transactionQuotes)
    .where(and(eq(transactionQuotes.quoteId, quoteId), eq(transactionQuotes.merchantId, merchantId)))
    .limit(1);
  return row;
}

export const quoteWithStatusSchema = quoteSchema.extend({
  quotationReference: z.string(),
  status: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
  usedBy: z.string().nullable(),
});

/** The quote with its current status (USED and EXPIRED are derived, not stored). */
export function quoteWithStatus(row: TransactionQuoteRow, now: Date): z.infer<typeof quoteWithStatusSchema> {
  const status = row.usedBy ? 'USED' : row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
  return {
    ...(row.response as z.infer<typeof quoteSchema>),
    quotationReference: row.quotationReference,
    status,
    usedBy: row.usedBy,
  };
}
