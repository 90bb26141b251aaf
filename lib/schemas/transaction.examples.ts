import type { QuotationRequestInput } from './quotation';
import type { TransactionRequestInputOf, TransactionType } from './transaction';

/*
 * Valid request bodies of every transaction type, in the interface's shapes (its examples'
 * structure, our own values), for unit and API tests, Playwright journeys and benchmarks. Each
 * transaction example spends a quote of the matching QUOTATION_EXAMPLES entry: same type, corridor
 * and payout instrument. Use exampleTransactionBody for a body that passes the requestDate clock
 * check and carries a fresh reference.
 */

const businessSender = {
  businessName: 'Harbor Electronics Inc',
  businessAddress1: '500 Market Street',
  businessAddressCity: 'San Francisco',
  businessAddressCountryCode: 'US',
  businessPrimaryContactCountryCode: 'US',
  businessPrimaryContactNo: '4155550123',
  businessDescription: 'Electronics wholesale',
  businessCountryCode: 'US',
  businessRegistrationType: 'Private Limited Company',
  businessRegistrationNumber: 'C4410987',
  businessRegistrationIssueDate: '2012-04-16',
  businessIDValidThru: '2032-04-15',
};

const businessRecipient = {
  businessName: 'Lagoon Components Ltd',
  businessPINCode: '100001',
  businessAddress1: '12 Broad Street',
  businessAddress2: 'Marina',
  businessAddressCity: 'Lagos',
  businessAddressState: 'Lagos',
  businessAddressCountryCode: 'NG',
  businessAddressZip: '101223',
  businessPrimaryContactCountryCode: 'NG',
  businessPrimaryContactNo: '8031234567',
  businessPrimaryContactNoType: 'Office',
  businessDescription: 'Electronic components distribution',
  businessEmail: 'accounts@lagoon-components.example',
  businessCountryCode: 'NG',
  businessRegistrationType: 'Private Limited Company',
  businessRegistrationNumber: 'RC1234567',
  businessRegistrationIssuedBy: 'CAC',
  businessRegistrationIssuedAt: 'Abuja',
  businessRegistrationIssueDate: '2015-06-01',
  businessIDValidThru: '2035-05-31',
  typeofbusiness: 'Distribution',
  businessPObox: '7012',
  businessMobile: '8091234567',
};

const nigerianBank = [
  { key: 'bankaccountno', value: '0123456789' },
  { key: 'sortcode', value: 'GTBINGLA' },
  { key: 'organisationid', value: 'Guaranty Trust Bank' },
  { key: 'banksubcode', value: '058' },
] as const;

