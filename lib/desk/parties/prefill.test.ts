import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { blankComposerValues } from '@/lib/desk/composer/values';
import { savedPartyInputSchema } from './schema';
import { blockValuesOf, partyFromComposer } from './prefill';
import { pickedPartiesOf } from './service';

describe('saved parties and the composer', () => {
  test('a composed block saved as a party fills the same block back, as it was', () => {
    const values = blankComposerValues('b2b');
    values.business.senderKyc = {
      ...values.business.senderKyc,
      businessName: 'Harbor Electronics Inc',
      businessAddress1: '500 Market Street',
      businessPrimaryContactCountryCode: 'US',
      businessPrimaryContactNo: '4155550123',
      businessCountryCode: 'US',
      businessRegistrationType: 'Private Limited Company',
      businessRegistrationNumber: 'C4410987',
      businessRegistrationIssueDate: '2012-04-16',
      businessIDValidThru: '2032-04-15',
    };
    values.business.recepientKyc = {
      ...values.business.recepientKyc,
      businessName: 'Lagoon Components Ltd',
      businessAddressCountryCode: 'NG',
    };
    values.creditParty = [
      { key: 'bankaccountno', value: '0123456789' },
      { key: 'sortcode', value: ' ' },
    ];

    const sender = partyFromComposer(values, 'business', 'sender');
    assert.equal(sender.creditParty, undefined, 'a sender is not saved with the credit party');
    assert.equal(sender.kyc.businessDescription, undefined, 'blanks are absent, as on the wire');
    assert.ok(savedPartyInputSchema.safeParse(sender).success, 'a business sender’s block is a valid company');
    assert.deepEqual(blockValuesOf('business', 'sender', sender.kyc), values.business.senderKyc);

    const recipient = partyFromComposer(values, 'business', 'recipient');
    assert.deepEqual(recipient.creditParty, [{ key: 'bankaccountno', value: '0123456789' }]);
    assert.ok(savedPartyInputSchema.safeParse(recipient).success);
    assert.deepEqual(blockValuesOf('business', 'recipient', recipient.kyc), values.business.recepientKyc);
  });

  test('a person keeps their ID documents; as a sender, at least one row to fill', () => {
    const kyc = {
      subjectName: { firstName: 'Ada', lastName: 'Eze', fullName: 'Ada Ngozi Eze' },
      idDocument: [{ idType: 'passport', idNumber: 'A1', expiryDate: '2030-01-01' }],
    };
    const asSender = blockValuesOf('individual', 'sender', kyc) as { idDocument: unknown[]; subjectName: object };
    assert.equal(asSender.idDocument.length, 1);
    assert.deepEqual(asSender.idDocument[0], {
      idType: 'passport',
      idNumber: 'A1',
      issueDate: '',
      expiryDate: '2030-01-01',
      issuerCountry: '',
    });
    const named = blockValuesOf('individual', 'sender', { subjectName: kyc.subjectName }) as { idDocument: unknown[] };
    assert.equal(named.idDocument.length, 1, 'a blank row for the sender’s required document');
    const asRecipient = blockValuesOf('individual', 'recipient', { subjectName: kyc.subjectName }) as {
      idDocument: unknown[];
    };
    assert.equal(asRecipient.idDocument.length, 0);
  });

  test('the picks a draft carries are read defensively', () => {
    assert.deepEqual(pickedPartiesOf({ savedParties: { sender: ' p-1 ', recipient: '' } }), {
      sender: 'p-1',
      recipient: undefined,
    });
    assert.deepEqual(pickedPartiesOf({ savedParties: { sender: 42 } }), { sender: undefined, recipient: undefined });
    assert.deepEqual(pickedPartiesOf(null), { sender: undefined, recipient: undefined });
  });
});
