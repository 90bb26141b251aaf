import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import {
  BLOCK_FIELDS,
  BLOCK_NAMES,
  TRANSACTION_TYPES,
  transactionRequestSchemas,
  type BlockName,
  type TransactionType,
} from '@/lib/schemas/transaction';
import { TRANSACTION_EXAMPLES } from '@/lib/schemas/transaction.examples';
import { transactionReferenceSchema } from '@/lib/schemas/transaction-fields';
import { composerValuesFrom, composerValuesFromRequest } from './from-request';
import { switchType, withBlockBlank } from './switch-type';
import { toQuotationRequest, toTransactionRequest, type RequestContext } from './to-request';
import { newTransactionReference } from './reference';
import { composedTransactionSchema, validateComposer } from './validate';
import { blankComposerValues, carries, requires, type ComposerValues } from './values';

const context: RequestContext = {
  quote: {
    quoteId: 'QT-TEST-1',
    sendingAmount: '1000.00',
    sendingCurrency: 'USD',
    receivingAmount: '1500000.00',
    receivingCurrency: 'NGN',
  },
  requestDate: new Date().toISOString(),
  transactionReference: 'DESK-TEST-0001',
};

/** Values with every block of every type filled in (as if a person filled the b2b form, then the p2p one). */
function everythingFilled(type: TransactionType): ComposerValues {
  const values = composerValuesFromRequest(TRANSACTION_EXAMPLES.b2b);
  const individual = composerValuesFromRequest(TRANSACTION_EXAMPLES.p2p);
  values.senderKyc = individual.senderKyc;
  values.recipientKyc = individual.recipientKyc;
  values.internationalTransferInformation.relationshipSender = 'Brother';
  values.type = type;
  return values;
}

function wireProblems(values: ComposerValues, body = toTransactionRequest(values, context)): string[] {
  const result = transactionRequestSchemas[values.type].safeParse(body, { error: wireErrorMap });
  return result.success ? [] : toFieldErrors(result.error).map((e) => e.field);
}

const inBlock = (block: BlockName) => (field: string) =>
  BLOCK_FIELDS[block].some((path) => field === path || field.startsWith(`${path}.`));

