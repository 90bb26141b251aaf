import { formatAmount } from '@/lib/reference/money';
import { fxQuoteRequestSchema, type FxQuoteRequest, type FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { paymentRequestSchema, type PaymentRequest } from '@/lib/schemas/payment';
import {
  AMOUNT_TEXT,
  blank,
  blankPaymentForm,
  QUOTE_FIELD,
  quoteMatches,
  toFormErrors,
  type PaymentFormValues,
  type PaymentIds,
} from './compose-form';

/*
 * The FX payment composer's checks with the API's own schemas: the quote request and the payment
 * request the form stands for, and every error of the form at once. The composer loads this
 * module when focus first enters the form, so zod is not part of the page's first load.
 */

/** The quote request the form stands for, checked with the API's own schema. */
export function quoteRequestFrom(
  values: PaymentFormValues,
): { ok: true; request: FxQuoteRequest } | { ok: false; errors: Record<string, string> } {
  const amountText = values.amount.trim();
  if (amountText !== '' && !AMOUNT_TEXT.test(amountText))
    return { ok: false, errors: { amount: 'must be a number such as 1000.50, without separators' } };
  const candidate = {
    sellCurrency: blank(values.debitCurrency),
    buyCurrency: blank(values.payoutCurrency),
    fixedSide: values.fixedSide,
    amount: amountText === '' ? undefined : Number(amountText),
  };
  const parsed = fxQuoteRequestSchema.safeParse(candidate, { error: wireErrorMap });
  if (!parsed.success) return { ok: false, errors: toFormErrors(toFieldErrors(parsed.error)) };
  // Number("100.123") keeps its decimals, so the minor-units check above saw what was typed.
  return { ok: true, request: parsed.data };
}

/** The payment request: the quote's figures, the form's parties and instruction, blanks absent. */
export function paymentRequestFrom(
  values: PaymentFormValues,
  quote: FxQuoteResponse,
  ids: PaymentIds,
): { ok: true; request: PaymentRequest } | { ok: false; errors: Record<string, string> } {
  const instruction = values.paymentInstruction;
  const remark = blank(values.metadata.remark);
  const candidate = {
    requestId: ids.requestId,
    merchantRef: ids.merchantRef,
    payer: { originalPayerId: blank(values.payer.originalPayerId) },
    beneficiary: { beneficiaryId: blank(values.beneficiary.beneficiaryId) },
    paymentInstruction: {
      paymentMethodPreference: blank(instruction.paymentMethodPreference),
      paymentReason: blank(instruction.paymentReason),
      purposeCode: blank(instruction.purposeCode),
      paymentReference: blank(instruction.paymentReference),
      urgency: blank(instruction.urgency),
    },
    amount: {
      debitCurrency: quote.sellCurrency,
      debitAmount: quote.sellAmount,
      payoutCurrency: quote.buyCurrency,
      payoutAmount: quote.buyAmount,
    },
    fx: { quoteId: quote.quoteId },
    compliance: {
      sourceOfFund: blank(values.compliance.sourceOfFund),
      supportingDocuments: values.compliance.supportingDocuments,
    },
    ...(remark ? { metadata: { remark } } : {}),
  };
  const parsed = paymentRequestSchema.safeParse(candidate, { error: wireErrorMap });
  if (!parsed.success) return { ok: false, errors: toFormErrors(toFieldErrors(parsed.error)) };
  return { ok: true, request: parsed.data };
}

/**
 * The form prefilled from a past payment's request (the desk's record of what it sent), for
 * "repeat". The amount repeats what was debited ("I send"); documents are not carried over.
 * Anything that is not a payment request gives the blank form.
 */
export function prefillFromRequest(request: unknown): PaymentFormValues {
  const base = blankPaymentForm();
  const parsed = paymentRequestSchema.safeParse(request);
  if (!parsed.success) return base;
  const past = parsed.data;
  return {
    ...base,
    payer: { originalPayerId: past.payer.originalPayerId },
    beneficiary: { beneficiaryId: past.beneficiary.beneficiaryId },
    debitCurrency: past.amount.debitCurrency,
    payoutCurrency: past.amount.payoutCurrency,
    fixedSide: 'SELL',
    amount: formatAmount(past.amount.debitAmount, past.amount.debitCurrency),
    paymentInstruction: {
      paymentMethodPreference: past.paymentInstruction.paymentMethodPreference,
      paymentReason: past.paymentInstruction.paymentReason,
      purposeCode: past.paymentInstruction.purposeCode,
      paymentReference: past.paymentInstruction.paymentReference ?? '',
      urgency: past.paymentInstruction.urgency,
    },
    compliance: { sourceOfFund: past.compliance.sourceOfFund, supportingDocuments: [] },
    metadata: { remark: past.metadata?.remark ?? '' },
  };
}

/** Fields the quote decides; without a quote their payment-side errors mean nothing yet. */
const QUOTE_DECIDES = new Set(['amount', 'debitCurrency', 'payoutCurrency', QUOTE_FIELD]);

/** Stands in for the quote while there is none, so the rest of the payment can be checked. */
const PLACEHOLDER_QUOTE: FxQuoteResponse = {
  quoteId: 'none',
  status: 'ACTIVE',
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  fixedSide: 'SELL',
  sellAmount: 1,
  buyAmount: 1,
  fxRate: 1,
  fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 0 },
  valueDate: '2000-01-01',
  expiresAt: '2000-01-01T00:00:00.000Z',
  createdAt: '2000-01-01T00:00:00.000Z',
};

/**
 * Every error of the whole form, keyed by form field: the quote request's, the payment request's,
 * and the quote's own (none yet, or no longer matching what the form says).
 */
export function composeErrors(
  values: PaymentFormValues,
  quote: FxQuoteResponse | undefined,
  ids: PaymentIds,
): Record<string, string> {
  const quoteCheck = quoteRequestFrom(values);
  const errors: Record<string, string> = quoteCheck.ok ? {} : { ...quoteCheck.errors };
  const payment = paymentRequestFrom(values, quote ?? PLACEHOLDER_QUOTE, ids);
  if (!payment.ok) {
    for (const [field, message] of Object.entries(payment.errors)) {
      if (field in errors || (!quote && QUOTE_DECIDES.has(field))) continue;
      errors[field] = message;
    }
  }
  if (quoteCheck.ok && !quote) errors[QUOTE_FIELD] ??= 'Get a quote before you confirm.';
  if (quoteCheck.ok && quote && !quoteMatches(values, quote))
    errors[QUOTE_FIELD] ??= 'The currencies or the amount changed since this quote. Get a new quote.';
  return errors;
}
