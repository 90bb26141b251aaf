import { seedDemoUsers, DEMO_USERS } from '@/lib/auth/demo-users';
import type { AppConfig } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { seedDemoBalances } from '@/lib/provider/ledger/seed';
import { ensureDefaultEndpoint } from '@/lib/provider/webhooks/service';

/** First-start demo data (sandbox only): balances for each sandbox merchant, one user per role. */
export async function seedSandbox(db: Db, cfg: AppConfig): Promise<void> {
  for (const merchantId of new Set(cfg.apiKeys.values())) {
    if (await seedDemoBalances(db, merchantId)) console.log(`[seed] demo balances for merchant ${merchantId}`);
  }
  // Webhooks go to the desk's own receiver unless the merchant registered endpoints.
  const receiver = `http://127.0.0.1:${cfg.port}/api/desk/webhooks`;
  for (const merchantId of new Set(cfg.apiKeys.values()))
    await ensureDefaultEndpoint(db, merchantId, receiver, cfg.secrets.WEBHOOK_SECRET);
  const created = await seedDemoUsers(db);
  if (created.length > 0) console.log('[seed] created demo users');
}

/** The demo sign-ins, printed at every sandbox start so a newcomer can sign in. */
export function demoSignInBanner(url: string): string {
  const rows = DEMO_USERS.map((u) => `  ${u.role.padEnd(9)} ${u.email.padEnd(24)} ${u.password}`);
  return [`Demo sign-ins for ${url}/sign-in (sandbox only):`, ...rows].join('\n');
}
