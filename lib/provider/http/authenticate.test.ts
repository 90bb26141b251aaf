import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { balanceListSchema } from '@/lib/schemas/balance';
import { createTestProvider, expectError, testJwt, TEST_JWT_SECRET } from '../testing';

const provider = await createTestProvider();
const shortLived = await createTestProvider({ jwtMaxTtlSeconds: 60 });
after(async () => {
  await provider.close();
  await shortLived.close();
});

const bearer = (token: string) => ({ key: null, headers: { authorization: `Bearer ${token}` } });
const nowSeconds = () => Math.floor(Date.now() / 1000);
const YEAR_SECONDS = 365 * 24 * 3600;

/** A token without `iat`, which `testJwt` always sets. */
const tokenWithoutIat = (claims: Record<string, unknown>, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

test('401 for a signed bearer token naming a merchant that has no configured key', async () => {
  for (const claims of [{ merchantId: 'M9' }, { sub: 'M9' }]) {
    const response = await provider.request('/api/v1/balances', bearer(await testJwt(claims)));
    const body = await expectError(response, 401, 'UNAUTHENTICATED');
    assert.match(body.message, /names M9, which is not a configured merchant/);
  }
});

test('401 for a bearer token whose lifetime (exp − iat) is years long', async () => {
  const token = await testJwt({ merchantId: 'M1' }, { exp: '10y' });
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /lives longer than 3600 s/);
});

test('401 for a bearer token without iat whose expiry is years away', async () => {
  const token = await tokenWithoutIat({ merchantId: 'M1' }, nowSeconds() + 5 * YEAR_SECONDS);
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /expires more than 3600 s from now/);
});

test('401 for a token issued in the future so that its expiry is far away although exp − iat is short', async () => {
  const issued = nowSeconds() + YEAR_SECONDS;
  const token = await new SignJWT({ merchantId: 'M1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issued)
    .setExpirationTime(issued + 600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  const body = await expectError(await provider.request('/api/v1/balances', bearer(token)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /expires more than 3600 s from now/);
});

test('a token within the default hour is accepted, with or without iat', async () => {
  for (const token of [
    await testJwt({ merchantId: 'M1' }, { exp: '1h' }),
    await tokenWithoutIat({ merchantId: 'M1' }, nowSeconds() + 1800),
  ]) {
    const response = await provider.request('/api/v1/balances', bearer(token));
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(balanceListSchema.parse(await response.json()).merchantId, 'M1');
  }
});

test('the lifetime bound is configurable (jwtMaxTtlSeconds)', async () => {
  const hour = await testJwt({ merchantId: 'M1' }, { exp: '1h' });
  const body = await expectError(await shortLived.request('/api/v1/balances', bearer(hour)), 401, 'UNAUTHENTICATED');
  assert.match(body.message, /lives longer than 60 s/);
  const minute = await testJwt({ merchantId: 'M1' }, { exp: '60s' });
  assert.equal((await shortLived.request('/api/v1/balances', bearer(minute))).status, 200);
});
