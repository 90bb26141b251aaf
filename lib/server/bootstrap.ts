import { SANDBOX_DEMO_USERS, seedDemoUsers, type DemoUser } from '@/lib/auth/demo-users';
import type { AppConfig } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { seedDemoBalances } from '@/lib/provider/ledger/seed';
import { ensureDefaultEndpoint } from '@/lib/provider/webhooks/service';

/** What seeding the sandbox reads from the configuration. */
export type SandboxSeedConfig = Pick<AppConfig, 'port' | 'apiKeys'> & {
  secrets: Pick<AppConfig['secrets'], 'WEBHOOK_SECRET'>;
};

/**
 * First-start demo data (sandbox only): balances for each sandbox merchant, one user per role and a
 * second admin (who confirms what the first proposes).
 * Answers the demo users this start created (none once they exist), for the sign-in banner.
 */
export async function seedSandbox(db: Db, cfg: SandboxSeedConfig): Promise<{ createdDemoUsers: DemoUser[] }> {
  for (const merchantId of new Set(cfg.apiKeys.values())) {
    if (await seedDemoBalances(db, merchantId)) console.log(`[seed] demo balances for merchant ${merchantId}`);
  }
  // Webhooks go to the desk's own receiver unless the merchant registered endpoints.
  const receiver = `http://127.0.0.1:${cfg.port}/api/desk/webhooks`;
  for (const merchantId of new Set(cfg.apiKeys.values()))
    await ensureDefaultEndpoint(db, merchantId, receiver, cfg.secrets.WEBHOOK_SECRET);
  const createdDemoUsers = await seedDemoUsers(db, SANDBOX_DEMO_USERS);
  if (createdDemoUsers.length > 0) console.log('[seed] created demo users');
  return { createdDemoUsers };
}

/**
 * The demo sign-ins, printed on the first start only (when the users were just created) so a
 * newcomer can sign in; later starts point at the README instead of printing passwords again.
 */
export function demoSignInBanner(url: string, created: readonly DemoUser[]): string {
  if (created.length === 0) return `Demo sign-ins for ${url}/sign-in: see the README (sandbox only).`;
  const rows = created.map((u) => `  ${u.role.padEnd(9)} ${u.email.padEnd(24)} ${u.password}`);
  return [`Demo sign-ins for ${url}/sign-in (sandbox only, shown on the first start):`, ...rows].join('\n');
}
