'use server';

import { redirect } from 'next/navigation';
import { paymentsApi, PaymentsApiError, settle } from '@/lib/api-client';
import { deskDb } from '@/lib/desk/database';
import { uploadSessionAction } from '@/lib/desk/files/upload-session';
import type { PaymentProblem } from '@/lib/desk/payments/explain-failure';
import { protectedAction } from '@/lib/desk/protected-action';
import { submitPayment } from '@/lib/desk/review/submit';
import { config } from '@/lib/config';
import { fxQuoteRequestSchema } from '@/lib/schemas/fx-quote';
import { paymentRequestSchema, type PaymentRequest } from '@/lib/schemas/payment';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';

/** Price an FX quote for the composer (operators and admins). */
export const getQuoteAction = protectedAction({
  name: 'payments.quote',
  permission: 'remittances:compose',
  schema: fxQuoteRequestSchema,
  target: (input) => `${input.sellCurrency}/${input.buyCurrency}`,
  run: (input) => paymentsApi().createFxQuote(input),
});

/** Open an upload session for a payment's supporting document. */
export const startPaymentDocumentUpload = uploadSessionAction('PAYMENT_SUPPORTING_DOCUMENT', 'remittances:compose');

/** The figures that turn a refused payment into words with the way out (see explain-failure). */
async function problemOf(error: PaymentsApiError, sent: PaymentRequest): Promise<PaymentProblem | undefined> {
  const api = paymentsApi();
  if (error.code === 'INSUFFICIENT_FUNDS') {
    const [balance, quote] = await Promise.all([
      settle(api.getBalance(sent.amount.debitCurrency)),
      settle(api.getFxQuote(sent.fx.quoteId)),
    ]);
    return {
      kind: 'insufficient-funds',
      currency: sent.amount.debitCurrency,
      available: balance.ok ? balance.data.availableBalance : undefined,
      debitAmount: sent.amount.debitAmount,
      fee: quote.ok ? { feeAmount: quote.data.fee.feeAmount, feeCurrency: quote.data.fee.feeCurrency } : undefined,
    };
  }
  if (error.code === 'QUOTE_EXPIRED' || error.code === 'QUOTE_ALREADY_USED' || error.code === 'QUOTE_NOT_FOUND') {
    const quote = await settle(api.getFxQuote(sent.fx.quoteId));
    return { kind: 'quote-unusable', code: error.code, expiresAt: quote.ok ? quote.data.expiresAt : undefined };
  }
  return undefined;
}

/**
 * Confirm the quote and create the payment — or hold it for compliance review, unsent, when the
 * checks on its payer and beneficiary, the screening or the approval rules say so. `requestId`
 * and `merchantRef` come fixed from the page instance, and the API is idempotent on requestId, so
 * a doubled submit or a retry creates one payment (and the desk records or holds it once).
 * Success goes to the remittance's page (or its review page); a refusal comes back with the API's
 * field errors and, for a balance or quote problem, the figures to explain it.
 */
export const confirmPaymentAction = protectedAction({
  name: 'payments.create',
  permission: 'remittances:compose',
  schema: paymentRequestSchema,
  target: (input) => input.requestId,
  remittance: (input) => input.requestId,
  run: async (input, user) => {
    const { dataDir, screeningThreshold, reviewDeadlineHours } = config();
    return submitPayment(
      { db: await deskDb(), api: paymentsApi(), dataDir, threshold: screeningThreshold, reviewDeadlineHours },
      user.id,
      input,
    );
  },
  auditDetails: (result) => ({ held: result.held }),
  // The recipe words the refusal; the balance and the quote explain it.
  explain: problemOf,
  then: ({ reference, held }) => redirect(held ? reviewPath(reference) : remittancePath(reference)),
});
