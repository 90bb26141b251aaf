import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import Decimal from 'decimal.js';
import type { ProviderDeps } from '../deps';
import { buildProviderApp } from '../index';
import { createTestProvider, TEST_EIG_USER } from '../testing';
import { startWorker } from '../worker/worker';
import { providerDateTime } from './codes';
import { classifyRemitStatus, createSdkClient, SdkError, type SdkClient } from './sdk-client.testing';

/*
 * The SDK-like client (sdk-client.testing.ts) against a running server on 127.0.0.1, its worker on
 * the real clock (one-second sandbox steps): quote, create, poll to success, cancel another, read
 * balances — the same scenario, the same client code, with only the base URL's prefix changed:
 * `…/eig` and `…/api/v1`.
 */

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const provider = await createTestProvider({ sandboxStepMs: 1000, quoteTtlSeconds: 600 });
const deps: ProviderDeps = { ...provider.deps, now: () => new Date() };
const server: Server = createServer(getRequestListener(buildProviderApp(deps).fetch));
const worker = startWorker(deps, { idleMs: 50 });
let origin = '';

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await worker.stop();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await provider.close();
});

const clientAt = (prefix: string, password: string = TEST_EIG_USER.password): SdkClient =>
  createSdkClient({
    baseUrl: `${origin}${prefix}`,
    username: TEST_EIG_USER.username,
    password,
    originCountry: 'AE',
    retryDelayMs: 10,
  });

/** TerraPay's p2p to a Nepali wallet under its type 'inttransfer' (the dialect fixture), dated now. */
const WALLET_TRANSFER = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'dialect', 'fixtures', 'tp-p2p-inttransfer-wallet.json'), 'utf8'),
) as { request: Body };

let sequence = 0;
function walletTransfer(quoteId: string): Body {
  const body = structuredClone(WALLET_TRANSFER.request);
  body.requestDate = providerDateTime(new Date());
  body.requestingOrganisationTransactionReference = `SDK-${Date.now().toString(36)}-${++sequence}`;
  body.internationalTransferInformation.quoteId = quoteId;
  return body;
}

/** The provider's v1 quotation of 500 NPR to a wallet, paid in USD. */
const walletQuote = () => ({
  requestDate: providerDateTime(new Date()),
  debitParty: [{ key: 'msisdn', value: '+971501234567' }],
  creditParty: [{ key: 'msisdn', value: '+9779841234567' }],
  requestAmount: '500',
  requestCurrency: 'NPR',
  quotes: [{ sendingCurrency: 'USD', receivingCurrency: 'NPR' }],
});

const usd = (balances: { currency: string; currentBalance: string }[]) =>
  new Decimal(balances.find((b) => b.currency === 'USD')!.currentBalance);

/** The scenario a partner's integration runs; nothing in it knows which prefix it talks to. */
async function scenario(client: SdkClient) {
  const before = usd(await client.accounts.balance('USD'));

  // Quote, create, poll to success.
  const quotation = await client.quotations.create(walletQuote());
  assert.equal(quotation.quotationStatus, '2000:Quote Success');
  const quote = quotation.quotes[0]!;
  const created = await client.transactions.create(walletTransfer(quote.quoteId), 'corr-sdk-1');
  assert.equal(classifyRemitStatus(created.transactionStatus), 'PENDING');
  assert.equal(created.type, 'inttransfer');
  const { answer, outcome } = await client.transactions.pollUntilFinal(created.transactionReference, {
    intervalMs: 200,
    timeoutMs: 30_000,
  });
  assert.equal(outcome, 'SUCCESS', answer.transactionStatus);
  assert.equal(answer.transactionStatus, '3000:Remit Success');

  // Cancel another, before it is paid out.
  const other = (await client.quotations.create(walletQuote())).quotes[0]!;
  const second = await client.transactions.create(walletTransfer(other.quoteId));
  const cancel = await client.transactions.cancel({ txnId: second.transactionReference, reason: 'sender asked' });
  assert.deepEqual(cancel, { statusCode: '15000', responseMessage: 'Cancel Success' });
  const cancelled = await client.transactions.get(second.requestingOrganisationTransactionReference);
  assert.equal(cancelled.status, 'CANCELLED');
  assert.equal(classifyRemitStatus(cancelled.transactionStatus), 'FAILED');
  const again = await client.transactions.cancel({ txnId: second.transactionReference, reason: 'sender asked' });
  assert.equal(again.statusCode, '15005');

  // Balances: the paid one is debited (its sending amount and fee), the cancelled one refunded.
  const all = await client.accounts.balances();
  assert.ok(all.every((balance) => balance.status === 'available'));
  const spent = new Decimal(quote.sendingAmount).plus(quote.fees?.[0]?.amount ?? 0);
  assert.equal(before.minus(usd(all)).toFixed(2), spent.toFixed(2));
  assert.equal(usd(await client.accounts.balance('USD')).toFixed(2), usd(all).toFixed(2));
}

