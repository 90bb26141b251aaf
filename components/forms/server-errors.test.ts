import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { creationWords, firstInvalidControl, INVALID_CONTROL, placeServerErrors } from './server-errors';

describe('an action refusal placed on a form', () => {
  test("each field's message at its own path, the action's message above the form", () => {
    assert.deepEqual(
      placeServerErrors({ formError: 'Invalid request.', fieldErrors: { 'payer.name': 'is required' } }),
      { fieldErrors: [['payer.name', 'is required']], formError: 'Invalid request.' },
    );
  });

  test('without a message of its own, the form says to check the fields, or that nothing was made', () => {
    const words = creationWords('payer');
    assert.equal(
      placeServerErrors({ fieldErrors: { 'payer.phone': 'bad' } }, words).formError,
      'Check the highlighted fields.',
    );
    assert.equal(placeServerErrors({}, words).formError, 'The payer could not be created.');
    assert.equal(placeServerErrors({}).formError, undefined);
  });

  test('wire paths map to form fields; the first message of a field wins', () => {
    const placed = placeServerErrors(
      { fieldErrors: { sendingCurrency: 'unknown', receivingCurrency: 'unknown too', other: 'x' } },
      { fieldOf: (path) => (path.endsWith('Currency') ? 'currency' : path) },
    );
    assert.deepEqual(placed.fieldErrors, [
      ['currency', 'unknown'],
      ['other', 'x'],
    ]);
  });

  test("an error of the request as a whole (react-hook-form's root) is the form's message", () => {
    const placed = placeServerErrors(
      { formError: 'Refused.', fieldErrors: { root: 'requestId was used before', amount: 'too large' } },
      { fallback: 'Not created.' },
    );
    assert.deepEqual(placed, { fieldErrors: [['amount', 'too large']], formError: 'requestId was used before' });
    // A field the form does not show is named in words above it, never by its wire path.
    assert.equal(
      placeServerErrors({ fieldErrors: { merchantRef: 'must be at most 64 characters' } }, { fieldOf: () => 'root' })
        .formError,
      'This payment — your reference: longer than 64 characters',
    );
    assert.equal(
      placeServerErrors({ fieldErrors: { x: 'gone' } }, { fieldOf: () => undefined }).formError,
      'Another detail of this form: gone',
    );
  });
});

describe('focus on the first error', () => {
  test('the first control marked invalid, in reading order', () => {
    const amount = { id: 'amount' };
    const container = {
      querySelector: (selector: string) => (selector === INVALID_CONTROL ? amount : null),
    } as unknown as ParentNode;
    assert.equal(firstInvalidControl(container), amount);
    assert.equal(firstInvalidControl({ querySelector: () => null } as unknown as ParentNode), undefined);
    assert.equal(firstInvalidControl(null), undefined);
  });
});
