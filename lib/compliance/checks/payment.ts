import type { Finding } from '@/lib/compliance/types';
import { bicFinding, ibanFindings } from './bank';
import { alpha2Of, countryFinding, internationalNumberFinding } from './contact';
import { expiryFindings, idTypeWords, issueFindings, registrationFindings } from './documents';
import { inReadingOrder } from './order';
import { nameValue } from './personal';
import { list, obj, text, type Loose } from './read';

/*
 * The checks of an FX payment: the stored payer (lib/schemas/payer.ts record) and beneficiary
 * (lib/schemas/beneficiary.ts record) it pays between, at paths `payer.…` and `beneficiary.…`. The
 * API validated both when they were created, so what is left to find is what time changed (an ID or
 * registration that has expired since) and what the schemas leave to a person's judgement (an IBAN
 * of another country than the payout country). No required-field check: a stored record has its
 * mandatory fields.
 */

/** The records' fields in the order of their create requests (payer, then beneficiary). */
export const PAYMENT_READING_ORDER: readonly string[] = [
  'payer.payer.name',
  'payer.payer.enName',
  'payer.payer.phone',
  'payer.identity.type',
  'payer.identity.number',
  'payer.identity.issuedDate',
  'payer.identity.expirationDate',
  'payer.address.country',
  'payer.company.brNumber',
  'payer.company.registrationDate',
  'payer.company.expiryDate',
  'payer.company.registrationAddress.country',
  'payer.directors.#.name',
  'payer.directors.#.idNo',
  'payer.directors.#.idExpiration',
  'beneficiary.countryCode',
  'beneficiary.beneficiary.name',
  'beneficiary.beneficiary.countryCode',
  'beneficiary.beneficiary.nationality',
  'beneficiary.bankAccount.iban',
  'beneficiary.bankAccount.swiftCode',
  'beneficiary.intermediaryBank.swiftCode',
];

function payerFindings(payer: Loose, today: string): Finding[] {
  const identity = obj(payer.identity);
  const idName = `The payer's ${idTypeWords(identity.type) ?? 'ID document'}`;
  const company = obj(payer.company);
  return [
    ...internationalNumberFinding(obj(payer.payer).phone, 'payer.payer.phone', "The payer's phone number"),
    ...issueFindings(identity.issuedDate, identity.expirationDate, 'payer.identity.issuedDate', idName, today),
    ...expiryFindings(identity.expirationDate, 'payer.identity.expirationDate', idName, today),
    ...countryFinding(obj(payer.address).country, 'payer.address.country', "The country of the payer's address"),
    ...registrationFindings(
      { issued: company.registrationDate, validThru: company.expiryDate },
      { issued: 'payer.company.registrationDate', validThru: 'payer.company.expiryDate' },
      "The payer company's",
      today,
    ),
    ...countryFinding(
      obj(company.registrationAddress).country,
      'payer.company.registrationAddress.country',
      "The country of the payer company's registered address",
    ),
    ...list(payer.directors).flatMap((item, index) => {
      const director = obj(item);
      const name = text(director.name);
      // The director's name stands masked in the message (a placeholder), as every personal value.
      const what = `The ID of director ${index + 1}${name ? ' ({director})' : ''}`;
      return expiryFindings(director.idExpiration, `payer.directors.${index}.idExpiration`, what, today).map(
        (finding) =>
          name ? { ...finding, values: { director: nameValue(name, `payer.directors.${index}.name`) } } : finding,
      );
    }),
  ];
}

/** Countries are alpha-2 in the record, but the API takes alpha-3 too, so either reads as known. */
function beneficiaryFindings(beneficiary: Loose): Finding[] {
  const alpha3 = { alpha3: true };
  const info = obj(beneficiary.beneficiary);
  const account = obj(beneficiary.bankAccount);
  return [
    ...countryFinding(beneficiary.countryCode, 'beneficiary.countryCode', 'The payout country', alpha3),
    ...countryFinding(info.countryCode, 'beneficiary.beneficiary.countryCode', "The beneficiary's country", alpha3),
    ...countryFinding(info.nationality, 'beneficiary.beneficiary.nationality', "The beneficiary's nationality", alpha3),
    ...ibanFindings(
      account.iban,
      'beneficiary.bankAccount.iban',
      "The beneficiary's IBAN",
      alpha2Of(beneficiary.countryCode, alpha3),
    ),
    ...bicFinding(account.swiftCode, 'beneficiary.bankAccount.swiftCode', "The beneficiary bank's SWIFT code"),
    ...bicFinding(
      obj(beneficiary.intermediaryBank).swiftCode,
      'beneficiary.intermediaryBank.swiftCode',
      "The intermediary bank's SWIFT code",
    ),
  ];
}

export function paymentFindings(input: { payer?: unknown; beneficiary?: unknown }, today: string): Finding[] {
  const findings = [...payerFindings(obj(input.payer), today), ...beneficiaryFindings(obj(input.beneficiary))];
  return inReadingOrder(findings, PAYMENT_READING_ORDER);
}
