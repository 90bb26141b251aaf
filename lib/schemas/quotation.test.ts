import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { toFieldErrors, wireErrorMap } from './issues';
import { quotationRequestSchema, quotationResponseSchema } from './quotation';
import { TRANSACTION_TYPES } from './transaction';
import { exampleQuotationBody, QUOTATION_EXAMPLES, TRANSACTION_EXAMPLES } from './transaction.examples';

function problems(input: unknown): string[] {
  const result = quotationRequestSchema.safeParse(input, { error: wireErrorMap });
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.field} ${e.message}`);
}

function assertProblem(input: unknown, expected: RegExp) {
  const found = problems(input);
  assert.ok(
    found.some((line) => expected.test(line)),
    `expected ${expected} in ${JSON.stringify(found)}`,
  );
}

const base = {
  type: 'p2p',
  requestAmount: '250000.00',
  requestCurrency: 'NGN',
  sendingCurrency: 'EUR',
  receivingCountry: 'NG',
  payoutInstrument: 'BANK_ACCOUNT',
};

describe('quotationRequestSchema', () => {
  for (const type of TRANSACTION_TYPES) {
    test(`${type}: the example passes and matches its transaction's corridor`, () => {
      const parsed = quotationRequestSchema.parse(exampleQuotationBody(type));
      const transaction = TRANSACTION_EXAMPLES[type];
      assert.equal(parsed.type, type);
      assert.equal(parsed.receivingCurrency, transaction.currency);
      assert.equal(parsed.receivingCountry, transaction.internationalTransferInformation.receivingCountry);
      assert.equal(
        parsed.payoutInstrument,
        transaction.creditParty.some((item) => item.key === 'msisdn') ? 'WALLET' : 'BANK_ACCOUNT',
      );
    });
  }

  test('receivingCurrency defaults to the country payout currency', () => {
    assert.equal(quotationRequestSchema.parse(base).receivingCurrency, 'NGN');
    assert.equal(
      quotationRequestSchema.parse({ ...base, receivingCountry: 'sv', requestCurrency: 'USD' }).receivingCurrency,
      'USD',
    );
    assert.equal(
      quotationRequestSchema.parse({ ...base, receivingCurrency: 'usd', requestCurrency: 'USD' }).receivingCurrency,
      'USD',
    );
    assertProblem(
      { ...base, receivingCountry: 'AQ' },
      /^receivingCurrency is required: no default payout currency is known for AQ$/,
    );
  });

  test('amountType: read from requestCurrency when absent', () => {
    assert.equal(quotationRequestSchema.parse(base).amountType, 'RECEIVE');
    assert.equal(
      quotationRequestSchema.parse({ ...base, requestCurrency: 'EUR', requestAmount: '150.00' }).amountType,
      'SEND',
    );
    assert.equal(
      quotationRequestSchema.parse({ ...base, sendingCurrency: 'USD', receivingCountry: 'EC', requestCurrency: 'USD' })
        .amountType,
      'RECEIVE',
    );
    assertProblem(
      { ...base, requestCurrency: 'GBP' },
      /^requestCurrency must be the sendingCurrency EUR \(amountType SEND\) or the receivingCurrency NGN \(amountType RECEIVE\)$/,
    );
  });

  test('amountType: when given, requestCurrency is the currency it names', () => {
    assert.equal(quotationRequestSchema.parse({ ...base, amountType: 'RECEIVE' }).amountType, 'RECEIVE');
    assert.equal(
      quotationRequestSchema.parse({ ...base, amountType: 'SEND', requestCurrency: 'EUR' }).amountType,
      'SEND',
    );
    assertProblem(
      { ...base, amountType: 'SEND' },
      /^requestCurrency must be the sendingCurrency EUR when amountType is SEND$/,
    );
    assertProblem(
      { ...base, amountType: 'RECEIVE', requestCurrency: 'EUR' },
      /^requestCurrency must be the receivingCurrency NGN when amountType is RECEIVE$/,
    );
    assertProblem({ ...base, amountType: 'BOTH' }, /^amountType must be one of SEND, RECEIVE$/);
  });

  test('requestAmount: a positive decimal in the minor units of requestCurrency', () => {
    assertProblem(
      { ...base, requestCurrency: 'JPY', receivingCurrency: 'JPY', requestAmount: '100.5' },
      /^requestAmount must have at most 0 decimals: requestCurrency JPY/,
    );
    assert.equal(
      quotationRequestSchema.safeParse({
        ...base,
        receivingCountry: 'KW',
        requestCurrency: 'KWD',
        requestAmount: '10.125',
      }).success,
      true,
    );
    assertProblem({ ...base, requestAmount: '0' }, /^requestAmount must be greater than zero$/);
    assertProblem({ ...base, requestAmount: 250000 }, /^requestAmount must be a string$/);
  });

  test('payoutInstrument, type, unknown fields, requestDate', () => {
    assert.equal(quotationRequestSchema.parse({ ...base, payoutInstrument: 'wallet' }).payoutInstrument, 'WALLET');
    assertProblem({ ...base, payoutInstrument: 'CARD' }, /^payoutInstrument must be one of BANK_ACCOUNT, WALLET$/);
    assertProblem({ ...base, type: 'transfer' }, /^type must be one of b2b, b2p, p2b, p2p, inttransfer$/);
    // The provider's name of p2p quotes a p2p; explicit nulls read as absent members.
    assert.equal(quotationRequestSchema.parse({ ...base, type: 'inttransfer' }).type, 'p2p');
    assert.equal(quotationRequestSchema.parse({ ...base, requestDate: null, amountType: null }).requestDate, undefined);
    assertProblem({ ...base, requestAmount: null }, /^requestAmount is required$/);
    assertProblem({ ...base, scheme: 'VISA' }, /^scheme is not a field of this request$/);
    assert.equal(
      quotationRequestSchema.parse({ ...base, requestDate: '2026-03-10 10:44:00' }).requestDate?.toISOString(),
      '2026-03-10T10:44:00.000Z',
    );
    assertProblem({ ...base, requestDate: 'yesterday' }, /^requestDate must be a date-time/);
  });

  test('required fields and malformed bodies never throw', () => {
    const found = problems({});
    for (const field of [
      'type',
      'requestAmount',
      'requestCurrency',
      'sendingCurrency',
      'receivingCountry',
      'payoutInstrument',
    ])
      assert.ok(found.includes(`${field} is required`), field);
    for (const input of [
      null,
      1,
      'x',
      [],
      [[[]]],
      { ...base, requestCurrency: null, sendingCurrency: 5, receivingCountry: [] },
      { ...base, receivingCountry: 'x'.repeat(100_000) },
    ]) {
      assert.doesNotThrow(() => quotationRequestSchema.safeParse(input));
      assert.equal(quotationRequestSchema.safeParse(input).success, false);
    }
  });

  test('the examples are the ones exported', () => {
    assert.deepEqual(exampleQuotationBody('b2p'), QUOTATION_EXAMPLES.b2p);
  });
});

