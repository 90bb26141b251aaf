import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { composeErrors, paymentRequestFrom, prefillFromRequest, quoteRequestFrom } from './compose-checks';
import { blankPaymentForm, formFieldFor, quoteMatches, toFormErrors, type PaymentFormValues } from './compose-form';

const form = (over: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  ...blankPaymentForm(),
  debitCurrency: 'USD',
  payoutCurrency: 'EUR',
  amount: '1000.50',
  ...over,
});

const quote: FxQuoteResponse = {
  quoteId: 'qt_1',
  status: 'ACTIVE',
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  fixedSide: 'SELL',
  sellAmount: 1000.5,
  buyAmount: 917.24,
  fxRate: 0.91678,
  fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 5 },
  valueDate: '2026-03-01',
  expiresAt: '2026-03-01T10:42:03.000Z',
  createdAt: '2026-03-01T10:41:03.000Z',
};

describe('quoteRequestFrom', () => {
  test('builds the quote request from the form', () => {
    assert.deepEqual(quoteRequestFrom(form()), {
      ok: true,
      request: { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'SELL', amount: 1000.5 },
    });
  });

  test('"they receive" fixes the payout side, checked against its minor units', () => {
    const result = quoteRequestFrom(form({ fixedSide: 'BUY', payoutCurrency: 'JPY', amount: '1000.5' }));
    assert.deepEqual(result, { ok: false, errors: { amount: 'has more decimals than JPY allows' } });
  });

  test("blank fields are required, on the form's names", () => {
    assert.deepEqual(quoteRequestFrom(form({ debitCurrency: '', payoutCurrency: '', amount: '' })), {
      ok: false,
      errors: { debitCurrency: 'is required', payoutCurrency: 'is required', amount: 'is required' },
    });
  });

  test('text that is not a plain number is refused before the schema', () => {
    assert.deepEqual(quoteRequestFrom(form({ amount: '1,000' })), {
      ok: false,
      errors: { amount: 'must be a number such as 1000.50, without separators' },
    });
  });

  test("the same currency twice speaks of the form's fields", () => {
    assert.deepEqual(quoteRequestFrom(form({ payoutCurrency: 'USD' })), {
      ok: false,
      errors: { payoutCurrency: 'must differ from the debit currency' },
    });
  });
});

describe('quoteMatches', () => {
  test("holds while currencies, side and amount are the quote's", () => {
    assert.equal(quoteMatches(form({ amount: '1000.50' }), quote), true);
    assert.equal(quoteMatches(form({ amount: '1000.51' }), quote), false);
    assert.equal(quoteMatches(form({ fixedSide: 'BUY' }), quote), false);
    assert.equal(quoteMatches(form({ payoutCurrency: 'GBP' }), quote), false);
  });
});

describe('paymentRequestFrom', () => {
  const ids = { requestId: 'desk-pay-1', merchantRef: 'PAY-1' };
  const complete = form({
    payer: { originalPayerId: 'pyr_1' },
    beneficiary: { beneficiaryId: 'ben_1' },
    paymentInstruction: {
      paymentMethodPreference: 'SWIFT',
      paymentReason: 'SALARY',
      purposeCode: 'SALA',
      paymentReference: '',
      urgency: 'STANDARD',
    },
    compliance: { sourceOfFund: 'SAVINGS', supportingDocuments: ['file_1'] },
  });

  test('takes the amounts from the quote and drops blanks', () => {
    const result = paymentRequestFrom(complete, quote, ids);
    assert.equal(result.ok, true);
    // As sent: JSON leaves out what is undefined.
    assert.deepEqual(result.ok && JSON.parse(JSON.stringify(result.request)), {
      ...ids,
      payer: { originalPayerId: 'pyr_1' },
      beneficiary: { beneficiaryId: 'ben_1' },
      paymentInstruction: {
        paymentMethodPreference: 'SWIFT',
        paymentReason: 'SALARY',
        purposeCode: 'SALA',
        urgency: 'STANDARD',
      },
      amount: { debitCurrency: 'USD', debitAmount: 1000.5, payoutCurrency: 'EUR', payoutAmount: 917.24 },
      fx: { quoteId: 'qt_1' },
      compliance: { sourceOfFund: 'SAVINGS', supportingDocuments: ['file_1'] },
    });
  });

  test('missing parties and instruction are named at their fields', () => {
    const result = paymentRequestFrom(form(), quote, ids);
    assert.equal(result.ok, false);
    assert.deepEqual(!result.ok && Object.keys(result.errors).sort(), [
      'beneficiary.beneficiaryId',
      'compliance.sourceOfFund',
      'payer.originalPayerId',
      'paymentInstruction.paymentReason',
      'paymentInstruction.purposeCode',
    ]);
  });
});

