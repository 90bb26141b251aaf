import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readTransactionDialect, withoutNullMembers } from './dialect';
import { wireErrorMap, toFieldErrors } from './issues';
import { transactionRequestSchema } from './transaction';
import { exampleTransactionBody } from './transaction.examples';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const problems = (input: unknown) => {
  const result = transactionRequestSchema.safeParse(input, { error: wireErrorMap });
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.field} ${e.message}`);
};

describe('explicit nulls', () => {
  test('members that are null are left out at any depth; array items stay', () => {
    assert.deepEqual(withoutNullMembers({ a: null, b: { c: null, d: 1 }, e: [null, { f: null }] }), {
      b: { d: 1 },
      e: [null, {}],
    });
    assert.equal(withoutNullMembers(null), null);
    assert.equal(withoutNullMembers('x'), 'x');
  });

  test('a member named __proto__ stays an ordinary member', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}, "a": null}');
    const out = withoutNullMembers(input) as Body;
    assert.ok(Object.hasOwn(out, '__proto__'));
    assert.equal(({} as Body).polluted, undefined);
  });

  test('an optional field sent as null is none; a required one is required, named', () => {
    const body: Body = exampleTransactionBody('p2p');
    Object.assign(body, { descriptionText: null, provider: null, sendingAmount: null, payinCcyCode: null });
    body.senderKyc.gender = null;
    body.recipientKyc.postalAddress = null;
    assert.deepEqual(problems(body), []);
    const parsed = transactionRequestSchema.parse(body) as Body;
    assert.ok(!('descriptionText' in parsed) && !('gender' in parsed.senderKyc));
    assert.deepEqual(problems({ ...exampleTransactionBody('p2p'), currency: null }), ['currency is required']);
    // A null item of a list is refused as the item it should be.
    assert.ok(
      problems({ ...exampleTransactionBody('p2p'), debitParty: [null] }).some((p) => p.startsWith('debitParty.0')),
    );
  });
});

describe("the provider's name of the caller's reference", () => {
  test('moved to transactionReference; kept out when both are equal', () => {
    assert.deepEqual(readTransactionDialect({ requestingOrganisationTransactionReference: 'R-1' }), {
      transactionReference: 'R-1',
    });
    assert.deepEqual(
      readTransactionDialect({ transactionReference: 'R-1', requestingOrganisationTransactionReference: ' R-1 ' }),
      { transactionReference: 'R-1' },
    );
    const { transactionReference, ...rest } = exampleTransactionBody('b2b');
    const parsed = transactionRequestSchema.parse({
      ...rest,
      requestingOrganisationTransactionReference: transactionReference,
    });
    assert.equal(parsed.transactionReference, transactionReference);
    assert.ok(!('requestingOrganisationTransactionReference' in parsed));
  });

  test('both, differing: refused naming both', () => {
    const found = problems({ ...exampleTransactionBody('p2p'), requestingOrganisationTransactionReference: 'OTHER-1' });
    assert.equal(found.length, 2);
    assert.match(
      found[0]!,
      /^transactionReference and requestingOrganisationTransactionReference name the same reference/,
    );
    assert.match(found[1]!, /^requestingOrganisationTransactionReference must equal transactionReference/);
  });

  test('neither: transactionReference is required', () => {
    const { transactionReference: _gone, ...rest } = exampleTransactionBody('p2p');
    assert.deepEqual(problems(rest), ['transactionReference is required']);
  });
});

describe('inttransfer', () => {
  test("is p2p with p2p's rules, answered with the type as sent", () => {
    const parsed = transactionRequestSchema.parse({ ...exampleTransactionBody('p2p'), type: 'inttransfer' });
    assert.equal(parsed.type, 'p2p');
    assert.equal(parsed.typeAsSent, 'inttransfer');
    assert.equal(transactionRequestSchema.parse(exampleTransactionBody('p2p')).typeAsSent, undefined);
    // p2p's rules: a kidNumber is refused as it would be on a p2p, naming the type as sent.
    assert.deepEqual(problems({ ...exampleTransactionBody('p2p'), type: 'inttransfer', kidNumber: 'KID1' }), [
      'kidNumber must be absent for inttransfer',
    ]);
  });
});

describe('kidNumber on b2b and p2b', () => {
  test('optional (the provider leaves it out), checked when sent', () => {
    for (const type of ['b2b', 'p2b'] as const) {
      const { kidNumber: _gone, ...rest } = exampleTransactionBody(type) as Body;
      assert.deepEqual(problems(rest), [], type);
      assert.deepEqual(problems({ ...rest, kidNumber: null }), [], type);
      assert.match(
        problems({ ...rest, kidNumber: 'KID 1/2' })[0]!,
        /^kidNumber must be 1 to 50 letters, digits, _ or -/,
      );
    }
  });
});
