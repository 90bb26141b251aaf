import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPayment, checkTransaction } from './index';
import {
  companyPayerRecord,
  day,
  exampleRequest,
  payerRecord,
  paymentCodes,
  setPath,
  TODAY,
  transactionCodes,
  said,
} from './testing';

const SENDER_EXPIRY = 'senderKyc.idDocument.0.expiryDate';
const SENDER_ISSUE = 'senderKyc.idDocument.0.issueDate';

describe('ID document expiry', () => {
  const withExpiry = (expiry: string) => setPath(exampleRequest('p2p'), SENDER_EXPIRY, expiry);

  test('expired yesterday is ID_EXPIRED; expiring today is still valid, so ID_EXPIRING_SOON', () => {
    assert.deepEqual(transactionCodes(withExpiry(day(-1))), [`ID_EXPIRED ${SENDER_EXPIRY}`]);
    assert.deepEqual(transactionCodes(withExpiry(TODAY)), [`ID_EXPIRING_SOON ${SENDER_EXPIRY}`]);
  });

  test('expiring in 29 and 30 days is ID_EXPIRING_SOON; in 31 days it is not', () => {
    assert.deepEqual(transactionCodes(withExpiry(day(29))), [`ID_EXPIRING_SOON ${SENDER_EXPIRY}`]);
    assert.deepEqual(transactionCodes(withExpiry(day(30))), [`ID_EXPIRING_SOON ${SENDER_EXPIRY}`]);
    assert.deepEqual(transactionCodes(withExpiry(day(31))), []);
  });

  test('the messages name the document and the day as a person reads it', () => {
    const request = setPath(exampleRequest('p2p'), 'senderKyc.idDocument.0.idType', 'passport');
    setPath(request, SENDER_EXPIRY, '2026-05-03');
    assert.deepEqual(checkTransaction(request, { today: TODAY }), [
      {
        code: 'ID_EXPIRED',
        field: SENDER_EXPIRY,
        message: "The sender's passport (ID document 1) expired on 3 May 2026.",
      },
    ]);
    const [today] = checkTransaction(withExpiry(TODAY), { today: TODAY });
    assert.equal(today?.message, "The sender's national ID card (ID document 1) expires today, on 15 June 2026.");
    const [soon] = checkTransaction(withExpiry(day(1)), { today: TODAY });
    assert.equal(soon?.message, "The sender's national ID card (ID document 1) expires in 1 day, on 16 June 2026.");
  });

  test("the recipient's documents are checked, each at its own index", () => {
    const request = exampleRequest('p2p');
    request.recipientKyc.idDocument.push({
      idType: 'passport',
      idNumber: 'A0000001',
      issueDate: '2016-01-01',
      expiryDate: day(-10),
      issuerCountry: 'NG',
    });
    setPath(request, 'recipientKyc.idDocument.0.expiryDate', day(5));
    assert.deepEqual(transactionCodes(request), [
      'ID_EXPIRING_SOON recipientKyc.idDocument.0.expiryDate',
      'ID_EXPIRED recipientKyc.idDocument.1.expiryDate',
    ]);
    assert.match(
      checkTransaction(request, { today: TODAY })[1]!.message,
      /^The recipient's passport \(ID document 2\)/,
    );
  });

  test('a date that is not a real date is left to the schema', () => {
    assert.deepEqual(transactionCodes(withExpiry('2026-02-30')), []);
    assert.deepEqual(transactionCodes(withExpiry('soon')), []);
  });
});

describe('ID document issue date', () => {
  test('issued tomorrow is ID_ISSUED_IN_FUTURE; issued today is not', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), SENDER_ISSUE, day(1))), [
      `ID_ISSUED_IN_FUTURE ${SENDER_ISSUE}`,
    ]);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), SENDER_ISSUE, TODAY)), []);
  });

  test('issued after its expiry date is ID_ISSUED_AFTER_EXPIRY (told on the issue date), as well as expired', () => {
    const request = setPath(exampleRequest('p2p'), SENDER_ISSUE, '2025-01-02');
    setPath(request, SENDER_EXPIRY, '2025-01-01');
    assert.deepEqual(transactionCodes(request), [
      `ID_ISSUED_AFTER_EXPIRY ${SENDER_ISSUE}`,
      `ID_EXPIRED ${SENDER_EXPIRY}`,
    ]);
    assert.match(
      checkTransaction(request, { today: TODAY })[0]!.message,
      /was issued on 2 January 2025, after its expiry date of 1 January 2025\.$/,
    );
    // Issued on the day it expires is odd, but not after it.
    setPath(request, SENDER_ISSUE, '2025-01-01');
    assert.deepEqual(transactionCodes(request), [`ID_EXPIRED ${SENDER_EXPIRY}`]);
  });
});

