import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldErrorsFrom, keyedInputErrors } from './action-result';

test('field errors: the first message of each field', () => {
  assert.deepEqual(
    fieldErrorsFrom([
      { field: 'a', message: 'one' },
      { field: 'a', message: 'two' },
    ]),
    { a: 'one' },
  );
});

test("a keyed input's errors: the request's at its own paths, the key's as the form's", () => {
  assert.deepEqual(
    keyedInputErrors(
      [
        { field: 'request.payer.name', message: 'is required' },
        { field: 'key', message: 'must be a UUID' },
      ],
      'This form has expired.',
    ),
    { formError: 'This form has expired.', fieldErrors: { 'payer.name': 'is required' } },
  );
  assert.deepEqual(keyedInputErrors([{ field: 'request', message: 'is required' }], 'x'), {
    formError: undefined,
    fieldErrors: { '(body)': 'is required' },
  });
});
