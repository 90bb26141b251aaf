import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { transactionRequestSchemas } from '@/lib/schemas/transaction';
import { toQuotationRequest, toTransactionRequest, type RequestContext } from './to-request';
import type { ComposerValues } from './values';

/*
 * The composer validates what it would send, with the API's own schemas: the quotation request
 * and the transaction request of the chosen type. Errors come back at the form's paths; those of
 * values the quote supplies are told where the person typed them.
 */

export interface ComposerFieldError {
  field: string;
  message: string;
}

/** Quotation fields → the form controls they come from. */
export const QUOTE_FIELD_PATHS: Readonly<Record<string, string>> = {
  requestAmount: 'quoteRequest.requestAmount',
  requestCurrency: 'quoteRequest.requestAmount',
  amountType: 'quoteRequest.amountType',
  payoutInstrument: 'quoteRequest.payoutInstrument',
  sendingCurrency: 'payinCcyCode',
  receivingCurrency: 'currency',
  receivingCountry: 'internationalTransferInformation.receivingCountry',
};

/** Transaction fields the quote fills: their problems are the quote's (told by the quotation check). */
const FROM_THE_QUOTE = new Set(['amount', 'sendingAmount', 'internationalTransferInformation.quoteId', 'requestDate', 'transactionReference']);

/** Stands in for the quote before there is one, so the rest of the request can be checked. */
function placeholderContext(values: ComposerValues): RequestContext {
  return {
    quote: { quoteId: 'pending-quote', sendingAmount: '1', sendingCurrency: values.payinCcyCode || 'USD', receivingAmount: '1', receivingCurrency: values.currency },
    requestDate: new Date().toISOString(),
    transactionReference: 'pending-reference',
  };
}

export function validateComposer(values: ComposerValues): ComposerFieldError[] {
  const errors: ComposerFieldError[] = [];
  const quotation = quotationRequestSchema.safeParse(toQuotationRequest(values), { error: wireErrorMap });
  if (!quotation.success) {
    for (const e of toFieldErrors(quotation.error)) {
      const field = QUOTE_FIELD_PATHS[e.field];
      if (field) errors.push({ field, message: e.message });
    }
  }
  const request = transactionRequestSchemas[values.type].safeParse(toTransactionRequest(values, placeholderContext(values)), { error: wireErrorMap });
  if (!request.success) {
    for (const e of toFieldErrors(request.error)) if (!FROM_THE_QUOTE.has(e.field)) errors.push(e);
  }
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}

/** Field errors as react-hook-form's nested error object (`a.0.b` → { a: { 0: { b } } }). */
export function toNestedErrors(errors: readonly ComposerFieldError[], type = 'validation'): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    const parts = field.split('.');
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    Object.assign(node, { type, message });
  }
  return root;
}