describe('date of birth', () => {
  test('a date of birth tomorrow is BIRTH_DATE_IN_FUTURE, for the sender (and not also under 18) and the recipient', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'senderKyc.dateOfBirth', day(1))), [
      'BIRTH_DATE_IN_FUTURE senderKyc.dateOfBirth',
    ]);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'recipientKyc.dateOfBirth', day(1))), [
      'BIRTH_DATE_IN_FUTURE recipientKyc.dateOfBirth',
    ]);
  });

  test('a sender whose 18th birthday is today is 18; one whose birthday is tomorrow is under 18', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2b'), 'senderKyc.dateOfBirth', '2008-06-15')), []);
    const minor = setPath(exampleRequest('p2b'), 'senderKyc.dateOfBirth', '2008-06-16');
    assert.deepEqual(checkTransaction(minor, { today: TODAY }), [
      {
        code: 'SENDER_UNDER_18',
        field: 'senderKyc.dateOfBirth',
        message: 'The sender, born on 16 June 2008, is under 18: they turn 18 on 16 June 2026.',
      },
    ]);
  });

  test('a sender born on 29 February turns 18 on 1 March in a year without one', () => {
    const leapling = setPath(exampleRequest('p2p'), 'senderKyc.dateOfBirth', '2008-02-29');
    assert.deepEqual(transactionCodes(leapling, '2026-02-28'), ['SENDER_UNDER_18 senderKyc.dateOfBirth']);
    assert.deepEqual(transactionCodes(leapling, '2026-03-01'), []);
  });

  test('a recipient under 18 is no finding: the age rule is the sender’s', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'recipientKyc.dateOfBirth', '2015-01-01')), []);
  });
});

describe('business registration', () => {
  const VALID_THRU = 'business.senderKyc.businessIDValidThru';
  const ISSUED = 'business.senderKyc.businessRegistrationIssueDate';

  test('valid through yesterday is BUSINESS_REGISTRATION_EXPIRED; valid through today is not', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2b'), VALID_THRU, day(-1))), [
      `BUSINESS_REGISTRATION_EXPIRED ${VALID_THRU}`,
    ]);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2b'), VALID_THRU, TODAY)), []);
    assert.equal(
      checkTransaction(setPath(exampleRequest('b2p'), VALID_THRU, '2026-05-03'), { today: TODAY })[0]?.message,
      "The sending business's registration expired: it was valid through 3 May 2026.",
    );
  });

  test('issued tomorrow is BUSINESS_REGISTRATION_IN_FUTURE; issued today is not', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2b'), ISSUED, day(1))), [
      `BUSINESS_REGISTRATION_IN_FUTURE ${ISSUED}`,
    ]);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2b'), ISSUED, TODAY)), []);
  });

  test("the receiving business's registration is checked too (b2b, p2b)", () => {
    const request = setPath(exampleRequest('p2b'), 'business.recepientKyc.businessIDValidThru', day(-1));
    setPath(request, 'business.recepientKyc.businessRegistrationIssueDate', day(1));
    assert.deepEqual(transactionCodes(request), [
      'BUSINESS_REGISTRATION_IN_FUTURE business.recepientKyc.businessRegistrationIssueDate',
      'BUSINESS_REGISTRATION_EXPIRED business.recepientKyc.businessIDValidThru',
    ]);
    assert.match(checkTransaction(request, { today: TODAY })[1]!.message, /^The receiving business's registration/);
  });
});

describe('payments: the payer', () => {
  test("the payer's identity: expired, expiring, issued in the future or after expiry", () => {
    const payer = payerRecord();
    payer.identity.expirationDate = day(-1);
    assert.deepEqual(paymentCodes({ payer }), ['ID_EXPIRED payer.identity.expirationDate']);
    payer.identity.expirationDate = day(30);
    assert.deepEqual(paymentCodes({ payer }), ['ID_EXPIRING_SOON payer.identity.expirationDate']);
    assert.equal(
      checkPayment({ payer }, { today: TODAY })[0]?.message,
      "The payer's passport expires in 30 days, on 15 July 2026.",
    );
    payer.identity.expirationDate = day(31);
    payer.identity.issuedDate = day(32);
    // Two codes on one field come in the order of FINDING_CODES.
    assert.deepEqual(paymentCodes({ payer }), [
      'ID_ISSUED_AFTER_EXPIRY payer.identity.issuedDate',
      'ID_ISSUED_IN_FUTURE payer.identity.issuedDate',
    ]);
  });

  test("a company payer's registration and its directors' IDs", () => {
    const payer = companyPayerRecord();
    assert.deepEqual(paymentCodes({ payer }), []);
    payer.company.expiryDate = day(-1);
    payer.company.registrationDate = day(1);
    payer.directors.push({ name: 'Tan Ah Kow', idNo: 'S7654321A', idExpiration: day(-1) });
    payer.directors[0]!.idExpiration = day(10);
    assert.deepEqual(paymentCodes({ payer }), [
      'BUSINESS_REGISTRATION_IN_FUTURE payer.company.registrationDate',
      'BUSINESS_REGISTRATION_EXPIRED payer.company.expiryDate',
      'ID_EXPIRING_SOON payer.directors.0.idExpiration',
      'ID_EXPIRED payer.directors.1.idExpiration',
    ]);
    const director = checkPayment({ payer }, { today: TODAY })[3];
    assert.equal(director?.message, 'The ID of director 2 ({director}) expired on 14 June 2026.');
    assert.equal(said({ payer }, director), 'The ID of director 2 (Tan Ah Kow) expired on 14 June 2026.');
    assert.equal(director?.values?.director?.masked, 'T•• A• K••', 'the name is kept masked');
  });
});
