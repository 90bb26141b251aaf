import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { createTestProvider, expectError, OTHER_API_KEY } from '../testing';
import { DEMO_BALANCES, seedDemoBalances } from './seed';
import { minorUnits } from '@/lib/reference/currencies';
import { balanceListSchema, balanceSchema, type Balance } from '@/lib/schemas/balance';

const provider = await createTestProvider();
after(() => provider.close());

/** The seeded amount written with exactly the ISO 4217 minor units of its currency. */
const expectedSeed = (currency: string) => new Decimal(DEMO_BALANCES[currency]!).toFixed(minorUnits(currency));

function assertSeeded(balance: Balance) {
  const expected = expectedSeed(balance.currency);
  assert.equal(balance.currentBalance, expected, `${balance.currency} current`);
  assert.equal(balance.availableBalance, expected, `${balance.currency} available (nothing reserved)`);
  assert.equal(
    balance.reservedBalance,
    new Decimal(0).toFixed(minorUnits(balance.currency)),
    `${balance.currency} reserved`,
  );
  const decimals = minorUnits(balance.currency);
  const shape = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${decimals}}$`);
  for (const amount of [balance.currentBalance, balance.availableBalance, balance.reservedBalance]) {
    assert.match(amount, shape, `${balance.currency} ${amount} has ${decimals} decimals`);
  }
  assert.ok(!Number.isNaN(Date.parse(balance.updatedAt)));
}

test('GET /api/v1/balances lists every seeded ledger of the caller, sorted, in minor units', async () => {
  const response = await provider.request('/api/v1/balances');
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  const list = balanceListSchema.strict().parse(await response.json());
  assert.equal(list.merchantId, 'M1');
  assert.deepEqual(
    list.balances.map((b) => b.currency),
    Object.keys(DEMO_BALANCES).sort(),
  );
  for (const balance of list.balances) {
    balanceSchema.strict().parse(balance);
    assertSeeded(balance);
  }
});

test('JPY has no decimals and USD has two', async () => {
  const list = balanceListSchema.parse(await (await provider.request('/api/v1/balances')).json());
  const jpy = list.balances.find((b) => b.currency === 'JPY');
  const usd = list.balances.find((b) => b.currency === 'USD');
  assert.ok(jpy && usd);
  assert.equal(minorUnits('JPY'), 0);
  assert.ok(!jpy.currentBalance.includes('.'), jpy.currentBalance);
  assert.equal(jpy.currentBalance, new Decimal(DEMO_BALANCES.JPY!).toFixed(0));
  assert.match(usd.currentBalance, /^\d+\.\d{2}$/);
  assert.equal(new Decimal(usd.currentBalance).toString(), new Decimal(DEMO_BALANCES.USD!).toString());
});

test('GET /api/v1/balances/EUR answers that one ledger', async () => {
  const response = await provider.request('/api/v1/balances/EUR');
  assert.equal(response.status, 200);
  const balance = balanceSchema.strict().parse(await response.json());
  assert.equal(balance.currency, 'EUR');
  assertSeeded(balance);

  const list = balanceListSchema.parse(await (await provider.request('/api/v1/balances')).json());
  assert.deepEqual(
    balance,
    list.balances.find((b) => b.currency === 'EUR'),
    'the same figures as in the list',
  );
});

test('the currency in the path is read case-insensitively', async () => {
  const response = await provider.request('/api/v1/balances/eur');
  assert.equal(response.status, 200);
  assert.equal(balanceSchema.parse(await response.json()).currency, 'EUR');
});

test('404 NOT_FOUND naming currency for a valid currency without a ledger', async () => {
  assert.equal(DEMO_BALANCES.CHF, undefined, 'CHF is not seeded');
  const body = await expectError(await provider.request('/api/v1/balances/CHF'), 404, 'NOT_FOUND');
  assert.match(body.message, /CHF/);
  assert.deepEqual(body.details, [{ field: 'currency', message: 'has no ledger' }]);
});

test('400 VALIDATION_FAILED naming currency for /balances/XXX1 and other non-currencies', async () => {
  for (const bad of ['XXX1', 'ABC', 'XTS', 'US', '%20']) {
    const body = await expectError(await provider.request(`/api/v1/balances/${bad}`), 400, 'VALIDATION_FAILED');
    assert.match(body.message, /^currency /, bad);
    assert.equal(body.details[0]?.field, 'currency', bad);
    assert.match(body.details[0]!.message, /ISO 4217/, bad);
  }
});

test('401 without a credential, on the list and on one ledger', async () => {
  await expectError(await provider.request('/api/v1/balances', { key: null }), 401, 'UNAUTHENTICATED');
  await expectError(await provider.request('/api/v1/balances/EUR', { key: null }), 401, 'UNAUTHENTICATED');
});

test('merchant M2 sees none of M1 balances', async () => {
  const response = await provider.request('/api/v1/balances', { key: OTHER_API_KEY });
  assert.equal(response.status, 200);
  assert.deepEqual(balanceListSchema.parse(await response.json()), { merchantId: 'M2', balances: [] });
  for (const currency of Object.keys(DEMO_BALANCES)) {
    await expectError(await provider.request(`/api/v1/balances/${currency}`, { key: OTHER_API_KEY }), 404, 'NOT_FOUND');
  }
});

test("M2's own ledger is M2's alone, and M1's ledgers do not move", async () => {
  const deposit = await provider.request('/api/v1/sandbox/deposits', {
    key: OTHER_API_KEY,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currency: 'USD', amount: '12.30' }),
  });
  assert.equal(deposit.status, 201, await deposit.clone().text());

  const m2 = balanceListSchema.parse(await (await provider.request('/api/v1/balances', { key: OTHER_API_KEY })).json());
  assert.equal(m2.merchantId, 'M2');
  assert.deepEqual(
    m2.balances.map((b) => [b.currency, b.currentBalance]),
    [['USD', '12.30']],
  );

  const m1 = balanceListSchema.parse(await (await provider.request('/api/v1/balances')).json());
  for (const balance of m1.balances) assertSeeded(balance);
});

test('seeding is once per merchant: a second seed changes nothing', async () => {
  const before = await (await provider.request('/api/v1/balances')).json();
  assert.equal(await seedDemoBalances(provider.database.db, 'M1'), false);
  assert.deepEqual(await (await provider.request('/api/v1/balances')).json(), before);
});
