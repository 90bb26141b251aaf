import type { FieldError } from '@/lib/schemas/error-envelope';
import type { FxQuoteRequest, FxQuoteResponse } from '@/lib/schemas/fx-quote';

/*
 * The FX payment composer's form: what it holds (every control a string), how that becomes the
 * quote request and the payment request, and where the wire's field errors land on it. The
 * shared schemas validate (compose-checks.ts, loaded on demand in the browser); this module only
 * translates between the form and the wire, without zod.
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
  paymentInstruction: {
    paymentMethodPreference: string;
    paymentReason: string;
    purposeCode: string;
    paymentReference: string;
    urgency: string;
  };
  compliance: { sourceOfFund: string; supportingDocuments: string[] };
  metadata: { remark: string };
}

/** A pseudo-field for errors about the quote itself (fx.quoteId): shown at the quote panel. */
export const QUOTE_FIELD = 'quote';
/** Errors about the request as a whole (requestId, merchantRef): shown above the form (useSchemaForm's `root`). */
export const FORM_FIELD = 'root';

export function blankPaymentForm(): PaymentFormValues {
  return {
    payer: { originalPayerId: '' },
    beneficiary: { beneficiaryId: '' },
    debitCurrency: '',
    payoutCurrency: '',
    fixedSide: 'SELL',
    amount: '',
    paymentInstruction: {
      paymentMethodPreference: 'SWIFT',
      paymentReason: '',
      purposeCode: '',
      paymentReference: '',
      urgency: 'STANDARD',
    },
    compliance: { sourceOfFund: '', supportingDocuments: [] },
    metadata: { remark: '' },
  };
}

/** A blank control is an absent field. */
export const blank = (value: string) => (value.trim() === '' ? undefined : value);
export const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

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

/** True while the quote still prices what the form says (same currencies, side and amount). */
export function quoteMatches(values: PaymentFormValues, quote: FxQuoteResponse): boolean {
  const amount = Number(values.amount.trim());
  const fixedAmount = quote.fixedSide === 'SELL' ? quote.sellAmount : quote.buyAmount;
  return (
    values.debitCurrency === quote.sellCurrency &&
    values.payoutCurrency === quote.buyCurrency &&
    values.fixedSide === quote.fixedSide &&
    amount === fixedAmount
  );
}

export interface PaymentIds {
  requestId: string;
  merchantRef: string;
}
