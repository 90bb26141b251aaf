import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from './testing';
import { describeError, statementName } from './describe-error';

const database = await openTestDatabase();
after(() => database.close());

const SECRET = 'KYC-PASSPORT-X9731-SECRET';

// One failing query per file: after a refused bind, PGlite's node-postgres connection is unusable.
const queryError = await database.db.execute(sql`select ${SECRET}::int as n from (select 1) as one`).then(
  () => assert.fail('the query was meant to fail'),
  (error: unknown) => error as Error,
);

test('a failing query is described by its statement and SQLSTATE, never its parameters', () => {
  const error = queryError;
  assert.match(String((error as Error).message), new RegExp(SECRET), 'drizzle puts the parameters in its message');
  const described = describeError(error);
  assert.doesNotMatch(described, new RegExp(SECRET));
  assert.match(described, /SQLSTATE 22P02/);
  assert.match(described, /select/);
});

test('an error that wraps a failing query (as its cause, or by copying its message) leaks nothing either', () => {
  const error = queryError;
  const wrapped = new Error('could not record the payment', { cause: error });
  const copied = new Error(`step failed: ${error.message}`);
  for (const outer of [wrapped, copied]) {
    const described = describeError(outer);
    assert.doesNotMatch(described, new RegExp(SECRET));
  }
  assert.match(describeError(wrapped), /could not record the payment[\s\S]*SQLSTATE 22P02/);
});

test('other errors keep their message and stack; other values are printed', () => {
  const described = describeError(new TypeError('x is not a function'));
  assert.match(described, /^TypeError: x is not a function\n\s+at /);
  assert.equal(describeError('plain'), 'plain');
});

test('statementName: the verb and the first table, no values', () => {
  assert.equal(statementName('insert into "provider"."payers" ("id") values ($1)'), 'insert provider.payers');
  assert.equal(statementName('update "desk"."remittances" set "status" = $1'), 'update desk.remittances');
  assert.equal(
    statementName('select "id" from "provider"."transactions" where "id" = $1'),
    'select provider.transactions',
  );
  assert.equal(statementName("select 'literal'"), 'select');
});
