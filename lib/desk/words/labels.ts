/*
 * Every field a desk form or the API's error details can name, as a person calls it: its block
 * ("Sender", "Bank account") and its label ("contact number"), for error summaries, review pages
 * and checklists. Paths are the forms' (which are the wire's, but for a few the forms rename);
 * `#` stands for a list index, numbered from 1 for people. A field of a schema without a label
 * here fails lib/desk/words/words.test.ts.
 */

/** Which form's words: the same path (`amount`) means a different thing in each. */
export type WordsForm = 'transaction' | 'payment' | 'payer' | 'beneficiary';

export interface FieldWords {
  /** The block the field belongs to, e.g. "Sender". */
  block: string;
  /** The field within it, sentence case, e.g. "Contact number"; absent for the block itself. */
  field?: string;
}

type Label = string | ((n: number) => string);
type Table = Readonly<Record<string, readonly [block: string, field?: Label]>>;

// --- Transactions ---------------------------------------------------------------------------

/** The business KYC fields (both sides: business-kyc-fields.ts), labelled as the composer's business blocks show them. */
export const BUSINESS_FIELD_LABELS: Readonly<Record<string, string>> = {
  businessName: 'Business name',
  businessPINCode: 'PIN code',
  businessAddress1: 'Address line 1',
  businessAddress2: 'Address line 2',
  businessAddressCity: 'City',
  businessAddressState: 'State',
  businessAddressCountryCode: 'Address country',
  businessAddressZip: 'ZIP / postal code',
  businessPrimaryContactCountryCode: 'Contact country',
  businessPrimaryContactNo: 'Contact number',
  businessPrimaryContactNoType: 'Contact number type',
  businessDescription: 'Description of the business',
  businessEmail: 'E-mail',
  businessCountryCode: 'Country of registration',
  businessRegistrationType: 'Registration type',
  businessRegistrationNumber: 'Registration number',
  businessRegistrationIssuedBy: 'Registration issued by',
  businessRegistrationIssuedAt: 'Registration issued at (place)',
  businessRegistrationIssueDate: 'Registered on',
  businessIDValidThru: 'Registration valid through',
  typeofbusiness: 'Type of business',
  businessPObox: 'P.O. box',
  businessMobile: 'Mobile number',
};

/** An individual's fields (senderKyc, recipientKyc), relative to the block. */
const INDIVIDUAL: Readonly<Record<string, Label>> = {
  nationality: 'Nationality',
  dateOfBirth: 'Date of birth',
  countryOfBirth: 'Country of birth',
  gender: 'Gender',
  primaryContactCountryCode: 'Contact number’s country',
  primaryContactNo: 'Contact number',
  primaryContactNoType: 'Contact number type',
  emailAddress: 'E-mail',
  idDocument: 'ID documents',
  'idDocument.#': (n) => `ID document ${n}`,
  'idDocument.#.idType': (n) => `Type of ID document ${n}`,
  'idDocument.#.idNumber': (n) => `Number of ID document ${n}`,
  'idDocument.#.issueDate': (n) => `Issue date of ID document ${n}`,
  'idDocument.#.expiryDate': (n) => `Expiry date of ID document ${n}`,
  'idDocument.#.issuerCountry': (n) => `Issuing country of ID document ${n}`,
  postalAddress: 'Postal address',
  'postalAddress.addressLine1': 'Address line 1',
  'postalAddress.addressLine2': 'Address line 2',
  'postalAddress.addressLine3': 'Address line 3',
  'postalAddress.city': 'City',
  'postalAddress.stateProvince': 'State or province',
  'postalAddress.postalCode': 'Postal code',
  'postalAddress.country': 'Country of the address',
  'postalAddress.cityOfBirth': 'City of birth',
  subjectName: 'Name',
  'subjectName.title': 'Title',
  'subjectName.firstName': 'First name',
  'subjectName.middleName': 'Middle name',
  'subjectName.lastName': 'Last name',
  'subjectName.fullName': 'Full name',
};

const within = (prefix: string, block: string, fields: Readonly<Record<string, Label>>): Table =>
  Object.fromEntries([
    [prefix, [block]],
    ...Object.entries(fields).map(([path, label]) => [path ? `${prefix}.${path}` : prefix, [block, label]]),
  ]);