describe('quotationResponseSchema', () => {
  const response = {
    quotationReference: 'QR260310104400001',
    quotationStatus: '2000:Quote Success',
    requestDate: '2026-03-10T10:44:00.000Z',
    quotes: [
      {
        quoteId: 'QT0P2P0000000000001',
        sendingAmount: '163.21',
        sendingCurrency: 'EUR',
        receivingAmount: '250000.00',
        receivingCurrency: 'NGN',
        fees: [{ type: 'TRANSFER_FEE', amount: '2.50', currency: 'EUR' }],
        fxRate: '1550.1234567891',
        quoteExpiryTime: '2026-03-10T11:12:00.000Z',
        payoutInstrument: 'BANK_ACCOUNT',
        type: 'p2p',
      },
    ],
  };

  test('a quotation with its quotes', () => {
    const parsed = quotationResponseSchema.parse(response);
    assert.equal(parsed.quotes[0]?.fees[0]?.amount, '2.50');
  });

  test('amounts and rates are decimal strings', () => {
    const quote = response.quotes[0]!;
    for (const bad of [
      { sendingAmount: 163.21 },
      { receivingAmount: '250,000' },
      { fxRate: 1550.12 },
      { fxRate: '1.12345678901' },
      { fees: [{ type: 'FEE', amount: 2.5, currency: 'EUR' }] },
    ]) {
      assert.equal(
        quotationResponseSchema.safeParse({ ...response, quotes: [{ ...quote, ...bad }] }).success,
        false,
        JSON.stringify(bad),
      );
    }
    assert.equal(quotationResponseSchema.safeParse({ ...response, quotes: [] }).success, false);
  });
});
