import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseEnv } from '@/lib/env';
import { buildConfig } from './index';
import { liveEnv as live, sandboxEnv as sandbox } from './testing';

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
