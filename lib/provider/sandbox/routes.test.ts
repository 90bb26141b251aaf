import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { and, desc, eq } from 'drizzle-orm';
import { createTestProvider, OTHER_API_KEY } from '../testing';
import { ledgerEntries } from '@/lib/db/schema';
import { isCurrencyCode, minorUnits } from '@/lib/reference/currencies';
import { balanceSchema } from '@/lib/schemas/balance';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import { simulateDepositResponseSchema } from '@/lib/schemas/sandbox';

const provider = await createTestProvider();
after(() => provider.close());

type Requester = typeof provider.request;

const deposit = (body: unknown, request: Requester = provider.request, key?: string | null) =>
  request('/api/v1/sandbox/deposits', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(key === undefined ? {} : { key }),
  });

async function balanceOf(currency: string, request: Requester = provider.request): Promise<string | undefined> {
  const response = await request(`/api/v1/balances/${currency}`);
  if (response.status === 404) return undefined;
  assert.equal(response.status, 200);
  return balanceSchema.parse(await response.json()).currentBalance;
}

/** A 400 naming `field` in the message and in details; the ledger must not have moved. */
async function expectRejected(body: unknown, field: string, code = 'VALIDATION_FAILED') {
  const named =
    typeof body === 'object' && body && 'currency' in body && typeof body.currency === 'string'
      ? body.currency.toUpperCase()
      : '';
  const currency = isCurrencyCode(named) ? named : 'USD';
  const before = await balanceOf(currency);
  const response = await deposit(body);
  const text = await response.text();
  assert.equal(response.status, 400, `${JSON.stringify(body)} → ${text}`);
  const envelope = errorEnvelopeSchema.parse(JSON.parse(text));
  assert.equal(envelope.code, code, text);
  assert.ok(
    envelope.details.some((d) => d.field === field),
    `details name ${field}: ${JSON.stringify(envelope.details)}`,
  );
  assert.match(envelope.message, new RegExp(`^${field} `), `message names ${field}: ${envelope.message}`);
  assert.equal(await balanceOf(currency), before, 'nothing was credited');
  return envelope;
}

test('POST /api/v1/sandbox/deposits credits the ledger, visible through GET /balances/USD', async () => {
  const before = await balanceOf('USD');
  assert.ok(before, 'USD is seeded');

  const response = await deposit({ currency: 'USD', amount: '250.75', reference: 'wire 123' });
  assert.equal(response.status, 201);
  const body = simulateDepositResponseSchema.strict().parse(await response.json());
  assert.match(body.depositId, /^dep_[0-9a-f-]{36}$/);
  assert.equal(body.credited, '250.75');
  const expected = new Decimal(before).plus('250.75').toFixed(minorUnits('USD'));
  assert.equal(body.balance.currency, 'USD');
  assert.equal(body.balance.currentBalance, expected);
  assert.equal(body.balance.availableBalance, expected);

  assert.equal(await balanceOf('USD'), expected);
  const listed = await (await provider.request('/api/v1/balances/USD')).json();
  assert.deepEqual(listed, body.balance, 'the response balance is the stored one');
});

test('each deposit is one ledger entry with its reference, or its deposit id when none is given', async () => {
  const withReference = simulateDepositResponseSchema.parse(
    await (await deposit({ currency: 'USD', amount: '1.00', reference: '  inbound ref  ' })).json(),
  );
  const withoutReference = simulateDepositResponseSchema.parse(
    await (await deposit({ currency: 'USD', amount: '2.00' })).json(),
  );
  assert.notEqual(withReference.depositId, withoutReference.depositId);

  const entries = await provider.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.merchantId, 'M1'), eq(ledgerEntries.currency, 'USD'), eq(ledgerEntries.kind, 'DEPOSIT')),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(2);
  assert.equal(entries.length, 2);
  const [second, first] = entries;
  assert.equal(first!.reference, 'inbound ref', 'trimmed');
  assert.equal(second!.reference, withoutReference.depositId);
  assert.ok(new Decimal(first!.amount).eq('1'));
  assert.ok(new Decimal(second!.amount).eq('2'));
  assert.ok(new Decimal(second!.balanceAfter).eq(withoutReference.balance.currentBalance));
  assert.ok(new Decimal(first!.balanceAfter).eq(withReference.balance.currentBalance));
});