/** The parties' rows: "Key of detail 1" (its kind) and "Detail 1" (its value). */
const party = (name: string, block: string): Table => ({
  [name]: [block],
  [`${name}.#`]: [block, (n) => `Detail ${n}`],
  [`${name}.#.key`]: [block, (n) => `Kind of detail ${n}`],
  [`${name}.#.value`]: [block, (n) => `Detail ${n}`],
});

const TRANSFER = 'Transfer';
const PROVIDER = 'Provider and partners';

const TRANSACTION: Table = {
  '(body)': ['This remittance'],
  type: [TRANSFER, 'Transaction type'],
  currency: [TRANSFER, 'Payout currency'],
  amount: [TRANSFER, 'Amount they receive'],
  requestDate: [TRANSFER, 'Date of the request'],
  descriptionText: [TRANSFER, 'Description'],
  transactionReference: [TRANSFER, 'Reference'],
  requestingOrganisationTransactionReference: [TRANSFER, 'Reference'],
  sendingAmount: [TRANSFER, 'Amount you send'],
  payinCcyCode: [TRANSFER, 'Pay-in currency'],
  // The composer's controls of the quote request, and the quotation's own names (API errors).
  'quoteRequest.requestAmount': [TRANSFER, 'Amount'],
  'quoteRequest.amountType': [TRANSFER, 'Which amount is fixed'],
  'quoteRequest.payoutInstrument': [TRANSFER, 'Paid out to'],
  requestAmount: [TRANSFER, 'Amount'],
  requestCurrency: [TRANSFER, 'Currency of the amount'],
  amountType: [TRANSFER, 'Which amount is fixed'],
  sendingCurrency: [TRANSFER, 'Pay-in currency'],
  receivingCurrency: [TRANSFER, 'Payout currency'],
  receivingCountry: [TRANSFER, 'Receiving country'],
  payoutInstrument: [TRANSFER, 'Paid out to'],
  internationalTransferInformation: [TRANSFER],
  'internationalTransferInformation.quoteId': [TRANSFER, 'Quote'],
  'internationalTransferInformation.receivingCountry': [TRANSFER, 'Receiving country'],
  'internationalTransferInformation.remittancePurpose': [TRANSFER, 'Remittance purpose'],
  'internationalTransferInformation.sourceOfFunds': [TRANSFER, 'Source of funds'],
  'internationalTransferInformation.relationshipSender': [TRANSFER, 'Recipient’s relationship to the sender'],
  provider: [PROVIDER, 'Provider code'],
  paymentMode: [PROVIDER, 'Payment mode'],
  paymentOption: [PROVIDER, 'Payment option'],
  authenticationPartnerCode: [PROVIDER, 'Authentication partner code'],
  sendingPartnerCode: [PROVIDER, 'Sending partner code'],
  receivingPartnerCode: [PROVIDER, 'Receiving partner code'],
  kidNumber: [PROVIDER, 'KID number'],
  ...party('debitParty', 'Debit party'),
  ...party('creditParty', 'Credit party'),
  ...within('senderKyc', 'Sender', INDIVIDUAL),
  ...within('recipientKyc', 'Recipient', INDIVIDUAL),
  business: ['Business details'],
  ...within('business.senderKyc', 'Sender', BUSINESS_FIELD_LABELS),
  ...within('business.recepientKyc', 'Recipient', BUSINESS_FIELD_LABELS),
  'business.recipientKyc': ['Recipient'],
};

// --- FX payments ----------------------------------------------------------------------------

const AMOUNT = 'Amount';
const INSTRUCTION = 'Instruction';

