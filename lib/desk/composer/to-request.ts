import type { QuotationRequestInput, Quote } from '@/lib/schemas/quotation';
import type { TransactionRequestInput } from '@/lib/schemas/transaction';
import { BUSINESS_FIELD_CONTROLS, carries, isFilled, type ComposerValues, type IndividualValues } from './values';

/*
 * From the composer's values to the bodies on the wire: the quotation request, and the
 * transaction request in the interface's shapes for its type (forbidden KYC blocks as `{}`, the
 * whole business object absent for p2p, kidNumber absent where the type has none).
 */

/** Blank strings become absent, recursively; lists keep their positions (errors name indexes). */
function withoutBlanks<T>(value: T): T {
  if (typeof value === 'string') return (value.trim() === '' ? undefined : value) as T;
  if (Array.isArray(value)) return value.map(withoutBlanks) as T;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [key, withoutBlanks(inner)] as const);
    return Object.fromEntries(entries.filter(([, inner]) => inner !== undefined)) as T;
  }
  return value;
}

/** Optional parts left wholly blank are absent: a recipient's address, an empty list of documents. */
function individual(values: IndividualValues, required: 'sender' | 'recipient'): Record<string, unknown> {
  const kyc = withoutBlanks(values) as Partial<IndividualValues>;
  if (required === 'recipient') {
    if (!isFilled(values.postalAddress)) delete kyc.postalAddress;
    if (values.idDocument.length === 0) delete kyc.idDocument;
  }
  return kyc;
}

/** The quote's requested currency follows the amount's side: what is sent, or what is received. */
export function toQuotationRequest(values: ComposerValues): QuotationRequestInput {
  const { amountType, requestAmount, payoutInstrument } = values.quoteRequest;
  return withoutBlanks({
    type: values.type,
    requestAmount: requestAmount.trim(),
    requestCurrency: amountType === 'SEND' ? values.payinCcyCode : values.currency,
    amountType,
    sendingCurrency: values.payinCcyCode,
    receivingCountry: values.internationalTransferInformation.receivingCountry,
    receivingCurrency: values.currency,
    payoutInstrument,
  }) as QuotationRequestInput;
}

/** What the request takes from the quote, and the per-draft values the desk sets. */
export interface RequestContext {
  quote: Pick<Quote, 'quoteId' | 'sendingAmount' | 'sendingCurrency' | 'receivingAmount' | 'receivingCurrency'>;
  requestDate: string;
  transactionReference: string;
}

export function toTransactionRequest(values: ComposerValues, context: RequestContext): TransactionRequestInput {
  const { type } = values;
  const { quote } = context;
  const transfer = values.internationalTransferInformation;
  const business = carries(type, 'businessSender') || carries(type, 'businessRecipient');
  const businessFields = Object.fromEntries(BUSINESS_FIELD_CONTROLS.map((field) => [field, values[field]]));
  const body = {
    type,
    currency: quote.receivingCurrency,
    amount: quote.receivingAmount,
    requestDate: context.requestDate,
    descriptionText: values.descriptionText,
    transactionReference: context.transactionReference,
    // p2p may carry the provider fields (optional); the pay-in pair goes with the business types.
    ...(carries(type, 'businessFields') ? businessFields : {}),
    ...(type === 'p2p' ? {} : { sendingAmount: quote.sendingAmount, payinCcyCode: quote.sendingCurrency }),
    ...(carries(type, 'kidNumber') ? { kidNumber: values.kidNumber } : {}),
    debitParty: values.debitParty.map((row) => ({ key: row.key.trim(), value: row.value.trim() })),
    creditParty: values.creditParty.map((row) => ({ key: row.key.trim(), value: row.value.trim() })),
    senderKyc: carries(type, 'senderKyc') ? individual(values.senderKyc, 'sender') : {},
    recipientKyc: carries(type, 'recipientKyc') ? individual(values.recipientKyc, 'recipient') : {},
    internationalTransferInformation: {
      quoteId: quote.quoteId,
      receivingCountry: transfer.receivingCountry,
      remittancePurpose: transfer.remittancePurpose,
      sourceOfFunds: transfer.sourceOfFunds,
      ...(carries(type, 'relationshipSender') ? { relationshipSender: transfer.relationshipSender } : {}),
    },
    ...(business
      ? {
          business: {
            senderKyc: carries(type, 'businessSender') ? withoutBlanks(values.business.senderKyc) : {},
            recepientKyc: carries(type, 'businessRecipient') ? withoutBlanks(values.business.recepientKyc) : {},
          },
        }
      : {}),
  };
  // Party values stay as typed ("" is a value on the wire); every other blank is absent.
  const { debitParty, creditParty, senderKyc, recipientKyc, business: businessBlock, ...rest } = body;
  return {
    ...withoutBlanks(rest),
    debitParty,
    creditParty,
    senderKyc,
    recipientKyc,
    ...(businessBlock ? { business: businessBlock } : {}),
  } as TransactionRequestInput;
}

/**
 * The same request on a fresh quote (a held remittance whose quote expired while it waited): the
 * amounts, the quote id and the request date change; nothing else does.
 */
export function withFreshQuote(
  body: Record<string, unknown>,
  quote: RequestContext['quote'],
  requestDate: string,
): Record<string, unknown> {
  const transfer = (body.internationalTransferInformation ?? {}) as Record<string, unknown>;
  return {
    ...body,
    currency: quote.receivingCurrency,
    amount: quote.receivingAmount,
    requestDate,
    ...(body.sendingAmount !== undefined
      ? { sendingAmount: quote.sendingAmount, payinCcyCode: quote.sendingCurrency }
      : {}),
    internationalTransferInformation: { ...transfer, quoteId: quote.quoteId },
  };
}