export const TRANSACTION_EXAMPLES = {
  b2b: {
    type: 'b2b',
    currency: 'NGN',
    amount: '1500000.00',
    requestDate: '2026-03-02 18:15:30',
    descriptionText: 'Invoice INV-2026-0412',
    transactionReference: 'CORRIDOR-B2B-0001',
    sendingAmount: '1000.00',
    payinCcyCode: 'USD',
    provider: '23401',
    paymentMode: 'Bank account',
    paymentOption: 'Account Credit',
    authenticationPartnerCode: 'HARBUSSFO',
    sendingPartnerCode: 'HARBUSSFO01',
    receivingPartnerCode: 'LAGONGLOS01',
    kidNumber: 'KID2026030218153001',
    debitParty: [{ key: 'msisdn', value: '+14155550123' }],
    creditParty: [
      ...nigerianBank,
      { key: 'bankBranchName', value: 'Marina Branch' },
      { key: 'accountName', value: 'Lagoon Components Ltd' },
      { key: 'accountIBAN', value: '' },
      { key: 'accountAdditionalNo1', value: 'INV-2026-0412' },
    ],
    senderKyc: {},
    recipientKyc: {},
    internationalTransferInformation: {
      quoteId: 'QT0B2B0000000000001',
      receivingCountry: 'NG',
      remittancePurpose: 'Goods Payment',
      sourceOfFunds: 'Business Revenue',
    },
    business: { senderKyc: businessSender, recepientKyc: businessRecipient },
  },
  b2p: {
    type: 'b2p',
    currency: 'NGN',
    amount: '150000.00',
    requestDate: '2026-03-10T10:44:00.000Z',
    descriptionText: 'Field agent expenses, March',
    transactionReference: 'CORRIDOR-B2P-0001',
    sendingAmount: '100.00',
    payinCcyCode: 'USD',
    provider: '23490',
    paymentMode: 'cash',
    paymentOption: 'Mobile Wallet',
    authenticationPartnerCode: 'HARBUSSFO',
    sendingPartnerCode: 'HARBUSSFO01',
    receivingPartnerCode: 'WALLNGLOS01',
    debitParty: [{ key: 'msisdn', value: '+14155550123' }],
    creditParty: [{ key: 'msisdn', value: '+2349051234567' }],
    senderKyc: {},
    recipientKyc: {
      primaryContactCountryCode: 'NG',
      primaryContactNo: '9051234567',
      primaryContactNoType: 'Mobile',
      emailAddress: 'ada.eze@example.com',
      subjectName: { firstName: 'Ada', lastName: 'Eze', fullName: 'Ada Ngozi Eze' },
    },
    internationalTransferInformation: {
      quoteId: 'QT0B2P0000000000001',
      receivingCountry: 'NG',
      remittancePurpose: 'Salary',
      sourceOfFunds: 'Business Revenue',
      relationshipSender: 'Employer',
    },
    business: { senderKyc: businessSender, recepientKyc: {} },
  },
  p2b: {
    type: 'p2b',
    currency: 'NGN',
    amount: '300000.00',
    requestDate: '2026-03-02T18:35:10.000Z',
    descriptionText: 'Order EQ-2026-0302',
    transactionReference: 'CORRIDOR-P2B-0001',
    sendingAmount: '200.00',
    payinCcyCode: 'USD',
    provider: '23490',
    paymentMode: 'Bank account',
    paymentOption: 'Account Credit',
    authenticationPartnerCode: 'HARBUSSFO',
    sendingPartnerCode: 'HARBUSSFO01',
    receivingPartnerCode: 'LAGONGLOS01',
    kidNumber: 'KID2026030218351002',
    debitParty: [{ key: 'msisdn', value: '+12025550147' }],
    creditParty: [...nigerianBank, { key: 'accountName', value: 'Lagoon Components Ltd' }],
    senderKyc: {
      nationality: 'US',
      dateOfBirth: '1985-09-14',
      gender: 'F',
      primaryContactCountryCode: 'US',
      primaryContactNo: '2025550147',
      primaryContactNoType: 'Personal',
      emailAddress: 'grace.miller@example.com',
      idDocument: [
        {
          idType: 'passport',
          idNumber: 'P56781234',
          issueDate: '2021-03-10',
          expiryDate: '2031-03-09',
          issuerCountry: 'US',
        },
      ],
      postalAddress: {
        addressLine1: '1600 Park Avenue',
        addressLine2: 'Apt 12',
        addressLine3: '',
        city: 'Washington',
        stateProvince: 'DC',
        postalCode: '20001',
        country: 'US',
      },
      subjectName: {
        title: 'Ms.',
        firstName: 'Grace',
        middleName: 'Ann',
        lastName: 'Miller',
        fullName: 'Grace Ann Miller',
      },
    },
    recipientKyc: {},
    internationalTransferInformation: {
      quoteId: 'QT0P2B0000000000001',
      receivingCountry: 'NG',
      remittancePurpose: 'Goods Payment',
      sourceOfFunds: 'Savings',
      relationshipSender: 'Customer',
    },
    business: { senderKyc: {}, recepientKyc: businessRecipient },
  },
  p2p: {
    type: 'p2p',
    currency: 'NGN',
    amount: '250000.00',
    requestDate: '2026-03-02T18:45:20.000Z',
    descriptionText: 'Birthday gift',
    transactionReference: 'CORRIDOR-P2P-0001',
    debitParty: [{ key: 'msisdn', value: '+33612345678' }],
    creditParty: [...nigerianBank],
    senderKyc: {
      nationality: 'FR',
      dateOfBirth: '1989-03-17',
      countryOfBirth: 'FR',
      gender: 'M',
      idDocument: [
        {
          idType: 'nationalidcard',
          idNumber: '880692310285',
          issueDate: '2020-05-10',
          expiryDate: '2030-05-09',
          issuerCountry: 'FR',
        },
      ],
      postalAddress: {
        addressLine1: '8 Rue des Lilas',
        addressLine2: '',
        city: 'Lyon',
        stateProvince: 'Rhone',
        postalCode: '69003',
        country: 'FR',
        cityOfBirth: 'Grenoble',
      },
      subjectName: { title: 'Mr.', firstName: 'Louis', lastName: 'Martin', fullName: 'Louis Martin' },
    },
    recipientKyc: {
      nationality: 'NG',
      dateOfBirth: '1992-11-05',
      emailAddress: 'chidi.okafor@example.com',
      idDocument: [
        {
          idType: 'nin',
          idNumber: '12345678901',
          issueDate: '2021-02-14',
          expiryDate: '2031-02-14',
          issuerCountry: 'NG',
        },
      ],
      postalAddress: {
        addressLine1: '15 Allen Avenue',
        city: 'Ikeja',
        stateProvince: 'Lagos',
        postalCode: '100271',
        country: 'NG',
      },
      subjectName: { firstName: 'Chidi', lastName: 'Okafor', fullName: 'Chidi Emeka Okafor' },
    },
    internationalTransferInformation: {
      quoteId: 'QT0P2P0000000000001',
      receivingCountry: 'NG',
      remittancePurpose: 'Gift',
      sourceOfFunds: 'Salary',
      relationshipSender: 'Brother',
    },
  },
} as const satisfies { readonly [T in TransactionType]: TransactionRequestInputOf<T> };

