import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { buildConfig } from './index';
import { liveEnv as live, sandboxEnv as sandbox } from './testing';
import { isWebhookSecret } from './webhook-secret';

test('a webhook secret is whsec_ then a base64 key the Standard Webhooks library decodes', () => {
  for (const good of ['whsec_dGVzdA==', `whsec_${Buffer.alloc(24, 7).toString('base64')}`]) {
    assert.ok(isWebhookSecret(good), good);
  }
  for (const bad of ['whsec_not*base64!', 'whsec_abc', 'whsec_', 'dGVzdA==', 'changeme', '']) {
    assert.ok(!isWebhookSecret(bad), bad);
  }
});

test('WEBHOOK_SECRET that could not sign is a start-up error naming it, in live mode and in sandbox', () => {
  for (const mode of [live, sandbox]) {
    assert.throws(
      () => parseEnv({ ...mode, WEBHOOK_SECRET: 'whsec_not*base64!' }),
      /WEBHOOK_SECRET: must be a Standard Webhooks secret/,
    );
  }
  assert.equal(buildConfig(parseEnv(live)).secrets.WEBHOOK_SECRET, 'whsec_dGVzdA==');
});

test('sandbox: a generated WEBHOOK_SECRET is valid; a bad one in the stored file stops the start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-webhook-secret-'));
  try {
    assert.ok(isWebhookSecret(buildConfig(parseEnv({ ...sandbox, DATA_DIR: dataDir })).secrets.WEBHOOK_SECRET));
    writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ WEBHOOK_SECRET: 'whsec_not*base64!' }));
    assert.throws(
      () => buildConfig(parseEnv({ ...sandbox, DATA_DIR: dataDir })),
      /WEBHOOK_SECRET in .*secrets\.json must be a Standard Webhooks secret/,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
