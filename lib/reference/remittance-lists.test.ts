import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COUNTRIES } from './countries';
import { isCurrencyCode } from './currencies';
import {
  CONTACT_NUMBER_TYPES,
  contactNumberTypeList,
  createReferenceList,
  defaultCurrencyOf,
  GENDERS,
  genderList,
  ID_DOCUMENT_TYPES,
  idDocumentTypeList,
  listKey,
  PAYMENT_MODES,
  PAYMENT_OPTIONS,
  paymentModeList,
  paymentOptionList,
  PAYOUT_INSTRUMENTS,
  payoutInstrumentList,
  RELATIONSHIPS,
  relationshipList,
  REMITTANCE_PURPOSE_SYNONYMS,
  REMITTANCE_PURPOSES,
  remittancePurposeList,
  SOURCE_OF_FUNDS_SYNONYMS,
  SOURCES_OF_FUNDS,
  sourceOfFundsList,
} from './remittance-lists';

describe('documented lists', () => {
  test('purposes hold ours and the provider P2P list', () => {
    for (const value of [
      'Gift',
      'Goods Payment',
      'Business Payment',
      'Family Support',
      'Education',
      'Savings',
      'Investment',
      'Rent',
      'Business Profits to Parents',
      'Business Travel',
      'Family Maintenance',
      'Salary',
      'Medical Expenses',
      'Tuition Fees',
      'Education Support',
    ]) {
      assert.ok((REMITTANCE_PURPOSES as readonly string[]).includes(value), value);
    }
  });

  test('sources of funds and relationships hold both lists', () => {
    for (const value of [
      'Salary',
      'Business Revenue',
      'Gift',
      'Loan',
      'Investment Income',
      'Sale of Property',
      'Savings',
      'Lottery',
      'Business Income',
      'Others',
    ]) {
      assert.ok((SOURCES_OF_FUNDS as readonly string[]).includes(value), value);
    }
    for (const value of [
      'Brother',
      'Sister',
      'Parent',
      'Child',
      'Spouse',
      'Friend',
      'Self',
      'Customer',
      'Supplier',
      'Employer',
      'Employee',
      'Business Partner',
      'Father',
      'Mother',
      'Son',
      'Daughter',
      'Colleague',
    ]) {
      assert.ok((RELATIONSHIPS as readonly string[]).includes(value), value);
    }
  });

  test('the other lists', () => {
    assert.deepEqual([...GENDERS], ['M', 'F', 'U']);
    assert.deepEqual([...CONTACT_NUMBER_TYPES], ['Personal', 'Office', 'Mobile']);
    assert.deepEqual([...PAYOUT_INSTRUMENTS], ['BANK_ACCOUNT', 'WALLET']);
    assert.deepEqual([...PAYMENT_OPTIONS], ['Mobile Wallet', 'Account Credit']);
    for (const mode of ['Cash', 'Card', 'Bank account', 'Others'])
      assert.ok((PAYMENT_MODES as readonly string[]).includes(mode));
    for (const type of [
      'passport',
      'nationalidcard',
      'drivinglicense',
      'votersid',
      'nationalregistration',
      'taxid',
      'otherId',
    ]) {
      assert.ok((ID_DOCUMENT_TYPES as readonly string[]).includes(type), type);
    }
  });

  test('no two canonical values of a list share a matching key', () => {
    for (const list of [
      REMITTANCE_PURPOSES,
      SOURCES_OF_FUNDS,
      RELATIONSHIPS,
      ID_DOCUMENT_TYPES,
      GENDERS,
      CONTACT_NUMBER_TYPES,
      PAYMENT_MODES,
      PAYMENT_OPTIONS,
      PAYOUT_INSTRUMENTS,
    ]) {
      assert.equal(new Set(list.map(listKey)).size, list.length, list.join(', '));
    }
  });
});

