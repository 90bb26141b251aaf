import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseEnv } from '@/lib/env';
import { buildConfig } from './index';
import { sandboxEnv as sandbox } from './testing';

test('AUDIT_CHECKPOINT_FILE: DATA_DIR/audit-checkpoints.jsonl on either engine unless set; resolved to an absolute path', () => {
  assert.equal(buildConfig(parseEnv(sandbox)).auditCheckpointFile, '/tmp/corridor-config-test/audit-checkpoints.jsonl');
  const onPostgres = { ...sandbox, DATABASE_URL: 'postgres://corridor_app@db.example/corridor' };
  assert.equal(
    buildConfig(parseEnv(onPostgres)).auditCheckpointFile,
    '/tmp/corridor-config-test/audit-checkpoints.jsonl',
  );
  const elsewhere = buildConfig(parseEnv({ ...sandbox, AUDIT_CHECKPOINT_FILE: '/mnt/audit-host/corridor.jsonl' }));
  assert.equal(elsewhere.auditCheckpointFile, '/mnt/audit-host/corridor.jsonl');
  assert.equal(
    buildConfig(parseEnv({ ...sandbox, AUDIT_CHECKPOINT_FILE: '' })).auditCheckpointFile.endsWith('.jsonl'),
    true,
  );
});