const PAYMENT: Table = {
  '(body)': ['This payment'],
  // The composer's own paths (lib/desk/payments/compose-form.ts, formFieldFor): the form as a whole, the quote.
  root: ['This payment'],
  requestId: ['This payment', 'Request reference'],
  merchantRef: ['This payment', 'Your reference'],
  quote: [AMOUNT, 'Quote'],
  payer: ['Payer'],
  'payer.originalPayerId': ['Payer'],
  beneficiary: ['Beneficiary'],
  'beneficiary.beneficiaryId': ['Beneficiary'],
  debitCurrency: [AMOUNT, 'Debit currency'],
  payoutCurrency: [AMOUNT, 'Payout currency'],
  fixedSide: [AMOUNT, 'Which amount is fixed'],
  amount: [AMOUNT, 'Amount'],
  // The payment request's and the FX quote request's own names (API errors).
  'amount.debitCurrency': [AMOUNT, 'Debit currency'],
  'amount.debitAmount': [AMOUNT, 'What you send'],
  'amount.payoutCurrency': [AMOUNT, 'Payout currency'],
  'amount.payoutAmount': [AMOUNT, 'What they receive'],
  fx: [AMOUNT, 'Quote'],
  'fx.quoteId': [AMOUNT, 'Quote'],
  sellCurrency: [AMOUNT, 'Debit currency'],
  buyCurrency: [AMOUNT, 'Payout currency'],
  settlement: [AMOUNT, 'Settlement'],
  'settlement.tenor': [AMOUNT, 'Settlement'],
  'settlement.valueDate': [AMOUNT, 'Value date'],
  paymentInstruction: [INSTRUCTION],
  'paymentInstruction.paymentMethodPreference': [INSTRUCTION, 'Payment method'],
  'paymentInstruction.paymentReason': [INSTRUCTION, 'Reason'],
  'paymentInstruction.purposeCode': [INSTRUCTION, 'Purpose'],
  'paymentInstruction.paymentReference': [INSTRUCTION, 'Reference for the beneficiary'],
  'paymentInstruction.urgency': [INSTRUCTION, 'Urgency'],
  compliance: ['Compliance'],
  'compliance.sourceOfFund': ['Compliance', 'Source of funds'],
  'compliance.supportingDocuments': ['Compliance', 'Supporting documents'],
  'compliance.supportingDocuments.#': ['Compliance', (n) => `Supporting document ${n}`],
  metadata: ['Notes'],
  'metadata.remark': ['Notes', 'Remark'],
  'metadata.business': ['Notes', 'Business note'],
  'metadata.tags': ['Notes', 'Tags'],
  'metadata.tags.#': ['Notes', (n) => `Tag ${n}`],
};

// --- Payers ---------------------------------------------------------------------------------

const ADDRESS_FIELDS: Readonly<Record<string, string>> = {
  line1: 'Address line 1',
  line2: 'Address line 2',
  city: 'City',
  state: 'State or region',
  postalCode: 'Postal code',
  country: 'Country',
};

const PAYER: Table = {
  '(body)': ['This payer'],
  requestId: ['Payer', 'Request reference'],
  merchantId: ['Payer', 'Merchant'],
  payerType: ['Payer', 'Payer type'],
  payer: ['Payer'],
  'payer.name': ['Payer', 'Name'],
  'payer.enName': ['Payer', 'Name in Latin script'],
  'payer.phone': ['Payer', 'Phone'],
  identity: ['Identity'],
  'identity.type': ['Identity', 'ID type'],
  'identity.number': ['Identity', 'ID number'],
  'identity.issuedDate': ['Identity', 'Issued on'],
  'identity.expirationDate': ['Identity', 'Expires on'],
  ...within('address', 'Address', ADDRESS_FIELDS),
  company: ['Company'],
  'company.brNumber': ['Company', 'Business registration number'],
  'company.registrationDate': ['Company', 'Registered on'],
  'company.expiryDate': ['Company', 'Registration expires on'],
  ...within('company.registrationAddress', 'Company', {
    '': 'Registered address',
    ...Object.fromEntries(
      Object.entries(ADDRESS_FIELDS).map(([key, label]) => [key, `${label} of the registered address`]),
    ),
  }),
  directors: ['Directors'],
  'directors.#': ['Directors', (n) => `Director ${n}`],
  'directors.#.name': ['Directors', (n) => `Full name of director ${n}`],
  'directors.#.idNo': ['Directors', (n) => `ID number of director ${n}`],
  'directors.#.idExpiration': ['Directors', (n) => `ID expiry date of director ${n}`],
  ubos: ['Ultimate beneficial owners'],
  'ubos.#': ['Ultimate beneficial owners', (n) => `Owner ${n}`],
  'ubos.#.name': ['Ultimate beneficial owners', (n) => `Full name of owner ${n}`],
  'ubos.#.idType': ['Ultimate beneficial owners', (n) => `ID type of owner ${n}`],
  'ubos.#.idNo': ['Ultimate beneficial owners', (n) => `ID number of owner ${n}`],
  documents: ['Documents'],
  'documents.#': ['Documents', (n) => `Document ${n}`],
  'documents.#.fileId': ['Documents', (n) => `Document ${n}`],
  'documents.#.type': ['Documents', (n) => `Type of document ${n}`],
};