describe('matching', () => {
  test('any case and _ / space / - differences answer the canonical spelling', () => {
    for (const input of ['family_support', 'FAMILY SUPPORT', 'Family-Support', ' family  support ', 'familysupport']) {
      assert.equal(remittancePurposeList.match(input), 'Family Support', input);
    }
    assert.equal(remittancePurposeList.match('business_profits_to_parents'), 'Business Profits to Parents');
    assert.equal(sourceOfFundsList.match('BUSINESS_REVENUE'), 'Business Revenue');
    assert.equal(sourceOfFundsList.match('Personal Savings'), 'Savings');
    assert.equal(sourceOfFundsList.match('sale-of-property'), 'Sale of Property');
    assert.equal(relationshipList.match('business partner'), 'Business Partner');
    assert.equal(relationshipList.match('DAUGHTER'), 'Daughter');
  });

  test("the provider's spellings: underscores, other cases and separators", () => {
    assert.equal(remittancePurposeList.match('Business_Travel'), 'Business Travel');
    assert.equal(remittancePurposeList.match('BUSINESS.TRAVEL'), 'Business Travel');
    assert.equal(remittancePurposeList.match('businessTravel'), 'Business Travel');
    assert.equal(remittancePurposeList.match('Medical/Expenses'), 'Medical Expenses');
    assert.equal(sourceOfFundsList.match('Business_Income'), 'Business Income');
    assert.equal(sourceOfFundsList.match('business-income'), 'Business Income');
    assert.equal(relationshipList.match('BROTHER'), 'Brother');
  });

  test('a list holds one entry per meaning; the synonym maps to the entry the provider accepts', () => {
    for (const gone of ['Salary Payment', 'Medical']) {
      assert.ok(!(REMITTANCE_PURPOSES as readonly string[]).includes(gone), gone);
    }
    assert.ok(!(SOURCES_OF_FUNDS as readonly string[]).includes('Personal Savings'));
    // Old drafts and API callers that send the synonym still work: it answers the one entry.
    assert.equal(remittancePurposeList.match('Salary Payment'), 'Salary');
    assert.equal(remittancePurposeList.match('salary_payment'), 'Salary');
    assert.equal(remittancePurposeList.match('Medical'), 'Medical Expenses');
    assert.equal(remittancePurposeList.match('MEDICAL'), 'Medical Expenses');
    assert.equal(sourceOfFundsList.match('Personal Savings'), 'Savings');
    assert.equal(sourceOfFundsList.match('PERSONAL_SAVINGS'), 'Savings');
    // Each synonym table names entries of its own list.
    for (const value of Object.values(REMITTANCE_PURPOSE_SYNONYMS)) assert.ok(REMITTANCE_PURPOSES.includes(value));
    for (const value of Object.values(SOURCE_OF_FUNDS_SYNONYMS)) assert.ok(SOURCES_OF_FUNDS.includes(value));
  });

  test('documented misspellings are aliases of the canonical value', () => {
    assert.equal(remittancePurposeList.match('Tution Fees'), 'Tuition Fees');
    assert.equal(remittancePurposeList.match('tution_fees'), 'Tuition Fees');
    assert.equal(remittancePurposeList.match('Tuition Fees'), 'Tuition Fees');
    assert.equal(remittancePurposeList.match('Family Maintainance'), 'Family Maintenance');
    assert.equal(remittancePurposeList.match('Advanced Goods Payments'), 'Goods Payment');
    assert.equal(sourceOfFundsList.match('other'), 'Others');
  });

  test('id document types follow GSMA with TerraPay spellings', () => {
    assert.equal(idDocumentTypeList.match('VOTER_CARD'), 'votersid');
    assert.equal(idDocumentTypeList.match('drivinglicence'), 'drivinglicense');
    assert.equal(idDocumentTypeList.match('DRIVING_LICENSE'), 'drivinglicense');
    assert.equal(idDocumentTypeList.match('national_id_card'), 'nationalidcard');
    assert.equal(idDocumentTypeList.match('PASSPORT'), 'passport');
    assert.equal(idDocumentTypeList.match('nin'), 'nationalidcard');
    assert.equal(idDocumentTypeList.match('village_elder_letter'), 'villageelderLetter');
  });

  test('genders, contact types, payment labels, payout instruments', () => {
    assert.equal(genderList.match('m'), 'M');
    assert.equal(genderList.match('female'), 'F');
    assert.equal(contactNumberTypeList.match('personal'), 'Personal');
    assert.equal(contactNumberTypeList.match('MOBILE'), 'Mobile');
    assert.equal(paymentModeList.match('cash'), 'Cash');
    assert.equal(paymentModeList.match('bank_account'), 'Bank account');
    assert.equal(paymentOptionList.match('mobile wallet'), 'Mobile Wallet');
    assert.equal(payoutInstrumentList.match('bank account'), 'BANK_ACCOUNT');
    assert.equal(payoutInstrumentList.match('BANK_AC'), 'BANK_ACCOUNT');
    assert.equal(payoutInstrumentList.match('wallet'), 'WALLET');
  });

  test('values not on a list, and absurd inputs, match nothing', () => {
    for (const input of ['', ' ', 'Groceries', 'Family Support Extra', 'x'.repeat(100_000), 'Gift\u0000']) {
      assert.equal(remittancePurposeList.match(input), undefined, JSON.stringify(input.slice(0, 30)));
    }
    assert.equal(relationshipList.match('N/A'), undefined);
    assert.equal(genderList.match('X'), undefined);
  });

  test('an alias may not shadow another canonical value', () => {
    assert.throws(() => createReferenceList(['Gift', 'Rent'] as const, { gift: 'Rent' }), /collides/);
  });
});

describe('defaultCurrencyOf', () => {
  test('common corridors', () => {
    const expected: Record<string, string> = {
      NG: 'NGN',
      KE: 'KES',
      IN: 'INR',
      PH: 'PHP',
      MX: 'MXN',
      FR: 'EUR',
      SN: 'XOF',
      CM: 'XAF',
      SV: 'USD',
      EC: 'USD',
      PA: 'USD',
      GB: 'GBP',
      JP: 'JPY',
      KW: 'KWD',
    };
    for (const [country, currency] of Object.entries(expected))
      assert.equal(defaultCurrencyOf(country), currency, country);
  });

  test('falls back on ISO 4217 for countries outside the table', () => {
    assert.equal(defaultCurrencyOf('IS'), 'ISK'); // the ISO code starts with the country code
    assert.equal(defaultCurrencyOf('SK'), 'EUR'); // the country's only ISO currency
    assert.equal(defaultCurrencyOf('mn'), 'MNT'); // any case
  });

  test('unknown countries, and countries without a currency, have none', () => {
    assert.equal(defaultCurrencyOf('ZZ'), undefined);
    assert.equal(defaultCurrencyOf('AQ'), undefined);
    assert.equal(defaultCurrencyOf(''), undefined);
  });

  test('every country answers a payment currency or none, never a fund code', () => {
    let known = 0;
    for (const { code } of COUNTRIES) {
      const currency = defaultCurrencyOf(code);
      if (currency === undefined) continue;
      known += 1;
      assert.ok(isCurrencyCode(currency), `${code} → ${currency}`);
      assert.ok(
        !['CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI', 'UYW', 'BOV'].includes(currency),
        `${code} → ${currency}`,
      );
    }
    assert.ok(known > 200, `${known} countries have a default`);
    for (const code of ['BT', 'HT', 'LS', 'CH', 'CL', 'UY', 'CU', 'VE', 'ZW', 'SL', 'TL'])
      assert.ok(defaultCurrencyOf(code), code);
  });
});
