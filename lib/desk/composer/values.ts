import type { BusinessRecipientKyc, BusinessSenderKyc } from '@/lib/schemas/kyc';
import { BUSINESS_RECIPIENT_FIELDS, BUSINESS_SENDER_FIELDS } from '@/lib/schemas/business-kyc-fields';
import type { AmountType } from '@/lib/schemas/quotation';
import {
  BLOCK_MATRIX,
  BUSINESS_FIELDS,
  type BlockName,
  type BusinessField,
  type TransactionType,
} from '@/lib/schemas/transaction-blocks';
import type { PayoutInstrument } from '@/lib/reference/remittance-lists';

/*
 * What the transaction composer's form holds: every block of every type, each control a string,
 * at the paths of the wire format (so an API error naming `business.recepientKyc.businessName`
 * lands on that field). Which blocks go on the wire is decided by BLOCK_MATRIX when the request
 * is built (to-request.ts); `amount`, `sendingAmount`, `quoteId` and `requestDate` come from the
 * quote, not from the form.
 */

export interface PartyRow {
  key: string;
  value: string;
}

export interface IdDocumentValues {
  idType: string;
  idNumber: string;
  issueDate: string;
  expiryDate: string;
  issuerCountry: string;
}

export interface IndividualValues {
  nationality: string;
  dateOfBirth: string;
  countryOfBirth: string;
  gender: string;
  primaryContactCountryCode: string;
  primaryContactNo: string;
  primaryContactNoType: string;
  emailAddress: string;
  idDocument: IdDocumentValues[];
  postalAddress: {
    addressLine1: string;
    addressLine2: string;
    addressLine3: string;
    city: string;
    stateProvince: string;
    postalCode: string;
    country: string;
    cityOfBirth: string;
  };
  subjectName: { title: string; firstName: string; middleName: string; lastName: string; fullName: string };
}

export type BusinessSenderValues = Record<keyof BusinessSenderKyc, string>;
export type BusinessRecipientValues = Record<keyof BusinessRecipientKyc, string>;

/** The inputs of the quotation that are not also fields of the transaction. */
export interface QuoteRequestValues {
  amountType: AmountType;
  requestAmount: string;
  payoutInstrument: PayoutInstrument;
}

export interface ComposerValues {
  type: TransactionType;
  quoteRequest: QuoteRequestValues;
  /** Payout currency (the transaction's `currency`). */
  currency: string;
  /** Pay-in currency: the quote's sending currency; on the wire for the business types. */
  payinCcyCode: string;
  descriptionText: string;
  provider: string;
  paymentMode: string;
  paymentOption: string;
  authenticationPartnerCode: string;
  sendingPartnerCode: string;
  receivingPartnerCode: string;
  kidNumber: string;
  debitParty: PartyRow[];
  creditParty: PartyRow[];
  senderKyc: IndividualValues;
  recipientKyc: IndividualValues;
  business: { senderKyc: BusinessSenderValues; recepientKyc: BusinessRecipientValues };
  internationalTransferInformation: {
    receivingCountry: string;
    remittancePurpose: string;
    sourceOfFunds: string;
    relationshipSender: string;
  };
  /**
   * The saved parties (lib/desk/parties) the sender and recipient blocks were filled from, by id
   * ("" for none): kept with the draft, never on the wire, recorded at submit.
   */
  savedParties: { sender: string; recipient: string };
}

export const blankIdDocument = (): IdDocumentValues => ({
  idType: '',
  idNumber: '',
  issueDate: '',
  expiryDate: '',
  issuerCountry: '',
});

export function blankIndividual(idDocuments: number): IndividualValues {
  return {
    nationality: '',
    dateOfBirth: '',
    countryOfBirth: '',
    gender: '',
    primaryContactCountryCode: '',
    primaryContactNo: '',
    primaryContactNoType: '',
    emailAddress: '',
    idDocument: Array.from({ length: idDocuments }, blankIdDocument),
    postalAddress: {
      addressLine1: '',
      addressLine2: '',
      addressLine3: '',
      city: '',
      stateProvince: '',
      postalCode: '',
      country: '',
      cityOfBirth: '',
    },
    subjectName: { title: '', firstName: '', middleName: '', lastName: '', fullName: '' },
  };
}

const blankRecord = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
export const blankBusinessSender = (): BusinessSenderValues => blankRecord(BUSINESS_SENDER_FIELDS);
export const blankBusinessRecipient = (): BusinessRecipientValues => blankRecord(BUSINESS_RECIPIENT_FIELDS);

type BusinessFieldControl = Exclude<BusinessField, 'sendingAmount' | 'payinCcyCode'>;

/**
 * The business-only top-level controls of the form: the wire's business fields, less sendingAmount
 * (the quote's) and payinCcyCode (a control of every type).
 */
export const BUSINESS_FIELD_CONTROLS: readonly BusinessFieldControl[] = BUSINESS_FIELDS.filter(
  (field): field is BusinessFieldControl => field !== 'sendingAmount' && field !== 'payinCcyCode',
);

export function blankComposerValues(type: TransactionType = 'b2b'): ComposerValues {
  return {
    type,
    quoteRequest: { amountType: 'RECEIVE', requestAmount: '', payoutInstrument: 'BANK_ACCOUNT' },
    currency: '',
    payinCcyCode: 'USD',
    descriptionText: '',
    ...blankRecord(BUSINESS_FIELD_CONTROLS),
    kidNumber: '',
    debitParty: [{ key: 'msisdn', value: '' }],
    creditParty: [{ key: 'bankaccountno', value: '' }],
    senderKyc: blankIndividual(1),
    recipientKyc: blankIndividual(0),
    business: { senderKyc: blankBusinessSender(), recepientKyc: blankBusinessRecipient() },
    internationalTransferInformation: {
      receivingCountry: '',
      remittancePurpose: '',
      sourceOfFunds: '',
      relationshipSender: '',
    },
    savedParties: { sender: '', recipient: '' },
  };
}

/** Whether `type` carries `block` at all (required or optional): the composer shows exactly these. */
export function carries(type: TransactionType, block: BlockName): boolean {
  return BLOCK_MATRIX[type][block] !== 'forbidden';
}

/** Whether `block` must be filled for `type` (else it is optional where carried). */
export function requires(type: TransactionType, block: BlockName): boolean {
  return BLOCK_MATRIX[type][block] === 'required';
}

/** Whether a value holds anything typed (blank strings and empty lists do not count). */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (value !== null && typeof value === 'object') return Object.values(value).some(isFilled);
  return false;
}
