import Decimal from 'decimal.js';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { beneficiaries, payers, payments } from '@/lib/db/schema';
import type { PaymentRequest, PaymentResponse, PaymentStatus } from '@/lib/schemas/payment';
import type { ProviderDeps } from '../deps';
import { lockUsableQuote, markQuoteUsed } from '../fx/service';
import { ApiError } from '../http/api-error';
import type { NotFound } from '../http/not-found';
import { assertSameRequest, requestHash, type Idempotent } from '../idempotency/service';
import { InsufficientFundsError, postEntry } from '../ledger/service';
import { recordTransition } from '../lifecycle/record-transition';
import { newServiceRef } from '../references';
import { plannedPaymentOutcome } from './model';
import { paymentWebhook } from './webhook-payload';

export type PaymentRow = typeof payments.$inferSelect;
type StoredRecord = Omit<PaymentResponse, 'status' | 'timeline'>;

export function toPaymentResponse(row: PaymentRow): PaymentResponse {
  return {
    ...(row.record as StoredRecord),
    status: row.status as PaymentStatus,
    timeline: {
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    },
  };
}

/** The answer to the create, as it was first given (status CREATED, the creation timeline). */
function firstResponse(row: PaymentRow): PaymentResponse {
  const created = row.createdAt.toISOString();
  return {
    ...(row.record as StoredRecord),
    status: 'CREATED',
    timeline: { createdAt: created, updatedAt: created, completedAt: null },
  };
}

async function findByRequestId(db: DbOrTx, merchantId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.requestId, requestId)))
    .limit(1);
  return row;
}

function replayOrConflict(row: PaymentRow, hash: string): PaymentResponse {
  assertSameRequest(row, hash, { field: 'requestId', value: row.requestId, noun: 'payment' });
  return firstResponse(row);
}

function mismatch(field: string, expected: string | number, got: string | number): ApiError {
  return new ApiError('QUOTE_MISMATCH', `${field} ${got} does not match the quote's ${expected}`, [
    { field, message: `must equal the quote's ${expected}` },
  ]);
}

async function assertPartiesExist(tx: Tx, merchantId: string, request: PaymentRequest): Promise<void> {
  const [payer] = await tx
    .select({ id: payers.id, status: payers.status })
    .from(payers)
    .where(and(eq(payers.id, request.payer.originalPayerId), eq(payers.merchantId, merchantId)))
    .limit(1);
  if (!payer)
    throw new ApiError(
      'UNKNOWN_PAYER',
      `payer.originalPayerId ${request.payer.originalPayerId} is not a registered payer`,
      [{ field: 'payer.originalPayerId', message: 'is not a registered payer' }],
    );
  // Deactivated parties (POST …/deactivate, an extension) stay readable but take no new payment.
  if (payer.status !== 'ACTIVE')
    throw new ApiError(
      'PAYER_DEACTIVATED',
      `payer.originalPayerId ${request.payer.originalPayerId} has been deactivated`,
      [{ field: 'payer.originalPayerId', message: 'has been deactivated' }],
    );
  const [beneficiary] = await tx
    .select({ id: beneficiaries.id, status: beneficiaries.status })
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, request.beneficiary.beneficiaryId), eq(beneficiaries.merchantId, merchantId)))
    .limit(1);
  if (!beneficiary)
    throw new ApiError(
      'UNKNOWN_BENEFICIARY',
      `beneficiary.beneficiaryId ${request.beneficiary.beneficiaryId} is not a registered beneficiary`,
      [{ field: 'beneficiary.beneficiaryId', message: 'is not a registered beneficiary' }],
    );
  if (beneficiary.status !== 'ACTIVE')
    throw new ApiError(
      'BENEFICIARY_DEACTIVATED',
      `beneficiary.beneficiaryId ${request.beneficiary.beneficiaryId} has been deactivated`,
      [{ field: 'beneficiary.beneficiaryId', message: 'has been deactivated' }],
    );
}

export interface CreatePaymentHooks {
  /** Checks compliance.supportingDocuments (files aggregate). */
  assertFilesUsable?: (tx: Tx, merchantId: string, fileIds: string[], fieldPrefix: string) => Promise<void>;
}

/**
 * Confirms the quote and creates the payment in one database transaction: quote locked and
 * marked used, fee charged and ledger debited, event and webhook appended. Idempotent on
 * requestId: the same body replays the first response, another body is a 409.
 */
