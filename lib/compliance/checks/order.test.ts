import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Finding, FindingCode } from '@/lib/compliance/types';
import { inReadingOrder } from './order';
import { exampleRequest, setPath, transactionCodes } from './testing';

const f = (code: FindingCode, field: string): Finding => ({ code, field, message: `${code} at ${field}.` });
const fields = (findings: Finding[]) => findings.map((x) => `${x.code} ${x.field}`);

const ORDER = ['name', 'docs.#.type', 'docs.#.expiry', 'address.country'];

test('findings follow the order list; the items of a list stay together; the list itself before its items', () => {
  const sorted = inReadingOrder(
    [
      f('COUNTRY_UNKNOWN', 'address.country'),
      f('ID_EXPIRED', 'docs.1.expiry'),
      f('REQUIRED_FIELD_EMPTY', 'docs.1.type'),
      f('ID_EXPIRED', 'docs.0.expiry'),
      f('REQUIRED_FIELD_EMPTY', 'docs.10.type'),
      f('REQUIRED_FIELD_EMPTY', 'docs'),
      f('REQUIRED_FIELD_EMPTY', 'name'),
    ],
    ORDER,
  );
  assert.deepEqual(fields(sorted), [
    'REQUIRED_FIELD_EMPTY name',
    'REQUIRED_FIELD_EMPTY docs',
    'ID_EXPIRED docs.0.expiry',
    'REQUIRED_FIELD_EMPTY docs.1.type',
    'ID_EXPIRED docs.1.expiry',
    'REQUIRED_FIELD_EMPTY docs.10.type',
    'COUNTRY_UNKNOWN address.country',
  ]);
});

test('one field: codes in FINDING_CODES order, each once; unknown fields last', () => {
  const sorted = inReadingOrder(
    [
      f('ID_ISSUED_IN_FUTURE', 'docs.0.type'),
      f('EMAIL_INVALID', 'elsewhere'),
      f('ID_ISSUED_AFTER_EXPIRY', 'docs.0.type'),
      f('ID_ISSUED_IN_FUTURE', 'docs.0.type'),
      f('REQUIRED_FIELD_EMPTY', 'name'),
    ],
    ORDER,
  );
  assert.deepEqual(fields(sorted), [
    'REQUIRED_FIELD_EMPTY name',
    'ID_ISSUED_AFTER_EXPIRY docs.0.type',
    'ID_ISSUED_IN_FUTURE docs.0.type',
    'EMAIL_INVALID elsewhere',
  ]);
});

test("a transaction's findings come in the composer's order: transfer, sender, recipient, parties, provider", () => {
  const request = exampleRequest('p2b');
  setPath(request, 'receivingPartnerCode', '');
  request.creditParty.push({ key: 'accountIBAN', value: 'GB83WEST12345698765432' });
  setPath(request, 'business.recepientKyc.businessEmail', 'nope');
  setPath(request, 'senderKyc.postalAddress.country', 'XX');
  setPath(request, 'senderKyc.idDocument.0.expiryDate', '2026-01-01');
  setPath(request, 'senderKyc.subjectName.firstName', '');
  setPath(request, 'debitParty.0.value', '+1');
  setPath(request, 'internationalTransferInformation.remittancePurpose', '');
  setPath(request, 'internationalTransferInformation.receivingCountry', 'GB');
  assert.deepEqual(transactionCodes(request), [
    'REQUIRED_FIELD_EMPTY internationalTransferInformation.remittancePurpose',
    'REQUIRED_FIELD_EMPTY senderKyc.subjectName.firstName',
    'ID_EXPIRED senderKyc.idDocument.0.expiryDate',
    'COUNTRY_UNKNOWN senderKyc.postalAddress.country',
    'EMAIL_INVALID business.recepientKyc.businessEmail',
    'PHONE_INVALID debitParty.0.value',
    'IBAN_CHECK_DIGITS creditParty.5.value',
    'REQUIRED_FIELD_EMPTY receivingPartnerCode',
  ]);
});
