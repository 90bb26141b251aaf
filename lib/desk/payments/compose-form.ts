import { formatAmount } from '@/lib/reference/money';
import type { FieldError } from '@/lib/schemas/error-envelope';
import { fxQuoteRequestSchema, type FxQuoteRequest, type FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { paymentRequestSchema, type PaymentRequest } from '@/lib/schemas/payment';

/*
 * The FX payment composer's form: what it holds (every control a string), how that becomes the
 * quote request and the payment request, and where the wire's field errors land on it. The
 * shared schemas validate; this module only translates between the form and the wire.
 */

export type FixedSide = FxQuoteRequest['fixedSide'];

export interface PaymentFormValues {
  payer: { originalPayerId: string };
  beneficiary: { beneficiaryId: string };
  debitCurrency: string;
  payoutCurrency: string;
  /** SELL: "I send" the amount; BUY: "they receive" it. */
  fixedSide: FixedSide;
  amount: string;
  paymentInstruction: { paymentMethodPreference: string; paymentReason: string; purposeCode: string; paymentReference: string; urgency: string };
  compliance: { sourceOfFund: string; supportingDocuments: string[] };
  metadata: { remark: string };
}

/** A pseudo-field for errors about the quote itself (fx.quoteId): shown at the quote panel. */
export const QUOTE_FIELD = 'quote';
/** Errors about the request as a whole (requestId, merchantRef): shown above the form. */
export const FORM_FIELD = 'root';

export function blankPaymentForm(): PaymentFormValues {
  return {
    payer: { originalPayerId: '' },
    beneficiary: { beneficiaryId: '' },
    debitCurrency: '',
    payoutCurrency: '',
    fixedSide: 'SELL',
    amount: '',
    paymentInstruction: { paymentMethodPreference: 'SWIFT', paymentReason: '', purposeCode: '', paymentReference: '', urgency: 'STANDARD' },
    compliance: { sourceOfFund: '', supportingDocuments: [] },
    metadata: { remark: '' },
  };
}

const blank = (value: string) => (value.trim() === '' ? undefined : value);
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** Wire path → the form field that shows it. */
export function formFieldFor(wirePath: string): string {
  if (wirePath === 'sellCurrency' || wirePath === 'amount.debitCurrency') return 'debitCurrency';
  if (wirePath === 'buyCurrency' || wirePath === 'amount.payoutCurrency') return 'payoutCurrency';
  if (wirePath === 'amount.debitAmount' || wirePath === 'amount.payoutAmount') return 'amount';
  if (wirePath.startsWith('fx.')) return QUOTE_FIELD;
  if (wirePath.startsWith('compliance.supportingDocuments')) return 'compliance.supportingDocuments';
  if (wirePath === 'requestId' || wirePath === 'merchantRef' || wirePath === '(body)') return FORM_FIELD;
  return wirePath;
}

// The wire's messages name the wire's fields; a person knows them by the form's labels.
const WIRE_WORDS: [RegExp, string][] = [
  [/\bsellCurrency\b/g, 'the debit currency'],
  [/\bbuyCurrency\b/g, 'the payout currency'],
];

function humanMessage(message: string): string {
  return WIRE_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), message);
}

/** Field errors keyed by form field; the first error of a field wins. */
export function toFormErrors(details: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of details) out[formFieldFor(field)] ??= humanMessage(message);
  return out;
}

/** The quote request the form stands for, checked with the API's own schema. */
export function quoteRequestFrom(values: PaymentFormValues): { ok: true; request: FxQuoteRequest } | { ok: false; errors: Record<string, string> } {
  const amountText = values.amount.trim();
  if (amountText !== '' && !AMOUNT_TEXT.test(amountText)) return { ok: false, errors: { amount: 'must be a number such as 1000.50, without separators' } };
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

/** True while the quote still prices what the form says (same currencies, side and amount). */
export function quoteMatches(values: PaymentFormValues, quote: FxQuoteResponse): boolean {
  const amount = Number(values.amount.trim());
  const fixedAmount = quote.fixedSide === 'SELL' ? quote.sellAmount : quote.buyAmount;
  return values.debitCurrency === quote.sellCurrency && values.payoutCurrency === quote.buyCurrency && values.fixedSide === quote.fixedSide && amount === fixedAmount;
}

export interface PaymentIds {
  requestId: string;
  merchantRef: string;
}

/** The payment request: the quote's figures, the form's parties and instruction, blanks absent. */
export function paymentRequestFrom(values: PaymentFormValues, quote: FxQuoteResponse, ids: PaymentIds): { ok: true; request: PaymentRequest } | { ok: false; errors: Record<string, string> } {
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
    amount: { debitCurrency: quote.sellCurrency, debitAmount: quote.sellAmount, payoutCurrency: quote.buyCurrency, payoutAmount: quote.buyAmount },
    fx: { quoteId: quote.quoteId },
    compliance: { sourceOfFund: blank(values.compliance.sourceOfFund), supportingDocuments: values.compliance.supportingDocuments },
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
export function composeErrors(values: PaymentFormValues, quote: FxQuoteResponse | undefined, ids: PaymentIds): Record<string, string> {
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
  if (quoteCheck.ok && quote && !quoteMatches(values, quote)) errors[QUOTE_FIELD] ??= 'The currencies or the amount changed since this quote. Get a new quote.';
  return errors;
}
