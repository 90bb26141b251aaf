import path from 'node:path';
import { env, SANDBOX_DEMO_API_KEY, SANDBOX_DEMO_MERCHANT, type Env } from '@/lib/env';
import { eigUsersFor, type EigUser } from './eig-users';
import { resolveSecrets, type Secrets } from './secrets';

export interface AppConfig {
  mode: 'sandbox' | 'live';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The desk's origin as people open it (DESK_URL), e.g. `https://desk.example.com`. */
  deskUrl: string;
  /** Origins the desk answers at: DESK_URL and the local host names (trusted for sign-in and actions). */
  deskOrigins: string[];
  /** API key → merchant id, for the built-in payments API. */
  apiKeys: Map<string, string>;
  /** EIG_USERS (and the sandbox demo user): username → password digest and merchant, for /eig. */
  eigUsers: Map<string, EigUser>;
  paymentsApiUrl: string;
  paymentsApiKey: string;
  paymentsMerchantId: string;
  secrets: Secrets;
  sandboxStepMs: number;
  depositTtlSeconds: number;
  quoteTtlSeconds: number;
  workerEnabled: boolean;
  /** PROVIDER_JWT_MAX_TTL_SECONDS: the longest lifetime of a bearer token the API accepts. */
  jwtMaxTtlSeconds: number;
  /** WEBHOOK_ALLOW_PRIVATE: webhook endpoints may be loopback or private addresses (default: sandbox only). */
  webhookAllowPrivate: boolean;
  /** SCREENING_THRESHOLD: the lowest score of a screening hit (0..1). */
  screeningThreshold: number;
  /** REVIEW_RATE_TOLERANCE_PERCENT: how far a fresh quote may move the recipient's amount on approval. */
  reviewRateTolerancePercent: number;
  /** REVIEW_DEADLINE_HOURS: hours from a submission to its review's deadline. */
  reviewDeadlineHours: number;
  /** DEMO_PACE: a demo run's waits between steps are the scenario's seconds times this. */
  demoPace: number;
  /** SANCTIONED_CURRENCIES: no deposit instruction is issued, nor deposit credited, in these. */
  sanctionedCurrencies: readonly string[];
  /** AUDIT_CHECKPOINT_FILE: the audit trail's signed checkpoints, outside the database. */
  auditCheckpointFile: string;
}

/** Parses `key:merchant,key:merchant`; a malformed pair is a start-up error naming it. */
export function parseApiKeys(spec: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const pair of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [key, merchantId, ...rest] = pair.split(':');
    if (!key || !merchantId || rest.length > 0) {
      throw new Error(`PROVIDER_API_KEYS: "${pair.slice(0, 6)}…" is not of the form key:merchantId`);
    }
    keys.set(key, merchantId);
  }
  return keys;
}

export function buildConfig(e: Env): AppConfig {
  const dataDir = path.resolve(e.DATA_DIR);
  const live = e.CORRIDOR_MODE === 'live';
  if (live && !e.PROVIDER_API_KEYS) throw new Error('CORRIDOR_MODE=live needs PROVIDER_API_KEYS set');
  if (live && !e.PAYMENTS_API_KEY) throw new Error('CORRIDOR_MODE=live needs PAYMENTS_API_KEY set');
  const apiKeys = parseApiKeys(e.PROVIDER_API_KEYS ?? `${SANDBOX_DEMO_API_KEY}:${SANDBOX_DEMO_MERCHANT}`);
  const paymentsApiKey = e.PAYMENTS_API_KEY ?? SANDBOX_DEMO_API_KEY;
  const paymentsMerchantId = e.PAYMENTS_MERCHANT_ID ?? apiKeys.get(paymentsApiKey) ?? SANDBOX_DEMO_MERCHANT;
  const eigUsers = eigUsersFor(e.EIG_USERS, {
    mode: e.CORRIDOR_MODE,
    sandboxMerchant: paymentsMerchantId,
    merchants: apiKeys.values(),
  });
  const deskUrl = new URL(e.DESK_URL ?? `http://localhost:${e.PORT}`).origin;
  return {
    mode: e.CORRIDOR_MODE,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    deskUrl,
    deskOrigins: [...new Set([deskUrl, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`])],
    apiKeys,
    eigUsers,
    paymentsApiUrl: (e.PAYMENTS_API_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
    paymentsApiKey,
    paymentsMerchantId,
    secrets: resolveSecrets({ mode: e.CORRIDOR_MODE, dataDir, fromEnv: e }),
    sandboxStepMs: e.SANDBOX_STEP_MS,
    depositTtlSeconds: e.DEPOSIT_TTL_SECONDS,
    quoteTtlSeconds: e.QUOTE_TTL_SECONDS,
    workerEnabled: e.CORRIDOR_WORKER === 'on',
    jwtMaxTtlSeconds: e.PROVIDER_JWT_MAX_TTL_SECONDS,
    webhookAllowPrivate: (e.WEBHOOK_ALLOW_PRIVATE ?? (live ? 'off' : 'on')) === 'on',
    screeningThreshold: e.SCREENING_THRESHOLD,
    reviewRateTolerancePercent: e.REVIEW_RATE_TOLERANCE_PERCENT,
    reviewDeadlineHours: e.REVIEW_DEADLINE_HOURS,
    demoPace: e.DEMO_PACE,
    sanctionedCurrencies: e.SANCTIONED_CURRENCIES,
    auditCheckpointFile: path.resolve(e.AUDIT_CHECKPOINT_FILE ?? path.join(dataDir, 'audit-checkpoints.jsonl')),
  };
}

const CONFIG_KEY = Symbol.for('corridor.config');
type ConfigHolder = { [CONFIG_KEY]?: AppConfig };

/** The process's configuration, built once (shared by the server entry and Next's bundles). */
export function config(): AppConfig {
  const holder = globalThis as ConfigHolder;
  holder[CONFIG_KEY] ??= buildConfig(env());
  return holder[CONFIG_KEY];
}
