import type { Finding } from '@/lib/compliance/types';
import { BUSINESS_RECIPIENT_FIELDS, BUSINESS_SENDER_FIELDS } from '@/lib/schemas/business-kyc-fields';
import {
  BLOCK_MATRIX,
  TRANSACTION_TYPES,
  type BlockName,
  type TransactionType,
} from '@/lib/schemas/transaction-blocks';
import { ibanFindings } from './bank';
import { alpha2Of, contactNumberFinding, countryFinding, emailFinding, internationalNumberFinding } from './contact';
import { birthFindings, expiryFindings, idDocumentName, issueFindings, registrationFindings } from './documents';
import { accountNameFindings, type RecipientName } from './names';
import { inReadingOrder } from './order';
import { list, obj, partyRows, text, type Loose } from './read';
import { requiredFindings } from './required';

/*
 * The checks of a transaction request (wire shape, possibly a partial draft). Only the blocks the
 * type carries are read: the composer keeps every block's controls, blank, whatever the type, and
 * the API refuses a forbidden block that is filled in.
 */

const INDIVIDUAL_ORDER = [
  'subjectName.title',
  'subjectName.firstName',
  'subjectName.middleName',
  'subjectName.lastName',
  'subjectName.fullName',
  'gender',
  'nationality',
  'dateOfBirth',
  'countryOfBirth',
  'primaryContactCountryCode',
  'primaryContactNo',
  'primaryContactNoType',
  'emailAddress',
  'idDocument.#.idType',
  'idDocument.#.idNumber',
  'idDocument.#.issuerCountry',
  'idDocument.#.issueDate',
  'idDocument.#.expiryDate',
  'postalAddress.addressLine1',
  'postalAddress.addressLine2',
  'postalAddress.addressLine3',
  'postalAddress.city',
  'postalAddress.stateProvince',
  'postalAddress.postalCode',
  'postalAddress.country',
  'postalAddress.cityOfBirth',
];

/** The fields in the order the desk's composer shows them (components/compose): transfer, sender, recipient, parties, provider. */
export const TRANSACTION_READING_ORDER: readonly string[] = [
  'type',
  'internationalTransferInformation.receivingCountry',
  'currency',
  'payinCcyCode',
  'internationalTransferInformation.remittancePurpose',
  'internationalTransferInformation.sourceOfFunds',
  'internationalTransferInformation.relationshipSender',
  'descriptionText',
  ...BUSINESS_SENDER_FIELDS.map((field) => `business.senderKyc.${field}`),
  ...INDIVIDUAL_ORDER.map((field) => `senderKyc.${field}`),
  ...BUSINESS_RECIPIENT_FIELDS.map((field) => `business.recepientKyc.${field}`),
  ...INDIVIDUAL_ORDER.map((field) => `recipientKyc.${field}`),
  'debitParty.#.key',
  'debitParty.#.value',
  'creditParty.#.key',
  'creditParty.#.value',
  'provider',
  'paymentMode',
  'paymentOption',
  'authenticationPartnerCode',
  'sendingPartnerCode',
  'receivingPartnerCode',
  'kidNumber',
];

const SIDES = {
  sender: { owner: "The sender's", person: 'The sender', adultOnly: true },
  recipient: { owner: "The recipient's", person: 'The recipient', adultOnly: false },
} as const;

/** "The sender's" → "the sender's", for the middle of a sentence. */
const lower = (words: string) => words.charAt(0).toLowerCase() + words.slice(1);

/**
 * senderKyc or recipientKyc: countries, contact, e-mail, date of birth and ID documents. The API
 * checks a contact number's and an e-mail's shape only; whether the number is valid for its
 * country, and the address a plausible one, is a finding here, for the desk's review.
 */
function individualFindings(kyc: Loose, prefix: string, side: keyof typeof SIDES, today: string): Finding[] {
  const who = SIDES[side];
  const address = obj(kyc.postalAddress);
  return [
    ...countryFinding(kyc.nationality, `${prefix}.nationality`, `${who.owner} nationality`),
    ...birthFindings(kyc.dateOfBirth, `${prefix}.dateOfBirth`, who, today),
    ...countryFinding(kyc.countryOfBirth, `${prefix}.countryOfBirth`, `${who.owner} country of birth`),
    ...countryFinding(
      kyc.primaryContactCountryCode,
      `${prefix}.primaryContactCountryCode`,
      `The country of ${lower(who.owner)} contact number`,
    ),
    ...contactNumberFinding(
      kyc.primaryContactNo,
      kyc.primaryContactCountryCode,
      `${prefix}.primaryContactNo`,
      `${who.owner} contact number`,
    ),
    ...emailFinding(kyc.emailAddress, `${prefix}.emailAddress`, `${who.owner} e-mail address`),
    ...list(kyc.idDocument).flatMap((item, index) => {
      const doc = obj(item);
      const base = `${prefix}.idDocument.${index}`;
      const what = idDocumentName(who.owner, doc.idType, index + 1);
      return [
        ...countryFinding(doc.issuerCountry, `${base}.issuerCountry`, `The issuing country of ${lower(what)}`),
        ...issueFindings(doc.issueDate, doc.expiryDate, `${base}.issueDate`, what, today),
        ...expiryFindings(doc.expiryDate, `${base}.expiryDate`, what, today),
      ];
    }),
    ...countryFinding(address.country, `${prefix}.postalAddress.country`, `The country of ${lower(who.owner)} address`),
  ];
}

