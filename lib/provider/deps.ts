import type { Db } from '@/lib/db/client';
import type { SandboxClock } from './clock/sandbox-clock';

/** What the built-in API needs from its host: injected, so tests pass their own. */
export interface ProviderConfig {
  mode: 'sandbox' | 'live';
  /** API key → merchant id. */
  apiKeys: Map<string, string>;
  jwtSecret: string;
  /**
   * Users of the provider-compatible surface (/eig, lib/provider/eig): username → the SHA-256 hex
   * of the password (sent as X-PASSWORD) and the merchant; none configured: every /eig call is refused.
   */
  eigUsers?: ReadonlyMap<string, { passwordSha256: string; merchantId: string }>;
  /** Longest a bearer token may live (`exp − iat`, or `exp − now` without `iat`); default 3600. */
  jwtMaxTtlSeconds?: number;
  depositSigningSecret: string;
  depositTtlSeconds: number;
  /** Delay between sandbox lifecycle steps. */
  sandboxStepMs: number;
  /** How long an FX quote or a transaction quotation stays valid. */
  quoteTtlSeconds: number;
  /** Where uploaded files are kept (`<filesDir>/<merchantId>/<fileId>`); unset: `<os tmpdir>/corridor-files`. */
  filesDir?: string;
  /**
   * Whether webhook endpoints may resolve to loopback or private addresses (never link-local or
   * metadata ones); default: on in sandbox mode, off in live mode.
   */
  webhookAllowPrivate?: boolean;
  /** Currencies under comprehensive sanctions: no deposit instruction or deposit in them; default DEFAULT_SANCTIONED_CURRENCIES. */
  sanctionedCurrencies?: readonly string[];
}

export interface ProviderDeps {
  db: Db;
  config: ProviderConfig;
  /** Set after migrations; health answers from it without a query. */
  isReady: () => boolean;
  /** The service's time: the sandbox clock's (`clock.now`), or real time. */
  now: () => Date;
  /** The adjustable sandbox clock, when the host has one (GET/PUT /api/v1/sandbox/clock). */
  clock?: SandboxClock;
}
