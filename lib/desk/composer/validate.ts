import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestedErrors } from '@/lib/desk/nested-errors';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { invalidIbanIssues } from '@/lib/schemas/beneficiary';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { transactionRequestSchema, transactionRequestSchemas } from '@/lib/schemas/transaction';
import { QUOTE_FIELD_PATHS } from './quote-fields';
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

/** Transaction fields the quote fills: their problems are the quote's (told by the quotation check). */
const FROM_THE_QUOTE = new Set([
  'amount',
  'sendingAmount',
  'internationalTransferInformation.quoteId',
  'requestDate',
  'transactionReference',
]);

/** Stands in for the quote before there is one, so the rest of the request can be checked. */
function placeholderContext(values: ComposerValues): RequestContext {
  return {
    quote: {
      quoteId: 'pending-quote',
      sendingAmount: '1',
      sendingCurrency: values.payinCcyCode || 'USD',
      receivingAmount: '1',
      receivingCurrency: values.currency,
    },
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
  const request = transactionRequestSchemas[values.type].safeParse(
    toTransactionRequest(values, placeholderContext(values)),
    { error: wireErrorMap },
  );
  if (!request.success) {
    for (const e of toFieldErrors(request.error)) if (!FROM_THE_QUOTE.has(e.field)) errors.push(e);
  }
  for (const { index, message } of invalidIbanIssues(values.creditParty))
    errors.push({ field: `creditParty.${index}.value`, message });
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}

/** The composer's react-hook-form resolver; the page loads it on demand (components/forms/lazy-load). */
export const composerResolver: Resolver<ComposerValues> = async (values) => {
  const errors = validateComposer(values);
  if (errors.length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestedErrors(errors) as FieldErrors<ComposerValues> };
};

/**
 * What the submit action takes: the wire's transaction request, with the desk's IBAN check at the
 * field (as the form checks it), so a direct call of the action is refused the same way.
 */
export const composedTransactionSchema = transactionRequestSchema.superRefine((body, ctx) => {
  for (const { index, message } of invalidIbanIssues(body.creditParty))
    ctx.addIssue({ code: 'custom', path: ['creditParty', index, 'value'], message });
});
