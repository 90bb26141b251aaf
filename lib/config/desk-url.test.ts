import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseEnv } from '@/lib/env';
import { buildConfig } from './index';
import { sandboxEnv as sandbox } from './testing';

test('DESK_URL: the desk origin, http://localhost:$PORT unless set; only http(s) URLs', () => {
  assert.equal(buildConfig(parseEnv(sandbox)).deskUrl, 'http://localhost:3100');
  assert.deepEqual(buildConfig(parseEnv(sandbox)).deskOrigins, ['http://localhost:3100', 'http://127.0.0.1:3100']);
  const behindTls = buildConfig(parseEnv({ ...sandbox, DESK_URL: 'https://desk.example.com/' }));
  assert.equal(behindTls.deskUrl, 'https://desk.example.com');
  assert.equal(behindTls.deskOrigins[0], 'https://desk.example.com');
  assert.throws(() => parseEnv({ ...sandbox, DESK_URL: 'ftp://desk.example.com' }), /DESK_URL/);
  assert.throws(() => parseEnv({ ...sandbox, DESK_URL: 'desk.example.com' }), /DESK_URL/);
});
