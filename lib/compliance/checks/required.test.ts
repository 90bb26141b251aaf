import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  businessRecipientKycSchema,
  businessSenderKycSchema,
  recipientKycSchema,
  senderKycSchema,
} from '@/lib/schemas/kyc';
import { TRANSACTION_EXAMPLES } from '@/lib/schemas/transaction.examples';
import type { z } from 'zod';
import { checkTransaction } from './index';
import { REQUIRED_FIELDS } from './required';
import { exampleRequest, setPath, TODAY, transactionCodes } from './testing';

describe('REQUIRED_FIELD_EMPTY per type', () => {
  test('a p2p without the sender’s date of birth: that one field, missing, "" or blank alike', () => {
    for (const empty of [undefined, '', '   ']) {
      const request = setPath(exampleRequest('p2p'), 'senderKyc.dateOfBirth', empty);
      assert.deepEqual(transactionCodes(request), ['REQUIRED_FIELD_EMPTY senderKyc.dateOfBirth'], String(empty));
    }
    assert.equal(
      checkTransaction(setPath(exampleRequest('p2p'), 'senderKyc.dateOfBirth', ''), { today: TODAY })[0]?.message,
      "The sender's date of birth is empty, but a p2p remittance needs it.",
    );
  });

  test('a b2b without the sending business’s name', () => {
    const request = setPath(exampleRequest('b2b'), 'business.senderKyc.businessName', undefined);
    assert.deepEqual(transactionCodes(request), ['REQUIRED_FIELD_EMPTY business.senderKyc.businessName']);
  });

  test('what a block needs follows BLOCK_MATRIX: kidNumber optional (b2b, p2b), relationshipSender but for b2b', () => {
    // The provider's own b2b and p2b examples leave kidNumber out: nothing to find.
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2b'), 'kidNumber', '')), []);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2b'), 'kidNumber', undefined)), []);
    const RELATIONSHIP = 'internationalTransferInformation.relationshipSender';
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2b'), RELATIONSHIP, undefined)), []);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2p'), RELATIONSHIP, undefined)), [
      `REQUIRED_FIELD_EMPTY ${RELATIONSHIP}`,
    ]);
  });

  test('the business fields are needed by the business types, optional for p2p', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('b2p'), 'paymentMode', '')), [
      'REQUIRED_FIELD_EMPTY paymentMode',
    ]);
    // The p2p example has none of them.
    assert.equal('paymentMode' in TRANSACTION_EXAMPLES.p2p, false);
    assert.deepEqual(transactionCodes(exampleRequest('p2p')), []);
  });

  test('ID documents: the sender needs one, each with type, number and expiry; a recipient’s are optional but typed and numbered', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'senderKyc.idDocument', [])), [
      'REQUIRED_FIELD_EMPTY senderKyc.idDocument',
    ]);
    const request = exampleRequest('p2p');
    request.senderKyc.idDocument.push({ idType: '', idNumber: '', issueDate: '', expiryDate: '', issuerCountry: '' });
    setPath(request, 'recipientKyc.idDocument.0.idNumber', '');
    setPath(request, 'recipientKyc.idDocument.0.expiryDate', '');
    assert.deepEqual(transactionCodes(request), [
      'REQUIRED_FIELD_EMPTY senderKyc.idDocument.1.idType',
      'REQUIRED_FIELD_EMPTY senderKyc.idDocument.1.idNumber',
      'REQUIRED_FIELD_EMPTY senderKyc.idDocument.1.expiryDate',
      'REQUIRED_FIELD_EMPTY recipientKyc.idDocument.0.idNumber',
    ]);
    assert.equal(
      checkTransaction(request, { today: TODAY })[0]?.message,
      "The type of the sender's ID document 2 is empty, but a p2p remittance needs it.",
    );
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'recipientKyc.idDocument', [])), []);
  });

  test('the parties: the debit party’s msisdn and an account in the credit party', () => {
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'debitParty.0.value', '')), [
      'REQUIRED_FIELD_EMPTY debitParty.0.value',
    ]);
    assert.deepEqual(transactionCodes(setPath(exampleRequest('p2p'), 'debitParty', undefined)), [
      'REQUIRED_FIELD_EMPTY debitParty',
    ]);
    // A sort code and a bank name do not name the account.
    const noAccount = setPath(exampleRequest('p2p'), 'creditParty.0.value', '');
    assert.deepEqual(transactionCodes(noAccount), ['REQUIRED_FIELD_EMPTY creditParty.0.value']);
    noAccount.creditParty.splice(0, 1);
    assert.deepEqual(transactionCodes(noAccount), ['REQUIRED_FIELD_EMPTY creditParty']);
  });

  test('blocks the type does not carry are not read (the API refuses them filled)', () => {
    const request = setPath(exampleRequest('p2p'), 'business', {
      senderKyc: { businessName: '', businessIDValidThru: '2001-01-01', businessEmail: 'nope' },
    });
    setPath(request, 'kidNumber', '');
    assert.deepEqual(transactionCodes(request), []);
  });

  test('without a type only the type is asked for; an unknown type still has its values checked', () => {
    const request = setPath(exampleRequest('p2p'), 'type', undefined);
    assert.deepEqual(transactionCodes(request), ['REQUIRED_FIELD_EMPTY type']);
    setPath(request, 'type', 'x2y');
    setPath(request, 'senderKyc.idDocument.0.expiryDate', '2021-01-01');
    assert.deepEqual(transactionCodes(request), ['ID_EXPIRED senderKyc.idDocument.0.expiryDate']);
  });
});

