import type { Db } from '@/lib/db/client';

/** What the built-in API needs from its host: injected, so tests pass their own. */
export interface ProviderConfig {
  mode: 'sandbox' | 'live';
  /** API key → merchant id. */
  apiKeys: Map<string, string>;
  jwtSecret: string;
  depositSigningSecret: string;
  depositTtlSeconds: number;
}

export interface ProviderDeps {
  db: Db;
  config: ProviderConfig;
  /** Set after migrations; health answers from it without a query. */
  isReady: () => boolean;
  now: () => Date;
}
