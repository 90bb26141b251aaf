import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TRANSACTION_EXAMPLES } from '@/lib/schemas/transaction.examples';
import { paymentSubjects, transactionSubjects } from './subjects';

test('a p2p transaction: the sender and the recipient, with birth date and nationality', () => {
  assert.deepEqual(transactionSubjects(TRANSACTION_EXAMPLES.p2p), [
    {
      role: 'sender',
      field: 'senderKyc.subjectName.fullName',
      name: 'Louis Martin',
      dateOfBirth: '1989-03-17',
      country: 'FR',
    },
    {
      role: 'recipient',
      field: 'recipientKyc.subjectName.fullName',
      name: 'Chidi Emeka Okafor',
      dateOfBirth: '1992-11-05',
      country: 'NG',
    },
  ]);
});

test('b2b and p2b: the businesses, with their country; empty blocks add nothing', () => {
  assert.deepEqual(transactionSubjects(TRANSACTION_EXAMPLES.b2b), [
    {
      role: 'business-sender',
      field: 'business.senderKyc.businessName',
      name: 'Harbor Electronics Inc',
      country: 'US',
    },
    {
      role: 'business-recipient',
      field: 'business.recepientKyc.businessName',
      name: 'Lagoon Components Ltd',
      country: 'NG',
    },
  ]);
  assert.deepEqual(
    transactionSubjects(TRANSACTION_EXAMPLES.p2b).map((s) => [s.role, s.name]),
    [
      ['sender', 'Grace Ann Miller'],
      ['business-recipient', 'Lagoon Components Ltd'],
    ],
  );
  assert.equal(
    transactionSubjects({ business: { recepientKyc: { businessName: 'X Ltd', businessAddressCountryCode: 'gb' } } })[0]
      ?.country,
    'GB',
    'the address country when the registration country is not given',
  );
});

test('a name from its parts when fullName is missing, and both when they name someone else', () => {
  assert.deepEqual(
    transactionSubjects({ recipientKyc: { subjectName: { firstName: 'Ada', middleName: '', lastName: 'Eze' } } }),
    [{ role: 'recipient', field: 'recipientKyc.subjectName.lastName', name: 'Ada Eze' }],
  );
  assert.deepEqual(
    transactionSubjects({
      senderKyc: {
        subjectName: { firstName: 'Ivan', lastName: 'Sidorov', fullName: 'John Smith' },
        dateOfBirth: 'soon',
      },
    }).map((s) => [s.field, s.name, s.dateOfBirth]),
    [
      ['senderKyc.subjectName.fullName', 'John Smith', undefined],
      ['senderKyc.subjectName.lastName', 'Ivan Sidorov', undefined],
    ],
  );
});

test('anything odd is skipped, never an error', () => {
  for (const odd of [undefined, null, 42, 'text', [], {}, { senderKyc: [] }, { senderKyc: { subjectName: 'x' } }])
    assert.deepEqual(transactionSubjects(odd), []);
  assert.deepEqual(transactionSubjects({ business: { senderKyc: { businessName: '   ' } } }), []);
  assert.deepEqual(paymentSubjects({}), []);
  assert.deepEqual(paymentSubjects({ payer: { payer: {}, directors: 'no' }, beneficiary: [] }), []);
});

test('an FX payment: the payer, its Latin name when another, directors, owners and the beneficiary', () => {
  const payer = {
    payerType: 'CORPORATION',
    payer: { name: 'Оушен Фрейт Холдингс', enName: 'Oceanic Freight Holdings Ltd' },
    address: { country: 'CY' },
    company: { registrationAddress: { country: 'PA' } },
    directors: [{ name: 'Zoltán Kovács-Nagy' }, { name: '' }],
    ubos: [{ name: 'Chen Wei' }],
  };
  const beneficiary = {
    accountType: 'INDIVIDUAL',
    beneficiary: { name: 'Björn Åkesson-Lindqvist', nationality: 'SWE', countryCode: 'DE' },
  };
  assert.deepEqual(paymentSubjects({ payer, beneficiary }), [
    { role: 'business-sender', field: 'payer.payer.name', name: 'Оушен Фрейт Холдингс', country: 'PA' },
    { role: 'business-sender', field: 'payer.payer.enName', name: 'Oceanic Freight Holdings Ltd', country: 'PA' },
    { role: 'director', field: 'payer.directors.0.name', name: 'Zoltán Kovács-Nagy' },
    { role: 'ubo', field: 'payer.ubos.0.name', name: 'Chen Wei' },
    { role: 'recipient', field: 'beneficiary.beneficiary.name', name: 'Björn Åkesson-Lindqvist', country: 'SE' },
  ]);

  const individual = paymentSubjects({
    payer: {
      payerType: 'INDIVIDUAL',
      payer: { name: 'Иван Сидоров', enName: 'Ivan Sidorov' },
      address: { country: 'RU' },
    },
    beneficiary: { accountType: 'BUSINESS', beneficiary: { name: 'Lagoon Components Ltd', countryCode: 'NG' } },
  });
  assert.deepEqual(individual, [
    { role: 'sender', field: 'payer.payer.name', name: 'Иван Сидоров' },
    { role: 'business-recipient', field: 'beneficiary.beneficiary.name', name: 'Lagoon Components Ltd', country: 'NG' },
  ]);
});