/*
 * The lists of REQUIRED_FIELDS are held to the API's schemas: deleting a field of a valid example
 * block fails the block's schema exactly when the field is on the list.
 */
describe('REQUIRED_FIELDS agree with the schemas of lib/schemas/kyc.ts', () => {
  /** Every leaf path of a block (strings), with list indexes as written. */
  function leafPaths(value: unknown, prefix = ''): string[] {
    if (value !== null && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
    }
    return [prefix];
  }

  /** The leaf paths whose deletion the schema refuses, written as REQUIRED_FIELDS writes them. */
  function requiredBySchema(schema: z.ZodType, block: object, wirePrefix: string): string[] {
    return leafPaths(block)
      .filter((path) => !schema.safeParse(setPath(structuredClone(block), path, undefined)).success)
      .map((path) => `${wirePrefix}.${path.replace(/\.\d+\./g, '.#.')}`)
      .sort();
  }

  const listed = (fields: Readonly<Record<string, string>>) =>
    Object.keys(fields)
      .filter((path) => !path.endsWith('.idDocument'))
      .sort();

  test('senderKyc', () => {
    assert.deepEqual(
      requiredBySchema(senderKycSchema, TRANSACTION_EXAMPLES.p2p.senderKyc, 'senderKyc'),
      listed(REQUIRED_FIELDS.senderKyc),
    );
    assert.equal(senderKycSchema.safeParse({ ...TRANSACTION_EXAMPLES.p2p.senderKyc, idDocument: [] }).success, false);
  });

  test('recipientKyc', () => {
    assert.deepEqual(
      requiredBySchema(recipientKycSchema, TRANSACTION_EXAMPLES.p2p.recipientKyc, 'recipientKyc'),
      listed(REQUIRED_FIELDS.recipientKyc),
    );
  });

  test('business.senderKyc and business.recepientKyc', () => {
    assert.deepEqual(
      requiredBySchema(businessSenderKycSchema, TRANSACTION_EXAMPLES.b2b.business.senderKyc, 'business.senderKyc'),
      listed(REQUIRED_FIELDS.businessSender),
    );
    assert.deepEqual(
      requiredBySchema(
        businessRecipientKycSchema,
        TRANSACTION_EXAMPLES.b2b.business.recepientKyc,
        'business.recepientKyc',
      ),
      listed(REQUIRED_FIELDS.businessRecipient),
    );
  });
});
