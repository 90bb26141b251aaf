import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { deskReferenceSegment, referenceFromParam, remittancePath } from './reference-path';

test('any reference goes into a desk path as unreserved characters and comes back the same', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary-ascii' })), (reference) => {
      const segment = deskReferenceSegment(reference);
      assert.match(segment, /^[A-Za-z0-9_.~-]*$/);
      assert.notEqual(segment, '.');
      assert.notEqual(segment, '..');
      // Next hands the segment over percent-decoded; it has nothing to decode.
      assert.equal(decodeURIComponent(segment), segment);
      assert.equal(referenceFromParam(segment), reference);
    }),
    { numRuns: 500, seed: 26 },
  );
});

test('the characters a path treats specially, and plain references unchanged', () => {
  const reference = 'ODD-1-"#$%&+,/:;<=>?@[\\]^`{|}~';
  assert.equal(
    deskReferenceSegment(reference),
    'ODD-1-~22~23~24~25~26~2B~2C~2F~3A~3B~3C~3D~3E~3F~40~5B~5C~5D~5E~60~7B~7C~7D~7E',
  );
  assert.equal(referenceFromParam(deskReferenceSegment(reference)), reference);
  assert.equal(remittancePath('DESK-20261128-AB12.x_y'), '/remittances/DESK-20261128-AB12.x_y');
  assert.equal(remittancePath('a/b', 'receipt'), '/remittances/a~2Fb/receipt');
  assert.equal(deskReferenceSegment('..'), '~2E~2E');
  assert.equal(deskReferenceSegment('Zürich'), 'Z~C3~BCrich');
});

test("a percent-encoded segment (another tool's link) reads as its reference, decoded once", () => {
  const reference = 'ODD-1-"#$%&+,/:;<=>?@[\\]^`{|}';
  assert.equal(referenceFromParam(encodeURIComponent(reference)), reference);
  assert.equal(referenceFromParam('100%'), '100%', 'not percent-encoding: kept');
});
