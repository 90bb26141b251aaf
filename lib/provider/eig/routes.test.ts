import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { transactionQueryResponseSchema } from '@/lib/schemas/transaction';
import { exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { advanceDueTransactions } from '../transactions/lifecycle';
import {
  createTestProvider,
  createTestTransaction,
  OTHER_EIG_USER,
  runWorkerSteps,
  TEST_API_KEY,
  TEST_EIG_USER,
} from '../testing';
import { providerDateTime } from './codes';
import { providerBalancesSchema, providerQuotationResponseSchema, providerTransactionSchema } from './translate';
import { eigGet, eigHeaders, eigPost, eigQuotationFor, quoteThroughEig } from './testing';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const provider = await createTestProvider();
after(() => provider.close());

const request = (path: string, init: RequestInit & { key: null }) => provider.request(path, init);

/** The provider's error envelope, strictly: correlation ids, and the error object. */
const envelopeSchema = z.strictObject({
  serverCorrelationId: z.uuid(),
  clientCorrelationId: z.string().optional(),
  error: z.strictObject({
    errorCategory: z.string(),
    errorCode: z.string().regex(/^\d{4,5}$/),
    errorDescription: z.string().max(256),
    errorDateTime: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    errorParameters: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
  }),
});

async function expectProviderError(response: Response, status: number, errorCode: string, fields: string[] = []) {
  const text = await response.text();
  assert.equal(response.status, status, text);
  const body = envelopeSchema.parse(JSON.parse(text));
  assert.equal(body.error.errorCode, errorCode, text);
  const named = (body.error.errorParameters ?? []).map((p) => p.key);
  for (const field of fields) {
    assert.ok(named.includes(field), `${field} is named: ${text}`);
    assert.match(body.error.errorDescription, new RegExp(field.replace(/\./g, '\\.')), text);
  }
  return body;
}

const now = () => provider.clock.now();

/** A p2p body quoted through /eig, ready to send there. */
async function quotedP2p(reference?: string): Promise<Body> {
  const body = exampleTransactionBody('p2p', { now: now(), requestDateFormat: 'provider' }) as Body;
  const { transactionReference, ...rest } = body;
  const sent: Body = { ...rest, requestingOrganisationTransactionReference: reference ?? transactionReference };
  return quoteThroughEig(request, sent, now());
}

describe('authentication as the provider', () => {
  const path = '/eig/gsma/accounts/all/balance';
  const sha = (value: string) => createHash('sha256').update(value).digest('hex');

  test('no credentials, an API key alone, a wrong password, an unknown user, a password in clear: 401 1003', async () => {
    const cases: Record<string, string>[] = [
      {},
      { 'x-api-key': TEST_API_KEY },
      { ...eigHeaders(), 'x-password': sha('not the password') },
      { ...eigHeaders(), 'x-username': 'someone_else' },
      { ...eigHeaders(), 'x-password': TEST_EIG_USER.password },
    ];
    for (const headers of cases) {
      const response = await provider.request(path, { key: null, headers });
      const body = await expectProviderError(response, 401, '1003');
      assert.equal(body.error.errorCategory, 'authorisation');
      assert.match(body.error.errorDescription, /^Authentication failed/);
      // X-PASSWORD is never answered.
      if (headers['x-password']) assert.ok(!JSON.stringify(body).includes(headers['x-password']));
    }
  });

  test('the password digest in any case is accepted; X-DATE and X-ORIGINCOUNTRY are required and checked', async () => {
    const upper = { ...eigHeaders(), 'x-password': sha(TEST_EIG_USER.password).toUpperCase() };
    assert.equal((await provider.request(path, { key: null, headers: upper })).status, 200);
    const { 'x-date': _date, ...noDate } = eigHeaders();
    await expectProviderError(await provider.request(path, { key: null, headers: noDate }), 400, '1005', ['X-DATE']);
    const isoDate = eigHeaders({ ...TEST_EIG_USER }, { 'x-date': new Date().toISOString() });
    await expectProviderError(await provider.request(path, { key: null, headers: isoDate }), 400, '1000', ['X-DATE']);
    const badCountry = eigHeaders(TEST_EIG_USER, { 'x-origincountry': 'ZZ' });
    await expectProviderError(await provider.request(path, { key: null, headers: badCountry }), 400, '1000', [
      'X-ORIGINCOUNTRY',
    ]);
  });
});

describe('errors in the provider’s envelope', () => {
  test('X-Correlation-ID is echoed as clientCorrelationId; serverCorrelationId is generated', async () => {
    const response = await provider.request(
      '/eig/gsma/transactions/NO-SUCH-REF',
      eigGet({ 'x-correlation-id': '5b4f2c1e-0c7a-4d0e-9a43-1f2e3d4c5b6a' }),
    );
    const body = await expectProviderError(response, 404, '3003');
    assert.equal(body.clientCorrelationId, '5b4f2c1e-0c7a-4d0e-9a43-1f2e3d4c5b6a');
    const again = envelopeSchema.parse(await (await provider.request('/eig/gsma/transactions/X', eigGet())).json());
    assert.notEqual(again.serverCorrelationId, body.serverCorrelationId);
    assert.equal(again.clientCorrelationId, undefined);
  });

  test('an unknown path is a 404 and a wrong method a 405 naming the allowed one, both in the envelope', async () => {
    await expectProviderError(await provider.request('/eig/gsma/nowhere', eigGet()), 404, '1004');
    const response = await provider.request('/eig/gsma/transactions', eigGet());
    assert.equal(response.headers.get('allow'), 'POST');
    await expectProviderError(response, 405, '1004');
  });

  test('a body that is not JSON, or of another type than JSON or text/plain, is refused in the envelope', async () => {
    const xml = await provider.request('/eig/gsma/quotations', eigPost({}, { contentType: 'application/xml' }));
    await expectProviderError(xml, 415, '1004');
    const broken = await provider.request('/eig/gsma/quotations', { ...eigPost({}), body: '{"requestDate":' });
    await expectProviderError(broken, 400, '1004', ['(body)']);
  });
});

describe('quotations', () => {
  const v1 = (overrides: Body = {}) => ({
    requestDate: providerDateTime(now()),
    debitParty: [{ key: 'msisdn', value: '+971501234567' }],
    creditParty: [{ key: 'msisdn', value: '+9779841234567' }],
    requestAmount: '500',
    requestCurrency: 'NPR',
    quotes: [{ sendingCurrency: 'USD', receivingCurrency: 'NPR' }],
    ...overrides,
  });

  test('v1 form, sent as text/plain: quotes[].quoteId, expiry in the provider’s form, 2000:Quote Success', async () => {
    const response = await provider.request('/eig/gsma/quotations', eigPost(v1(), { contentType: 'text/plain' }));
    assert.equal(response.status, 201, await response.clone().text());
    const body = providerQuotationResponseSchema.strict().parse(await response.json());
    assert.equal(body.quotationStatus, '2000:Quote Success');
    assert.match(body.quotationReference, /^QT/);
    const [quote] = body.quotes;
    assert.match(quote!.quoteId, /^QR/);
    assert.match(quote!.quoteExpiryTime, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(quote!.receivingAmount, '500.00');
    assert.equal(quote!.receivingCurrency, 'NPR');
    assert.equal(quote!.type, undefined);
    // The same record as /api/v1: a p2p wallet quote to Nepal.
    const read = await provider.request(`/api/v1/quotations/${quote!.quoteId}`);
    const stored = (await read.json()) as Body;
    assert.equal(stored.type, 'p2p');
    assert.equal(stored.payoutInstrument, 'WALLET');
    assert.equal(stored.status, 'ACTIVE');
  });

  test('v2 form: the type, the instrument and the scheme are answered as sent', async () => {
    const body = v2Body();
    const response = await provider.request('/eig/gsmaV2/quotations', eigPost(body));
    assert.equal(response.status, 201, await response.clone().text());
    const answer = providerQuotationResponseSchema.parse(await response.json());
    assert.equal(answer.type, 'b2p');
    assert.equal(answer.quotes[0]!.instrumentType, 'BANK_AC');
    assert.equal(answer.quotes[0]!.scheme, 'ACH');
    assert.equal(answer.quotes[0]!.type, 'b2p');
  });

  function v2Body(): Body {
    return {
      requestDate: providerDateTime(now()),
      type: 'b2p',
      scheme: 'ACH',
      requestAmount: '100.00',
      requestCurrency: 'USD',
      creditParty: [
        { key: 'bankaccountno', value: '1234567890' },
        { key: 'receivingCountry', value: 'NG' },
        { key: 'instrumentType', value: 'BANK_AC' },
      ],
      quotes: [{ sendingCurrency: 'USD', receivingCurrency: 'NGN' }],
    };
  }

  test('refusals name the provider’s fields', async () => {
    const post = (body: Body) => provider.request('/eig/gsma/quotations', eigPost(body));
    // EUR is paid out in many countries: the receiving country must be said.
    const euro = v1({ requestCurrency: 'EUR', quotes: [{ sendingCurrency: 'USD', receivingCurrency: 'EUR' }] });
    await expectProviderError(await post(euro), 400, '1005', ['creditParty.receivingCountry']);
    const badCurrency = v1({ quotes: [{ sendingCurrency: 'XYZ', receivingCurrency: 'NPR' }] });
    await expectProviderError(await post(badCurrency), 400, '1000', ['quotes.0.sendingCurrency']);
    await expectProviderError(await post(v1({ quotes: [] })), 400, '1000', ['quotes']);
    await expectProviderError(await post(v1({ requestDate: '2017-06-20 12:27:16' })), 400, '3001', ['requestDate']);
    const card = { ...v2Body(), creditParty: [{ key: 'instrumentType', value: 'CARD' }] };
    await expectProviderError(await provider.request('/eig/gsmaV2/quotations', eigPost(card)), 400, '1000', [
      'creditParty.instrumentType',
    ]);
    const { requestAmount: _amount, ...noAmount } = v1();
    await expectProviderError(await post(noAmount), 400, '1005', ['requestAmount']);
  });
});

describe('transactions', () => {
  test('create answers 3050:Remit Acknowledged; the query answers by either reference on both paths', async () => {
    const body = await quotedP2p();
    const response = await provider.request('/eig/gsma/transactions', eigPost(body, { contentType: 'text/plain' }));
    assert.equal(response.status, 201, await response.clone().text());
    const ack = providerTransactionSchema.strict().parse(await response.json());
    assert.equal(ack.transactionStatus, '3050:Remit Acknowledged');
    assert.equal(ack.requestingOrganisationTransactionReference, body.requestingOrganisationTransactionReference);
    assert.equal(ack.requestDate, body.requestDate);
    for (const path of ['transactions', 'transactions_v3'])
      for (const ref of [ack.transactionReference, ack.requestingOrganisationTransactionReference]) {
        const read = await provider.request(`/eig/gsma/${path}/${ref}`, eigGet());
        assert.equal(read.status, 200, await read.clone().text());
        const query = providerTransactionSchema.strict().parse(await read.json());
        assert.equal(query.transactionStatus, '3050:Remit Acknowledged');
        assert.equal(query.status, 'PENDING');
        assert.equal(query.transactionReference, ack.transactionReference);
      }
  });

  test('polled to success it answers 3000:Remit Success; a sandbox failure its remit code without GSME', async () => {
    const ok = await quotedP2p();
    const failing = await quotedP2p();
    failing.amount = '250000.13';
    await quoteThroughEig(request, failing, now());
    for (const body of [ok, failing])
      assert.equal((await provider.request('/eig/gsma/transactions', eigPost(body))).status, 201);
    await runWorkerSteps(provider, advanceDueTransactions, 3);
    const query = async (body: Body) =>
      providerTransactionSchema.parse(
        await (
          await provider.request(`/eig/gsma/transactions/${body.requestingOrganisationTransactionReference}`, eigGet())
        ).json(),
      );
    const success = await query(ok);
    assert.equal(success.transactionStatus, '3000:Remit Success');
    assert.equal(success.status, 'SUCCESS');
    assert.ok(success.creditingOrganisationTransactionReference);
    const failed = await query(failing);
    assert.equal(failed.transactionStatus, '3006:Sender KYC validation failed');
    assert.equal(failed.status, 'FAILED');
  });

  test('the same records as /api/v1: made on one surface, read on the other', async () => {
    const body = await quotedP2p();
    const made = providerTransactionSchema.parse(
      await (await provider.request('/eig/gsma/transactions', eigPost(body))).json(),
    );
    const onApi = await provider.request(`/api/v1/transactions/${made.transactionReference}`);
    const record = transactionQueryResponseSchema.parse(await onApi.json());
    assert.equal(record.requestingOrganisationTransactionReference, body.requestingOrganisationTransactionReference);
    assert.equal(record.status, 'ACKNOWLEDGED');

    const fromApi = await createTestTransaction(provider, 'b2p');
    const read = await provider.request(`/eig/gsma/transactions/${fromApi.transactionReference}`, eigGet());
    const query = providerTransactionSchema.parse(await read.json());
    assert.equal(query.type, 'b2p');
    assert.equal(query.transactionStatus, '3050:Remit Acknowledged');
    // Another merchant's user sees none of them.
    const other = await provider.request(`/eig/gsma/transactions/${fromApi.transactionReference}`, {
      key: null,
      headers: eigHeaders(OTHER_EIG_USER),
    });
    await expectProviderError(other, 404, '3003');
  });

  test('business refusals answer the provider’s codes: 3004 duplicate, 3008 expired quote, 3049 funds, 1005 naming the field', async () => {
    const body = await quotedP2p();
    assert.equal((await provider.request('/eig/gsma/transactions', eigPost(body))).status, 201);
    const replay = await provider.request('/eig/gsma/transactions', eigPost(body));
    assert.equal(replay.status, 201);
    const changed = { ...body, descriptionText: 'another body' };
    await expectProviderError(await provider.request('/eig/gsma/transactions', eigPost(changed)), 409, '3004');

    const late = await quotedP2p();
    provider.clock.advance(61_000);
    late.requestDate = providerDateTime(now());
    await expectProviderError(await provider.request('/eig/gsma/transactions', eigPost(late)), 422, '3008');

    // M2 has no balance: its own quote, its own transaction.
    const poor = exampleTransactionBody('p2p', { now: now(), requestDateFormat: 'provider' }) as Body;
    const quote = await provider.request(
      '/eig/gsmaV2/quotations',
      eigPost(eigQuotationFor(poor, now()), { user: OTHER_EIG_USER }),
    );
    poor.internationalTransferInformation.quoteId = ((await quote.json()) as Body).quotes[0].quoteId;
    const refused = await provider.request('/eig/gsma/transactions', eigPost(poor, { user: OTHER_EIG_USER }));
    await expectProviderError(refused, 422, '3049');

    const { requestingOrganisationTransactionReference: _ref, ...noReference } = await quotedP2p();
    await expectProviderError(await provider.request('/eig/gsma/transactions', eigPost(noReference)), 400, '1005', [
      'requestingOrganisationTransactionReference',
    ]);
  });
});

describe('ledger balances', () => {
  test('all ledgers and one, on both of the provider’s paths, in its form', async () => {
    for (const path of ['/eig/gsma/accounts/all/balance', '/eig/gsma/accounts/all/balance_v1']) {
      const response = await provider.request(path, eigGet());
      const balances = providerBalancesSchema.parse(await response.json());
      assert.ok(balances.some((b) => b.currency === 'USD'));
    }
    const api = (await (await provider.request('/api/v1/balances/USD')).json()) as Body;
    for (const path of ['/eig/gsma/accounts/USD/balance', '/eig/gsma/accounts/usd/balance_v1']) {
      const [usd] = providerBalancesSchema.parse(await (await provider.request(path, eigGet())).json());
      assert.deepEqual(usd, { currency: 'USD', currentBalance: api.currentBalance, status: 'available' });
    }
    await expectProviderError(await provider.request('/eig/gsma/accounts/KES/balance', eigGet()), 404, '1012', [
      'currency',
    ]);
    await expectProviderError(await provider.request('/eig/gsma/accounts/XX1/balance', eigGet()), 400, '1000', [
      'currency',
    ]);
  });
});

describe('cancel and reversal, in the provider’s words', () => {
  const post = (path: string, body: Body, contentType?: string) =>
    provider.request(`/eig/gsma/${path}`, eigPost(body, { contentType }));
  const answerOf = async (response: Response) => {
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as { statusCode: string; responseMessage: string };
  };
  const statusOf = async (reference: string) =>
    providerTransactionSchema.parse(
      await (await provider.request(`/eig/gsma/transactions/${reference}`, eigGet())).json(),
    );

  async function created(): Promise<string> {
    const body = await quotedP2p();
    const response = await provider.request('/eig/gsma/transactions', eigPost(body));
    return providerTransactionSchema.parse(await response.json()).transactionReference;
  }

  test('remitCancel: 15000, then 15005; 15004 unknown; 15002 once paid out; txnId required', async () => {
    const reference = await created();
    assert.deepEqual(
      await answerOf(await post('remitCancel', { txnId: reference, reason: 'cancelling' }, 'text/plain')),
      {
        statusCode: '15000',
        responseMessage: 'Cancel Success',
      },
    );
    const cancelled = await statusOf(reference);
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.transactionStatus, '3225:Cancellation requested by sender');
    assert.equal((await answerOf(await post('remitCancel', { txnId: reference }))).statusCode, '15005');
    assert.equal((await answerOf(await post('remitCancel', { txnId: 'NO-SUCH-TXN' }))).statusCode, '15004');
    const paid = await created();
    await runWorkerSteps(provider, advanceDueTransactions, 3);
    assert.equal((await answerOf(await post('remitCancel', { txnId: paid }))).statusCode, '15002');
    await expectProviderError(await post('remitCancel', { reason: 'no id' }), 400, '1005', ['txnId']);
    // A length alone is the provider's 1001.
    await expectProviderError(await post('remitCancel', { txnId: 'T'.repeat(60) }), 400, '1001', ['txnId']);
  });

  test('reversalInitiate: 16004 before payout, 16000 after, 16005 again, 3208 while pending, then returned', async () => {
    const reference = await created();
    assert.equal((await answerOf(await post('reversalInitiate', { txnId: reference }))).statusCode, '16004');
    await runWorkerSteps(provider, advanceDueTransactions, 3);
    const reversal = await answerOf(
      await post('reversalInitiate', { txnId: reference, reversalReason: 'wrong payee' }),
    );
    assert.equal(reversal.statusCode, '16000');
    const pending = await statusOf(reference);
    assert.equal(pending.transactionStatus, '3208:Reversal pending');
    assert.equal(pending.status, 'REVERSAL PENDING');
    assert.equal((await answerOf(await post('reversalInitiate', { txnId: reference }))).statusCode, '16005');
    await runWorkerSteps(provider, advanceDueTransactions, 2);
    assert.equal((await statusOf(reference)).status, 'RETURNED');
    assert.equal((await answerOf(await post('reversalInitiate', { txnId: reference }))).statusCode, '16006');
    assert.equal((await answerOf(await post('reversalInitiate', { txnId: 'NO-SUCH-TXN' }))).statusCode, '16001');
  });
});

describe('account status', () => {
  const get = (path: string) => provider.request(`/eig/gsma/accounts/${path}`, eigGet());

  test('a wallet and a bank account: available with 6000, unregistered, or 6008 when the name differs', async () => {
    const wallet = await get('msisdn/+9779841234567/status?bnv=Hari%20Thapa&provider=&snv=');
    assert.equal(wallet.status, 200, await wallet.clone().text());
    assert.deepEqual(await wallet.json(), {
      status: 'available',
      subStatus: '6000:Beneficiary Validation Success',
      nameMatch: 'MTCH',
    });
    const missing = (await (await get('msisdn/+9779841230000/status?bnv=Hari%20Thapa')).json()) as Body;
    assert.equal(missing.status, 'unregistered');
    assert.match(missing.subStatus, /^6006:/);
    const bank = await get('1234567890/status?bnv=Amina%20Okafor&bankname=Access%20Bank&country=NG');
    assert.equal(((await bank.json()) as Body).status, 'available');
    await expectProviderError(await get('1234562222/status?bnv=Amina%20Okafor&country=NG'), 422, '6008', ['bnv']);
    await expectProviderError(await get('1234567890/status?bnv=Amina%20Okafor'), 400, '1000', ['country']);
  });
});

describe('the OpenAPI document', () => {
  test('lists every /eig operation under its tag, with the provider’s headers and text/plain bodies', async () => {
    const doc = (await (await provider.request('/api/v1/openapi.json', { key: null })).json()) as Body;
    for (const path of [
      '/eig/gsma/quotations',
      '/eig/gsmaV2/quotations',
      '/eig/gsma/transactions',
      '/eig/gsma/transactions/{reference}',
      '/eig/gsma/transactions_v3/{reference}',
      '/eig/gsma/remitCancel',
      '/eig/gsma/reversalInitiate',
      '/eig/gsma/accounts/all/balance',
      '/eig/gsma/accounts/{currency}/balance',
      '/eig/gsma/accounts/{currency}/balance_v1',
      '/eig/gsma/accounts/msisdn/{msisdn}/status',
      '/eig/gsma/accounts/{accountId}/status',
    ]) {
      const operations = Object.values(doc.paths[path] ?? {}) as Body[];
      assert.ok(operations.length > 0, path);
      for (const operation of operations) {
        assert.deepEqual(operation.tags, ['provider-compatible']);
        assert.deepEqual(Object.keys(operation.security[0]).sort(), [
          'eigX-DATE',
          'eigX-ORIGINCOUNTRY',
          'eigX-PASSWORD',
          'eigX-USERNAME',
        ]);
        if (operation.requestBody) assert.ok(operation.requestBody.content['text/plain'], path);
      }
    }
    assert.ok(doc.components.schemas.ProviderErrorEnvelope);
    assert.match(doc.info.description, /X-PASSWORD/);
  });
});
