import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { SANDBOX_DEMO_USERS as DEMO_USERS } from '@/lib/auth/demo-users';
import { openTestDatabase } from '@/lib/db/testing';
import { demoSignInBanner, seedSandbox, type SandboxSeedConfig } from './bootstrap';

const database = await openTestDatabase();
after(() => database.close());

const cfg: SandboxSeedConfig = {
  port: 3999,
  apiKeys: new Map([['sk_test_banner', 'M-BANNER']]),
  secrets: { WEBHOOK_SECRET: `whsec_${Buffer.from('banner-test-secret-0123456789').toString('base64')}` },
};

test('the demo passwords are printed on the first start only, when the demo users are created', async () => {
  const first = await seedSandbox(database.db, cfg);
  assert.equal(first.createdDemoUsers.length, DEMO_USERS.length);
  const banner = demoSignInBanner('http://localhost:3999', first.createdDemoUsers);
  for (const demo of DEMO_USERS) assert.ok(banner?.includes(demo.password), `first start shows ${demo.email}`);

  const again = await seedSandbox(database.db, cfg);
  assert.deepEqual(again.createdDemoUsers, []);
  const later = demoSignInBanner('http://localhost:3999', again.createdDemoUsers);
  for (const demo of DEMO_USERS) assert.ok(!later?.includes(demo.password), 'a later start prints no password');
});
