import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { Finding } from '@/lib/compliance/types';
import { alpha2Of, countryWords } from './contact';
import { numberValue } from './personal';
import { quoted, text } from './read';

/*
 * Bank identifiers, checked with ibantools. An IBAN is told under IBAN_CHECK_DIGITS whenever it
 * fails ibantools' validation (the mod-97 check digits, or a length, format or national check that
 * the check digits alone would not catch), with the message saying which; and under
 * IBAN_COUNTRY_MISMATCH when its first two letters are not the country it is meant to pay into.
 */

/** Why an IBAN is not one, in a person's words (the first of ibantools' reasons that applies). */
function ibanProblem(errors: readonly ValidationErrorsIBAN[], country: string): string {
  if (errors.includes(ValidationErrorsIBAN.NoIBANCountry))
    return `${quoted(country)} is not a country that issues IBANs`;
  if (errors.includes(ValidationErrorsIBAN.WrongBBANLength) || errors.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return `it is not the length or format of an IBAN of ${country}`;
  if (errors.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum))
    return 'its national account check digits are wrong';
  return 'its check digits are wrong, so a character is mistyped';
}

/**
 * An IBAN that fails validation, or whose country is not `payoutCountry` (alpha-2; not compared when
 * unknown). `where` names the account: "The credit party's IBAN".
 */
export function ibanFindings(value: unknown, field: string, where: string, payoutCountry?: string): Finding[] {
  const raw = text(value);
  if (raw === '') return [];
  const iban = electronicFormatIBAN(raw) ?? raw.toUpperCase();
  const shown = friendlyFormatIBAN(iban) ?? iban;
  const country = iban.slice(0, 2);
  const findings: Finding[] = [];
  const result = validateIBAN(iban);
  if (!result.valid) {
    findings.push({
      code: 'IBAN_CHECK_DIGITS',
      field,
      message: `${where} {iban} is not a valid IBAN: ${ibanProblem(result.errorCodes, country)}.`,
      values: { iban: numberValue(shown, field) },
    });
  }
  if (payoutCountry && /^[A-Z]{2}$/.test(country) && country !== payoutCountry) {
    findings.push({
      code: 'IBAN_COUNTRY_MISMATCH',
      field,
      message: `${where} {iban} is an account in ${alpha2Of(country) ? countryWords(country) : country}, but the money is paid out in ${countryWords(payoutCountry)}.`,
      values: { iban: numberValue(shown, field) },
    });
  }
  return findings;
}

/** A BIC (SWIFT code) that is not 8 or 11 characters of the right shape (bank, country, location, branch). */
export function bicFinding(value: unknown, field: string, what: string): Finding[] {
  const bic = text(value).toUpperCase();
  if (bic === '' || isValidBIC(bic)) return [];
  return [
    {
      code: 'BIC_INVALID',
      field,
      message: `${what} ${quoted(bic)} is not a valid BIC: 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500.`,
    },
  ];
}
