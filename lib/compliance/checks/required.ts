import type { Finding } from '@/lib/compliance/types';
import { BLOCK_MATRIX, BLOCK_NAMES, type BlockName, type TransactionType } from '@/lib/schemas/transaction-blocks';
import { list, obj, partyRows, text, type Loose } from './read';

/*
 * Fields a transaction type needs, left empty. Which blocks a type must fill is BLOCK_MATRIX's
 * `required`; which fields of a block are mandatory is provider reference A.4 / A.6 as the comments
 * of lib/schemas/kyc.ts give them (required.test.ts holds these lists to those schemas). A draft may
 * be partial, so missing, "" and blanks read alike.
 *
 * What the quote and the desk fill in (amount, sendingAmount, quoteId, requestDate,
 * transactionReference) is not listed: a person does not type it, and the API refuses it missing.
 */

/**
 * The mandatory fields of each block, as wire paths with the words that name them. `#` stands for
 * each ID document given (its position in the words); a path to a list needs at least one item.
 * `always` is needed by every type.
 */
export const REQUIRED_FIELDS = {
  always: {
    currency: 'The payout currency',
    'internationalTransferInformation.receivingCountry': 'The receiving country',
    'internationalTransferInformation.remittancePurpose': 'The purpose of the remittance',
    'internationalTransferInformation.sourceOfFunds': 'The source of funds',
  },
  senderKyc: {
    'senderKyc.subjectName.firstName': "The sender's first name",
    'senderKyc.subjectName.lastName': "The sender's last name",
    'senderKyc.subjectName.fullName': "The sender's full name",
    'senderKyc.nationality': "The sender's nationality",
    'senderKyc.dateOfBirth': "The sender's date of birth",
    'senderKyc.idDocument': "The sender's list of ID documents",
    'senderKyc.idDocument.#.idType': "The type of the sender's ID document #",
    'senderKyc.idDocument.#.idNumber': "The number of the sender's ID document #",
    'senderKyc.idDocument.#.expiryDate': "The expiry date of the sender's ID document #",
    'senderKyc.postalAddress.addressLine1': "The first line of the sender's address",
    'senderKyc.postalAddress.city': "The city of the sender's address",
    'senderKyc.postalAddress.country': "The country of the sender's address",
  },
  recipientKyc: {
    'recipientKyc.subjectName.firstName': "The recipient's first name",
    'recipientKyc.subjectName.lastName': "The recipient's last name",
    'recipientKyc.subjectName.fullName': "The recipient's full name",
    // A recipient's ID documents are optional, but one that is given needs its type and number (A.4 "C").
    'recipientKyc.idDocument.#.idType': "The type of the recipient's ID document #",
    'recipientKyc.idDocument.#.idNumber': "The number of the recipient's ID document #",
  },
  businessSender: {
    'business.senderKyc.businessName': "The sending business's name",
    'business.senderKyc.businessAddress1': "The sending business's address",
    'business.senderKyc.businessPrimaryContactCountryCode': "The country of the sending business's contact number",
    'business.senderKyc.businessPrimaryContactNo': "The sending business's contact number",
    'business.senderKyc.businessCountryCode': "The sending business's country",
    'business.senderKyc.businessRegistrationType': "The sending business's registration type",
    'business.senderKyc.businessRegistrationNumber': "The sending business's registration number",
    'business.senderKyc.businessRegistrationIssueDate': "The sending business's registration issue date",
    'business.senderKyc.businessIDValidThru': "The date the sending business's registration is valid through",
  },
  businessRecipient: {
    'business.recepientKyc.businessName': "The receiving business's name",
    'business.recepientKyc.businessAddressCountryCode': "The country of the receiving business's address",
  },
  kidNumber: { kidNumber: 'The KID number' },
  businessFields: {
    payinCcyCode: 'The pay-in currency',
    provider: 'The provider code',
    paymentMode: 'The payment mode',
    paymentOption: 'The payment option',
    authenticationPartnerCode: 'The authentication partner code',
    sendingPartnerCode: 'The sending partner code',
    receivingPartnerCode: 'The receiving partner code',
  },
  relationshipSender: {
    'internationalTransferInformation.relationshipSender': "The sender's relationship to the recipient",
  },
} as const satisfies Record<BlockName | 'always', Readonly<Record<string, string>>>;

/** Credit party keys that name the payee's account (lib/schemas/transaction-fields.ts). */
const ACCOUNT_KEYS = ['msisdn', 'bankaccountno', 'accountIBAN'];

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : text(value) !== '');

/** Every concrete path of a `#` path in `body`, with the position (from 1) of the list item it runs through. */
function expand(body: Loose, path: string): { field: string; value: unknown; position?: number }[] {
  const [head, ...rest] = path.split('.#.');
  const at = (from: unknown, dotted: string) =>
    dotted.split('.').reduce<unknown>((value, key) => obj(value)[key], from);
  if (rest.length === 0) return [{ field: path, value: at(body, path) }];
  // Only one level of lists is needed (ID documents); their item paths are plain.
  return list(at(body, head!)).map((item, index) => ({
    field: `${head}.${index}.${rest.join('.')}`,
    value: at(item, rest.join('.')),
    position: index + 1,
  }));
}

function emptyFinding(field: string, words: string, type: TransactionType): Finding {
  return { code: 'REQUIRED_FIELD_EMPTY', field, message: `${words} is empty, but a ${type} remittance needs it.` };
}

/** The parties every type needs: the sender's MSISDN (debit party) and the payee's account (credit party). */
function partyFindings(body: Loose, type: TransactionType): Finding[] {
  const findings: Finding[] = [];
  const msisdns = partyRows(body.debitParty, 'msisdn');
  if (!msisdns.some((row) => row.value !== '')) {
    const field = msisdns[0] ? `debitParty.${msisdns[0].index}.value` : 'debitParty';
    findings.push(emptyFinding(field, "The sender's mobile number (the debit party's msisdn)", type));
  }
  const accounts = ACCOUNT_KEYS.flatMap((key) => partyRows(body.creditParty, key)).sort((a, b) => a.index - b.index);
  if (!accounts.some((row) => row.value !== '')) {
    const field = accounts[0] ? `creditParty.${accounts[0].index}.value` : 'creditParty';
    findings.push(
      emptyFinding(field, "The payee's account (a msisdn, bankaccountno or accountIBAN in the credit party)", type),
    );
  }
  return findings;
}

/**
 * REQUIRED_FIELD_EMPTY for each mandatory field of `type` left empty. Without a known type there is
 * no telling what is needed: only the type itself is asked for, when it is missing.
 */
export function requiredFindings(body: Loose, type: TransactionType | undefined): Finding[] {
  if (type === undefined) {
    return text(body.type) === ''
      ? [
          {
            code: 'REQUIRED_FIELD_EMPTY',
            field: 'type',
            message: 'The remittance type is empty: it is b2b, b2p, p2b or p2p.',
          },
        ]
      : [];
  }
  const blocks = BLOCK_NAMES.filter((block) => BLOCK_MATRIX[type][block] === 'required');
  const findings = [REQUIRED_FIELDS.always, ...blocks.map((block) => REQUIRED_FIELDS[block])].flatMap((fields) =>
    Object.entries(fields).flatMap(([path, words]: [string, string]) =>
      expand(body, path)
        .filter(({ value }) => !filled(value))
        .map(({ field, position }) => emptyFinding(field, words.replace('#', String(position)), type)),
    ),
  );
  return [...findings, ...partyFindings(body, type)];
}
