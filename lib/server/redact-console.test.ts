import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DrizzleQueryError } from 'drizzle-orm';
import { redactDatabaseErrorsInConsole } from './redact-console';

test("an error Next logs itself (a page or action that threw a failed query) loses the query's parameters", () => {
  const lines: unknown[][] = [];
  const target = { error: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args) };
  redactDatabaseErrorsInConsole(target);
  const cause = Object.assign(new Error('invalid input syntax for type integer: "KYC-7731"'), {
    severity: 'ERROR',
    code: '22P02',
  });
  const failed = new DrizzleQueryError('select $1::int', ['KYC-7731'], cause);
  target.error(' ⨯', new Error('render failed', { cause: failed }));
  target.warn('plain', 42);
  assert.doesNotMatch(lines.map((args) => args.map(String).join(' ')).join('\n'), /KYC-7731/);
  assert.match(String(lines[0]![1]), /SQLSTATE 22P02/);
  assert.deepEqual(lines[1], ['plain', 42]);
});
