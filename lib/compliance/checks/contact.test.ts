import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { alpha2Of, EMAIL } from './contact';
import { checkPayment, checkTransaction } from './index';
import {
  beneficiaryRecord,
  exampleRequest,
  payerRecord,
  paymentCodes,
  setPath,
  TODAY,
  transactionCodes,
  said,
} from './testing';

describe('phone numbers', () => {
  const withContact = (country: string, number: string) => {
    const request = setPath(exampleRequest('p2b'), 'senderKyc.primaryContactCountryCode', country);
    return setPath(request, 'senderKyc.primaryContactNo', number);
  };

  test('a contact number valid for its country is no finding (national digits, or with the calling code)', () => {
    assert.deepEqual(transactionCodes(withContact('US', '2025550147')), []);
    assert.deepEqual(transactionCodes(withContact('NG', '8031234567')), []);
    assert.deepEqual(transactionCodes(withContact('FR', '612345678')), []);
    assert.deepEqual(transactionCodes(withContact('fr', '33612345678')), []);
  });

  test('a number too short, or of another country, is PHONE_INVALID on the number', () => {
    assert.deepEqual(transactionCodes(withContact('US', '12345')), ['PHONE_INVALID senderKyc.primaryContactNo']);
    // A valid French mobile is not a Nigerian number.
    assert.deepEqual(transactionCodes(withContact('NG', '612345678')), ['PHONE_INVALID senderKyc.primaryContactNo']);
    const [short] = checkTransaction(withContact('US', '12345'), { today: TODAY });
    assert.equal(short?.message.includes('12345'), false, 'the stored sentence holds no number');
    assert.equal(
      said(withContact('US', '12345'), short),
      "The sender's contact number 12345 is not a valid phone number for United States of America (+1).",
    );
  });

  test('with an unknown country the country is told, not the number', () => {
    assert.deepEqual(transactionCodes(withContact('ZZ', '12345')), [
      'COUNTRY_UNKNOWN senderKyc.primaryContactCountryCode',
    ]);
    // A number without a country cannot be judged (the schema asks for the country).
    assert.deepEqual(transactionCodes(withContact('', '12345')), []);
  });

  test('a + and spaces do not count: the API takes them (issue 18)', () => {
    assert.deepEqual(transactionCodes(withContact('US', '+12025550147')), []);
    assert.deepEqual(transactionCodes(withContact('NG', '2349061114853')), []);
  });

  test("a business's contact number is judged for its country (the API checks only its shape)", () => {
    const request = exampleRequest('b2b');
    assert.deepEqual(transactionCodes(request), []);
    // The provider's own example: "232323212" for NG is no valid Nigerian number.
    setPath(request, 'business.recepientKyc.businessPrimaryContactNo', '232323212');
    setPath(request, 'business.senderKyc.businessPrimaryContactNo', '+1 415 555 0123');
    assert.deepEqual(transactionCodes(request), ['PHONE_INVALID business.recepientKyc.businessPrimaryContactNo']);
    assert.equal(
      said(request, checkTransaction(request, { today: TODAY })[0]),
      "The receiving business's contact number 232323212 is not a valid phone number for Nigeria (+234).",
    );
  });

  test("the recipient's contact number is checked too", () => {
    const request = setPath(exampleRequest('b2p'), 'recipientKyc.primaryContactNo', '905123');
    assert.deepEqual(transactionCodes(request), ['PHONE_INVALID recipientKyc.primaryContactNo']);
  });

  test('MSISDNs of the debit and credit party must be valid numbers with their country code, + or not', () => {
    const request = exampleRequest('b2p');
    assert.deepEqual(transactionCodes(request), []);
    setPath(request, 'creditParty.0.value', '2349051234567');
    assert.deepEqual(transactionCodes(request), []);
    setPath(request, 'debitParty.0.value', '+1415555');
    setPath(request, 'creditParty.0.value', '+2340000000000');
    assert.deepEqual(transactionCodes(request), [
      'PHONE_INVALID debitParty.0.value',
      'PHONE_INVALID creditParty.0.value',
    ]);
    assert.match(
      said(request, checkTransaction(request, { today: TODAY })[0])!,
      /^The sender's mobile number \(debit party msisdn\) "\+1415555" is not a valid phone number/,
    );
  });

  test("the payer's phone number", () => {
    const payer = payerRecord();
    assert.deepEqual(paymentCodes({ payer }), []);
    payer.payer.phone = '+65123';
    assert.deepEqual(paymentCodes({ payer }), ['PHONE_INVALID payer.payer.phone']);
  });
});