describe('formFieldFor / toFormErrors', () => {
  test("the API's paths land on the form's fields", () => {
    assert.equal(formFieldFor('amount.debitAmount'), 'amount');
    assert.equal(formFieldFor('amount.payoutCurrency'), 'payoutCurrency');
    assert.equal(formFieldFor('fx.quoteId'), 'quote');
    assert.equal(formFieldFor('compliance.supportingDocuments.1'), 'compliance.supportingDocuments');
    assert.equal(formFieldFor('requestId'), 'root');
    assert.equal(formFieldFor('paymentInstruction.purposeCode'), 'paymentInstruction.purposeCode');
  });

  test('the first error of a field wins', () => {
    assert.deepEqual(
      toFormErrors([
        { field: 'compliance.supportingDocuments.0', message: 'was rejected' },
        { field: 'compliance.supportingDocuments.1', message: 'has not been uploaded yet' },
      ]),
      { 'compliance.supportingDocuments': 'was rejected' },
    );
  });
});

describe('prefillFromRequest', () => {
  test('repeats parties, currencies, the debited amount and the instruction, not the documents', () => {
    const past = {
      requestId: 'desk-pay-0',
      merchantRef: 'PAY-0',
      payer: { originalPayerId: 'pyr_1' },
      beneficiary: { beneficiaryId: 'ben_1' },
      paymentInstruction: {
        paymentMethodPreference: 'LOCAL',
        paymentReason: 'GOODS',
        purposeCode: 'GDDS',
        paymentReference: 'INV-7',
        urgency: 'URGENT',
      },
      amount: { debitCurrency: 'USD', debitAmount: 250, payoutCurrency: 'JPY', payoutAmount: 37600 },
      fx: { quoteId: 'qt_0' },
      compliance: { sourceOfFund: 'BUSINESS_REVENUE', supportingDocuments: ['file_0'] },
      metadata: { remark: 'monthly' },
    };
    const values = prefillFromRequest(past);
    assert.equal(values.amount, '250.00');
    assert.equal(values.fixedSide, 'SELL');
    assert.equal(values.payoutCurrency, 'JPY');
    assert.equal(values.paymentInstruction.paymentReference, 'INV-7');
    assert.deepEqual(values.compliance, { sourceOfFund: 'BUSINESS_REVENUE', supportingDocuments: [] });
    assert.equal(values.metadata.remark, 'monthly');
  });

  test('anything else gives the blank form', () => {
    assert.deepEqual(prefillFromRequest({ type: 'p2p' }), blankPaymentForm());
    assert.deepEqual(prefillFromRequest(null), blankPaymentForm());
  });
});

describe('composeErrors', () => {
  const ids = { requestId: 'desk-pay-1', merchantRef: 'PAY-1' };
  test('without a quote: the quote is asked for, the rest of the payment checked', () => {
    const errors = composeErrors(form(), undefined, ids);
    assert.equal(errors.quote, 'Get a quote before you confirm.');
    assert.equal(errors['payer.originalPayerId'], 'is required');
    assert.equal(errors.amount, undefined);
  });

  test('a quote that no longer matches the amount is named', () => {
    assert.match(composeErrors(form({ amount: '999' }), quote, ids).quote ?? '', /changed since this quote/);
    assert.equal(composeErrors(form(), quote, ids).quote, undefined);
  });
});
