import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskName, maskNumber } from '@/lib/desk/mask';
import type { Beneficiary } from '@/lib/schemas/beneficiary';
import type { Payer } from '@/lib/schemas/payer';
import { beneficiaryFacts, formatDay, payerFacts, type FactContext, type FactSection } from './facts';

const company: Payer = {
  originalPayerId: 'op_aaaaaaaaaaaaaaaaaaaaaaaa',
  status: 'ACTIVE',
  payerType: 'PRIVATE_COMPANY',
  name: 'Harbour Trading Pte Ltd',
  createdAt: '2026-11-22T10:00:00.000Z',
  requestId: 'REQ-1',
  merchantId: 'M1',
  payer: { name: 'Harbour Trading Pte Ltd', enName: 'Harbour Trading Pte Ltd', phone: '+6562223333' },
  identity: { type: 'BUSINESS_REG', number: 'S1234567D', issuedDate: '2019-03-01', expirationDate: '2026-01-31' },
  address: { line1: '1 Raffles Place', city: 'Singapore', country: 'SG' },
  company: {
    brNumber: '201912345K',
    registrationDate: '2019-03-01',
    expiryDate: '2029-03-01',
    registrationAddress: { line1: '10 Marina Boulevard', city: 'Singapore', country: 'SG' },
  },
  directors: [{ name: 'Grace Hopper', idNo: 'S1234567D', idExpiration: '2031-05-31' }],
  ubos: [{ name: 'Alan Turing', idType: 'NATIONAL_ID', idNo: 'S7654321B' }],
  documents: [],
};

const beneficiary: Beneficiary = {
  beneficiaryId: 'ben_aaaaaaaaaaaaaaaaaaaaaaaa',
  status: 'INACTIVE',
  verificationStatus: 'VERIFIED',
  createdAt: '2026-11-22T10:00:00.000Z',
  requestId: 'REQ-2',
  paymentChannelType: 'LOCAL',
  countryCode: 'DE',
  accountType: 'INDIVIDUAL',
  beneficiary: { name: 'Max Mustermann', address: 'Hauptstrasse 1', city: 'Berlin', countryCode: 'DE' },
  bankAccount: { currency: 'EUR', bankName: 'Deutsche Bank', iban: 'DE89370400440532013000' },
  localClearing: { scheme: 'SEPA', code: 'DEUTDEFF' },
};

const full: FactContext = { name: (v) => v ?? '', number: (v) => v ?? '', zone: 'UTC', today: '2026-11-22' };
const masked: FactContext = {
  ...full,
  name: (v) => (v ? maskName(v) : ''),
  number: (v) => (v ? maskNumber(v) : ''),
};

const fact = (sections: FactSection[], title: string, label: string) => {
  const section = sections.find((s) => s.title === title);
  assert.ok(section && 'facts' in section, `a section ${title}`);
  return section.facts.find((f) => f.label === label);
};

test('a payer reads as words: type, country and ID type names, days written out, an expired ID flagged', () => {
  const sections = payerFacts(company, full);
  assert.deepEqual(
    sections.map((s) => s.title),
    [
      'Company',
      'Identity of the person acting for the company',
      'Registration',
      'Directors',
      'Ultimate beneficial owners',
    ],
  );
  assert.equal(fact(sections, 'Company', 'Payer type')?.value, 'Private company');
  assert.equal(fact(sections, 'Company', 'Address')?.value, '1 Raffles Place, Singapore, Singapore');
  assert.equal(fact(sections, 'Company', 'Status')?.value, 'Active');
  assert.equal(fact(sections, 'Company', 'Name in Latin script'), undefined, 'not repeated when the same');
  const identity = 'Identity of the person acting for the company';
  assert.equal(fact(sections, identity, 'ID type')?.value, 'Business registration');
  assert.equal(fact(sections, identity, 'Issued on')?.value, '1 March 2019');
  assert.deepEqual(fact(sections, identity, 'Expires on'), {
    label: 'Expires on',
    value: '31 January 2026',
    warning: 'Expired on 31 January 2026',
  });
  const owners = sections.find((s) => s.title === 'Ultimate beneficial owners');
  assert.ok(owners && 'rows' in owners);
  assert.deepEqual(owners.rows, [['Alan Turing', 'National ID card', 'S7654321B']]);
  // No wire names or raw codes among the values.
  const text = JSON.stringify(sections);
  for (const raw of ['PRIVATE_COMPANY', 'BUSINESS_REG', 'NATIONAL_ID', '"SG"', '2019-03-01'])
    assert.ok(!text.includes(raw), raw);
});

test('without pii:read, names, street addresses and numbers are masked', () => {
  const sections = payerFacts(company, masked);
  assert.equal(fact(sections, 'Company', 'Registered name')?.value, maskName('Harbour Trading Pte Ltd'));
  assert.equal(fact(sections, 'Company', 'Phone')?.value, '+••••••3333');
  assert.ok(!JSON.stringify(sections).includes('Raffles'));
  assert.ok(!JSON.stringify(sections).includes('Grace Hopper'));
});

test('a beneficiary reads as words: channel, clearing system, countries, its deactivation', () => {
  const sections = beneficiaryFacts(beneficiary, full);
  assert.equal(fact(sections, 'Beneficiary', 'Status')?.value, 'Deactivated: new payments naming it are refused');
  assert.equal(fact(sections, 'Beneficiary', 'Address')?.value, 'Hauptstrasse 1, Berlin, Germany');
  assert.equal(fact(sections, 'Bank account', 'Paid by')?.value, 'Local clearing');
  assert.equal(fact(sections, 'Bank account', 'Clearing system')?.value, 'SEPA (euro area)');
  assert.equal(fact(sections, 'Bank account', 'Payout country')?.value, 'Germany');
  assert.equal(fact(sections, 'Bank account', 'Account number'), undefined, 'blank facts are left out');
  assert.equal(
    fact(beneficiaryFacts(beneficiary, masked), 'Bank account', 'IBAN')?.value,
    maskNumber('DE89370400440532013000'),
  );
});

test('calendar days are written out', () => {
  assert.equal(formatDay('2030-01-14'), '14 January 2030');
  assert.equal(formatDay(undefined), '');
});