describe('e-mail addresses', () => {
  test('the simple rule: one @, no spaces, a dotted domain ending in two or more letters', () => {
    for (const good of ['grace.miller@example.com', 'a+tag@sub.example.co.uk', "o'brien@example.ie", 'x@y.io']) {
      assert.equal(EMAIL.test(good), true, good);
    }
    for (const bad of [
      'grace.miller@',
      '@example.com',
      'grace miller@example.com',
      'a@b@example.com',
      'name@localhost',
      'name@example.c',
      'name@example..com',
      'name@.example.com',
    ]) {
      assert.equal(EMAIL.test(bad), false, bad);
    }
  });

  test('EMAIL_INVALID on the individual and business e-mail fields', () => {
    const request = setPath(exampleRequest('p2b'), 'senderKyc.emailAddress', 'grace.miller@example');
    setPath(request, 'business.recepientKyc.businessEmail', 'accounts at lagoon');
    assert.deepEqual(transactionCodes(request), [
      'EMAIL_INVALID senderKyc.emailAddress',
      'EMAIL_INVALID business.recepientKyc.businessEmail',
    ]);
    assert.equal(
      said(request, checkTransaction(request, { today: TODAY })[0]),
      `The sender's e-mail address "grace.miller@example" is not an e-mail address, such as name@example.com.`,
    );
    const recipient = setPath(exampleRequest('p2p'), 'recipientKyc.emailAddress', 'chidi@');
    assert.deepEqual(transactionCodes(recipient), ['EMAIL_INVALID recipientKyc.emailAddress']);
  });

  test('an address longer than 254 characters is not one', () => {
    const long = `${'a'.repeat(250)}@example.com`;
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'senderKyc.emailAddress', long)), [
      'EMAIL_INVALID senderKyc.emailAddress',
    ]);
  });
});

describe('countries', () => {
  test('alpha-2 in any case is a country; alpha-3 only where asked for', () => {
    assert.equal(alpha2Of('de'), 'DE');
    assert.equal(alpha2Of(' NG '), 'NG');
    assert.equal(alpha2Of('XX'), undefined);
    assert.equal(alpha2Of('DEU'), undefined);
    assert.equal(alpha2Of('DEU', { alpha3: true }), 'DE');
    assert.equal(alpha2Of(49), undefined);
  });

  test('COUNTRY_UNKNOWN on every country of a transaction, each at its path', () => {
    const request = exampleRequest('p2p');
    const paths = [
      'internationalTransferInformation.receivingCountry',
      'senderKyc.nationality',
      'senderKyc.countryOfBirth',
      'senderKyc.idDocument.0.issuerCountry',
      'senderKyc.postalAddress.country',
      'recipientKyc.nationality',
      'recipientKyc.idDocument.0.issuerCountry',
      'recipientKyc.postalAddress.country',
    ];
    for (const path of paths) setPath(request, path, 'XX');
    assert.deepEqual(
      transactionCodes(request),
      paths.map((path) => `COUNTRY_UNKNOWN ${path}`),
    );
    assert.equal(
      checkTransaction(request, { today: TODAY })[0]?.message,
      'The receiving country "XX" is not a known country: it should be an ISO 3166-1 alpha-2 code, such as DE.',
    );
  });

  test('alpha-3 is not alpha-2 on the transaction wire', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'senderKyc.nationality', 'FRA')), [
      'COUNTRY_UNKNOWN senderKyc.nationality',
    ]);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'senderKyc.nationality', 'fr')), []);
  });

  test('the business country codes', () => {
    const request = exampleRequest('b2b');
    const paths = [
      'business.senderKyc.businessAddressCountryCode',
      'business.senderKyc.businessPrimaryContactCountryCode',
      'business.senderKyc.businessCountryCode',
      'business.recepientKyc.businessAddressCountryCode',
      'business.recepientKyc.businessPrimaryContactCountryCode',
      'business.recepientKyc.businessCountryCode',
    ];
    for (const path of paths) setPath(request, path, 'Nigeria');
    assert.deepEqual(
      transactionCodes(request),
      paths.map((path) => `COUNTRY_UNKNOWN ${path}`),
    );
  });

  test("payments: the payer's addresses and the beneficiary's countries (alpha-2 or alpha-3)", () => {
    const payer = payerRecord();
    const beneficiary = beneficiaryRecord();
    beneficiary.countryCode = 'USA';
    beneficiary.beneficiary.nationality = 'usa';
    assert.deepEqual(paymentCodes({ payer, beneficiary }), []);
    payer.address.country = 'SGP';
    beneficiary.beneficiary.countryCode = 'XYZ';
    assert.deepEqual(paymentCodes({ payer, beneficiary }), [
      'COUNTRY_UNKNOWN payer.address.country',
      'COUNTRY_UNKNOWN beneficiary.beneficiary.countryCode',
    ]);
    assert.match(
      checkPayment({ beneficiary }, { today: TODAY })[0]!.message,
      /"XYZ" is not a known country: it should be an ISO 3166-1 code \(alpha-2 or alpha-3\)/,
    );
  });
});
