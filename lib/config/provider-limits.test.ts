import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseEnv } from '@/lib/env';
import { buildConfig } from './index';

const sandbox: NodeJS.ProcessEnv = { NODE_ENV: 'test', DATA_DIR: '/tmp/corridor-config-test', PORT: '3100' };
const live: NodeJS.ProcessEnv = {
  ...sandbox,
  CORRIDOR_MODE: 'live',
  PROVIDER_API_KEYS: 'sk_live_a:M1',
  PAYMENTS_API_KEY: 'sk_live_a',
  PROVIDER_JWT_SECRET: 'j',
  WEBHOOK_SECRET: 'whsec_dGVzdA==',
  DEPOSIT_SIGNING_SECRET: 'd',
  AUTH_SECRET: 'a',
};

test('PROVIDER_JWT_MAX_TTL_SECONDS: 3600 unless set; a positive whole number', () => {
  assert.equal(buildConfig(parseEnv(sandbox)).jwtMaxTtlSeconds, 3600);
  assert.equal(buildConfig(parseEnv({ ...sandbox, PROVIDER_JWT_MAX_TTL_SECONDS: '900' })).jwtMaxTtlSeconds, 900);
  assert.throws(() => parseEnv({ ...sandbox, PROVIDER_JWT_MAX_TTL_SECONDS: '0' }), /PROVIDER_JWT_MAX_TTL_SECONDS/);
});

test('WEBHOOK_ALLOW_PRIVATE: on in sandbox, off in live, either way when set', () => {
  assert.equal(buildConfig(parseEnv(sandbox)).webhookAllowPrivate, true);
  assert.equal(buildConfig(parseEnv(live)).webhookAllowPrivate, false);
  assert.equal(buildConfig(parseEnv({ ...sandbox, WEBHOOK_ALLOW_PRIVATE: 'off' })).webhookAllowPrivate, false);
  assert.equal(buildConfig(parseEnv({ ...live, WEBHOOK_ALLOW_PRIVATE: 'on' })).webhookAllowPrivate, true);
  assert.throws(() => parseEnv({ ...sandbox, WEBHOOK_ALLOW_PRIVATE: 'yes' }), /WEBHOOK_ALLOW_PRIVATE/);
});
