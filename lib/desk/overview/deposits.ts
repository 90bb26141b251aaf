import type { PaymentsApi, PaymentsApiError } from '@/lib/api-client/client';
import { settle } from '@/lib/api-client/client';
import { isCurrencyCode } from '@/lib/reference/currencies';
import { findNetwork } from '@/lib/reference/deposit-networks';

/*
 * Deposit instructions about to expire (issue 14). The API answers one instruction per asset,
 * network and source countries (GET funding/deposit-instruments: the current one, renewed after it
 * expires) and has no list of them, and the desk keeps no record of the ones it shared. So the
 * overview watches the instructions the desk shows by default: the deposit page's first choice
 * (USD on SWIFT, payers in the US) and one on SWIFT for the currency of each balance.
 */

export interface WatchedInstruction {
  asset: string;
  network: string;
  sourceCountry: string;
}

const DEFAULT_WATCH: WatchedInstruction = { asset: 'USD', network: 'SWIFT', sourceCountry: 'US' };
const MAX_WATCHED = 6;

/** The instructions watched: the deposit page's default and the balances' currencies, on SWIFT, at most six. */
export function watchedInstructions(balanceCurrencies: readonly string[]): WatchedInstruction[] {
  const assets = [DEFAULT_WATCH.asset, ...balanceCurrencies.filter(isCurrencyCode)];
  return [...new Set(assets)]
    .slice(0, MAX_WATCHED)
    .map((asset) => ({ asset, network: DEFAULT_WATCH.network, sourceCountry: DEFAULT_WATCH.sourceCountry }));
}

export interface ExpiringInstruction extends WatchedInstruction {
  networkLabel: string;
  expireTime: Date;
  /** Milliseconds left (positive). */
  leftMs: number;
  /** The deposit page showing it. */
  href: string;
}

export const EXPIRY_WINDOW_MS = 60 * 60_000;

/**
 * The watched instructions that expire within `withinMs` (an hour) of `now`, soonest first, read
 * through the API client; the first failure is answered beside whatever could be read.
 */
export async function expiringInstructions(
  api: Pick<PaymentsApi, 'getDepositInstruction'>,
  merchantId: string,
  watched: readonly WatchedInstruction[],
  now: Date,
  withinMs = EXPIRY_WINDOW_MS,
): Promise<{ items: ExpiringInstruction[]; error?: PaymentsApiError }> {
  const reads = await Promise.all(
    watched.map((w) =>
      settle(
        api.getDepositInstruction({ merchantId, asset: w.asset, network: w.network, sourceCountry: [w.sourceCountry] }),
      ),
    ),
  );
  const items: ExpiringInstruction[] = [];
  let error: PaymentsApiError | undefined;
  reads.forEach((read, i) => {
    if (!read.ok) {
      error ??= read.error;
      return;
    }
    const w = watched[i]!;
    const expireTime = new Date(read.data.expireTime);
    const leftMs = expireTime.getTime() - now.getTime();
    if (!(leftMs > 0 && leftMs <= withinMs)) return;
    const query = new URLSearchParams({ asset: w.asset, network: w.network, sourceCountry: w.sourceCountry });
    items.push({
      ...w,
      networkLabel: findNetwork(w.network)?.label ?? w.network,
      expireTime,
      leftMs,
      href: `/deposits?${query.toString()}`,
    });
  });
  items.sort((a, b) => a.leftMs - b.leftMs);
  return { items, error };
}
