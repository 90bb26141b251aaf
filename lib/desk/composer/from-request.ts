import { TRANSACTION_TYPES, type TransactionType } from '@/lib/schemas/transaction';
import { AMOUNT_TYPES } from '@/lib/schemas/quotation';
import { PAYOUT_INSTRUMENTS } from '@/lib/reference/remittance-lists';
import {
  blankComposerValues,
  blankIdDocument,
  blankIndividual,
  type ComposerValues,
  type IndividualValues,
  type PartyRow,
} from './values';
import { asObject, asString, fillStrings as fill } from './loose-values';

/*
 * From a request on the wire (a past remittance, or a saved draft of an older shape) back to the
 * composer's values: every known field taken as a string, everything else ignored, blanks where
 * nothing was sent. "Repeat" uses it with the parties kept and the quote left out.
 */

function parties(value: unknown, fallback: PartyRow[]): PartyRow[] {
  if (!Array.isArray(value) || value.length === 0) return fallback;
  return value.map((row) => ({ key: asString(asObject(row).key), value: asString(asObject(row).value) }));
}

function individualOf(source: unknown, minDocuments: number): IndividualValues {
  const kyc = fill(blankIndividual(0), source);
  const documents = asObject(source).idDocument;
  kyc.idDocument = Array.isArray(documents) ? documents.map((doc) => fill(blankIdDocument(), doc)) : [];
  while (kyc.idDocument.length < minDocuments) kyc.idDocument.push(blankIdDocument());
  return kyc;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/** Composer values from composer values saved earlier (a draft): unknown or missing parts become blanks. */
export function composerValuesFrom(saved: unknown): ComposerValues {
  const source = asObject(saved);
  const type = oneOf<TransactionType>(TRANSACTION_TYPES, source.type, 'b2b');
  const blank = blankComposerValues(type);
  const values = fill(blank, source);
  values.type = type;
  const quoteRequest = asObject(source.quoteRequest);
  values.quoteRequest = {
    amountType: oneOf(AMOUNT_TYPES, quoteRequest.amountType, blank.quoteRequest.amountType),
    requestAmount: asString(quoteRequest.requestAmount),
    payoutInstrument: oneOf(PAYOUT_INSTRUMENTS, quoteRequest.payoutInstrument, blank.quoteRequest.payoutInstrument),
  };
  values.debitParty = parties(source.debitParty, blank.debitParty);
  values.creditParty = parties(source.creditParty, blank.creditParty);
  values.senderKyc = individualOf(source.senderKyc, 1);
  values.recipientKyc = individualOf(source.recipientKyc, 0);
  return values;
}

/** The payout instrument a credit party stands for: a wallet when it names only an msisdn. */
function instrumentOf(creditParty: PartyRow[]): ComposerValues['quoteRequest']['payoutInstrument'] {
  const keys = new Set(creditParty.filter((row) => row.value.trim() !== '').map((row) => row.key));
  return keys.has('msisdn') && !keys.has('bankaccountno') && !keys.has('accountIBAN') ? 'WALLET' : 'BANK_ACCOUNT';
}

/**
 * Composer values to repeat a transaction that went on the wire: its type, parties, KYC and
 * transfer details, and the amount as the payout amount to quote again.
 */
export function composerValuesFromRequest(request: unknown): ComposerValues {
  const source = asObject(request);
  const values = composerValuesFrom(source);
  values.currency = asString(source.currency);
  values.payinCcyCode = asString(source.payinCcyCode) || values.payinCcyCode;
  values.quoteRequest = {
    amountType: 'RECEIVE',
    requestAmount: asString(source.amount),
    payoutInstrument: instrumentOf(values.creditParty),
  };
  return values;
}
