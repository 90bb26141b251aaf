import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { fxQuotes } from '@/lib/db/schema';
import type { FxQuoteRequest, FxQuoteResponse } from '@/lib/schemas/fx-quote';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import type { NotFound } from '../http/not-found';
import { customerRate, feeFor, legs } from './pricing';
import { midRate } from './rates';

export const newQuoteId = () => `qt_${randomBytes(8).toString('hex')}`;

/** An unknown quote (FX quote or transaction quote: both are read by their quoteId). */
export const quoteNotFound = (quoteId: string): NotFound => ({
  noun: 'quote',
  id: quoteId,
  field: 'quoteId',
  detail: 'is not a known quote',
});

export interface QuotedLegs {
  rate: Decimal;
  sellAmount: Decimal;
  buyAmount: Decimal;
}

/**
 * The customer rate of the moment and both legs from the fixed one; undefined when the pair has no
 * rate. With `atPar`, one currency on both sides is quoted at 1 without margin (quotations).
 */
export async function priceLegs(
  db: DbOrTx,
  at: Date,
  pair: { sell: string; buy: string; fixedSide: 'SELL' | 'BUY'; amount: Decimal.Value },
  options: { atPar?: boolean } = {},
): Promise<QuotedLegs | undefined> {
  const par = options.atPar === true && pair.sell === pair.buy;
  const mid = par ? new Decimal(1) : await midRate(db, pair.sell, pair.buy, at);
  if (!mid) return undefined;
  const rate = par ? mid : customerRate(mid);
  return { rate, ...legs(pair.fixedSide, new Decimal(pair.amount), rate, pair.sell, pair.buy) };
}

/** Prices an FX quote at the current (drifted) rate and stores it, valid for quoteTtlSeconds. */
export async function createFxQuote(
  deps: ProviderDeps,
  tx: Tx,
  merchantId: string,
  request: FxQuoteRequest,
): Promise<FxQuoteResponse> {
  const at = deps.now();
  const { sellCurrency: sell, buyCurrency: buy, fixedSide, amount } = request;
  const priced = await priceLegs(tx, at, { sell, buy, fixedSide, amount });
  if (!priced) {
    throw new ApiError('CURRENCY_NOT_SUPPORTED', `No rate for ${sell}/${buy}`, [
      { field: 'buyCurrency', message: 'is not quoted against sellCurrency' },
    ]);
  }
  const { rate, sellAmount, buyAmount } = priced;
  const fee = feeFor(sellAmount, request.sellCurrency);
  const expiresAt = new Date(at.getTime() + deps.config.quoteTtlSeconds * 1000);
  const quoteId = newQuoteId();
  const response: FxQuoteResponse = {
    ...(request.requestId ? { requestId: request.requestId } : {}),
    quoteId,
    status: 'ACTIVE',
    sellCurrency: request.sellCurrency,
    buyCurrency: request.buyCurrency,
    fixedSide: request.fixedSide,
    sellAmount: sellAmount.toNumber(),
    buyAmount: buyAmount.toNumber(),
    fxRate: rate.toNumber(),
    fee: { chargeBearer: 'OUR', feeCurrency: request.sellCurrency, feeAmount: fee.toNumber() },
    valueDate: request.settlement?.valueDate ?? at.toISOString().slice(0, 10),
    expiresAt: expiresAt.toISOString(),
    createdAt: at.toISOString(),
  };
  await tx.insert(fxQuotes).values({
    id: quoteId,
    merchantId,
    sellCurrency: request.sellCurrency,
    buyCurrency: request.buyCurrency,
    fixedSide: request.fixedSide,
    sellAmount: sellAmount.toFixed(),
    buyAmount: buyAmount.toFixed(),
    rate: rate.toFixed(),
    feeCurrency: request.sellCurrency,
    feeAmount: fee.toFixed(),
    expiresAt,
    response,
  });
  return response;
}

type QuoteRow = typeof fxQuotes.$inferSelect;

/** The quote with its current status (USED / EXPIRED are derived, not stored). */
export function quoteView(row: QuoteRow, now: Date): FxQuoteResponse {
  const status = row.usedBy ? 'USED' : row.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
  return { ...(row.response as FxQuoteResponse), status };
}

export async function getFxQuote(db: DbOrTx, merchantId: string, quoteId: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select()
    .from(fxQuotes)
    .where(and(eq(fxQuotes.id, quoteId), eq(fxQuotes.merchantId, merchantId)))
    .limit(1);
  return row;
}

/** Locks the quote for a payment and checks it can be used; throws the provider's quote errors. */
export async function lockUsableQuote(tx: Tx, merchantId: string, quoteId: string, now: Date): Promise<QuoteRow> {
  const [row] = await tx
    .select()
    .from(fxQuotes)
    .where(and(eq(fxQuotes.id, quoteId), eq(fxQuotes.merchantId, merchantId)))
    .for('update')
    .limit(1);
  const field = [{ field: 'fx.quoteId', message: '' }];
  if (!row)
    throw new ApiError('QUOTE_NOT_FOUND', `fx.quoteId ${quoteId} is not a quote of this merchant`, [
      { ...field[0]!, message: 'is not a known quote' },
    ]);
  if (row.usedBy)
    throw new ApiError('QUOTE_ALREADY_USED', `fx.quoteId ${quoteId} was already used by ${row.usedBy}`, [
      { ...field[0]!, message: 'was already used' },
    ]);
  if (row.expiresAt <= now)
    throw new ApiError('QUOTE_EXPIRED', `fx.quoteId ${quoteId} expired at ${row.expiresAt.toISOString()}`, [
      { ...field[0]!, message: 'has expired' },
    ]);
  return row;
}

export async function markQuoteUsed(tx: Tx, quoteId: string, usedBy: string): Promise<void> {
  await tx.update(fxQuotes).set({ usedBy }).where(eq(fxQuotes.id, quoteId));
}
