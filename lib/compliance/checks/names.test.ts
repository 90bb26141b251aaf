import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkTransaction } from './index';
import { comparableName, sameName } from './names';
import { exampleRequest, setPath, TODAY, transactionCodes, said } from './testing';

describe('comparable names', () => {
  test('ASCII, lower case, punctuation dropped, words sorted; legal forms dropped for a business', () => {
    assert.equal(comparableName('Zoë  Åström-Núñez', { business: false }), 'astrom nunez zoe');
    assert.equal(comparableName("O'Brien, Seán", { business: false }), 'obrien sean');
    assert.equal(comparableName('Иван Петров', { business: false }), 'ivan petrov');
    assert.equal(comparableName('Lagoon Components Ltd.', { business: true }), 'components lagoon');
    assert.equal(comparableName('Société Générale S.A.', { business: true }), 'generale societe');
    assert.equal(comparableName('Corridor Pte. Ltd', { business: true }), 'corridor');
    // A person's words are kept whole: "Co" may be a name.
    assert.equal(comparableName('Ann Co', { business: false }), 'ann co');
    // A name that is only a legal form is compared as written.
    assert.equal(comparableName('Ltd', { business: true }), 'ltd');
  });

  test('at or above 0.92 Jaro-Winkler the names are the same', () => {
    const person = { business: false };
    assert.equal(sameName('Chidi Okafor', 'Chidi Okafr', person), true);
    assert.equal(sameName('Chidi Okafor', 'John Smith', person), false);
    assert.equal(sameName('Chidi Okafor', '', person), false);
  });
});

describe('ACCOUNT_NAME_MISMATCH', () => {
  /** The p2b example names its recipient business and the account "Lagoon Components Ltd" (credit party row 4). */
  const business = (accountName: string) => setPath(exampleRequest('p2b'), 'creditParty.4.value', accountName);
  /** A p2p whose recipient is Chidi Emeka Okafor (first Chidi, last Okafor), paid to an account named so. */
  const person = (accountName: string) => {
    const request = exampleRequest('p2p');
    request.creditParty.push({ key: 'accountName', value: accountName });
    return request;
  };

  test('the same business name with another legal form, case, accents or word order is no finding', () => {
    for (const name of [
      'Lagoon Components Ltd',
      'LAGOON COMPONENTS LIMITED',
      'Lagoon Components',
      'Components Lagoon Ltd',
      'Lagoon Compónents Ltd.',
    ]) {
      assert.deepEqual(transactionCodes(business(name)), [], name);
    }
  });

  test('another business is a mismatch, naming both', () => {
    const request = business('Harbor Electronics Inc');
    assert.deepEqual(checkTransaction(request, { today: TODAY }), [
      {
        code: 'ACCOUNT_NAME_MISMATCH',
        field: 'creditParty.4.value',
        message: `The name on the account, "{account}", is not the recipient's name, "{recipient}".`,
        values: {
          account: { kind: 'name', fields: ['creditParty.4.value'], masked: 'H••••• E•••••••••• I••' },
          recipient: { kind: 'name', fields: ['business.recepientKyc.businessName'], masked: 'L••••• C••••••••• L••' },
        },
      },
    ]);
    assert.equal(
      said(request, checkTransaction(request, { today: TODAY })[0]),
      `The name on the account, "Harbor Electronics Inc", is not the recipient's name, "Lagoon Components Ltd".`,
    );
  });

  test("a person's name: accents, word order, a typo, or without the middle name is the same", () => {
    for (const name of [
      'Chidi Emeka Okafor',
      'OKAFOR Chidi Emeka',
      'Chídí Émeka Ökafor',
      'Okafor Chidi',
      'Chidi Okafr',
    ]) {
      assert.deepEqual(transactionCodes(person(name)), [], name);
    }
  });

  test("another person's name is a mismatch", () => {
    assert.deepEqual(transactionCodes(person('John Smith')), ['ACCOUNT_NAME_MISMATCH creditParty.4.value']);
    assert.deepEqual(transactionCodes(person('Ngozi Okafor')), ['ACCOUNT_NAME_MISMATCH creditParty.4.value']);
  });

  test('a name in another script is transliterated before it is compared', () => {
    const request = person('Иван Петров');
    setPath(request, 'recipientKyc.subjectName', { firstName: 'Ivan', lastName: 'Petrov', fullName: 'Ivan Petrov' });
    assert.deepEqual(transactionCodes(request), []);
  });

  test('b2p compares with the recipient person; b2b with the recipient business', () => {
    const b2p = exampleRequest('b2p');
    b2p.creditParty.push({ key: 'accountName', value: 'Eze Ada' });
    assert.deepEqual(transactionCodes(b2p), []);
    const b2b = setPath(exampleRequest('b2b'), 'creditParty.5.value', 'Harbor Electronics Inc');
    assert.deepEqual(transactionCodes(b2b), ['ACCOUNT_NAME_MISMATCH creditParty.5.value']);
  });

  test('nothing is compared while either name is empty (the required check tells a missing recipient name)', () => {
    assert.deepEqual(transactionCodes(business('')), []);
    const request = setPath(business('Someone Else'), 'business.recepientKyc.businessName', '');
    assert.deepEqual(transactionCodes(request), ['REQUIRED_FIELD_EMPTY business.recepientKyc.businessName']);
  });
});
