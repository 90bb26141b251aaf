import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { ApiError } from '../http/api-error';
import { fxQuoteRequestSchema, type FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { createTestProvider } from '../testing';
import { customerRate } from './pricing';
import { midRate } from './rates';
import { createFxQuote, getFxQuote, lockUsableQuote, markQuoteUsed, quoteView } from './service';

const provider = await createTestProvider();
after(() => provider.close());
const { deps } = provider;

const request = (overrides: Record<string, unknown> = {}) =>
  fxQuoteRequestSchema.parse({
    sellCurrency: 'SGD',
    buyCurrency: 'USD',
    fixedSide: 'SELL',
    amount: 1000,
    ...overrides,
  });

const quote = (merchantId = 'M1', overrides: Record<string, unknown> = {}): Promise<FxQuoteResponse> =>
  deps.db.transaction((tx) => createFxQuote(deps, tx, merchantId, request(overrides)));

/** Runs `check` in a transaction and answers the ApiError code it throws. */
async function codeOf(check: Parameters<typeof deps.db.transaction>[0]): Promise<string> {
  try {
    await deps.db.transaction(check);
  } catch (error) {
    assert.ok(error instanceof ApiError, String(error));
    return error.code;
  }
  assert.fail('expected an ApiError');
}

test('createFxQuote prices at the customer rate of the moment and stores the quote', async () => {
  const at = deps.now();
  const mid = await midRate(deps.db, 'SGD', 'USD', at);
  assert.ok(mid);
  const answered = await quote();
  assert.equal(answered.fxRate, customerRate(mid).toNumber());
  assert.equal(answered.sellAmount, 1000);
  assert.equal(
    answered.buyAmount,
    new Decimal(1000).times(answered.fxRate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber(),
  );
  assert.deepEqual(answered.fee, { chargeBearer: 'OUR', feeCurrency: 'SGD', feeAmount: 5 });
  assert.equal(answered.status, 'ACTIVE');
  assert.equal(answered.createdAt, at.toISOString());
  assert.equal(new Date(answered.expiresAt).getTime() - at.getTime(), deps.config.quoteTtlSeconds * 1000);
  assert.equal(answered.valueDate, at.toISOString().slice(0, 10));
  const stored = await getFxQuote(deps.db, 'M1', answered.quoteId);
  assert.ok(stored);
  assert.deepEqual(quoteView(stored, at), answered);
});

test('a BUY-fixed quote fixes the buy leg; the fee is 0.1 % above its minimum', async () => {
  const fixedBuy = await quote('M1', { fixedSide: 'BUY', amount: 500 });
  assert.equal(fixedBuy.buyAmount, 500);
  assert.ok(fixedBuy.sellAmount * fixedBuy.fxRate >= 500, 'the sell leg rounds up, never in the customer favour');
  const large = await quote('M1', { amount: 20000 });
  assert.equal(large.fee.feeAmount, 20);
});

test('a pair without a rate is CURRENCY_NOT_SUPPORTED', async () => {
  const code = await codeOf((tx) => createFxQuote(deps, tx, 'M1', request({ buyCurrency: 'XOF' })));
  assert.equal(code, 'CURRENCY_NOT_SUPPORTED');
});

test('quotes are the merchant’s own, and their status is derived: ACTIVE, USED, EXPIRED', async () => {
  const answered = await quote();
  assert.equal(await getFxQuote(deps.db, 'M2', answered.quoteId), undefined);
  const row = (await getFxQuote(deps.db, 'M1', answered.quoteId))!;
  assert.equal(quoteView(row, deps.now()).status, 'ACTIVE');
  assert.equal(quoteView(row, row.expiresAt).status, 'EXPIRED');
  await deps.db.transaction((tx) => markQuoteUsed(tx, answered.quoteId, 'PY-TEST'));
  const used = (await getFxQuote(deps.db, 'M1', answered.quoteId))!;
  assert.equal(used.usedBy, 'PY-TEST');
  assert.equal(quoteView(used, deps.now()).status, 'USED');
});

test('lockUsableQuote refuses an unknown, another merchant’s, a used and an expired quote', async () => {
  const usable = await quote();
  const locked = await deps.db.transaction((tx) => lockUsableQuote(tx, 'M1', usable.quoteId, deps.now()));
  assert.equal(locked.id, usable.quoteId);
  assert.equal(await codeOf((tx) => lockUsableQuote(tx, 'M1', 'qt_unknown', deps.now())), 'QUOTE_NOT_FOUND');
  assert.equal(await codeOf((tx) => lockUsableQuote(tx, 'M2', usable.quoteId, deps.now())), 'QUOTE_NOT_FOUND');
  const expiresAt = new Date(usable.expiresAt);
  assert.equal(await codeOf((tx) => lockUsableQuote(tx, 'M1', usable.quoteId, expiresAt)), 'QUOTE_EXPIRED');
  await deps.db.transaction((tx) => markQuoteUsed(tx, usable.quoteId, 'PY-TEST-2'));
  assert.equal(await codeOf((tx) => lockUsableQuote(tx, 'M1', usable.quoteId, deps.now())), 'QUOTE_ALREADY_USED');
});