describe('the SDK-like client against a running server, only the prefix changed', () => {
  for (const prefix of ['/eig', '/api/v1']) {
    test(`${prefix}: quote, create, poll to success, cancel another, read balances`, async () => {
      await scenario(clientAt(prefix));
    });

    test(`${prefix}: wrong credentials throw an auth error, a refused body a validation error`, async () => {
      await assert.rejects(clientAt(prefix, 'not the password').accounts.balances(), (error: SdkError) => {
        assert.equal(error.kind, 'auth');
        assert.equal(error.status, 401);
        return true;
      });
      const bad = { ...walletQuote(), quotes: [{ sendingCurrency: 'XYZ', receivingCurrency: 'NPR' }] };
      await assert.rejects(clientAt(prefix).quotations.create(bad), (error: SdkError) => {
        assert.equal(error.kind, 'validation');
        assert.equal((error.data as Body).error.errorCode, '1000');
        return true;
      });
    });
  }
});

describe('the client reads answers as the provider’s SDK does', () => {
  test('classifies 3000 as success, 3050 and the pending codes as pending, anything else as failed', () => {
    for (const code of ['3000:Remit Success', '3000', 'SUCCESS']) assert.equal(classifyRemitStatus(code), 'SUCCESS');
    for (const code of ['3050:Remit Acknowledged', '3208', '3211', '3212', '3213', '3214', '3218', '3219', '3251'])
      assert.equal(classifyRemitStatus(code), 'PENDING');
    for (const code of ['PENDING', 'ACKNOWLEDGED']) assert.equal(classifyRemitStatus(code), 'PENDING');
    for (const code of ['3006:Sender KYC validation failed', '3225', '3215', '', undefined, 'FAILED'])
      assert.equal(classifyRemitStatus(code), 'FAILED');
  });

  test('throws on an error object in a 2xx, and retries a 5xx', async () => {
    const answers: { status: number; body: unknown }[] = [
      {
        status: 200,
        body: {
          error: { errorCategory: 'businessRule', errorCode: '1014', errorDescription: 'Source country inactive' },
        },
      },
      {
        status: 200,
        body: {
          error: { errorCategory: 'authorisation', errorCode: '1003', errorDescription: 'Authentication failed' },
        },
      },
      { status: 503, body: {} },
      { status: 200, body: [{ currency: 'USD', currentBalance: '1.00', status: 'available' }] },
    ];
    const stub = createServer((_req, res) => {
      const next = answers.shift()!;
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const client = createSdkClient({
      baseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/eig`,
      username: 'u',
      password: 'p',
      originCountry: 'US',
      retryDelayMs: 5,
    });
    try {
      await assert.rejects(client.accounts.balances(), { name: 'SdkError', kind: 'api', status: 200 });
      await assert.rejects(client.accounts.balances(), { name: 'SdkError', kind: 'auth', status: 200 });
      // The 503 is retried and the next answer read.
      assert.deepEqual(await client.accounts.balances(), [
        { currency: 'USD', currentBalance: '1.00', status: 'available' },
      ]);
    } finally {
      stub.closeAllConnections();
      await new Promise<void>((resolve) => stub.close(() => resolve()));
    }
  });
});
