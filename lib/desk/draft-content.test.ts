import { test } from 'node:test';
import assert from 'node:assert/strict';
import { switchType } from '@/lib/desk/composer/switch-type';
import { blankComposerValues } from '@/lib/desk/composer/values';
import { blankPaymentForm } from '@/lib/desk/payments/compose-form';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';
import {
  draftHasParties,
  isMeaningfulDraft,
  paymentDraftFrom,
  paymentDraftTitle,
  paymentDraftValues,
} from './draft-content';

test('an untouched transaction composer is not worth a draft, whatever type it was switched to', () => {
  for (const type of TRANSACTION_TYPES) {
    assert.equal(isMeaningfulDraft('transaction', blankComposerValues(type)), false, type);
    for (const to of TRANSACTION_TYPES)
      assert.equal(isMeaningfulDraft('transaction', switchType(blankComposerValues(type), to).values), false);
  }
  const flipped = blankComposerValues('p2p');
  flipped.quoteRequest.amountType = 'SEND';
  flipped.payinCcyCode = 'EUR';
  flipped.debitParty[0]!.key = 'walletid';
  flipped.senderKyc.subjectName.fullName = '   ';
  assert.equal(isMeaningfulDraft('transaction', flipped), false, 'defaults flipped and blanks typed');
});

test('a name, an amount or a chosen country makes a transaction draft worth keeping', () => {
  const named = blankComposerValues('p2p');
  named.senderKyc.subjectName.fullName = 'Ada';
  assert.equal(isMeaningfulDraft('transaction', named), true);
  const amount = blankComposerValues('b2b');
  amount.quoteRequest.requestAmount = '100';
  assert.equal(isMeaningfulDraft('transaction', amount), true);
  const country = blankComposerValues('b2p');
  country.internationalTransferInformation.receivingCountry = 'NG';
  assert.equal(isMeaningfulDraft('transaction', country), true);
  const creditParty = blankComposerValues('b2b');
  creditParty.creditParty.push({ key: 'iban', value: 'DE89370400440532013000' });
  assert.equal(isMeaningfulDraft('transaction', creditParty), true);
});

test('an FX payment draft is worth keeping once a party, a currency or an amount is chosen', () => {
  assert.equal(isMeaningfulDraft('payment', blankPaymentForm()), false);
  assert.equal(isMeaningfulDraft('payment', { ...blankPaymentForm(), fixedSide: 'BUY' }), false);
  assert.equal(isMeaningfulDraft('payment', { ...blankPaymentForm(), amount: '250' }), true);
  assert.equal(isMeaningfulDraft('payment', { ...blankPaymentForm(), payer: { originalPayerId: 'P-1' } }), true);
  const saved = paymentDraftValues({ ...blankPaymentForm(), debitCurrency: 'USD' }, 'PAY-1', {});
  assert.equal(isMeaningfulDraft('payment', saved), true, 'the saved shape reads the same');
});

test('parties: a sender or recipient name, a payer or a beneficiary', () => {
  assert.equal(draftHasParties('transaction', blankComposerValues('b2b')), false);
  const b2b = blankComposerValues('b2b');
  b2b.business.recepientKyc.businessName = 'Globex';
  assert.equal(draftHasParties('transaction', b2b), true);
  assert.equal(draftHasParties('transaction', {}), false, 'whatever a row holds');
  assert.equal(draftHasParties('payment', paymentDraftValues(blankPaymentForm(), 'PAY-1', {})), false);
  const form = { ...blankPaymentForm(), beneficiary: { beneficiaryId: 'B-1' } };
  assert.equal(draftHasParties('payment', paymentDraftValues(form, 'PAY-1', {})), true);
});

test('an FX payment draft reads back as it was saved, without its documents, and tolerates anything', () => {
  const form = {
    ...blankPaymentForm(),
    payer: { originalPayerId: 'P-1' },
    debitCurrency: 'USD',
    payoutCurrency: 'EUR',
    amount: '1000',
    compliance: { sourceOfFund: 'SAVINGS', supportingDocuments: ['F-1', 'F-2'] },
  };
  const parties = { payer: { id: 'P-1', name: 'Paula Payer', detail: 'Individual · Singapore' } };
  const saved = JSON.parse(JSON.stringify(paymentDraftValues(form, 'PAY-20261124-ABCD', parties)));
  const back = paymentDraftFrom(saved);
  assert.deepEqual(back.form, { ...form, compliance: { sourceOfFund: 'SAVINGS', supportingDocuments: [] } });
  assert.equal(back.merchantRef, 'PAY-20261124-ABCD');
  assert.equal(back.documents, 2);
  assert.deepEqual(back.parties, { payer: parties.payer, beneficiary: undefined });
  assert.equal(paymentDraftTitle(back), 'FX payment · Paula Payer → beneficiary? · 1000 USD');

  const junk = paymentDraftFrom({ form: { amount: 5, fixedSide: 'SIDEWAYS', payer: 'x' }, parties: { payer: {} } });
  assert.deepEqual(junk.form, blankPaymentForm());
  assert.equal(junk.merchantRef, '');
  assert.equal(junk.parties.payer, undefined);
});
