import type { Db } from '@/lib/db/client';
import { ledgerAccounts } from '@/lib/db/schema';
import { eq } from 'drizzle-orm';
import { postEntry } from './service';

/** Demo balances, large enough for every bench and demo. */
export const DEMO_BALANCES: Record<string, string> = {
  USD: '5000000.00',
  EUR: '2000000.00',
  GBP: '1500000.00',
  SGD: '3000000.00',
  JPY: '300000000',
};

/** Seeds a merchant's ledgers once: does nothing if it has any. */
export async function seedDemoBalances(db: Db, merchantId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ currency: ledgerAccounts.currency })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.merchantId, merchantId))
      .limit(1);
    if (existing.length > 0) return false;
    for (const [currency, amount] of Object.entries(DEMO_BALANCES)) {
      await postEntry(tx, { merchantId, currency, amount, kind: 'SEED', reference: 'demo seed' });
    }
    return true;
  });
}
