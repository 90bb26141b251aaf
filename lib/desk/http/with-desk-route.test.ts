import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PaymentsApiError } from '@/lib/api-client/client';
import type { Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { openTestDatabase } from '@/lib/db/testing';
import { DeskRouteError } from './desk-error';
import { createDeskRoute } from './desk-route';
import { readJsonBody } from './read-json-body';

const userWith = (role: Role): DeskUser => ({ id: `u-${role}`, name: role, email: `${role}@example.test`, role });
const routeFor = (user: DeskUser | null) => createDeskRoute({ loadUser: async () => user });
const request = (init?: RequestInit) => new Request('http://desk.test/api/desk/thing', init);
const noParams = { params: Promise.resolve({}) };

async function answer(response: Response) {
  assert.equal(response.headers.get('cache-control'), 'no-store');
  return { status: response.status, body: await response.json() };
}

test('signed out: 401 in the one error body, and the handler does not run', async () => {
  let ran = false;
  const GET = routeFor(null)('balances:read', async () => (ran = true));
  assert.deepEqual(await answer(await GET(request(), noParams)), {
    status: 401,
    body: { ok: false, code: 'UNAUTHENTICATED', message: 'Your session has ended. Sign in again.' },
  });
  assert.equal(ran, false);
});

test('a role without the permission: 403 naming what it may not do', async () => {
  const PUT = routeFor(userWith('viewer'))('remittances:compose', async () => ({ saved: true }));
  assert.deepEqual(await answer(await PUT(request(), noParams)), {
    status: 403,
    body: {
      ok: false,
      code: 'FORBIDDEN',
      message: 'Your role (Viewer (partner demo)) may not compose remittances or keep drafts.',
    },
  });
});

test('any-of access: one of the permissions is enough; none is a 403 with the given words', async () => {
  const access = { anyOf: ['remittances:compose', 'parties:write'], doing: 'upload documents' } as const;
  const ok = await routeFor(userWith('operator'))(access, async () => ({ fine: true }))(request(), noParams);
  assert.deepEqual(await answer(ok), { status: 200, body: { fine: true } });
  const refused = await routeFor(userWith('reviewer'))(access, async () => ({}))(request(), noParams);
  assert.equal((await answer(refused)).body.message, 'Your role (Reviewer (compliance)) may not upload documents.');
});

test('the handler gets the awaited params and the user; plain data is answered as JSON', async () => {
  const GET = routeFor(userWith('admin'))<{ reference: string }>('remittances:read', async ({ params, user }) => ({
    reference: params.reference,
    by: user.id,
  }));
  const response = await GET(request(), { params: Promise.resolve({ reference: 'REF-1' }) });
  assert.deepEqual(await answer(response), { status: 200, body: { reference: 'REF-1', by: 'u-admin' } });
});

test('a Response from the handler is answered as it is, with no-store added', async () => {
  const GET = routeFor(userWith('admin'))('balances:read', async () =>
    Response.json({ made: 'here' }, { status: 202 }),
  );
  assert.deepEqual(await answer(await GET(request(), noParams)), { status: 202, body: { made: 'here' } });
});

test('a PaymentsApiError keeps its status, code and message in the one body', async () => {
  const failure = new PaymentsApiError(422, 'UNKNOWN_PAYER', 'No payer P-1', [
    { field: 'payerId', message: 'unknown' },
  ]);
  const GET = routeFor(userWith('viewer'))('parties:read', async () => {
    throw failure;
  });
  assert.deepEqual(await answer(await GET(request(), noParams)), {
    status: 422,
    body: { ok: false, code: 'UNKNOWN_PAYER', message: 'No payer P-1', field: 'payerId' },
  });
});

test('a DeskRouteError takes its status from its code', async () => {
  const GET = routeFor(userWith('viewer'))('remittances:read', async () => {
    throw new DeskRouteError('NOT_FOUND', 'No remittance with reference X');
  });
  assert.deepEqual(await answer(await GET(request(), noParams)), {
    status: 404,
    body: { ok: false, code: 'NOT_FOUND', message: 'No remittance with reference X' },
  });
});

test('an unknown error: 500 with a generic message, never its own', async (t) => {
  const logged = t.mock.method(console, 'error', () => {});
  const GET = routeFor(userWith('admin'))('balances:read', async () => {
    throw new Error('password=hunter2 in the connection string');
  });
  const { status, body } = await answer(await GET(request(), noParams));
  assert.equal(status, 500);
  assert.equal(body.code, 'INTERNAL');
  assert.doesNotMatch(body.message, /hunter2/);
  assert.equal(logged.mock.callCount(), 1);
});

test('a failing database query is logged by statement and SQLSTATE, never its parameters', async (t) => {
  const database = await openTestDatabase();
  after(() => database.close());
  const logged = t.mock.method(console, 'error', () => {});
  const GET = routeFor(userWith('admin'))('parties:read', () =>
    database.db.execute(sql`select ${'KYC-ID-CARD-55501'}::int as n`),
  );
  assert.equal((await answer(await GET(request(), noParams))).status, 500);
  const line = logged.mock.calls.map((call) => call.arguments.map(String).join(' ')).join('\n');
  assert.doesNotMatch(line, /KYC-ID-CARD-55501/);
  assert.match(line, /SQLSTATE 22P02/);
});

test('a signed-webhook route runs without a session; its refusals use the one body', async () => {
  const route = createDeskRoute({
    loadUser: async () => assert.fail('a signed-webhook route does not load the session'),
  });
  const POST = route({ public: 'signed-webhook' }, async ({ request: incoming }) => {
    if (incoming.headers.get('webhook-signature') !== 'good')
      throw new DeskRouteError('UNAUTHENTICATED', 'signature check failed');
    return { acknowledged: true };
  });
  const signed = request({ method: 'POST', headers: { 'webhook-signature': 'good' } });
  assert.deepEqual(await answer(await POST(signed, noParams)), { status: 200, body: { acknowledged: true } });
  assert.deepEqual(await answer(await POST(request({ method: 'POST' }), noParams)), {
    status: 401,
    body: { ok: false, code: 'UNAUTHENTICATED', message: 'signature check failed' },
  });
});

test('readJsonBody: too long, not JSON, and a field at fault each answer their own refusal', async () => {
  const schema = z.strictObject({ title: z.string().max(5) });
  const read = (body: string) =>
    readJsonBody(request({ method: 'PUT', body }), schema, { name: 'draft', maxLength: 20 });
  assert.deepEqual(await read('{"title":"ok"}'), { title: 'ok' });
  const refusal = async (body: string) => {
    const error = await read(body).then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DeskRouteError);
    return { status: error.status, code: error.code, message: error.message, field: error.field };
  };
  assert.deepEqual(await refusal(`{"title":"${'x'.repeat(30)}"}`), {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'A draft may hold at most 0.02 kB.',
    field: undefined,
  });
  assert.equal((await refusal('{title')).message, 'The draft is not JSON.');
  assert.deepEqual(await refusal('{"title":"too long"}'), {
    status: 400,
    code: 'VALIDATION_FAILED',
    message: "The draft's title must be at most 5 characters.",
    field: 'title',
  });
  assert.equal((await refusal('[]')).message, 'The draft must be an object.');
});

test('readJsonBody: a body nested deeper than the limit is a 400 in words, before anything walks it', async () => {
  const schema = z.strictObject({ values: z.record(z.string(), z.unknown()) });
  for (const nested of ['['.repeat(10_000) + ']'.repeat(10_000), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)]) {
    const body = `{"values":{"deep":${nested}}}`;
    const error = await readJsonBody(request({ method: 'PUT', body }), schema, {
      name: 'draft',
      maxLength: 200_000,
    }).then(
      () => assert.fail('expected a refusal'),
      (e: unknown) => e,
    );
    assert.ok(error instanceof DeskRouteError);
    assert.deepEqual(
      [error.status, error.code, error.message],
      [400, 'VALIDATION_FAILED', 'The draft is nested more than 32 levels deep (arrays and objects).'],
    );
  }
});
