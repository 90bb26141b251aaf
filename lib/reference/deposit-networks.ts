/**
 * Networks the sandbox issues deposit instructions on. Bank networks answer a bank account
 * (depositType FIAT); chain networks answer an address, with a memo or tag where the chain
 * uses a pooled address (depositType CRYPTO).
 */
export type DepositNetwork = {
  network: string;
  label: string;
  kind: 'bank' | 'chain';
  /** Assets the network carries; `*` for any ISO 4217 currency. */
  assets: readonly string[];
};

export const DEPOSIT_NETWORKS: readonly DepositNetwork[] = [
  { network: 'SWIFT', label: 'SWIFT wire', kind: 'bank', assets: ['*'] },
  { network: 'ACH', label: 'ACH (US)', kind: 'bank', assets: ['USD'] },
  { network: 'FEDWIRE', label: 'Fedwire (US)', kind: 'bank', assets: ['USD'] },
  { network: 'SEPA', label: 'SEPA credit transfer', kind: 'bank', assets: ['EUR'] },
  { network: 'FPS', label: 'Faster Payments (UK)', kind: 'bank', assets: ['GBP'] },
  { network: 'ETHEREUM', label: 'Ethereum (ERC-20)', kind: 'chain', assets: ['USDT', 'USDC'] },
  { network: 'POLYGON', label: 'Polygon', kind: 'chain', assets: ['USDT', 'USDC'] },
  { network: 'STELLAR', label: 'Stellar (memo)', kind: 'chain', assets: ['USDC'] },
  { network: 'XRPL', label: 'XRP Ledger (destination tag)', kind: 'chain', assets: ['XRP'] },
];

export const CRYPTO_ASSETS = ['USDT', 'USDC', 'XRP'] as const;

export function findNetwork(network: string): DepositNetwork | undefined {
  return DEPOSIT_NETWORKS.find((n) => n.network === network);
}

export function networkCarries(network: Pick<DepositNetwork, 'assets'>, asset: string): boolean {
  return (
    network.assets.includes(asset) ||
    (network.assets.includes('*') && !(CRYPTO_ASSETS as readonly string[]).includes(asset))
  );
}
