import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { register } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import fc from 'fast-check';
import { z } from 'zod';
import { SANDBOX_DEMO_USERS, seedDemoUsers } from '@/lib/auth/demo-users';
import type { Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { closeSharedDatabase, getDatabase } from '@/lib/db/client';
import { engineUnderTest } from '@/lib/db/testing';
import { user } from '@/lib/db/schema';
import { runAction } from '@/lib/desk/action-recipe';
import { createTestProvider, TEST_API_KEY } from '@/lib/provider/testing';

/*
 * The desk fuzz (issue 26): every server action of lib/desk/actions, run through the recipe as an
 * admin (who may do everything, so every input reaches the schema and the action's own code) with
 * odd arguments — NULs, lone surrogates, RTL marks, 100,000-character strings, 10,000-deep nesting,
 * wrong types, arrays where objects go, and objects shaped like the action's input with such values
 * in its members. Every answer is a clean ActionResult: ok, or a refusal with a form error or
 * field errors. Nothing throws, which in the browser is a 500.
 */

// The action modules are server-only: outside Next, the marker package resolves to nothing.
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function resolve(s, c, next) { return s === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(s, c); }",
  )}`,
);

const provider = await createTestProvider();
const db = provider.database.db;
// The actions reach the API over HTTP (PAYMENTS_API_URL) and the database through the process's
// shared handle, as in the server: both are this test's.
const server = createServer(getRequestListener(provider.app.fetch));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
process.env.PAYMENTS_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.env.PAYMENTS_API_KEY = TEST_API_KEY;
process.env.PAYMENTS_MERCHANT_ID = 'M1';
await getDatabase(async () => provider.database);
after(async () => {
  server.close();
  await closeSharedDatabase();
});

await seedDemoUsers(db, SANDBOX_DEMO_USERS);
const people = await db.select().from(user);
const as = (role: Role): DeskUser => {
  const row = people.find((p) => p.email === SANDBOX_DEMO_USERS.find((u) => u.role === role)!.email)!;
  return { id: row.id, name: row.name, email: row.email, role };
};

const here = path.dirname(fileURLToPath(import.meta.url));
const { actionSpecOf } = await import('@/lib/desk/protected-action');
const actions: { name: string; spec: NonNullable<ReturnType<typeof actionSpecOf>> }[] = [];
for (const file of readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
  const exports = (await import(pathToFileURL(path.join(here, file)).href)) as Record<string, unknown>;
  for (const [name, exported] of Object.entries(exports)) {
    const spec = actionSpecOf(exported);
    // `then` revalidates or redirects after a success, which needs Next's request: not input handling.
    if (spec) actions.push({ name: `${file}:${name}`, spec: { ...spec, then: undefined } });
  }
}

/** An array or object this many levels deep, built without recursion. */
function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { k: value };
  return value;
}

const oddString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\udbff\udbff',
    '\u202eevil\u202c',
    '\u200f\u200e',
    'e\u0301',
    '💸',
    '',
    '   ',
    '\n\r\t',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%00%ZZ',
    '../../etc/passwd',
    '=HYPERLINK("x")',
    'x'.repeat(100_000),
    '\u0000'.repeat(1000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const deep = fc.constantFrom(nested(100, 'array'), nested(10_000, 'array'), nested(10_000, 'object'));
const oddScalar = fc.oneof(
  oddString,
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 1e308, -1, 2 ** 53 + 1, 0.1, true, false, null, undefined),
  fc.constantFrom(new Date(NaN), new Date(8.64e15), BigInt('9'.repeat(40))),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddScalar },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(oddScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(oddString, oddScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom([], [{}], {}, { __proto__: { polluted: true } }, new Map(), new Set([1])) },
);

/** The object schema under wrappers (optional, default, pipe), if there is one. */
function objectShape(schema: z.ZodType, depth = 0): Record<string, z.ZodType> | undefined {
  if (depth > 5) return undefined;
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  const def = (schema as unknown as { def: { innerType?: z.ZodType; in?: z.ZodType } }).def;
  const inner = def.innerType ?? def.in;
  return inner ? objectShape(inner, depth + 1) : undefined;
}

/** An object with the schema's members, each odd (or, for a nested object, shaped again), some left out. */
function shaped(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shape = objectShape(schema);
  if (!shape || depth > 3) return oddValue;
  const members = Object.fromEntries(
    Object.entries(shape).map(([key, member]) => [key, fc.oneof(oddValue, shaped(member, depth + 1))]),
  );
  return fc.record(members, { requiredKeys: [] });
}

const argumentOf = (schema: z.ZodType) =>
  fc.oneof({ weight: 1, arbitrary: oddValue }, { weight: 3, arbitrary: shaped(schema) });

/** Why an answer is not a clean ActionResult; undefined when it is. */
function resultProblem(result: unknown): string | undefined {
  if (!result || typeof result !== 'object' || !('ok' in result)) return 'not an ActionResult';
  if (result.ok === true) return undefined;
  const { formError, fieldErrors } = result as { formError?: unknown; fieldErrors?: Record<string, unknown> };
  const fields = Object.entries(fieldErrors ?? {});
  if (typeof formError === 'string' && formError.trim()) return undefined;
  if (fields.length > 0 && fields.every(([, message]) => typeof message === 'string' && message.trim()))
    return undefined;
  return `a refusal that says nothing: ${JSON.stringify(result).slice(0, 200)}`;
}

const RUNS = Number(process.env.DESK_FUZZ_RUNS ?? 12);
const admin = as('admin');

test(`every server action with odd arguments answers a clean result (${engineUnderTest()})`, async () => {
  assert.ok(actions.length >= 40, `the actions are found: ${actions.length}`);
  const failures: string[] = [];
  for (const { name, spec } of actions) {
    const samples = fc.sample(argumentOf(spec.schema), { numRuns: RUNS, seed: 26 });
    for (const raw of samples) {
      let problem: string | undefined;
      try {
        problem = resultProblem(
          await runAction(spec, raw as never, { user: admin, db: async () => db, ip: '192.0.2.26' }),
        );
      } catch (error) {
        problem = `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`.slice(0, 300);
      }
      if (problem) failures.push(`${name}(${describe(raw)}) → ${problem}`);
    }
  }
  assert.deepEqual(failures.slice(0, 15), [], `${failures.length} odd calls were not answered cleanly`);
});

/** A short description of an argument for the failure list. */
function describe(raw: unknown): string {
  try {
    const text = JSON.stringify(raw, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
    return (text ?? String(raw)).slice(0, 120);
  } catch {
    return `(${typeof raw}, too deep to print)`;
  }
}