export async function createPayment(
  deps: ProviderDeps,
  merchantId: string,
  request: PaymentRequest,
  hooks: CreatePaymentHooks = {},
): Promise<Idempotent<PaymentResponse>> {
  const hash = requestHash(request);
  const existing = await findByRequestId(deps.db, merchantId, request.requestId);
  if (existing) return { body: replayOrConflict(existing, hash), replayed: true };
  try {
    const row = await deps.db.transaction((tx) => insertPayment(deps, tx, merchantId, request, hash, hooks));
    return { body: toPaymentResponse(row), replayed: false };
  } catch (error) {
    // A concurrent duplicate committed first (and used the quote): answer as a replay.
    const winner = await findByRequestId(deps.db, merchantId, request.requestId);
    if (winner) return { body: replayOrConflict(winner, hash), replayed: true };
    throw error;
  }
}

async function insertPayment(
  deps: ProviderDeps,
  tx: Tx,
  merchantId: string,
  request: PaymentRequest,
  hash: string,
  hooks: CreatePaymentHooks,
): Promise<PaymentRow> {
  const now = deps.now();
  const quote = await lockUsableQuote(tx, merchantId, request.fx.quoteId, now);
  const { amount } = request;
  if (amount.debitCurrency !== quote.sellCurrency)
    throw mismatch('amount.debitCurrency', quote.sellCurrency, amount.debitCurrency);
  if (amount.payoutCurrency !== quote.buyCurrency)
    throw mismatch('amount.payoutCurrency', quote.buyCurrency, amount.payoutCurrency);
  if (!new Decimal(amount.debitAmount).equals(quote.sellAmount))
    throw mismatch('amount.debitAmount', new Decimal(quote.sellAmount).toNumber(), amount.debitAmount);
  if (!new Decimal(amount.payoutAmount).equals(quote.buyAmount))
    throw mismatch('amount.payoutAmount', new Decimal(quote.buyAmount).toNumber(), amount.payoutAmount);
  await assertPartiesExist(tx, merchantId, request);
  if (request.compliance.supportingDocuments.length > 0)
    await hooks.assertFilesUsable?.(
      tx,
      merchantId,
      request.compliance.supportingDocuments,
      'compliance.supportingDocuments',
    );

  const serviceRef = newServiceRef(now);
  const fee = {
    chargeBearer: 'OUR' as const,
    feeCurrency: quote.feeCurrency,
    feeAmount: new Decimal(quote.feeAmount).toNumber(),
  };
  try {
    await postEntry(tx, {
      merchantId,
      currency: amount.debitCurrency,
      amount: new Decimal(amount.debitAmount).negated(),
      kind: 'PAYMENT_DEBIT',
      reference: serviceRef,
      at: now,
    });
    await postEntry(tx, {
      merchantId,
      currency: fee.feeCurrency,
      amount: new Decimal(quote.feeAmount).negated(),
      kind: 'FEE',
      reference: serviceRef,
      at: now,
    });
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    throw new ApiError(
      'INSUFFICIENT_FUNDS',
      `The ${error.currency} balance does not cover ${amount.debitAmount} plus the fee of ${fee.feeAmount}`,
      [{ field: 'amount.debitAmount', message: 'exceeds the available balance with the fee' }],
    );
  }
  await markQuoteUsed(tx, quote.id, serviceRef);

  const record: StoredRecord = {
    requestId: request.requestId,
    merchantRef: request.merchantRef,
    serviceRef,
    payer: request.payer,
    beneficiary: request.beneficiary,
    paymentInstruction: request.paymentInstruction,
    amount,
    fx: { quoteId: quote.id, fxRate: new Decimal(quote.rate).toNumber() },
    fee,
    metadata: request.metadata ?? {},
  };
  const [row] = await tx
    .insert(payments)
    .values({
      serviceRef,
      merchantId,
      requestId: request.requestId,
      merchantRef: request.merchantRef,
      requestHash: hash,
      status: 'CREATED',
      quoteId: quote.id,
      record,
      nextStepAt: new Date(now.getTime() + deps.config.sandboxStepMs),
      plannedOutcome: plannedPaymentOutcome(amount.debitAmount, request.merchantRef),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordTransition(
    tx,
    { merchantId, aggregate: 'payment', ref: serviceRef, from: null, to: 'CREATED', actor: 'api', at: now },
    paymentWebhook(row!, null),
  );
  return row!;
}

export const paymentNotFound = (serviceRef: string): NotFound => ({
  noun: 'payment',
  id: serviceRef,
  field: 'serviceRef',
  detail: 'is not a known payment',
});

/** The merchant's payment; `forUpdate` locks it for a transition in the caller's transaction. */
export async function getPayment(
  db: DbOrTx,
  merchantId: string,
  serviceRef: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.serviceRef, serviceRef)))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function listPaymentsByMerchantRef(db: DbOrTx, merchantId: string, merchantRef: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.merchantId, merchantId), eq(payments.merchantRef, merchantRef)))
    .orderBy(desc(payments.createdAt))
    .limit(100);
}