test('amounts are answered in the minor units of the currency', async () => {
  const usd = simulateDepositResponseSchema.parse(await (await deposit({ currency: 'usd', amount: '100' })).json());
  assert.equal(usd.credited, '100.00');
  assert.equal(usd.balance.currency, 'USD', 'the currency is normalized');

  const jpy = simulateDepositResponseSchema.parse(await (await deposit({ currency: 'JPY', amount: '1500' })).json());
  assert.equal(jpy.credited, '1500');
  assert.ok(!jpy.balance.currentBalance.includes('.'));

  assert.equal(await balanceOf('KWD'), undefined, 'no KWD ledger yet');
  const kwd = await deposit({ currency: 'KWD', amount: '1.5' });
  assert.equal(kwd.status, 201);
  const kwdBody = simulateDepositResponseSchema.parse(await kwd.json());
  assert.equal(minorUnits('KWD'), 3);
  assert.equal(kwdBody.credited, '1.500');
  assert.equal(kwdBody.balance.currentBalance, '1.500', 'a first deposit opens the ledger');
  assert.equal(await balanceOf('KWD'), '1.500');
});

test('the deposit is credited to the caller only', async () => {
  const m1Before = await balanceOf('SGD');
  const response = await deposit({ currency: 'SGD', amount: '5.00' }, provider.request, OTHER_API_KEY);
  assert.equal(response.status, 201);
  assert.equal(
    await balanceOf('SGD', (path, init = {}) => provider.request(path, { ...init, key: OTHER_API_KEY })),
    '5.00',
  );
  assert.equal(await balanceOf('SGD'), m1Before);
});

test('20 concurrent deposits all land: no lost update', async () => {
  const before = await balanceOf('GBP');
  const responses = await Promise.all(Array.from({ length: 20 }, () => deposit({ currency: 'GBP', amount: '0.05' })));
  assert.deepEqual(
    responses.map((r) => r.status),
    Array(20).fill(201),
  );
  assert.equal(await balanceOf('GBP'), new Decimal(before!).plus(new Decimal('0.05').times(20)).toFixed(2));
});

test('400 naming amount for more decimals than the currency has (JPY 1.5, USD 1.001)', async () => {
  const jpy = await expectRejected({ currency: 'JPY', amount: '1.5' }, 'amount');
  assert.match(jpy.message, /JPY/);
  await expectRejected({ currency: 'USD', amount: '1.001' }, 'amount');
});

test('400 naming amount for negative and zero amounts', async () => {
  for (const amount of ['-5', '-0.01', '0', '0.00']) {
    await expectRejected({ currency: 'USD', amount }, 'amount');
  }
});

test('400 naming amount for an amount that is a number, not a string', async () => {
  const envelope = await expectRejected({ currency: 'USD', amount: 10 }, 'amount');
  assert.match(envelope.message, /must be a string/);
});

test('400 naming amount for a string that is not a number', async (t) => {
  t.mock.method(console, 'error', () => {});
  for (const amount of ['abc', '', '1,5']) await expectRejected({ currency: 'USD', amount }, 'amount');
});

test('400 naming the field for unknown fields (strict body)', async () => {
  const envelope = await expectRejected({ currency: 'USD', amount: '1.00', merchantId: 'M2' }, 'merchantId');
  assert.match(envelope.message, /not a field of this request/);
  const two = await expectRejected(
    { currency: 'USD', amount: '1.00', merchantId: 'M2', status: 'SETTLED' },
    'merchantId',
  );
  assert.deepEqual(two.details.map((d) => d.field).sort(), ['merchantId', 'status']);
});

test('400 MANDATORY_FIELD_MISSING naming currency when it is missing', async () => {
  const envelope = await expectRejected({ amount: '1.00' }, 'currency', 'MANDATORY_FIELD_MISSING');
  assert.deepEqual(envelope.details, [{ field: 'currency', message: 'is required' }]);
});

test('400 MANDATORY_FIELD_MISSING naming amount when it is missing', async () => {
  await expectRejected({ currency: 'USD' }, 'amount', 'MANDATORY_FIELD_MISSING');
});

test('400 naming currency for a code that is not ISO 4217', async () => {
  await expectRejected({ currency: 'USDT', amount: '1.00' }, 'currency');
  await expectRejected({ currency: 'XXX1', amount: '1.00' }, 'currency');
});

test('400 naming reference when it is longer than 140 characters', async () => {
  await expectRejected({ currency: 'USD', amount: '1.00', reference: 'r'.repeat(141) }, 'reference');
  const ok = await deposit({ currency: 'USD', amount: '1.00', reference: 'r'.repeat(140) });
  assert.equal(ok.status, 201);
});

test('401 without a credential', async () => {
  const before = await balanceOf('USD');
  const response = await deposit({ currency: 'USD', amount: '1.00' }, provider.request, null);
  assert.equal(response.status, 401);
  assert.equal(errorEnvelopeSchema.parse(await response.json()).code, 'UNAUTHENTICATED');
  assert.equal(await balanceOf('USD'), before);
});

