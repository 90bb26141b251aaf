import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { createPaymentsApi, PaymentsApiError } from '@/lib/api-client/client';
import type { ApiExchange } from '@/lib/api-client/exchange-hook';
import { exchanges } from '@/lib/db/schema';
import type { TransactionRequestInput } from '@/lib/schemas/transaction';
import { signedRequest } from '@/lib/provider/webhooks/deliver';
import {
  createTestProvider,
  createTestTransactionQuote,
  TEST_API_KEY,
  testTransactionBody,
} from '@/lib/provider/testing';
import { handleStatusWebhook } from '@/lib/desk/remittances/on-webhook';
import { refreshRemittance } from '@/lib/desk/remittances/poll';
import { fakeApi, submitted, transactionAnswer } from '@/lib/desk/remittances/testing';
import { apiExchangeRecorder, apiExchangeRows, exchangesOf, pruneExchanges, recordExchanges } from './record';

// The messages exchanged about a remittance (presenter mode): the client's calls as a request and
// its answer, the poller's reads as polls, each webhook with its signature check; pruned after 24 h.

const provider = await createTestProvider();
after(() => provider.close());
const db = provider.database.db;
const api = createPaymentsApi({
  baseUrl: 'http://api.test',
  apiKey: TEST_API_KEY,
  fetch: ((input: string | URL | Request, init?: RequestInit) =>
    provider.app.request(String(input), init)) as typeof fetch,
  onExchange: apiExchangeRecorder(db),
});
const secret = `whsec_${Buffer.from('exchanges-test-secret-0123456789').toString('base64')}`;

const rowsOf = (reference: string) =>
  db.select().from(exchanges).where(eq(exchanges.reference, reference)).orderBy(asc(exchanges.id));