/**
 * business.senderKyc or business.recepientKyc: their countries, contact number, e-mail and
 * registration dates. The API checks a business number's shape only (the provider's own examples
 * send numbers that are not valid for their country), so its validity is told here, for review.
 */
function businessFindings(kyc: Loose, prefix: string, whose: string, today: string): Finding[] {
  return [
    ...countryFinding(
      kyc.businessAddressCountryCode,
      `${prefix}.businessAddressCountryCode`,
      `The country of ${lower(whose)} address`,
    ),
    ...countryFinding(
      kyc.businessPrimaryContactCountryCode,
      `${prefix}.businessPrimaryContactCountryCode`,
      `The country of ${lower(whose)} contact number`,
    ),
    ...contactNumberFinding(
      kyc.businessPrimaryContactNo,
      kyc.businessPrimaryContactCountryCode,
      `${prefix}.businessPrimaryContactNo`,
      `${whose} contact number`,
    ),
    ...emailFinding(kyc.businessEmail, `${prefix}.businessEmail`, `${whose} e-mail address`),
    ...countryFinding(kyc.businessCountryCode, `${prefix}.businessCountryCode`, `${whose} country`),
    ...registrationFindings(
      { issued: kyc.businessRegistrationIssueDate, validThru: kyc.businessIDValidThru },
      {
        issued: `${prefix}.businessRegistrationIssueDate`,
        validThru: `${prefix}.businessIDValidThru`,
      },
      whose,
      today,
    ),
  ];
}

/** The names the recipient goes by, and whether it is a business (b2b, p2b) or a person (b2p, p2p). */
function recipientNames(body: Loose, type: TransactionType): { names: RecipientName[]; business: boolean } {
  if (type.endsWith('b'))
    return {
      names: [
        {
          name: text(obj(obj(body.business).recepientKyc).businessName),
          fields: ['business.recepientKyc.businessName'],
        },
      ],
      business: true,
    };
  const name = obj(obj(body.recipientKyc).subjectName);
  const parts = (['firstName', 'lastName'] as const).filter((part) => text(name[part]) !== '');
  const firstAndLast = {
    name: parts.map((part) => text(name[part])).join(' '),
    fields: parts.map((part) => `recipientKyc.subjectName.${part}`),
  };
  return {
    names: [{ name: text(name.fullName), fields: ['recipientKyc.subjectName.fullName'] }, firstAndLast],
    business: false,
  };
}

/**
 * The parties: MSISDNs (debit and credit) as phone numbers; in the credit party, the IBAN (valid, and
 * of the receiving country) and the account name (the recipient's). No credit party key is a BIC:
 * `sortcode` may carry "IFSC, routing code or SWIFT BIC" (provider reference A.3), so a value that
 * is not a BIC may still be right there, and `organisationid` is the bank's name.
 */
function partyFindings(body: Loose, type: TransactionType | undefined): Finding[] {
  const receivingCountry = alpha2Of(obj(body.internationalTransferInformation).receivingCountry);
  const credit = body.creditParty;
  return [
    ...partyRows(body.debitParty, 'msisdn').flatMap(({ index, value }) =>
      internationalNumberFinding(value, `debitParty.${index}.value`, "The sender's mobile number (debit party msisdn)"),
    ),
    ...partyRows(credit, 'msisdn').flatMap(({ index, value }) =>
      internationalNumberFinding(
        value,
        `creditParty.${index}.value`,
        "The payee's mobile number (credit party msisdn)",
      ),
    ),
    ...partyRows(credit, 'accountIBAN').flatMap(({ index, value }) =>
      ibanFindings(value, `creditParty.${index}.value`, "The credit party's IBAN", receivingCountry),
    ),
    ...(type === undefined
      ? []
      : partyRows(credit, 'accountName').flatMap(({ index, value }) =>
          accountNameFindings(value, `creditParty.${index}.value`, recipientNames(body, type)),
        )),
  ];
}

const knownType = (value: unknown): TransactionType | undefined => TRANSACTION_TYPES.find((type) => type === value);

export function transactionFindings(request: unknown, today: string): Finding[] {
  const body = obj(request);
  const type = knownType(body.type);
  // Without a known type every block is read: what is there is still worth checking.
  const carried = (block: BlockName) => type === undefined || BLOCK_MATRIX[type][block] !== 'forbidden';
  const business = obj(body.business);
  const findings = [
    ...requiredFindings(body, type),
    ...countryFinding(
      obj(body.internationalTransferInformation).receivingCountry,
      'internationalTransferInformation.receivingCountry',
      'The receiving country',
    ),
    ...(carried('senderKyc') ? individualFindings(obj(body.senderKyc), 'senderKyc', 'sender', today) : []),
    ...(carried('recipientKyc') ? individualFindings(obj(body.recipientKyc), 'recipientKyc', 'recipient', today) : []),
    ...(carried('businessSender')
      ? businessFindings(obj(business.senderKyc), 'business.senderKyc', "The sending business's", today)
      : []),
    ...(carried('businessRecipient')
      ? businessFindings(obj(business.recepientKyc), 'business.recepientKyc', "The receiving business's", today)
      : []),
    ...partyFindings(body, type),
  ];
  return inReadingOrder(findings, TRANSACTION_READING_ORDER);
}