/** The wire body with one hidden block's data put back in, as if the form had sent it. */
function withBlockPopulated(body: Record<string, unknown>, block: BlockName): Record<string, unknown> {
  const full = toTransactionRequest(everythingFilled('b2b'), context) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const p2p = toTransactionRequest(everythingFilled('p2p'), context) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const out = structuredClone(body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (block === 'senderKyc') out.senderKyc = p2p.senderKyc;
  if (block === 'recipientKyc') out.recipientKyc = p2p.recipientKyc;
  if (block === 'businessSender') out.business = { ...out.business, senderKyc: full.business.senderKyc };
  if (block === 'businessRecipient') out.business = { ...out.business, recepientKyc: full.business.recepientKyc };
  if (block === 'kidNumber') out.kidNumber = full.kidNumber;
  if (block === 'businessFields')
    Object.assign(out, { provider: full.provider, sendingAmount: full.sendingAmount, payinCcyCode: full.payinCcyCode });
  if (block === 'relationshipSender') out.internationalTransferInformation.relationshipSender = 'Brother';
  return out;
}

describe('composer type matrix: the blocks the form shows are the blocks the API requires and accepts', () => {
  for (const type of TRANSACTION_TYPES) {
    describe(type, () => {
      test('a form with every block filled sends only the shown blocks, and the API accepts it', () => {
        assert.deepEqual(wireProblems(everythingFilled(type)), []);
      });

      for (const block of BLOCK_NAMES) {
        if (!carries(type, block)) {
          test(`${block} is hidden, and the API refuses it populated`, () => {
            const body = withBlockPopulated(toTransactionRequest(everythingFilled(type), context), block);
            const problems = wireProblems(everythingFilled(type), body as never);
            assert.ok(
              problems.some(inBlock(block)) || (block === 'businessFields' && problems.includes('provider')),
              `${problems.join(', ')} names ${block}`,
            );
          });
        } else if (requires(type, block)) {
          test(`${block} is shown and required: left blank, the API refuses it naming the block`, () => {
            const problems = wireProblems(withBlockBlank(everythingFilled(type), block));
            assert.ok(problems.length > 0 && problems.every(inBlock(block)), `${problems.join(', ')} all in ${block}`);
          });
        } else {
          test(`${block} is shown and optional: left blank, the API accepts it`, () => {
            assert.deepEqual(wireProblems(withBlockBlank(everythingFilled(type), block)), []);
          });
        }
      }
    });
  }
});

describe('composer wire shapes', () => {
  test('forbidden KYC blocks go as {} and p2p has no business object, as in the interface', () => {
    const b2b = toTransactionRequest(everythingFilled('b2b'), context) as Record<string, unknown>;
    assert.deepEqual(b2b.senderKyc, {});
    assert.deepEqual(b2b.recipientKyc, {});
    const p2b = toTransactionRequest(everythingFilled('p2b'), context) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.deepEqual(p2b.business.senderKyc, {});
    assert.equal(p2b.business.recepientKyc.businessName, 'Lagoon Components Ltd');
    const p2p = toTransactionRequest(everythingFilled('p2p'), context) as Record<string, unknown>;
    assert.equal('business' in p2p, false);
    assert.equal('kidNumber' in p2p, false);
    assert.equal('sendingAmount' in p2p, false);
  });

  test('amounts, quote id and reference come from the quote and the draft', () => {
    const body = toTransactionRequest(everythingFilled('b2b'), context) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    assert.equal(body.amount, '1500000.00');
    assert.equal(body.currency, 'NGN');
    assert.equal(body.sendingAmount, '1000.00');
    assert.equal(body.payinCcyCode, 'USD');
    assert.equal(body.internationalTransferInformation.quoteId, 'QT-TEST-1');
    assert.equal(body.transactionReference, 'DESK-TEST-0001');
  });

  test('the quotation asks in the currency of the side the amount is on', () => {
    const values = everythingFilled('b2b');
    values.quoteRequest = { amountType: 'SEND', requestAmount: '250.00', payoutInstrument: 'BANK_ACCOUNT' };
    assert.deepEqual(toQuotationRequest(values), {
      type: 'b2b',
      requestAmount: '250.00',
      requestCurrency: 'USD',
      amountType: 'SEND',
      sendingCurrency: 'USD',
      receivingCountry: 'NG',
      receivingCurrency: 'NGN',
      payoutInstrument: 'BANK_ACCOUNT',
    });
    values.quoteRequest.amountType = 'RECEIVE';
    assert.equal(toQuotationRequest(values).requestCurrency, 'NGN');
  });
});

describe('switching type', () => {
  test('keeps the shared values and clears the blocks the new type does not carry', () => {
    const { values, dropped } = switchType(everythingFilled('b2b'), 'b2p');
    assert.equal(values.type, 'b2p');
    assert.equal(values.business.senderKyc.businessName, 'Harbor Electronics Inc');
    assert.equal(values.creditParty[0]?.value, '0123456789');
    assert.equal(values.internationalTransferInformation.remittancePurpose, 'Goods Payment');
    assert.equal(values.provider, '23401');
    assert.equal(values.kidNumber, '');
    assert.equal(values.business.recepientKyc.businessName, '');
    assert.equal(values.senderKyc.subjectName.firstName, '', 'b2p has no individual sender');
    assert.deepEqual(dropped.sort(), ['businessRecipient', 'kidNumber', 'senderKyc'].sort());
  });

  test('to p2p drops the business blocks and provider fields but keeps the individuals', () => {
    const { values, dropped } = switchType(everythingFilled('p2b'), 'p2p');
    assert.equal(values.senderKyc.subjectName.firstName, 'Louis');
    assert.equal(values.business.recepientKyc.businessName, '');
    assert.ok(dropped.includes('businessRecipient') && dropped.includes('kidNumber'));
    assert.ok(!dropped.includes('businessFields'), 'p2p may carry provider fields (optional)');
  });

  test('says nothing was dropped when the cleared blocks were blank', () => {
    assert.deepEqual(switchType(blankComposerValues('b2b'), 'p2p').dropped, []);
  });
});

describe('validateComposer', () => {
  test('a complete form has no errors', () => {
    for (const type of TRANSACTION_TYPES) {
      const values = everythingFilled(type);
      values.quoteRequest.requestAmount = '1500000.00';
      assert.deepEqual(validateComposer(values), [], type);
    }
  });

  test('a blank b2b form names its fields at the form paths, the amount where it is typed', () => {
    const fields = validateComposer(blankComposerValues('b2b')).map((e) => e.field);
    for (const field of [
      'quoteRequest.requestAmount',
      'currency',
      'internationalTransferInformation.receivingCountry',
      'business.senderKyc.businessName',
      'business.recepientKyc.businessName',
      'debitParty.0.value',
    ]) {
      assert.ok(fields.includes(field), `${field} in ${fields.join(', ')}`);
    }
    assert.ok(!fields.includes('kidNumber'), 'kidNumber is optional on b2b (issue 18)');
    assert.ok(
      !fields.includes('amount') && !fields.includes('internationalTransferInformation.quoteId'),
      'what the quote fills is not asked of the person',
    );
    assert.ok(!fields.some((f) => f.startsWith('senderKyc')), 'b2b shows no individual sender');
  });

  test('an amount with too many decimals for the currency is told at the amount', () => {
    const values = everythingFilled('p2p');
    values.quoteRequest = { amountType: 'SEND', requestAmount: '10.123', payoutInstrument: 'BANK_ACCOUNT' };
    const error = validateComposer(values).find((e) => e.field === 'quoteRequest.requestAmount');
    assert.match(error?.message ?? '', /at most 2 decimals/);
  });

  test('an IBAN with bad check digits is refused at its field, as the beneficiary form refuses it', () => {
    const values = everythingFilled('p2p');
    values.quoteRequest.requestAmount = '1500000.00';
    values.creditParty = [{ key: 'accountIBAN', value: 'GB00 WEST 1234 5698 7654 32' }];
    const error = validateComposer(values).find((e) => e.field === 'creditParty.0.value');
    assert.match(error?.message ?? '', /valid IBAN/);
    // Written as the account number, it is an IBAN all the same; a plain account number is not judged.
    values.creditParty = [{ key: 'bankaccountno', value: 'GB00WEST12345698765432' }];
    assert.ok(validateComposer(values).some((e) => e.field === 'creditParty.0.value'));
    values.creditParty = [{ key: 'accountIBAN', value: 'GB29 NWBK 6016 1331 9268 19' }];
    assert.deepEqual(validateComposer(values), []);
    values.creditParty = [{ key: 'bankaccountno', value: '0123456789' }];
    assert.deepEqual(validateComposer(values), []);
  });

  test('the submit action refuses the same IBAN at the same field when called directly', () => {
    const body = {
      ...TRANSACTION_EXAMPLES.p2p,
      creditParty: [{ key: 'accountIBAN', value: 'GB00WEST12345698765432' }],
    };
    const parsed = composedTransactionSchema.safeParse(body, { error: wireErrorMap });
    assert.equal(parsed.success, false);
    assert.deepEqual(
      toFieldErrors(parsed.error!).map((e) => e.field),
      ['creditParty.0.value'],
    );
    assert.equal(composedTransactionSchema.safeParse(TRANSACTION_EXAMPLES.p2p).success, true);
  });
});

describe('composerValuesFrom', () => {
  test('a saved draft comes back whole; unknown or broken parts become blanks', () => {
    const saved = everythingFilled('p2b');
    assert.deepEqual(composerValuesFrom(JSON.parse(JSON.stringify(saved))), saved);
    const broken = composerValuesFrom({ type: 'x2y', senderKyc: 'nope', creditParty: [{ key: 1 }], extra: true });
    assert.equal(broken.type, 'b2b');
    assert.equal(broken.senderKyc.idDocument.length, 1);
    assert.deepEqual(broken.creditParty, [{ key: '1', value: '' }]);
    assert.equal('extra' in broken, false);
  });
});

describe('newTransactionReference', () => {
  test('is a valid transactionReference, dated, and different every time', () => {
    const references = new Set(
      Array.from({ length: 200 }, () => newTransactionReference(new Date('2026-11-22T10:00:00Z'))),
    );
    assert.equal(references.size, 200);
    for (const reference of references) {
      assert.match(reference, /^DESK-20261122-[A-Z2-9]{10}$/);
      assert.ok(transactionReferenceSchema.safeParse(reference).success);
    }
  });
});