/** The recorder writes after the call has returned: waits (briefly) for the rows to land. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

beforeEach(async () => {
  await db.delete(exchanges);
});

describe('the desk’s calls to the API', () => {
  test('a create is recorded as the request (personal data masked) and the answer with its status and latency', async () => {
    const quote = await createTestTransactionQuote(provider, 'p2p');
    const body = testTransactionBody(provider, 'p2p', quote, { transactionReference: 'EXCH-TX-1' });
    const sentName = JSON.stringify(body).match(/"(?:firstName|fullName|name)":"([^"]+)"/)?.[1];
    assert.ok(sentName, 'the test body names someone');
    await api.createTransaction(body as unknown as TransactionRequestInput);
    const rows = await eventually(
      () => rowsOf('EXCH-TX-1'),
      (found) => found.length === 2,
    );
    assert.deepEqual(
      rows.map((row) => [row.kind, row.summary, row.statusCode]),
      [
        ['request', 'POST /api/v1/transactions', null],
        ['response', 'POST /api/v1/transactions → 201 · ACKNOWLEDGED', 201],
      ],
    );
    assert.equal(typeof rows[1]!.latencyMs, 'number');
    const kept = JSON.stringify(rows[0]!.body);
    assert.ok(kept.includes('EXCH-TX-1'), 'the reference stays readable');
    assert.ok(!kept.includes(sentName), 'names are masked in the kept body');
    assert.ok(!kept.includes(TEST_API_KEY) && !JSON.stringify(rows).includes(TEST_API_KEY), 'no key is ever kept');
  });

  test('a refusal is recorded with the API’s status; calls about no remittance are not recorded', async () => {
    await assert.rejects(api.getTransaction('EXCH-NONE'), PaymentsApiError);
    const rows = await eventually(
      () => rowsOf('EXCH-NONE'),
      (found) => found.length === 2,
    );
    assert.deepEqual(
      rows.map((row) => [row.kind, row.statusCode]),
      [
        ['request', null],
        ['response', 404],
      ],
    );
    await api.listBalances();
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal((await db.select().from(exchanges)).length, 2);
  });

  test('a listener that throws, or a record that cannot be written, never fails the call', async () => {
    const throwing = createPaymentsApi({
      baseUrl: 'http://api.test',
      apiKey: TEST_API_KEY,
      fetch: ((input: string | URL | Request, init?: RequestInit) =>
        provider.app.request(String(input), init)) as typeof fetch,
      onExchange: () => {
        throw new Error('listener broke');
      },
    });
    await assert.rejects(throwing.getTransaction('EXCH-X'), (error) => error instanceof PaymentsApiError);
    const failingDb = { insert: () => ({ values: () => Promise.reject(new Error('db down')) }) } as never;
    const exchange: ApiExchange = {
      concerns: 'R',
      method: 'GET',
      path: '/x',
      requestBody: undefined,
      status: 200,
      latencyMs: 1,
      responseBody: {},
    };
    const warned: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warned.push(args);
    try {
      assert.doesNotThrow(() => apiExchangeRecorder(failingDb)(exchange));
      await new Promise((resolve) => setTimeout(resolve, 30));
    } finally {
      console.warn = warn;
    }
    assert.equal(warned.length, 1, 'the failed write is logged, nothing thrown');
  });

  test('an unreachable API is recorded as no answer', () => {
    const [, response] = apiExchangeRows(
      {
        concerns: 'R',
        method: 'GET',
        path: '/api/v1/transactions/R',
        requestBody: undefined,
        status: 0,
        latencyMs: 15_000,
        responseBody: undefined,
      },
      false,
    );
    assert.equal(response!.summary, 'GET /api/v1/transactions/R → no answer (unreachable)');
    assert.equal(response!.statusCode, null);
  });
});

test('a kept body keeps what names no one readable: the move asked for, its code', () => {
  const [request] = apiExchangeRows(
    {
      concerns: 'R',
      method: 'POST',
      path: '/api/v1/sandbox/transactions/R/transitions',
      requestBody: { to: 'FAILED', errorCode: 'GSME3007' },
      status: 200,
      latencyMs: 3,
      responseBody: {},
    },
    false,
  );
  assert.deepEqual(request!.body, { to: 'FAILED', errorCode: 'GSME3007' });
});

describe('polls', () => {
  test('the poller’s read is one poll row: what it read, the status and the latency, no request/answer pair', async () => {
    const reference = 'EXCH-POLL-1';
    await submitted(db, { reference, serviceRef: 'EXCH-SVC-1' });
    const fake = fakeApi();
    fake.transactions.set('EXCH-SVC-1', transactionAnswer('EXCH-SVC-1', reference, 'PENDING'));
    const recorder = apiExchangeRecorder(db);
    // The fake answers as the client would, telling the recorder of the call.
    const told = {
      ...fake.api,
      getTransaction: async (ref: string) => {
        const answer = await fake.api.getTransaction(ref);
        recorder({
          concerns: ref,
          method: 'GET',
          path: `/api/v1/transactions/${ref}`,
          requestBody: undefined,
          status: 200,
          latencyMs: 7,
          responseBody: answer,
        });
        return answer;
      },
    };
    assert.equal(await refreshRemittance(db, told, reference), 'applied');
    const rows = await eventually(
      () => rowsOf('EXCH-SVC-1'),
      (found) => found.length > 0,
    );
    assert.deepEqual(
      rows.map((row) => [row.kind, row.summary, row.statusCode, row.latencyMs]),
      [['poll', 'Poll: GET /api/v1/transactions/EXCH-SVC-1 → 200 · PENDING', 200, 7]],
    );
    const seen = await exchangesOf(db, [reference, 'EXCH-SVC-1']);
    assert.deepEqual(
      seen.map((item) => item.kind),
      ['poll'],
      'read by either reference',
    );
  });
});

describe('webhooks', () => {
  const options = {
    api: () => fakeApi().api,
    defer: () => undefined,
  };
  const statusMessage = (id: string, reference: string, status: string) =>
    signedRequest(
      {
        id,
        eventType: `transaction.${status.toLowerCase()}`,
        payload: {
          transactionReference: 'EXCH-SVC-W',
          partnerTransactionReference: reference,
          status,
          previousStatus: 'ACKNOWLEDGED',
          final: false,
        },
      },
      secret,
      new Date(),
    );

  test('a verified webhook is recorded in its batch with its signature verified; a redelivery says so', async () => {
    const reference = 'EXCH-WH-1';
    await submitted(db, { reference, serviceRef: 'EXCH-SVC-W' });
    const { body, headers } = statusMessage('msg_exch_1', reference, 'PENDING');
    const first = await handleStatusWebhook(db, secret, body, new Headers(headers), options);
    assert.equal(first.status, 200);
    await handleStatusWebhook(db, secret, body, new Headers(headers), options);
    const rows = await rowsOf(reference);
    assert.deepEqual(
      rows.map((row) => [row.kind, row.summary, row.signature, row.statusCode]),
      [
        ['webhook', 'Webhook transaction.pending · PENDING', 'verified', 200],
        ['webhook', 'Webhook transaction.pending · PENDING (a redelivery, already applied)', 'verified', 200],
      ],
    );
    assert.equal((rows[0]!.body as { partnerTransactionReference?: string }).partnerTransactionReference, reference);
  });

  test('a refused webhook is recorded with why, without its body', async (t) => {
    t.mock.method(console, 'warn', () => {});
    const reference = 'EXCH-WH-2';
    const { body, headers } = statusMessage('msg_exch_2', reference, 'SUCCESS');
    const forged = body.replace('SUCCESS', 'FAILED');
    const result = await handleStatusWebhook(db, secret, forged, new Headers(headers), options);
    assert.equal(result.status, 401);
    const rows = await eventually(
      () => rowsOf(reference),
      (found) => found.length > 0,
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.kind, 'webhook');
    assert.equal(rows[0]!.summary, 'Webhook refused (forged)');
    assert.match(rows[0]!.signature ?? '', /^refused: signature check failed: /);
    assert.equal(rows[0]!.statusCode, 401);
    assert.equal(rows[0]!.body, null);
  });
});

test('rows older than 24 hours are pruned; newer ones stay', async () => {
  const now = new Date('2026-11-24T12:00:00Z');
  await recordExchanges(db, [
    { reference: 'EXCH-OLD', kind: 'poll', summary: 'old', at: new Date('2026-11-23T11:59:00Z') },
    { reference: 'EXCH-NEW', kind: 'poll', summary: 'new', at: new Date('2026-11-23T12:01:00Z') },
  ]);
  assert.equal(await pruneExchanges(db, now), 1);
  assert.deepEqual(
    (await db.select().from(exchanges)).map((row) => row.reference),
    ['EXCH-NEW'],
  );
});
