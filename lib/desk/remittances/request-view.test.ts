import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { humanize, requestForRole, requestSections, requestWithNumbersMasked } from './request-view';

const flat = (value: unknown) => JSON.stringify(value);

describe('requestForRole', () => {
  const request = exampleTransactionBody('p2b') as unknown as Record<string, unknown>;

  it('leaves the request whole for roles with pii:read', () => {
    assert.equal(requestForRole(request, true), request);
  });

  it('masks every personal value for viewers and keeps amounts, codes and list values', () => {
    const masked = requestForRole(request, false);
    const text = flat(masked);
    for (const secret of [
      'Grace',
      'Miller',
      'P56781234',
      '+12025550147',
      '0123456789',
      '1985-09-14',
      'grace.miller@example.com',
      '1600 Park Avenue',
      'Lagoon Components',
    ]) {
      assert.ok(!text.includes(secret), `${secret} is masked`);
    }
    assert.equal(masked.amount, request.amount);
    assert.equal(masked.type, 'p2b');
    assert.deepEqual(masked.internationalTransferInformation, request.internationalTransferInformation);
    const credit = masked.creditParty as { key: string; value: string }[];
    assert.equal(credit.find((p) => p.key === 'sortcode')?.value, 'GTBINGLA', 'a bank code names no one');
    assert.equal(credit.find((p) => p.key === 'accountName')?.value, 'L••••• C••••••••• L••');
  });
});

describe('requestSections', () => {
  it('groups a p2b request as a reviewer reads it: individual sender, business recipient', () => {
    const sections = requestSections(
      'transaction',
      exampleTransactionBody('p2b') as unknown as Record<string, unknown>,
    );
    assert.deepEqual(
      sections.map((s) => s.title),
      ['Transaction', 'Sender', 'Recipient', 'International transfer information'],
    );
    const sender = sections[1]!;
    assert.deepEqual(
      sender.groups.map((g) => g.heading),
      ['Individual (senderKyc)', 'Debit party'],
    );
    assert.ok(
      sender.groups[0]!.entries.some((e) => e.label === 'Subject name · Full name' && e.value === 'Grace Ann Miller'),
    );
    assert.ok(sender.groups[0]!.entries.some((e) => e.label === 'ID document · ID number' && e.value === 'P56781234'));
    const recipient = sections[2]!;
    assert.deepEqual(
      recipient.groups.map((g) => g.heading),
      ['Business (business.recepientKyc)', 'Credit party'],
    );
    assert.ok(recipient.groups[1]!.entries.some((e) => e.label === 'Bank account number' && e.value === '0123456789'));
  });

  it("shows a payment's fee and rate from the API answer", () => {
    const sections = requestSections(
      'payment',
      {
        requestId: 'R1',
        merchantRef: 'M1',
        payer: { originalPayerId: 'P1' },
        beneficiary: { beneficiaryId: 'B1' },
        amount: { debitCurrency: 'USD', debitAmount: 100, payoutCurrency: 'EUR', payoutAmount: 92 },
        fx: { quoteId: 'Q1' },
        compliance: { sourceOfFund: 'SAVINGS', supportingDocuments: [] },
      },
      { fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 5 }, fx: { quoteId: 'Q1', fxRate: 0.92 } },
    );
    const payment = sections.find((s) => s.title === 'Payment')!;
    assert.deepEqual(
      payment.groups.map((g) => g.heading),
      [undefined, 'Amounts', 'FX quote', 'Fee'],
    );
    assert.ok(payment.groups[2]!.entries.some((e) => e.label === 'FX rate' && e.value === '0.92'));
    assert.ok(
      sections
        .find((s) => s.title === 'Parties')!
        .groups[0]!.entries.some((e) => e.label === 'Payer ID' && e.value === 'P1'),
    );
  });

  it('names fields in words', () => {
    assert.equal(humanize('businessRegistrationNumber'), 'Business registration number');
    assert.equal(humanize('accountIBAN'), 'Account IBAN');
    assert.equal(humanize('primaryContactNo'), 'Primary contact number');
    assert.equal(humanize('accountAdditionalNo1'), 'Account additional number 1');
  });
});

it('the review page masks personal numbers for every role, and names only for roles without pii:read', () => {
  const request = {
    senderKyc: {
      idDocument: [{ idType: 'passport', idNumber: 'P56781234', expiryDate: '2031-03-09' }],
      subjectName: { fullName: 'Grace Ann Miller' },
      primaryContactNo: '4155550123',
    },
    creditParty: [
      { key: 'accountIBAN', value: 'GB82WEST12345698765432' },
      { key: 'accountName', value: 'Ada Eze' },
    ],
  };
  const reviewer = requestWithNumbersMasked(request, true) as typeof request;
  assert.equal(reviewer.senderKyc.idDocument[0]!.idNumber, '•••••1234');
  assert.equal(reviewer.senderKyc.idDocument[0]!.expiryDate, '2031-03-09', 'dates stay readable for review');
  assert.equal(reviewer.senderKyc.subjectName.fullName, 'Grace Ann Miller');
  assert.equal(reviewer.senderKyc.primaryContactNo, '••••••0123');
  assert.equal(reviewer.creditParty[0]!.value, '••••••••••••••••••5432');
  assert.equal(reviewer.creditParty[1]!.value, 'Ada Eze');
  const viewer = requestWithNumbersMasked(request, false) as typeof request;
  assert.equal(viewer.senderKyc.subjectName.fullName, 'G•••• A•• M•••••');
});
