// npm run sandbox:flow — the whole interface end to end against a real server: a payer, a
// beneficiary, an FX quote and a payment, then one transaction of each type; waits until every
// one is final and checks that their status webhooks arrived with valid Standard Webhooks
// signatures. Starts the production server on a fresh embedded database (SANDBOX_STEP_MS=300),
// or uses FLOW_BASE_URL + FLOW_API_KEY when given. Exits non-zero on any failure.
import type { ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { plannedTransactionOutcome } from '@/lib/provider/transactions/model';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/schemas/transaction';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { examplePaymentBody } from '@/lib/schemas/payment.examples';
import { spawnBuiltServer, waitUntilHealthy } from './lib/built-server';

const PORT = Number(process.env.FLOW_PORT ?? 3950);
const ownServer = !process.env.FLOW_BASE_URL;
const BASE = process.env.FLOW_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const HEADERS = { 'x-api-key': process.env.FLOW_API_KEY ?? 'sk_sandbox_demo', 'content-type': 'application/json' };
const FINAL_PAYMENT = ['COMPLETED', 'FAILED', 'RETURNED', 'CANCELLED'];
const FINAL_TRANSACTION = ['SUCCESS', 'FAILED', 'RETURNED', 'CANCELLED'];

let failures = 0;
function check(ok: boolean, what: string) {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures++;
}

async function api<T>(method: string, route: string, body?: unknown, expect = [200, 201]): Promise<T> {
  const response = await fetch(`${BASE}${route}`, {
    method,
    headers: HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expect.includes(response.status))
    throw new Error(`${method} ${route} → ${response.status}: ${text.slice(0, 400)}`);
  return JSON.parse(text) as T;
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A local receiver that verifies each webhook's signature before counting it. */
async function startReceiver() {
  const received: { type: string; data: Record<string, unknown>; verified: boolean }[] = [];
  let secret = '';
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let verified = false;
      let parsed: { type: string; data: Record<string, unknown> } = { type: '?', data: {} };
      try {
        parsed = new Webhook(secret).verify(body, req.headers as Record<string, string>) as typeof parsed;
        verified = true;
      } catch {
        parsed = JSON.parse(body);
      }
      received.push({ ...parsed, verified });
      res
        .writeHead(verified ? 200 : 401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ acknowledged: verified }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    setSecret: (s: string) => (secret = s),
  };
}

async function startOwnServer(dataDir: string): Promise<ChildProcess> {
  const child = spawnBuiltServer(PORT, { DATA_DIR: dataDir, DATABASE_URL: '', SANDBOX_STEP_MS: '300' });
  await waitUntilHealthy(child, BASE, 60_000);
  return child;
}

type QuoteAnswer = { quoteId: string; receivingAmount: string; sendingAmount: string; sendingCurrency: string };

/**
 * The flow expects every transaction to succeed, but a forward (SEND) quote prices the payout
 * amount itself, and cents .13-.15 are the sandbox's documented failure values: such a quote is
 * asked for again (the rate drifts), so the flow never trips over a magic value it did not choose.
 */
async function quoteAvoidingMagicCents(type: TransactionType): Promise<QuoteAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const quote = (await api<{ quotes: QuoteAnswer[] }>('POST', '/api/v1/quotations', exampleQuotationBody(type)))
      .quotes[0]!;
    if (plannedTransactionOutcome(quote.receivingAmount, '') === null || attempt === 5) return quote;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
}

async function transaction(type: TransactionType) {
  const quote = await quoteAvoidingMagicCents(type);
  const body = exampleTransactionBody(type, { quoteId: quote.quoteId }) as Record<string, unknown>;
  body.amount = quote.receivingAmount;
  if ('sendingAmount' in body) body.sendingAmount = quote.sendingAmount;
  if ('payinCcyCode' in body) body.payinCcyCode = quote.sendingCurrency;
  const ack = await api<{ transactionStatus: string; transactionReference: string }>(
    'POST',
    '/api/v1/transactions',
    body,
  );
  check(ack.transactionStatus === 'ACKNOWLEDGED', `${type} transaction ${ack.transactionReference} acknowledged`);
  return ack.transactionReference;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-flow-'));
  const receiver = await startReceiver();
  const server = ownServer ? await startOwnServer(dataDir) : undefined;
  try {
    const endpoint = await api<{ id: string; secret: string }>('POST', '/api/v1/webhook-endpoints', {
      url: receiver.url,
      description: 'sandbox flow script',
    });
    receiver.setSecret(endpoint.secret);

    const payer = await api<{ originalPayerId: string }>('POST', '/api/v1/payers', {
      requestId: `FLOW-PAYER-${Date.now()}`,
      payerType: 'INDIVIDUAL',
      payer: { name: 'Tan Mei Ling', enName: 'Tan Mei Ling', phone: '+65 9123 4567' },
      identity: { type: 'passport', number: 'E1234567', issuedDate: '2020-01-15', expirationDate: '2034-01-14' },
      address: { line1: '1 Raffles Place', city: 'Singapore', postalCode: '048616', country: 'SG' },
    });
    check(payer.originalPayerId.startsWith('op_'), `payer ${payer.originalPayerId} created`);
    const beneficiary = await api<{ beneficiaryId: string }>('POST', '/api/v1/beneficiaries', {
      requestId: `FLOW-BEN-${Date.now()}`,
      paymentChannelType: 'SWIFT',
      countryCode: 'US',
      accountType: 'INDIVIDUAL',
      beneficiary: { name: 'John Smith', address: '350 Fifth Avenue', city: 'New York', countryCode: 'US' },
      bankAccount: {
        currency: 'USD',
        bankName: 'JPMorgan Chase Bank',
        accountNumber: '000123456789',
        swiftCode: 'CHASUS33',
        routingNumber: '021000021',
      },
    });
    check(beneficiary.beneficiaryId.startsWith('ben_'), `beneficiary ${beneficiary.beneficiaryId} created`);
    const quote = await api<{ quoteId: string; sellAmount: number; buyAmount: number }>('POST', '/api/v1/quotes', {
      sellCurrency: 'SGD',
      buyCurrency: 'USD',
      fixedSide: 'SELL',
      amount: 1000,
    });
    const payment = await api<{ serviceRef: string; status: string }>(
      'POST',
      '/api/v1/payments',
      examplePaymentBody({
        requestId: `FLOW-PAY-${Date.now()}`,
        merchantRef: `FLOW-${Date.now()}`,
        originalPayerId: payer.originalPayerId,
        beneficiaryId: beneficiary.beneficiaryId,
        quote,
        paymentReference: 'Flow test',
      }),
    );
    check(payment.status === 'CREATED', `payment ${payment.serviceRef} created`);

    const references = await Promise.all(TRANSACTION_TYPES.map((type) => transaction(type)));

    const finalPayment = await until(
      'the payment to be final',
      () => api<{ status: string }>('GET', `/api/v1/payments/${payment.serviceRef}`),
      (p) => FINAL_PAYMENT.includes(p.status),
    );
    check(finalPayment.status === 'COMPLETED', `payment ended ${finalPayment.status}`);
    for (const reference of references) {
      const final = await until(
        `transaction ${reference}`,
        () => api<{ status: string; type: string }>('GET', `/api/v1/transactions/${reference}`),
        (t) => FINAL_TRANSACTION.includes(t.status),
      );
      check(final.status === 'SUCCESS', `${final.type} transaction ended ${final.status}`);
    }

    const expected = [`payment.completed:${payment.serviceRef}`, ...references.map((r) => `transaction.success:${r}`)];
    const arrived = await until(
      'the final webhooks',
      async () => receiver.received,
      (list) =>
        expected.every((e) => list.some((m) => `${m.type}:${m.data.serviceRef ?? m.data.transactionReference}` === e)),
    );
    check(
      arrived.every((m) => m.verified),
      `${arrived.length} webhooks arrived, every signature verified`,
    );
    for (const e of expected)
      check(
        arrived.some((m) => m.verified && `${m.type}:${m.data.serviceRef ?? m.data.transactionReference}` === e),
        `webhook ${e}`,
      );
  } finally {
    receiver.server.close();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => {
    console.log(failures === 0 ? 'sandbox flow: every step passed' : `sandbox flow: ${failures} check(s) failed`);
    process.exit(failures === 0 ? 0 : 1);
  },
  (error) => {
    console.error(`sandbox flow failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