test('in live mode it answers 404 SANDBOX_ONLY and credits nothing', async () => {
  const live = await createTestProvider({ mode: 'live' });
  try {
    const before = await balanceOf('USD', live.request);
    assert.ok(before, 'live ledgers are readable');
    const response = await deposit({ currency: 'USD', amount: '1.00' }, live.request);
    const text = await response.text();
    assert.equal(response.status, 404, text);
    const envelope = errorEnvelopeSchema.parse(JSON.parse(text));
    assert.equal(envelope.code, 'SANDBOX_ONLY');
    assert.equal(envelope.requestId, response.headers.get('x-request-id'));
    assert.equal(await balanceOf('USD', live.request), before);

    // Not a 405 and not a 401 either: the sandbox controls are simply not there.
    const noKey = await deposit({ currency: 'USD', amount: '1.00' }, live.request, null);
    assert.equal(noKey.status, 404);
    assert.equal(errorEnvelopeSchema.parse(await noKey.json()).code, 'SANDBOX_ONLY');
  } finally {
    await live.close();
  }
});

// — Digital assets —

const instruction = (asset: string, network: string, request: Requester = provider.request, merchant = 'M1') =>
  request(
    `/api/v1/funding/deposit-instruments?merchantId=${merchant}&asset=${asset}&network=${network}&sourceCountry=SG`,
  );

test('a digital asset sent to its instruction is credited to the currency it settles into', async () => {
  assert.equal((await instruction('USDC', 'ETHEREUM')).status, 200);
  const before = new Decimal((await balanceOf('USD'))!);
  const response = await deposit({ asset: 'USDC', network: 'ethereum', amount: '125.123456' });
  assert.equal(response.status, 201, await response.clone().text());
  const body = simulateDepositResponseSchema.strict().parse(await response.json());
  assert.equal(body.credited, '125.12', 'one for one, in the minor units of USD');
  assert.equal(body.balance.currency, 'USD');
  assert.deepEqual(body.received, { asset: 'USDC', network: 'ETHEREUM', amount: '125.123456', rate: '1' });
  assert.equal(new Decimal((await balanceOf('USD'))!).minus(before).toFixed(2), '125.12');

  // The ledger names what arrived and where (the pooled XRPL address with its destination tag).
  const xrpl = (await (await instruction('XRP', 'XRPL')).json()) as { depositInstruction: { tag: string } };
  const xrp = simulateDepositResponseSchema.parse(
    await (await deposit({ asset: 'XRP', network: 'XRPL', amount: '10.000001' })).json(),
  );
  assert.equal(xrp.credited, '5.00', 'at the sandbox rate of 0.50 USD');
  const [entry] = await provider.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.merchantId, 'M1'), eq(ledgerEntries.kind, 'DEPOSIT')))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  assert.match(entry!.reference!, new RegExp(`^10\\.000001 XRP on XRP Ledger .* tag ${xrpl.depositInstruction.tag}$`));
});

test('a digital asset deposit needs a current instruction of the merchant for it', async () => {
  const response = await deposit({ asset: 'USDT', network: 'POLYGON', amount: '5' }, provider.request, OTHER_API_KEY);
  assert.equal(response.status, 404);
  const envelope = errorEnvelopeSchema.parse(await response.json());
  assert.deepEqual(
    envelope.details.map((d) => d.field),
    ['network'],
  );

  assert.equal((await instruction('USDT', 'POLYGON', provider.request)).status, 200);
  provider.clock.advance(600_001);
  assert.equal((await deposit({ asset: 'USDT', network: 'POLYGON', amount: '5' })).status, 404, 'expired');
});

test('400 naming the field for a digital asset deposit that does not hold together', async () => {
  await expectRejected({ asset: 'USDC', amount: '1' }, 'network', 'MANDATORY_FIELD_MISSING');
  await expectRejected({ asset: 'USDC', network: 'XRPL', amount: '1' }, 'network');
  await expectRejected({ asset: 'USDC', network: 'SWIFT', amount: '1' }, 'network');
  await expectRejected({ asset: 'USDC', network: 'ETHEREUM', currency: 'USD', amount: '1' }, 'currency');
  await expectRejected({ asset: 'USDC', network: 'ETHEREUM', amount: '1.0000001' }, 'amount');
  await expectRejected({ asset: 'DOGE', network: 'ETHEREUM', amount: '1' }, 'asset');
  await expectRejected({ currency: 'USD', network: 'ETHEREUM', amount: '1' }, 'network');
  assert.equal((await instruction('XRP', 'XRPL')).status, 200);
  await expectRejected({ asset: 'XRP', network: 'XRPL', amount: '0.000001' }, 'amount');
});

test('a deposit in a currency under comprehensive sanctions is refused, naming it', async () => {
  const before = await balanceOf('IRR');
  const response = await deposit({ currency: 'IRR', amount: '1000' });
  assert.equal(response.status, 422);
  const envelope = errorEnvelopeSchema.parse(await response.json());
  assert.equal(envelope.code, 'CURRENCY_NOT_SUPPORTED');
  assert.match(envelope.details[0]!.message, /^IRR \(Iranian Rial\) is under comprehensive sanctions/);
  assert.equal(await balanceOf('IRR'), before);
});
