import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { summarizeFieldErrors, toFieldErrors, wireErrorMap } from './issues';
import {
  BLOCK_FIELDS,
  BLOCK_MATRIX,
  BLOCK_NAMES,
  BUSINESS_FIELDS,
  checkRequestDate,
  CREDIT_PARTY_KEYS,
  parseRequestDate,
  TRANSACTION_STATUS_TEXT,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  transactionQueryResponseSchema,
  transactionRequestSchema,
  transactionRequestSchemas,
  transactionResponseSchema,
  type BlockName,
  type BlockRule,
  type TransactionType,
} from './transaction';
import { exampleTransactionBody, providerDateTime, TRANSACTION_EXAMPLES } from './transaction.examples';

// Bodies are edited freely here, as a client could send anything.
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const body = (type: TransactionType): Body => exampleTransactionBody(type);

function parse(input: unknown) {
  return transactionRequestSchema.safeParse(input, { error: wireErrorMap });
}

/** `field message` lines as the API's error envelope gives them. */
function problems(input: unknown): string[] {
  const result = parse(input);
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.field} ${e.message}`);
}

function assertProblem(input: unknown, expected: RegExp) {
  const found = problems(input);
  assert.ok(
    found.some((line) => expected.test(line)),
    `expected ${expected} in ${JSON.stringify(found)}`,
  );
}

function assertValid(input: unknown) {
  assert.deepEqual(problems(input), []);
}

// --- Block manipulation: absent, empty, populated -------------------------------------------

const populatedKyc = {
  senderKyc: () => structuredClone(TRANSACTION_EXAMPLES.p2b.senderKyc),
  recipientKyc: () => structuredClone(TRANSACTION_EXAMPLES.p2p.recipientKyc),
  businessSender: () => structuredClone(TRANSACTION_EXAMPLES.b2b.business.senderKyc),
  businessRecipient: () => structuredClone(TRANSACTION_EXAMPLES.b2b.business.recepientKyc),
};

type State = 'absent' | 'empty' | 'populated';

/** Puts one block of `b` in a state: absent (no key), empty ({} or ""), or populated with valid data. */
function setBlock(b: Body, block: BlockName, state: State): Body {
  const put = (target: Body, key: string, value: () => unknown, empty: unknown) => {
    if (state === 'absent') delete target[key];
    else target[key] = state === 'empty' ? empty : value();
  };
  switch (block) {
    case 'senderKyc':
    case 'recipientKyc':
      put(b, block, populatedKyc[block], {});
      break;
    case 'businessSender':
    case 'businessRecipient':
      b.business ??= {};
      put(b.business, block === 'businessSender' ? 'senderKyc' : 'recepientKyc', populatedKyc[block], {});
      break;
    case 'kidNumber':
      put(b, 'kidNumber', () => 'KID0000001', '');
      break;
    case 'businessFields':
      for (const field of BUSINESS_FIELDS) put(b, field, () => TRANSACTION_EXAMPLES.b2b[field], '');
      break;
    case 'relationshipSender':
      put(b.internationalTransferInformation, 'relationshipSender', () => 'Friend', '');
      break;
  }
  return b;
}

const withBlock = (type: TransactionType, block: BlockName, state: State) => setBlock(body(type), block, state);

// --- Valid examples -------------------------------------------------------------------------

describe('valid examples', () => {
  for (const type of TRANSACTION_TYPES) {
    test(`${type}: the example body passes, as sent and with a fresh date`, () => {
      assertValid(TRANSACTION_EXAMPLES[type]);
      assertValid(body(type));
      assertValid(exampleTransactionBody(type, { requestDateFormat: 'provider' }));
      const parsed = transactionRequestSchema.parse(body(type));
      assert.equal(parsed.type, type);
      assert.ok(parsed.requestDate instanceof Date);
    });

    test(`${type}: its own schema agrees with the union`, () => {
      assert.equal(transactionRequestSchemas[type].safeParse(body(type)).success, true);
      for (const other of TRANSACTION_TYPES.filter((t) => t !== type)) {
        assert.equal(
          transactionRequestSchemas[other].safeParse(body(type)).success,
          false,
          `${other} schema on a ${type} body`,
        );
      }
    });
  }

  test('a b2b body keeps business.recepientKyc spelled as on the wire', () => {
    const parsed = transactionRequestSchema.parse(body('b2b'));
    assert.ok(parsed.type === 'b2b' && parsed.business.recepientKyc.businessName === 'Lagoon Components Ltd');
    const misspelled = body('b2b');
    misspelled.business.recipientKyc = misspelled.business.recepientKyc;
    delete misspelled.business.recepientKyc;
    assertProblem(misspelled, /^business\.recipientKyc is spelled recepientKyc/);
    assertProblem(misspelled, /^business\.recepientKyc is required$/);
  });

  test('every example body is independent of the others', () => {
    const a = body('p2p');
    a.senderKyc.subjectName.firstName = 'Changed';
    assert.equal(TRANSACTION_EXAMPLES.p2p.senderKyc.subjectName.firstName, 'Louis');
    assert.notEqual(body('p2p').transactionReference, body('p2p').transactionReference);
    assert.equal(exampleTransactionBody('b2p', { quoteId: 'Q-1' }).internationalTransferInformation.quoteId, 'Q-1');
  });
});

// --- The block matrix -----------------------------------------------------------------------

describe('the block matrix is enforced', () => {
  for (const type of TRANSACTION_TYPES) {
    for (const block of BLOCK_NAMES) {
      const rule = BLOCK_MATRIX[type][block];
      const fields = BLOCK_FIELDS[block];
      test(`${type} · ${block} is ${rule}`, () => {
        if (rule === 'required') {
          const missing = problems(withBlock(type, block, 'absent'));
          for (const field of fields)
            assert.ok(missing.includes(`${field} is required`), `${field} is required in ${JSON.stringify(missing)}`);
          assertValid(withBlock(type, block, 'populated'));
          assert.notDeepEqual(problems(withBlock(type, block, 'empty')), [], 'an empty required block is refused');
        }
        if (rule === 'forbidden') {
          assertValid(withBlock(type, block, 'absent'));
          assertValid(withBlock(type, block, 'empty'));
          const populated = problems(withBlock(type, block, 'populated'));
          const word =
            block === 'kidNumber' || block === 'businessFields' || block === 'relationshipSender' ? 'absent' : 'empty';
          for (const field of fields)
            assert.ok(
              populated.includes(`${field} must be ${word} for ${type}`),
              `${field} refused in ${JSON.stringify(populated)}`,
            );
        }
        if (rule === 'optional') {
          assertValid(withBlock(type, block, 'absent'));
          assertValid(withBlock(type, block, 'populated'));
        }
      });
    }
  }

  test('a refused block is named in the one-line summary', () => {
    const b = withBlock('p2b', 'businessSender', 'populated');
    const result = parse(b);
    assert.equal(result.success, false);
    assert.equal(summarizeFieldErrors(toFieldErrors(result.error!)), 'business.senderKyc must be empty for p2b');
  });

  test('p2p: the whole business object may be absent, {} or hold only empty blocks', () => {
    assertValid(body('p2p'));
    assertValid({ ...body('p2p'), business: {} });
    assertValid({ ...body('p2p'), business: { senderKyc: {}, recepientKyc: {} } });
    assertProblem(
      { ...body('p2p'), business: { senderKyc: populatedKyc.businessSender() } },
      /^business\.senderKyc must be empty for p2p$/,
    );
    assertProblem({ ...body('p2p'), business: 'none' }, /^business must be an object$/);
  });

  test('a missing required field is told once', () => {
    const b = body('b2b');
    delete b.sendingAmount;
    assert.deepEqual(problems(b), ['sendingAmount is required']);
  });

  test('business is required where a business block is', () => {
    for (const type of ['b2b', 'b2p', 'p2b'] as const) {
      const b = body(type);
      delete b.business;
      assertProblem(b, /^business is required$/);
    }
  });

  test('p2p business fields are optional but checked when sent, and come in pairs', () => {
    assertProblem({ ...body('p2p'), paymentMode: 'Barter' }, /^paymentMode must be one of Cash, Card, Bank account/);
    assertProblem({ ...body('p2p'), sendingAmount: '10.00' }, /^payinCcyCode is required with sendingAmount$/);
    assertProblem({ ...body('p2p'), payinCcyCode: 'EUR' }, /^sendingAmount is required with payinCcyCode$/);
    assertValid({ ...body('p2p'), sendingAmount: '160.50', payinCcyCode: 'eur', provider: '23401' });
  });

  test('the rules the schema applies are exactly BLOCK_MATRIX', () => {
    const observed = Object.fromEntries(
      TRANSACTION_TYPES.map((type) => [
        type,
        Object.fromEntries(
          BLOCK_NAMES.map((block) => {
            const absentOk = parse(withBlock(type, block, 'absent')).success;
            const emptyOk = parse(withBlock(type, block, 'empty')).success;
            const populatedOk = parse(withBlock(type, block, 'populated')).success;
            let rule: BlockRule | 'inconsistent' = 'inconsistent';
            if (!absentOk && !emptyOk && populatedOk) rule = 'required';
            else if (absentOk && emptyOk && !populatedOk) rule = 'forbidden';
            else if (absentOk && populatedOk) rule = 'optional';
            return [block, rule];
          }),
        ),
      ]),
    );
    assert.deepEqual(observed, BLOCK_MATRIX);
  });
});

// --- internationalTransferInformation and lists ----------------------------------------------

describe('internationalTransferInformation', () => {
  test('list values are matched loosely and answered canonically', () => {
    const b = body('p2p');
    Object.assign(b.internationalTransferInformation, {
      remittancePurpose: 'family_support',
      sourceOfFunds: 'PERSONAL-SAVINGS',
      relationshipSender: 'business partner',
    });
    const parsed = transactionRequestSchema.parse(b);
    assert.equal(parsed.internationalTransferInformation.remittancePurpose, 'Family Support');
    assert.equal(parsed.internationalTransferInformation.sourceOfFunds, 'Savings'); // the synonym's one entry
    assert.equal(parsed.internationalTransferInformation.relationshipSender, 'Business Partner');
    const tution = body('p2p');
    tution.internationalTransferInformation.remittancePurpose = 'Tution Fees';
    assert.equal(
      transactionRequestSchema.parse(tution).internationalTransferInformation.remittancePurpose,
      'Tuition Fees',
    );
  });

  test('values off the lists are refused naming the field', () => {
    const b = body('p2p');
    Object.assign(b.internationalTransferInformation, {
      remittancePurpose: 'Groceries',
      sourceOfFunds: 'Crypto',
      relationshipSender: 'N/A',
    });
    assertProblem(b, /^internationalTransferInformation\.remittancePurpose must be one of Family Support, Gift/);
    assertProblem(b, /^internationalTransferInformation\.sourceOfFunds must be one of Salary/);
    assertProblem(b, /^internationalTransferInformation\.relationshipSender must be one of Brother/);
  });

  test('quoteId and receivingCountry', () => {
    const b = body('b2p');
    Object.assign(b.internationalTransferInformation, { quoteId: 'has spaces', receivingCountry: 'NGA' });
    assertProblem(b, /^internationalTransferInformation\.quoteId must be the quoteId of a quotation/);
    assertProblem(b, /^internationalTransferInformation\.receivingCountry must be an ISO 3166-1 alpha-2/);
    const missing = body('b2p');
    delete missing.internationalTransferInformation.quoteId;
    assertProblem(missing, /^internationalTransferInformation\.quoteId is required$/);
  });

  test('other top-level list fields: paymentMode, paymentOption', () => {
    const parsed = transactionRequestSchema.parse({
      ...body('b2p'),
      paymentMode: 'BANK_ACCOUNT',
      paymentOption: 'mobile_wallet',
    });
    assert.ok(
      parsed.type === 'b2p' && parsed.paymentMode === 'Bank account' && parsed.paymentOption === 'Mobile Wallet',
    );
  });
});

// --- Amounts --------------------------------------------------------------------------------

describe('amounts and ISO 4217 minor units', () => {
  test('JPY has no decimals', () => {
    assertProblem(
      { ...body('p2p'), currency: 'JPY', amount: '100.5' },
      /^amount must have at most 0 decimals: currency JPY has 0 minor units$/,
    );
    assertValid({ ...body('p2p'), currency: 'JPY', amount: '100' });
  });

  test('KWD has three', () => {
    assertValid({ ...body('p2p'), currency: 'KWD', amount: '12.345' });
    assertProblem(
      { ...body('p2p'), currency: 'KWD', amount: '12.3456' },
      /^amount must have at most 3 decimals: currency KWD/,
    );
  });

  test('sendingAmount is checked against payinCcyCode', () => {
    assertValid({ ...body('b2b'), payinCcyCode: 'BHD', sendingAmount: '100.125' });
    assertProblem(
      { ...body('b2b'), payinCcyCode: 'USD', sendingAmount: '100.125' },
      /^sendingAmount must have at most 2 decimals: payinCcyCode USD/,
    );
    assertProblem(
      { ...body('b2b'), payinCcyCode: 'CLP', sendingAmount: '100.5' },
      /^sendingAmount must have at most 0 decimals/,
    );
  });

  test('decimal strings greater than zero, nothing else', () => {
    for (const amount of ['-1', '1e5', '1,000.00', ' 10', '10.', '.5', 'NaN', 'Infinity', '']) {
      assertProblem({ ...body('p2p'), amount }, /^amount must be a decimal number such as 100\.50$/);
    }
    for (const amount of ['0', '0.00']) assertProblem({ ...body('p2p'), amount }, /^amount must be greater than zero$/);
    assertProblem({ ...body('p2p'), amount: 100 }, /^amount must be a string$/);
  });

  test('a bad currency is reported once, without a minor-units message', () => {
    const found = problems({ ...body('p2p'), currency: 'XYZ', amount: '1.234567' });
    assert.deepEqual(found, ['currency must be an ISO 4217 currency code, such as USD']);
  });
});

// --- requestDate ----------------------------------------------------------------------------

describe('requestDate', () => {
  test('ISO 8601 and YYYY-MM-DD HH:mm:ss (UTC) name the same instant', () => {
    const instant = Date.UTC(2026, 2, 10, 10, 44, 0);
    for (const text of [
      '2026-03-10 10:44:00',
      '2026-03-10T10:44:00.000Z',
      '2026-03-10T10:44:00Z',
      '2026-03-10T11:44:00+01:00',
      '2026-03-10T05:14:00-0530',
      '2026-03-10T10:44:00',
    ]) {
      assert.equal(parseRequestDate(text)?.getTime(), instant, text);
    }
    assert.equal(parseRequestDate('2026-03-10 10:44:00.250')?.getTime(), instant + 250);
  });

  test('the schema answers a Date', () => {
    const parsed = transactionRequestSchema.parse({ ...body('p2p'), requestDate: '2026-03-10 10:44:00' });
    assert.equal(parsed.requestDate.toISOString(), '2026-03-10T10:44:00.000Z');
  });

  test('anything else is refused naming requestDate', () => {
    for (const text of [
      '2026-02-30 10:00:00',
      '2026-03-10 24:00:00',
      '2026-03-10 10:60:00',
      '10/03/2026 10:44',
      '2026-03-10',
      '1741603440',
      '',
      '2026-03-10T10:44:00+15:00',
      'x'.repeat(100_000),
    ]) {
      assertProblem({ ...body('p2p'), requestDate: text }, /^requestDate must be a date-time in ISO 8601/);
    }
    assertProblem({ ...body('p2p'), requestDate: 1741603440000 }, /^requestDate must be a string$/);
  });

  test('checkRequestDate: within 24 hours of now', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    assert.equal(checkRequestDate(new Date('2026-03-10T11:59:00.000Z'), now), undefined);
    assert.equal(checkRequestDate(new Date('2026-03-09T12:00:00.000Z'), now), undefined);
    assert.match(
      checkRequestDate(new Date('2026-03-09T11:59:59.000Z'), now) ?? '',
      /^must be within 24 hours of the current time/,
    );
    assert.match(checkRequestDate(new Date('2026-03-11T12:00:01.000Z'), now) ?? '', /^must be within 24 hours/);
    assert.equal(checkRequestDate(new Date(Number.NaN), now), 'must be a valid date-time');
    const parsed = transactionRequestSchema.parse({ ...body('p2p'), requestDate: providerDateTime(now) });
    assert.equal(checkRequestDate(parsed.requestDate, now), undefined);
  });
});

// --- Parties --------------------------------------------------------------------------------

describe('debitParty and creditParty', () => {
  test('an unknown key is refused naming creditParty.N.key', () => {
    const b = body('b2b');
    b.creditParty.push({ key: 'swift', value: 'GTBINGLA' });
    assertProblem(
      b,
      new RegExp(`^creditParty\\.${b.creditParty.length - 1}\\.key must be one of ${CREDIT_PARTY_KEYS.join(', ')}$`),
    );
    const d = body('b2b');
    d.debitParty.push({ key: 'bankaccountno', value: '1' });
    assertProblem(d, /^debitParty\.1\.key must be one of msisdn$/);
  });

  test('keys are case-sensitive, as field names are', () => {
    const b = body('p2p');
    b.creditParty[0].key = 'BankAccountNo';
    assertProblem(b, /^creditParty\.0\.key must be one of/);
  });

  test('a value may be empty; every documented key is taken', () => {
    const b = body('b2b');
    assert.deepEqual(
      b.creditParty.map((item: Body) => item.key).sort(),
      [...CREDIT_PARTY_KEYS].filter((k) => k !== 'msisdn').sort(),
    );
    assert.ok(b.creditParty.some((item: Body) => item.value === ''));
    assertValid(b);
    assertValid({ ...b, creditParty: [...b.creditParty, { key: 'msisdn', value: '' }] });
  });

  test('the debit msisdn is E.164-ish: 10 to 18 digits, an optional +', () => {
    for (const value of ['+2348031234567', '2348031234567', '+123456789012345678'])
      assertValid({ ...body('p2p'), debitParty: [{ key: 'msisdn', value }] });
    for (const value of ['', '+234 803 123 4567', '123456789', '+1234567890123456789', 'msisdn']) {
      assertProblem(
        { ...body('p2p'), debitParty: [{ key: 'msisdn', value }] },
        /^debitParty\.0\.value must be a mobile number with its country code/,
      );
    }
  });

  test('a wallet msisdn in creditParty is checked too', () => {
    assertProblem(
      { ...body('b2p'), creditParty: [{ key: 'msisdn', value: '0803' }] },
      /^creditParty\.0\.value must be a mobile number/,
    );
  });

  test('1 to 10 items, no key twice, and the payee account named', () => {
    assertProblem({ ...body('p2p'), debitParty: [] }, /^debitParty must have at least 1 items$/);
    const eleven = Array.from({ length: 11 }, () => ({ key: 'accountName', value: 'x' }));
    assertProblem({ ...body('p2p'), creditParty: eleven }, /^creditParty must have at most 10 items$/);
    assertProblem(
      {
        ...body('p2p'),
        debitParty: [
          { key: 'msisdn', value: '+2348031234567' },
          { key: 'msisdn', value: '+2348031234568' },
        ],
      },
      /^debitParty\.1\.key repeats the key msisdn$/,
    );
    assertProblem(
      {
        ...body('p2p'),
        creditParty: [
          { key: 'accountName', value: 'Chidi' },
          { key: 'bankaccountno', value: ' ' },
        ],
      },
      /^creditParty must name the payee's account/,
    );
  });

  test('items are strict key/value pairs', () => {
    assertProblem(
      { ...body('p2p'), creditParty: [{ key: 'bankaccountno', value: '1', note: 'x' }] },
      /^creditParty\.0\.note is not a field of this request$/,
    );
    assertProblem({ ...body('p2p'), creditParty: [{ key: 'bankaccountno' }] }, /^creditParty\.0\.value is required$/);
    assertProblem({ ...body('p2p'), creditParty: [{ value: '1' }] }, /^creditParty\.0\.key is required$/);
  });
});

// --- Top level ------------------------------------------------------------------------------

describe('top level', () => {
  test('type selects the shape', () => {
    assertProblem({ ...body('p2p'), type: 'P2P' }, /^type must be one of b2b, b2p, p2b, p2p \(or inttransfer/);
    assertProblem({ ...body('p2p'), type: 'transfer' }, /^type must be one of b2b, b2p, p2b, p2p \(or inttransfer/);
    const untyped = body('p2p');
    delete untyped.type;
    assertProblem(untyped, /^type is required$/);
  });

  test('unknown top-level fields are refused, each named', () => {
    const found = problems({ ...body('p2p'), originCountry: 'FR', fxRate: '1.1' });
    assert.ok(found.includes('originCountry is not a field of this request'));
    assert.ok(found.includes('fxRate is not a field of this request'));
  });

  test("TerraPay's requestingOrganisationTransactionReference differing from transactionReference names both", () => {
    const found = problems({ ...body('p2p'), requestingOrganisationTransactionReference: 'REF-1' });
    assert.ok(
      found.some((line) => line.startsWith('transactionReference and requestingOrganisationTransactionReference')),
    );
    assert.ok(found.some((line) => line.startsWith('requestingOrganisationTransactionReference must equal')));
  });

  test('transactionReference and descriptionText lengths', () => {
    assertProblem(
      { ...body('p2p'), transactionReference: 'abc' },
      /^transactionReference must be 4 to 50 printable characters/,
    );
    assertProblem({ ...body('p2p'), transactionReference: 'a'.repeat(51) }, /^transactionReference must be 4 to 50/);
    assertProblem({ ...body('p2p'), transactionReference: 'has space' }, /^transactionReference must be 4 to 50/);
    assertProblem(
      { ...body('p2p'), descriptionText: 'd'.repeat(257) },
      /^descriptionText must be at most 256 characters$/,
    );
    assertValid({ ...body('p2p'), descriptionText: '' });
  });

  test('business codes', () => {
    assertValid({ ...body('b2p'), provider: 'PH_DIRECT_TO_BANK' });
    assertProblem({ ...body('b2p'), provider: '23 490' }, /^provider must be 3 to 20 letters, digits, _ or -$/);
    assertProblem({ ...body('b2p'), sendingPartnerCode: 'SP1' }, /^sendingPartnerCode must be 4 to 20/);
    assertProblem({ ...body('b2b'), kidNumber: 'KID 1' }, /^kidNumber must be 1 to 50/);
  });
});

// --- Malformed input ------------------------------------------------------------------------

const GARBAGE: readonly unknown[] = [
  null,
  42,
  -1.5,
  true,
  [],
  [[['deep']]],
  {},
  { nested: { a: [1, { b: null }] } },
  'x'.repeat(100_000),
  '',
  '\u0000',
];

/** Every path to a value in `value`, objects and arrays included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((item, index) => paths(item, [...prefix, index]))];
  if (value && typeof value === 'object')
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => paths(item, [...prefix, key]))];
  return [prefix];
}

function replaceAt(root: Body, path: (string | number)[], replacement: unknown): Body {
  const copy = structuredClone(root);
  let target: Body = copy;
  for (const key of path.slice(0, -1)) target = target[key];
  target[path.at(-1)!] = replacement;
  return copy;
}

describe('malformed input never throws and is told by path', () => {
  test('bodies that are not objects', () => {
    for (const input of [null, undefined, 42, 'p2p', [], [body('p2p')], true]) {
      const result = parse(input);
      assert.equal(result.success, false);
      assert.equal(result.error?.issues[0]?.message, input === undefined ? 'is required' : 'must be an object');
    }
  });

  for (const type of TRANSACTION_TYPES) {
    test(`${type}: every field replaced by numbers, nulls, nested arrays, 100 KB strings`, () => {
      const base = body(type);
      for (const path of paths(base).filter((p) => p.length > 0)) {
        for (const garbage of GARBAGE) {
          let result: ReturnType<typeof parse> | undefined;
          assert.doesNotThrow(
            () => {
              result = parse(replaceAt(base, path, garbage));
            },
            `${path.join('.')} = ${String(garbage).slice(0, 20)}`,
          );
          if (result && !result.success) {
            const at = path.join('.');
            // The field itself, something inside it, or (cross-field rules) one of its parent blocks.
            const named = result.error.issues.some((issue) => {
              const issuePath = issue.path.join('.');
              return (
                issuePath === at ||
                issuePath.startsWith(`${at}.`) ||
                (issuePath !== '' && at.startsWith(`${issuePath}.`))
              );
            });
            assert.ok(
              named,
              `${at} = ${JSON.stringify(garbage)?.slice(0, 40)}: ${JSON.stringify(result.error.issues.map((i) => i.path.join('.')))}`,
            );
          }
        }
      }
    });
  }

  test('a 100 KB string is refused by its length, fast', () => {
    const big = 'x'.repeat(100_000);
    const started = performance.now();
    assertProblem({ ...body('p2p'), descriptionText: big }, /^descriptionText must be at most 256 characters$/);
    const b = body('p2p');
    b.senderKyc.subjectName.fullName = big;
    b.senderKyc.emailAddress = `${big}@example.com`;
    b.recipientKyc.primaryContactNo = '1'.repeat(100_000);
    b.recipientKyc.primaryContactCountryCode = 'NG';
    assertProblem(b, /^senderKyc\.subjectName\.fullName must be at most 50 characters$/);
    assertProblem(b, /^recipientKyc\.primaryContactNo must be a phone number of 4 to 20 digits/);
    assert.ok(performance.now() - started < 1000, 'validation of large strings stays fast');
  });

  test('prototype keys are ordinary unknown fields', () => {
    const input = JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(body('p2p')).slice(1)}`);
    assertProblem(input, /^__proto__ is not a field of this request$/);
    assert.equal(({} as Body).polluted, undefined);
  });
});

