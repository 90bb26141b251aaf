import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseEnv } from '@/lib/env';
import { SANDBOX_EIG_PASSWORD, SANDBOX_EIG_USERNAME, sha256Hex } from './eig-users';
import { buildConfig } from './index';
import { liveEnv as live, sandboxEnv as sandbox } from './testing';

const digest = sha256Hex('partner-password');

test('EIG_USERS: none in live mode unless set; sandbox mode has the documented demo user for the sandbox merchant', () => {
  assert.equal(buildConfig(parseEnv(live)).eigUsers.size, 0);
  const demo = buildConfig(parseEnv(sandbox)).eigUsers.get(SANDBOX_EIG_USERNAME);
  assert.deepEqual(demo, { passwordSha256: sha256Hex(SANDBOX_EIG_PASSWORD), merchantId: 'M1' });
  assert.equal(buildConfig(parseEnv({ ...live })).eigUsers.has(SANDBOX_EIG_USERNAME), false);
});

test('EIG_USERS: username:sha256hex:merchantId entries, each naming a merchant with an API key', () => {
  const users = buildConfig(parseEnv({ ...live, EIG_USERS: `partner:${digest.toUpperCase()}:M1` })).eigUsers;
  assert.deepEqual(users.get('partner'), { passwordSha256: digest, merchantId: 'M1' });
  assert.throws(() => buildConfig(parseEnv({ ...live, EIG_USERS: 'partner:M1' })), /EIG_USERS: the entry of "partner"/);
  // The digest is never repeated in the error.
  assert.throws(
    () => buildConfig(parseEnv({ ...live, EIG_USERS: `partner:${digest.slice(0, 60)}:M1` })),
    (error: Error) => !error.message.includes(digest.slice(0, 60)) && /64 hex digits/.test(error.message),
  );
  assert.throws(() => buildConfig(parseEnv({ ...live, EIG_USERS: `partner:${digest}:M9` })), /M9, which has no key/);
  // EIG_USERS may give the demo username a password of its own in sandbox mode.
  const own = buildConfig(parseEnv({ ...sandbox, EIG_USERS: `${SANDBOX_EIG_USERNAME}:${digest}:M1` })).eigUsers;
  assert.equal(own.get(SANDBOX_EIG_USERNAME)?.passwordSha256, digest);
});
