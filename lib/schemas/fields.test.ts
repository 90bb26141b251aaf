import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { textSchema } from './fields';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('textSchema (the one free-text field builder)', () => {
  test('trims, and refuses empty text unless min is 0', () => {
    assert.equal(textSchema(10).parse('  Ada  '), 'Ada');
    assert.equal(textSchema(10).safeParse('   ').success, false);
    assert.equal(textSchema(10, { min: 0 }).parse('  '), '');
  });

  test('refuses more than max characters', () => {
    assert.equal(textSchema(3).safeParse('abcd').success, false);
    assert.equal(textSchema(3).parse('abc'), 'abc');
  });

  test('refuses control characters, tab, newline and DEL included, with one message', () => {
    for (const bad of ['a\u0000b', 'line\nbreak', 'tab\there', 'bell\u0007', 'del\u007f', 'esc\u001b[0m'])
      assert.deepEqual(messages(textSchema(50).safeParse(bad)), ['must not contain control characters'], bad);
  });

  test('refuses a lone UTF-16 surrogate (no UTF-8 form: it cannot be stored or hashed), keeps a whole pair', () => {
    for (const bad of ['\ud800', 'a\udc00b', 'end\udbff', '\udfff\ud800'])
      assert.deepEqual(messages(textSchema(50).safeParse(bad)), ['must be valid Unicode text'], JSON.stringify(bad));
    assert.equal(textSchema(50).parse('Remit 💸'), 'Remit 💸');
  });

  test('accepts letters beyond ASCII and ordinary punctuation', () => {
    assert.equal(textSchema(50).parse("Zoë O'Neil-Ngozi, 3/F"), "Zoë O'Neil-Ngozi, 3/F");
  });
});