// --- Responses ------------------------------------------------------------------------------

describe('responses', () => {
  const record = {
    amount: '250000.00',
    currency: 'NGN',
    type: 'p2p',
    requestDate: '2026-03-10T10:44:00.000Z',
    requestingOrganisationTransactionReference: 'CORRIDOR-P2P-0001',
    debitParty: [{ key: 'msisdn', value: '+33612345678' }],
    creditParty: [{ key: 'bankaccountno', value: '0123456789' }],
    transactionReference: 'TX26031000000001',
  };

  test('the create answers ACKNOWLEDGED in transactionStatus', () => {
    assert.equal(
      transactionResponseSchema.parse({ ...record, transactionStatus: 'ACKNOWLEDGED' }).transactionStatus,
      'ACKNOWLEDGED',
    );
    assert.equal(
      transactionResponseSchema.safeParse({ ...record, transactionStatus: 'Payout Processed' }).success,
      false,
    );
  });

  test('the query answers the machine status and a readable text', () => {
    for (const status of TRANSACTION_STATUSES) {
      const parsed = transactionQueryResponseSchema.parse({
        ...record,
        status,
        transactionStatus: TRANSACTION_STATUS_TEXT[status],
      });
      assert.equal(parsed.status, status);
    }
    const failed = transactionQueryResponseSchema.parse({
      ...record,
      status: 'FAILED',
      transactionStatus: TRANSACTION_STATUS_TEXT.FAILED,
      creditingOrganisationTransactionReference: 'NIP-000123',
      errorCode: 'GSME3101',
      errorMessage: 'Bank credit failed, invalid account',
    });
    assert.equal(failed.errorCode, 'GSME3101');
    assert.equal(
      transactionQueryResponseSchema.safeParse({ ...record, status: 'REVERSAL PENDING', transactionStatus: 'x' })
        .success,
      false,
    );
  });
});

// Type-level check: the inferred request types carry the matrix (a compile error here means drift).
type B2b = z.output<typeof transactionRequestSchemas.b2b>;
type P2p = z.output<typeof transactionRequestSchemas.p2p>;
const _kidOptional: undefined extends B2b['kidNumber'] ? true : false = true;
const _kidAString: NonNullable<B2b['kidNumber']> extends string ? true : false = true;
const _businessOptionalForP2p: undefined extends P2p['business'] ? true : false = true;
void _kidOptional;
void _kidAString;
void _businessOptionalForP2p;
