import { z } from 'zod';
import { defaultCurrencyOf } from '@/lib/reference/remittance-lists';
import { isCountryCode } from '@/lib/reference/countries';
import { nullsAsAbsent } from '@/lib/schemas/dialect';
import { quotationRequestSchema, type QuotationRequest, type QuotationResponse } from '@/lib/schemas/quotation';
import type { Balance } from '@/lib/schemas/balance';
import {
  ACCEPTED_TRANSACTION_TYPES,
  type TransactionQueryResponse,
  type TransactionResponse,
} from '@/lib/schemas/transaction';
import { ApiError } from '../http/api-error';
import { parseWith } from '../http/define-route';
import { codeMessage, providerDateTime, QUOTE_SUCCESS, REMIT_ACKNOWLEDGED, remitStatusOf } from './codes';

/*
 * Requests in the provider's form → the API's own, and the API's answers → the provider's
 * (provider-reference.md A.7, A.8; the ledger balance of TerraPay's docs). No rule of the services
 * is repeated here: a translated request is checked by the API's own schema, its failures named in
 * the provider's fields (QUOTATION_FIELD_NAMES).
 */

// ---------------------------------------------------------------- quotations

const partySchema = z
  .array(z.object({ key: z.string().trim().min(1), value: z.string() }))
  .min(1)
  .max(10);

/** The provider's payout instruments (v2 creditParty instrumentType) → ours. */
const INSTRUMENTS: Readonly<Record<string, 'WALLET' | 'BANK_ACCOUNT'>> = {
  WALLET: 'WALLET',
  BANK_AC: 'BANK_ACCOUNT',
  BANK_ACCOUNT: 'BANK_ACCOUNT',
};

/**
 * POST /eig/gsma/quotations (v1) and /eig/gsmaV2/quotations (v2, with `type`, `scheme` and
 * creditParty `instrumentType`): A.8. One quotes[] entry (the sending and receiving currencies).
 */
export const providerQuotationSchema = nullsAsAbsent(
  z.strictObject({
    requestDate: z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }),
    requestAmount: z.unknown(),
    requestCurrency: z.unknown(),
    /** v2; v1 quotes are p2p (inttransfer, the provider's person-to-person type). */
    type: z.enum(ACCEPTED_TRANSACTION_TYPES).optional(),
    scheme: z.string().trim().min(1).max(20).optional(),
    debitParty: partySchema.optional(),
    creditParty: partySchema,
    quotes: z
      .array(z.strictObject({ sendingCurrency: z.unknown(), receivingCurrency: z.unknown() }))
      .length(1, { message: 'must hold one entry: the sendingCurrency and receivingCurrency of the quote' }),
    /** Accepted and ignored: the quote's amount is requestAmount in requestCurrency (A.8). */
    amountType: z.enum(['SEND', 'RECEIVE']).optional(),
  }),
);
export type ProviderQuotationRequest = z.output<typeof providerQuotationSchema>;

/** The API's quotation fields → where the provider's form carries them. */
export const QUOTATION_FIELD_NAMES: Readonly<Record<string, string>> = {
  sendingCurrency: 'quotes.0.sendingCurrency',
  receivingCurrency: 'quotes.0.receivingCurrency',
  receivingCountry: 'creditParty.receivingCountry',
  payoutInstrument: 'creditParty.instrumentType',
};

const partyValue = (party: readonly { key: string; value: string }[] | undefined, key: string) =>
  party?.find((item) => item.key.toLowerCase() === key.toLowerCase())?.value.trim() || undefined;

/** The country a currency is paid out in, when only one is (NPR → NP): the provider's wallet quotes name none. */
function countryOfCurrency(currency: unknown): string | undefined {
  if (typeof currency !== 'string') return undefined;
  const code = currency.trim().toUpperCase();
  const country = code.slice(0, 2);
  return isCountryCode(country) && defaultCurrencyOf(country) === code ? country : undefined;
}

const invalid = (field: string, message: string) =>
  new ApiError('VALIDATION_FAILED', `${field} ${message}`, [{ field, message }]);

/** The provider's quotation as the API's: its type, corridor and payout instrument. */
export function toQuotationRequest(body: ProviderQuotationRequest): QuotationRequest {
  const [pair] = body.quotes;
  const instrumentType = partyValue(body.creditParty, 'instrumentType');
  const payoutInstrument = instrumentType
    ? INSTRUMENTS[instrumentType.toUpperCase()]
    : partyValue(body.creditParty, 'bankaccountno') || partyValue(body.creditParty, 'accountIBAN')
      ? 'BANK_ACCOUNT'
      : 'WALLET';
  if (!payoutInstrument)
    throw invalid('creditParty.instrumentType', 'must be WALLET or BANK_AC (cards are not paid out by this sandbox)');
  const receivingCountry =
    partyValue(body.creditParty, 'receivingCountry') ?? countryOfCurrency(pair?.receivingCurrency);
  if (!receivingCountry)
    throw new ApiError(
      'MANDATORY_FIELD_MISSING',
      'creditParty.receivingCountry is required: the receiving country cannot be told from the receiving currency',
      [{ field: 'creditParty.receivingCountry', message: 'is required' }],
    );
  const request = {
    type: body.type ?? 'p2p',
    requestDate: body.requestDate,
    requestAmount: body.requestAmount,
    requestCurrency: body.requestCurrency,
    sendingCurrency: pair?.sendingCurrency,
    receivingCountry,
    receivingCurrency: pair?.receivingCurrency,
    payoutInstrument,
  };
  return parseWith(quotationRequestSchema, request, 'body');
}

