import Decimal from 'decimal.js';
import { and, eq, gt } from 'drizzle-orm';
import { depositInstructions } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/client';
import { formatAmount } from '@/lib/reference/money';

/*
 * Digital assets arriving on a crypto deposit instruction (sandbox): the merchant's balances are
 * in currencies, so an asset is credited to the currency it settles into, at the sandbox's fixed
 * rate. Stablecoins settle one for one into what they are pegged to.
 */

export interface CryptoSettlement {
  /** The balance an arriving asset is credited to. */
  currency: string;
  /** Units of `currency` per unit of the asset (sandbox: fixed). */
  rate: string;
}

export const CRYPTO_SETTLEMENT: Readonly<Record<string, CryptoSettlement>> = {
  USDT: { currency: 'USD', rate: '1' },
  USDC: { currency: 'USD', rate: '1' },
  XRP: { currency: 'USD', rate: '0.50' },
};

/** What an amount of `asset` is credited as: the currency and the amount in its minor units (half-even). */
export function settleCrypto(asset: string, amount: string): { currency: string; credited: string; rate: string } {
  const settlement = CRYPTO_SETTLEMENT[asset];
  if (!settlement) throw new Error(`no settlement for ${asset}`);
  const credited = formatAmount(new Decimal(amount).times(settlement.rate), settlement.currency);
  return { currency: settlement.currency, credited, rate: settlement.rate };
}

/** The merchant's current (unexpired) instruction for the asset on the network, if one was issued. */
export async function findCurrentCryptoInstruction(
  db: DbOrTx,
  merchantId: string,
  asset: string,
  network: string,
  at: Date,
) {
  const [row] = await db
    .select()
    .from(depositInstructions)
    .where(
      and(
        eq(depositInstructions.merchantId, merchantId),
        eq(depositInstructions.asset, asset),
        eq(depositInstructions.network, network),
        eq(depositInstructions.depositType, 'CRYPTO'),
        gt(depositInstructions.expireTime, at),
      ),
    )
    .limit(1);
  return row;
}