// --- Beneficiaries --------------------------------------------------------------------------

const ROUTE = 'Payment route';
const BANK = 'Bank account';

const BENEFICIARY: Table = {
  '(body)': ['This beneficiary'],
  requestId: [ROUTE, 'Request reference'],
  paymentChannelType: [ROUTE, 'Payment channel'],
  countryCode: [ROUTE, 'Payout country'],
  accountType: [ROUTE, 'Account holder'],
  beneficiary: ['Beneficiary'],
  'beneficiary.name': ['Beneficiary', 'Name'],
  'beneficiary.address': ['Beneficiary', 'Street address'],
  'beneficiary.city': ['Beneficiary', 'City'],
  'beneficiary.countryCode': ['Beneficiary', 'Country'],
  'beneficiary.nationality': ['Beneficiary', 'Nationality'],
  'beneficiary.idType': ['Beneficiary', 'ID type'],
  'beneficiary.idNumber': ['Beneficiary', 'ID number'],
  bankAccount: [BANK],
  'bankAccount.currency': [BANK, 'Account currency'],
  'bankAccount.bankName': [BANK, 'Bank name'],
  'bankAccount.accountNumber': [BANK, 'Account number'],
  'bankAccount.iban': [BANK, 'IBAN'],
  'bankAccount.swiftCode': [BANK, 'SWIFT code (BIC)'],
  'bankAccount.routingNumber': [BANK, 'Routing number'],
  intermediaryBank: ['Intermediary bank'],
  'intermediaryBank.bankName': ['Intermediary bank', 'Bank name'],
  'intermediaryBank.swiftCode': ['Intermediary bank', 'SWIFT code (BIC)'],
  'intermediaryBank.accountNumber': ['Intermediary bank', 'Account number'],
  originator: ['Originator'],
  'originator.name': ['Originator', 'Name'],
  'originator.address': ['Originator', 'Address'],
  localClearing: ['Local clearing'],
  'localClearing.scheme': ['Local clearing', 'Clearing scheme'],
  'localClearing.code': ['Local clearing', 'Clearing code'],
};

const TABLES: Readonly<Record<WordsForm, Table>> = {
  transaction: TRANSACTION,
  payment: PAYMENT,
  payer: PAYER,
  beneficiary: BENEFICIARY,
};

/** `senderKyc.idDocument.0.idType` → the pattern `senderKyc.idDocument.#.idType` and its first index (0). */
function pattern(path: string): { key: string; index: number } {
  let index = -1;
  const key = path
    .split('.')
    .map((part) => {
      if (!/^\d+$/.test(part)) return part;
      if (index < 0) index = Number(part);
      return '#';
    })
    .join('.');
  return { key, index };
}

/** The block and label of a form's field, or undefined when it has none (a test fails on that). */
export function fieldWordsOf(path: string, form: WordsForm): FieldWords | undefined {
  // react-hook-form keeps a list's own error under `root` (`debitParty.root`): the list is the field.
  const { key, index } = pattern(path.replace(/\.root$/, ''));
  const entry = TABLES[form][key];
  if (!entry) return undefined;
  const [block, label] = entry;
  if (label === undefined || label === '') return { block };
  return { block, field: typeof label === 'string' ? label : label(index + 1) };
}

/** Every labelled path pattern of a form (for the tests). */
export function labelledPaths(form: WordsForm): readonly string[] {
  return Object.keys(TABLES[form]);
}
