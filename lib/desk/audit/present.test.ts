import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { HIDDEN, presentableDetails, summariseDetails } from './present';

describe('presentableDetails', () => {
  test('hides values under secret-looking keys, at any depth', () => {
    assert.deepEqual(
      presentableDetails({ password: 'hunter2', nested: { apiKey: 'k', authorization: 'Bearer x' }, reason: 'ok' }),
      { password: HIDDEN, nested: { apiKey: HIDDEN, authorization: HIDDEN }, reason: 'ok' },
    );
  });

  test('masks e-mail addresses written unmasked, and leaves masked ones as they are', () => {
    assert.deepEqual(presentableDetails({ note: 'from Operator@Corridor.test today', list: ['a@b.co'] }), {
      note: 'from O•••••••@C•••••••.t••• today',
      list: ['a@b.c•'],
    });
    assert.deepEqual(presentableDetails({ who: 'o•••@c•••.t•••' }), { who: 'o•••@c•••.t•••' });
  });

  test('keeps ordinary keys that merely contain letters of a secret word', () => {
    assert.deepEqual(presentableDetails({ footprint: 'x', spinner: 1, passportCountry: 'FR' }), {
      footprint: 'x',
      spinner: 1,
      passportCountry: 'FR',
    });
  });
});

describe('summariseDetails', () => {
  test('one line of key: value, nested values as JSON, nothing for no details', () => {
    assert.equal(summariseDetails({ code: 'X', filters: { area: 'auth' } }), 'code: X; filters: {"area":"auth"}');
    assert.equal(summariseDetails(null), '');
  });

  test('cut at 160 characters', () => {
    const line = summariseDetails({ reason: 'x'.repeat(300) });
    assert.equal(line.length, 160);
    assert.ok(line.endsWith('…'));
  });
});
