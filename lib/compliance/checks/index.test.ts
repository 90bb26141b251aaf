import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { FINDING_CODES, type Finding } from '@/lib/compliance/types';
import { composerValuesFromRequest } from '@/lib/desk/composer/from-request';
import { blankComposerValues } from '@/lib/desk/composer/values';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';
import { checkPayment, checkTransaction } from './index';
import {
  beneficiaryRecord,
  companyPayerRecord,
  exampleRequest,
  payerRecord,
  setPath,
  TODAY,
  transactionCodes,
} from './testing';

/** What every answer holds: known codes, one plain sentence each, no code twice on a field. */
function assertWellFormed(findings: Finding[]) {
  const seen = new Set<string>();
  for (const finding of findings) {
    assert.ok(FINDING_CODES.includes(finding.code), finding.code);
    assert.match(finding.field, /^[A-Za-z]+(\.[A-Za-z0-9]+)*$/);
    assert.match(finding.message, /^[A-Z].*\.$/s, finding.message);
    const id = `${finding.code} ${finding.field}`;
    assert.ok(!seen.has(id), `twice: ${id}`);
    seen.add(id);
  }
}

describe('checkTransaction', () => {
  test('the project’s valid example request of every type has no finding', () => {
    for (const type of TRANSACTION_TYPES)
      assert.deepEqual(checkTransaction(exampleRequest(type), { today: TODAY }), [], type);
  });

  test('the issue’s scenario: a p2p with an expired passport and an IBAN with bad check digits gives exactly those two', () => {
    const request = exampleRequest('p2p');
    setPath(request, 'senderKyc.idDocument.0', {
      idType: 'passport',
      idNumber: '19FR12345',
      issueDate: '2016-04-02',
      expiryDate: '2026-04-01',
      issuerCountry: 'FR',
    });
    // Paid into a UK account, to keep the IBAN in the receiving country.
    request.creditParty = [{ key: 'accountIBAN', value: 'GB83WEST12345698765432' }];
    setPath(request, 'internationalTransferInformation.receivingCountry', 'GB');
    assert.deepEqual(checkTransaction(request, { today: TODAY }), [
      {
        code: 'ID_EXPIRED',
        field: 'senderKyc.idDocument.0.expiryDate',
        message: "The sender's passport (ID document 1) expired on 1 April 2026.",
      },
      {
        code: 'IBAN_CHECK_DIGITS',
        field: 'creditParty.0.value',
        // The IBAN is kept masked: every role reads a stored finding.
        message:
          "The credit party's IBAN {iban} is not a valid IBAN: its check digits are wrong, so a character is mistyped.",
        values: { iban: { kind: 'number', fields: ['creditParty.0.value'], masked: '•••• •••• •••• •••• ••54 32' } },
      },
    ]);
  });

  test('the composer’s own values can be checked as they are: an example has none, a blank form only empty fields', () => {
    for (const type of TRANSACTION_TYPES) {
      assert.deepEqual(
        checkTransaction(composerValuesFromRequest(exampleRequest(type)), { today: TODAY }),
        [],
        `${type} from the example`,
      );
      const blank = checkTransaction(blankComposerValues(type), { today: TODAY });
      assert.ok(blank.length > 0);
      assert.deepEqual(new Set(blank.map((f) => f.code)), new Set(['REQUIRED_FIELD_EMPTY']), type);
      assertWellFormed(blank);
    }
  });

  test('anything at all is read without throwing: junk reads as empty', () => {
    for (const junk of [undefined, null, 42, 'p2p', [], [{ type: 'p2p' }], { type: 7 }]) {
      assert.deepEqual(transactionCodes(junk), ['REQUIRED_FIELD_EMPTY type'], JSON.stringify(junk));
    }
    const broken = {
      type: 'p2p',
      senderKyc: { idDocument: 'passport', subjectName: ['Louis'], dateOfBirth: 19890317, postalAddress: null },
      recipientKyc: 'Chidi',
      debitParty: { key: 'msisdn' },
      creditParty: [null, 5, { key: 'accountIBAN' }, { key: 'accountIBAN', value: 12 }],
      internationalTransferInformation: [],
    };
    const findings = checkTransaction(broken, { today: TODAY });
    assert.deepEqual(new Set(findings.map((f) => f.code)), new Set(['REQUIRED_FIELD_EMPTY']));
    assertWellFormed(findings);
  });

  test('any mutation of an example answers well-formed findings (property)', () => {
    const paths = [
      'type',
      'senderKyc.dateOfBirth',
      'senderKyc.idDocument.0.expiryDate',
      'senderKyc.idDocument.0.issueDate',
      'senderKyc.idDocument.0',
      'senderKyc.nationality',
      'senderKyc.emailAddress',
      'senderKyc.primaryContactNo',
      'recipientKyc.subjectName.fullName',
      'creditParty.0.value',
      'creditParty.0.key',
      'creditParty',
      'debitParty.0.value',
      'internationalTransferInformation.receivingCountry',
      'business.recepientKyc.businessIDValidThru',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...TRANSACTION_TYPES),
        fc.array(fc.tuple(fc.constantFrom(...paths), fc.oneof(fc.string(), fc.anything())), { maxLength: 6 }),
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (type, changes, date) => {
          const request = exampleRequest(type);
          for (const [path, value] of changes) setPath(request, path, value);
          const findings = checkTransaction(request, { today: date.toISOString().slice(0, 10) });
          assertWellFormed(findings);
          // Stable: the same input answers the same findings.
          assert.deepEqual(
            checkTransaction(structuredClone(request), { today: date.toISOString().slice(0, 10) }),
            findings,
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  test('today must be a plain date', () => {
    assert.throws(() => checkTransaction(exampleRequest('p2p'), { today: '2026-06-15T00:00:00Z' }), /YYYY-MM-DD/);
    assert.throws(() => checkPayment({}, { today: '15/06/2026' }), /YYYY-MM-DD/);
  });
});

describe('checkPayment', () => {
  test('stored individual and company payers and the reference beneficiary have no finding', () => {
    assert.deepEqual(checkPayment({ payer: payerRecord(), beneficiary: beneficiaryRecord() }, { today: TODAY }), []);
    assert.deepEqual(checkPayment({ payer: companyPayerRecord() }, { today: TODAY }), []);
  });

  test('nothing to check, or junk, is no finding', () => {
    for (const input of [{}, { payer: null, beneficiary: 'BEN-1' }, { payer: { originalPayerId: 'OP-1' } }]) {
      assert.deepEqual(checkPayment(input, { today: TODAY }), []);
    }
  });

  test('payer findings come before beneficiary findings, each in field order', () => {
    const payer = companyPayerRecord();
    const beneficiary = beneficiaryRecord();
    beneficiary.bankAccount.swiftCode = 'DEUT1EFF';
    beneficiary.countryCode = 'ZZ';
    payer.directors[0]!.idExpiration = '2026-01-01';
    payer.identity.expirationDate = '2026-01-01';
    payer.payer.phone = '+1';
    const findings = checkPayment({ beneficiary, payer }, { today: TODAY });
    assert.deepEqual(
      findings.map((f) => `${f.code} ${f.field}`),
      [
        'PHONE_INVALID payer.payer.phone',
        'ID_EXPIRED payer.identity.expirationDate',
        'ID_EXPIRED payer.directors.0.idExpiration',
        'COUNTRY_UNKNOWN beneficiary.countryCode',
        'BIC_INVALID beneficiary.bankAccount.swiftCode',
      ],
    );
    assertWellFormed(findings);
  });
});