const providerQuoteSchema = z.object({
  quoteId: z.string(),
  quoteExpiryTime: z.string(),
  sendingAmount: z.string(),
  sendingCurrency: z.string(),
  receivingAmount: z.string(),
  receivingCurrency: z.string(),
  fxRate: z.string(),
  fees: z.array(z.object({ type: z.string(), amount: z.string(), currency: z.string() })),
  type: z.string().optional(),
  scheme: z.string().optional(),
  instrumentType: z.string().optional(),
});

export const providerQuotationResponseSchema = z.object({
  requestDate: z.string(),
  requestAmount: z.string(),
  requestCurrency: z.string(),
  type: z.string().optional(),
  debitParty: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
  creditParty: z.array(z.object({ key: z.string(), value: z.string() })),
  quotes: z.array(providerQuoteSchema),
  quotationReference: z.string(),
  quotationStatus: z.string(),
});

/** The API's quotation answer in the provider's form: the request echoed, v2 adding type, scheme and instrument. */
export function toProviderQuotation(
  body: ProviderQuotationRequest,
  request: QuotationRequest,
  answer: QuotationResponse,
  version: 1 | 2,
): z.input<typeof providerQuotationResponseSchema> {
  const v2 = version === 2;
  return {
    requestDate: body.requestDate,
    requestAmount: request.requestAmount,
    requestCurrency: request.requestCurrency,
    ...(v2 ? { type: body.type ?? request.type } : {}),
    ...(body.debitParty ? { debitParty: body.debitParty } : {}),
    creditParty: body.creditParty,
    quotes: answer.quotes.map((quote) => ({
      quoteId: quote.quoteId,
      quoteExpiryTime: providerDateTime(new Date(quote.quoteExpiryTime)),
      sendingAmount: quote.sendingAmount,
      sendingCurrency: quote.sendingCurrency,
      receivingAmount: quote.receivingAmount,
      receivingCurrency: quote.receivingCurrency,
      fxRate: quote.fxRate,
      fees: quote.fees,
      ...(v2
        ? {
            type: body.type ?? quote.type,
            ...(body.scheme ? { scheme: body.scheme } : {}),
            instrumentType: quote.payoutInstrument === 'BANK_ACCOUNT' ? 'BANK_AC' : 'WALLET',
          }
        : {}),
    })),
    quotationReference: answer.quotationReference,
    quotationStatus: answer.quotationStatus || QUOTE_SUCCESS,
  };
}

// ---------------------------------------------------------------- transactions

const partyOutSchema = z.array(z.object({ key: z.string(), value: z.string() }));

/** The provider's transaction answer (A.7): create and query. */
export const providerTransactionSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  type: z.string(),
  requestDate: z.string(),
  requestingOrganisationTransactionReference: z.string(),
  debitParty: partyOutSchema,
  creditParty: partyOutSchema,
  transactionStatus: z.string(),
  transactionReference: z.string(),
  /** Query only: PENDING, SUCCESS, FAILED, CANCELLED, RETURNED, REVERSAL PENDING, REVERSAL REJECTED. */
  status: z.string().optional(),
  creditingOrganisationTransactionReference: z.string().optional(),
});
type ProviderTransaction = z.input<typeof providerTransactionSchema>;

/** The create's acknowledgement in the provider's form: 3050 Remit Acknowledged. */
export function toProviderAcknowledgement(answer: TransactionResponse): ProviderTransaction {
  const { transactionStatus: _ours, ...rest } = answer;
  return {
    ...rest,
    requestDate: providerDateTime(new Date(answer.requestDate)),
    transactionStatus: codeMessage(REMIT_ACKNOWLEDGED),
  };
}

/** The query's answer in the provider's form: `code:message` and the provider's machine status. */
export function toProviderQuery(answer: TransactionQueryResponse): ProviderTransaction {
  const { status, transactionStatus: _ours, errorCode, errorMessage, ...rest } = answer;
  return {
    ...rest,
    requestDate: providerDateTime(new Date(answer.requestDate)),
    ...remitStatusOf(status, { code: errorCode, message: errorMessage }),
  };
}

// ---------------------------------------------------------------- balances

export const providerBalancesSchema = z.array(
  z.object({ currency: z.string(), currentBalance: z.string(), status: z.literal('available') }),
);

/** Ledger balances as TerraPay's docs answer them: `[{currency, currentBalance, status}]`. */
export const toProviderBalances = (balances: readonly Balance[]) =>
  balances.map((balance) => ({
    currency: balance.currency,
    currentBalance: balance.currentBalance,
    status: 'available' as const,
  }));
