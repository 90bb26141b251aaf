import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { amountProblem, decimalsHint, normaliseAmount } from './amount-input';
import { humanize, listLabel } from './list-select-field';
import { phoneLabelStem } from './phone-field';
import { buildSearchIndex, filterOptions, searchIndexOf } from './option-filter';
import { examplePhoneNumber, phoneProblem, tidyPhoneNumber } from './phone-input';
import { CALLING_CODE_OPTIONS } from './calling-code-options';
import { COUNTRY_OPTIONS, CURRENCY_OPTIONS, pickOptions } from './reference-options';

const countries = buildSearchIndex(COUNTRY_OPTIONS);
const first = (query: string) => filterOptions(countries, query)[0]?.value;

describe('combobox filtering', () => {
  test('a blank query lists every option, capped at the limit', () => {
    assert.equal(filterOptions(countries, '  ').length, COUNTRY_OPTIONS.length);
    assert.equal(filterOptions(countries, '', 10).length, 10);
  });

  test('the exact code, then names starting with the text, then words, then anywhere', () => {
    assert.equal(first('ng'), 'NG');
    assert.equal(first('ger'), 'DE');
    // Germany starts with it; Algeria, Niger and Nigeria contain it (in name order).
    assert.deepEqual(
      filterOptions(countries, 'ger').map((o) => o.value),
      ['DE', 'DZ', 'NE', 'NG'],
    );
    // Names starting with "guinea" come before those with a word starting so.
    assert.deepEqual(
      filterOptions(countries, 'guinea').map((o) => o.value),
      ['GN', 'GW', 'GQ', 'PG'],
    );
  });

  test('aliases, alpha-3 codes and accents find a country', () => {
    assert.equal(first('uk'), 'GB');
    assert.equal(first('usa'), 'US');
    assert.equal(first('NGA'), 'NG');
    assert.equal(first('ivory'), 'CI');
    assert.equal(first('cote'), 'CI');
  });

  test('no match answers an empty list', () => {
    assert.deepEqual(filterOptions(countries, 'zzzz'), []);
  });

  test('currencies by code or name; calling codes by number', () => {
    const currencies = buildSearchIndex(CURRENCY_OPTIONS);
    assert.equal(filterOptions(currencies, 'eur')[0]?.value, 'EUR');
    assert.equal(filterOptions(currencies, 'naira')[0]?.value, 'NGN');
    const calling = buildSearchIndex(CALLING_CODE_OPTIONS);
    assert.equal(filterOptions(calling, '+234')[0]?.label, 'Nigeria +234');
    assert.equal(filterOptions(calling, 'nigeria')[0]?.value, 'NG');
  });

  test('filtering 250 countries stays well under a frame', () => {
    const started = performance.now();
    for (const query of ['a', 'an', 'and', 'ni', 'nig', 'niger', 'united', 'u', 'z', 'st'])
      filterOptions(countries, query);
    assert.ok(performance.now() - started < 50);
  });

  test('a list is indexed once, however many pickers show it', () => {
    assert.equal(searchIndexOf(COUNTRY_OPTIONS), searchIndexOf(COUNTRY_OPTIONS));
    assert.notEqual(searchIndexOf(CURRENCY_OPTIONS), searchIndexOf(COUNTRY_OPTIONS));
    assert.equal(filterOptions(searchIndexOf(COUNTRY_OPTIONS), 'ng')[0]?.value, 'NG');
  });

  test('pickOptions keeps the listed values in the list order', () => {
    assert.deepEqual(
      pickOptions(COUNTRY_OPTIONS, ['SG', 'DE']).map((o) => o.value),
      ['DE', 'SG'],
    );
    assert.equal(pickOptions(COUNTRY_OPTIONS, undefined), COUNTRY_OPTIONS);
  });
});

describe('humanize', () => {
  test('sentence case from codes, titles and camel case; acronyms in mixed text stay', () => {
    assert.equal(humanize('FAMILY_SUPPORT'), 'Family support');
    assert.equal(humanize('Family Support'), 'Family support');
    assert.equal(humanize('BANK_ACCOUNT'), 'Bank account');
    assert.equal(humanize('otherId'), 'Other id');
    assert.equal(humanize('Pay via SWIFT'), 'Pay via SWIFT');
    assert.equal(humanize('M'), 'M');
  });

  test("labels: the caller's first, then the known ones", () => {
    assert.equal(listLabel('nationalidcard'), 'National ID card');
    assert.equal(listLabel('F', { F: 'Woman' }), 'Woman');
    assert.equal(listLabel('Family Support'), 'Family support');
  });
});

describe('amounts', () => {
  test('thousands separators and spaces go; other text is left to the check', () => {
    assert.equal(normaliseAmount(' 1,250.50 '), '1250.50');
    assert.equal(normaliseAmount('1 250'), '1250');
    assert.equal(normaliseAmount('12,5'), '12,5');
  });

  test('decimals are checked against the currency minor units', () => {
    assert.equal(amountProblem('100.25', 'USD'), undefined);
    assert.equal(amountProblem('100.255', 'USD'), 'USD amounts have at most 2 decimals, such as 1250.50');
    assert.equal(amountProblem('100.5', 'JPY'), 'JPY has no minor units: enter a whole amount, such as 1250');
    assert.equal(amountProblem('1.255', 'KWD'), undefined);
    assert.match(amountProblem('12,5', 'EUR') ?? '', /^Enter the amount in digits/);
    assert.equal(amountProblem('', 'USD'), undefined);
    assert.equal(decimalsHint('JPY'), 'Whole amounts only');
    assert.equal(decimalsHint('KWD'), 'Up to 3 decimals');
  });
});

describe('phone numbers', () => {
  test('an example of the country in national digits', () => {
    assert.equal(examplePhoneNumber('NG'), '8021234567');
    assert.equal(examplePhoneNumber(''), undefined);
  });

  test('spaces and dashes go; an international number becomes national and names its country', () => {
    assert.deepEqual(tidyPhoneNumber(' 803-123 4567 ', 'NG'), { number: '8031234567' });
    assert.deepEqual(tidyPhoneNumber('+234 803 123 4567', ''), { number: '8031234567', country: 'NG' });
    assert.deepEqual(tidyPhoneNumber('+44 20 7946 0958', 'NG'), { number: '442079460958' });
    assert.deepEqual(tidyPhoneNumber('0803 123 4567', 'NG'), { number: '8031234567' });
    assert.deepEqual(tidyPhoneNumber('232 323 212', 'NG'), { number: '232323212' });
  });

  test('the controls are named after the group label', () => {
    assert.equal(phoneLabelStem('Contact number (optional)'), 'Contact');
    assert.equal(phoneLabelStem('Contact'), 'Contact');
    assert.equal(phoneLabelStem('Business phone number'), 'Business phone');
  });

  test('checked for the country as the kyc schema does', () => {
    assert.equal(phoneProblem('8031234567', 'NG'), undefined);
    assert.equal(phoneProblem('232323212', 'NG'), 'Not a valid phone number for NG (+234)');
    assert.equal(phoneProblem('803 123', 'NG'), 'Digits only, without the country code');
    assert.equal(phoneProblem('', 'NG'), undefined);
  });
});
