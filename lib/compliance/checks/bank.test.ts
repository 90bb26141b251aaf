import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bicFinding } from './bank';
import { checkPayment, checkTransaction } from './index';
import { beneficiaryRecord, exampleRequest, paymentCodes, setPath, TODAY, transactionCodes, said } from './testing';

/** A p2p paying into an IBAN, the receiving country `country`; the IBAN is credit party row 4. */
function payingIban(iban: string, country: string) {
  const request = exampleRequest('p2p');
  request.creditParty.push({ key: 'accountIBAN', value: iban });
  return setPath(request, 'internationalTransferInformation.receivingCountry', country);
}
const IBAN_FIELD = 'creditParty.4.value';

describe('IBAN in the credit party', () => {
  test('a good IBAN of the receiving country is no finding, in electronic or printed form', () => {
    assert.deepEqual(transactionCodes(payingIban('GB82WEST12345698765432', 'GB')), []);
    assert.deepEqual(transactionCodes(payingIban('DE89370400440532013000', 'DE')), []);
    assert.deepEqual(transactionCodes(payingIban('de89 3704 0044 0532 0130 00', 'de')), []);
  });

  test('wrong check digits are IBAN_CHECK_DIGITS', () => {
    assert.deepEqual(transactionCodes(payingIban('GB83WEST12345698765432', 'GB')), [`IBAN_CHECK_DIGITS ${IBAN_FIELD}`]);
    // One mistyped account digit is what the check digits catch.
    assert.deepEqual(transactionCodes(payingIban('DE89370400440532013001', 'DE')), [`IBAN_CHECK_DIGITS ${IBAN_FIELD}`]);
    const [finding] = checkTransaction(payingIban('GB83WEST12345698765432', 'GB'), { today: TODAY });
    assert.equal(
      finding?.message,
      "The credit party's IBAN {iban} is not a valid IBAN: its check digits are wrong, so a character is mistyped.",
    );
    assert.deepEqual(finding?.values, {
      iban: { kind: 'number', fields: [IBAN_FIELD], masked: '•••• •••• •••• •••• ••54 32' },
    });
  });

  test('an IBAN of the wrong length, or of no IBAN country, says so under the same code', () => {
    const [short] = checkTransaction(payingIban('GB82WEST1234569876543', 'GB'), { today: TODAY });
    assert.equal(short?.code, 'IBAN_CHECK_DIGITS');
    assert.match(short!.message, /it is not the length or format of an IBAN of GB\.$/);
    const [noCountry] = checkTransaction(payingIban('XX82WEST12345698765432', 'GB'), { today: TODAY });
    assert.equal(noCountry?.code, 'IBAN_CHECK_DIGITS');
    assert.match(noCountry!.message, /"XX" is not a country that issues IBANs\.$/);
  });

  test('an IBAN of another country than the receiving country is IBAN_COUNTRY_MISMATCH', () => {
    assert.deepEqual(transactionCodes(payingIban('DE89370400440532013000', 'GB')), [
      `IBAN_COUNTRY_MISMATCH ${IBAN_FIELD}`,
    ]);
    const request = payingIban('DE89370400440532013000', 'NG');
    assert.equal(
      said(request, checkTransaction(request, { today: TODAY })[0]),
      "The credit party's IBAN DE89370400440532013000 is an account in Germany (DE), but the money is paid out in Nigeria (NG).",
    );
    // Both wrong: both told.
    assert.deepEqual(transactionCodes(payingIban('DE88370400440532013000', 'GB')), [
      `IBAN_CHECK_DIGITS ${IBAN_FIELD}`,
      `IBAN_COUNTRY_MISMATCH ${IBAN_FIELD}`,
    ]);
  });

  test('without a known receiving country only the IBAN itself is judged; an empty accountIBAN is none', () => {
    assert.deepEqual(transactionCodes(payingIban('DE89370400440532013000', 'XX')), [
      'COUNTRY_UNKNOWN internationalTransferInformation.receivingCountry',
    ]);
    // The b2b example sends "accountIBAN": "" beside its account number.
    assert.deepEqual(transactionCodes(exampleRequest('b2b')), []);
  });
});

describe('BIC', () => {
  test('8 or 11 characters of bank, country, location (and branch); case does not count', () => {
    for (const good of ['DEUTDEFF', 'DEUTDEFF500', 'deutdeff', 'CHASUS33', 'CITIUS33XXX']) {
      assert.deepEqual(bicFinding(good, 'f', 'The BIC'), [], good);
    }
    for (const bad of ['DEUT1EFF', 'DEUTDE', 'DEUTDEFF5', 'DEUTXXFF', 'DEUTDEFF500X', 'DEUT DEFF']) {
      assert.deepEqual(
        bicFinding(bad, 'f', 'The BIC').map((f) => f.code),
        ['BIC_INVALID'],
        bad,
      );
    }
  });

  test("payments: the beneficiary bank's and the intermediary bank's SWIFT codes", () => {
    const beneficiary = beneficiaryRecord();
    assert.deepEqual(paymentCodes({ beneficiary }), []);
    beneficiary.bankAccount.swiftCode = 'DEUT1EFF';
    beneficiary.intermediaryBank.swiftCode = 'CITI';
    assert.deepEqual(paymentCodes({ beneficiary }), [
      'BIC_INVALID beneficiary.bankAccount.swiftCode',
      'BIC_INVALID beneficiary.intermediaryBank.swiftCode',
    ]);
    assert.equal(
      checkPayment({ beneficiary }, { today: TODAY })[0]?.message,
      `The beneficiary bank's SWIFT code "DEUT1EFF" is not a valid BIC: 8 or 11 letters and digits, such as DEUTDEFF or DEUTDEFF500.`,
    );
  });

  test('a transaction has no BIC field: sortcode may be an IFSC or routing code, organisationid is a bank name', () => {
    const request = setPath(exampleRequest('p2p'), 'creditParty.1.value', 'DEUT1EFF');
    setPath(request, 'creditParty.2.value', 'Guaranty Trust Bank');
    assert.deepEqual(transactionCodes(request), []);
  });

  test("payments: the beneficiary's IBAN, valid and of the payout country", () => {
    const beneficiary = beneficiaryRecord();
    beneficiary.countryCode = 'DE';
    beneficiary.bankAccount.iban = 'DE89370400440532013000';
    assert.deepEqual(paymentCodes({ beneficiary }), []);
    beneficiary.countryCode = 'DEU';
    assert.deepEqual(paymentCodes({ beneficiary }), []);
    beneficiary.countryCode = 'US';
    beneficiary.bankAccount.iban = 'DE88370400440532013000';
    assert.deepEqual(paymentCodes({ beneficiary }), [
      'IBAN_CHECK_DIGITS beneficiary.bankAccount.iban',
      'IBAN_COUNTRY_MISMATCH beneficiary.bankAccount.iban',
    ]);
  });
});