/** A quotation request for each type, in the corridor and payout instrument of its transaction example. */
export const QUOTATION_EXAMPLES = {
  b2b: {
    type: 'b2b',
    requestAmount: '1500000.00',
    requestCurrency: 'NGN',
    amountType: 'RECEIVE',
    sendingCurrency: 'USD',
    receivingCountry: 'NG',
    receivingCurrency: 'NGN',
    payoutInstrument: 'BANK_ACCOUNT',
  },
  b2p: {
    type: 'b2p',
    requestAmount: '100.00',
    requestCurrency: 'USD',
    amountType: 'SEND',
    sendingCurrency: 'USD',
    receivingCountry: 'NG',
    payoutInstrument: 'WALLET',
  },
  p2b: {
    type: 'p2b',
    requestAmount: '300000.00',
    requestCurrency: 'NGN',
    sendingCurrency: 'USD',
    receivingCountry: 'NG',
    payoutInstrument: 'BANK_ACCOUNT',
  },
  p2p: {
    type: 'p2p',
    requestAmount: '250000.00',
    requestCurrency: 'NGN',
    amountType: 'RECEIVE',
    sendingCurrency: 'EUR',
    receivingCountry: 'NG',
    receivingCurrency: 'NGN',
    payoutInstrument: 'BANK_ACCOUNT',
  },
} as const satisfies { readonly [T in TransactionType]: QuotationRequestInput & { type: T } };

/** `YYYY-MM-DD HH:mm:ss` in UTC, the provider's requestDate form. */
export function providerDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** The example's type, writable and with its string literals widened, for tests to change. */
type Mutable<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Mutable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Mutable<T[K]> }
      : T;

export interface ExampleOptions {
  /** requestDate is set to this time (default: now), so the clock check passes. */
  now?: Date;
  /** `iso` (default) or the provider's `YYYY-MM-DD HH:mm:ss`. */
  requestDateFormat?: 'iso' | 'provider';
  /** Default: a fresh unique reference. */
  transactionReference?: string;
  /** The quoteId of a real quotation (API tests must spend a quote the sandbox issued). */
  quoteId?: string;
}

let sequence = 0;

/**
 * A fresh, independent copy of the example body of `type` with a current requestDate and a unique
 * transactionReference: a body that a test may change freely.
 */
export function exampleTransactionBody<T extends TransactionType>(
  type: T,
  options: ExampleOptions = {},
): Mutable<(typeof TRANSACTION_EXAMPLES)[T]> {
  const body = structuredClone(TRANSACTION_EXAMPLES[type]) as Mutable<(typeof TRANSACTION_EXAMPLES)[T]>;
  const now = options.now ?? new Date();
  body.requestDate = options.requestDateFormat === 'provider' ? providerDateTime(now) : now.toISOString();
  sequence += 1;
  body.transactionReference =
    options.transactionReference ??
    `EX-${type.toUpperCase()}-${now.getTime().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  if (options.quoteId !== undefined) body.internationalTransferInformation.quoteId = options.quoteId;
  return body;
}

/** A fresh copy of the quotation example of `type`. */
export function exampleQuotationBody<T extends TransactionType>(type: T): Mutable<(typeof QUOTATION_EXAMPLES)[T]> {
  return structuredClone(QUOTATION_EXAMPLES[type]) as Mutable<(typeof QUOTATION_EXAMPLES)[T]>;
}
