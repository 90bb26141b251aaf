import { z } from 'zod';
import { isWebhookSecret, WEBHOOK_SECRET_RULE } from '@/lib/config/webhook-secret';

/**
 * The environment contract (README "Environment", docs/architecture.md), validated once. Empty strings count as unset,
 * so `FOO= npm start` behaves like not setting FOO at all.
 */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUnset, z.string().optional());

/**
 * Currencies under comprehensive sanctions, for which no deposit instruction is issued: Cuba,
 * Iran, North Korea and Syria. Compliance owns the list (SANCTIONED_CURRENCIES replaces it).
 */
export const DEFAULT_SANCTIONED_CURRENCIES: readonly string[] = ['CUP', 'IRR', 'KPW', 'SYP'];

/** `IRR, kpw` → ['IRR', 'KPW']; `none` → [] (no currency refused). */
const currencyListSchema = z
  .string()
  .transform((value) =>
    value.trim().toLowerCase() === 'none'
      ? []
      : value
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
  )
  .refine((codes) => codes.every((code) => /^[A-Z]{3}$/.test(code)), {
    message: 'must be ISO 4217 codes separated by commas (such as IRR,KPW), or none',
  });

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./.data')),
  DATABASE_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  /**
   * The address people open the desk at (its origin): sign-in links, trusted origins, and the
   * session cookie's `Secure` flag when it is https. Default: http://localhost:$PORT.
   */
  DESK_URL: z.preprocess(emptyAsUnset, z.url({ protocol: /^https?$/ }).optional()),
  CORRIDOR_MODE: z.preprocess(emptyAsUnset, z.enum(['sandbox', 'live']).default('sandbox')),
  PAYMENTS_API_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  PAYMENTS_API_KEY: optionalString,
  /** Merchant the desk acts for; default: the merchant of PAYMENTS_API_KEY in PROVIDER_API_KEYS. */
  PAYMENTS_MERCHANT_ID: optionalString,
  PROVIDER_API_KEYS: optionalString,
  PROVIDER_JWT_SECRET: optionalString,
  /**
   * Users of the provider-compatible surface (/eig): `username:sha256hex:merchantId,…`, the hex
   * being the SHA-256 of the password (what the client sends as X-PASSWORD). Sandbox mode adds a
   * demo user (lib/config/eig-users.ts).
   */
  EIG_USERS: optionalString,
  /** Signs webhooks to the desk's receiver; one that could not sign is a start-up error, not a failing worker. */
  WEBHOOK_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().refine(isWebhookSecret, { message: WEBHOOK_SECRET_RULE }).optional(),
  ),
  DEPOSIT_SIGNING_SECRET: optionalString,
  AUTH_SECRET: optionalString,
  /**
   * The audit trail's signed checkpoints (one JSON line each, append-only), kept outside the
   * database; default DATA_DIR/audit-checkpoints.jsonl. Point it at storage the database's users cannot write.
   */
  AUDIT_CHECKPOINT_FILE: optionalString,
  SANDBOX_STEP_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).default(3000)),
  QUOTE_TTL_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(60)),
  /** `off` runs no background worker (benchmarks of the request path alone). */
  CORRIDOR_WORKER: z.preprocess(emptyAsUnset, z.enum(['on', 'off']).default('on')),
  DEPOSIT_TTL_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(1800)),
  /** Longest a bearer token may live: `exp − iat` (or `exp − now` without `iat`) above it is refused. */
  PROVIDER_JWT_MAX_TTL_SECONDS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(3600)),
  /**
   * `on` lets webhook endpoints resolve to loopback and private addresses (never link-local or
   * cloud metadata ones). Default: `on` in sandbox mode (local receivers, the desk's own), `off` in live.
   */
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(emptyAsUnset, z.enum(['on', 'off']).optional()),
  /** Name screening: a hit scores at least this (0..1) after date-of-birth and country adjustments. */
  SCREENING_THRESHOLD: z.preprocess(emptyAsUnset, z.coerce.number().min(0.5).max(1).default(0.85)),
  /**
   * On approval after the quote expired, the fresh quote may move the recipient's amount by at most
   * this many percent; beyond it the remittance goes back to its maker.
   */
  REVIEW_RATE_TOLERANCE_PERCENT: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(100).default(1)),
  /** A held remittance's review is due this many hours after it was submitted (not when its quote expires). */
  REVIEW_DEADLINE_HOURS: z.preprocess(emptyAsUnset, z.coerce.number().min(1).max(720).default(24)),
  /** Multiplies a demo run's waits between steps (1: the scenario's seconds; 0.1 plays it ten times faster). */
  DEMO_PACE: z.preprocess(emptyAsUnset, z.coerce.number().min(0).max(10).default(1)),
  /** Currencies no deposit instruction is issued in (comprehensive sanctions); `none` for none. */
  SANCTIONED_CURRENCIES: z.preprocess(
    emptyAsUnset,
    currencyListSchema.optional().transform((codes) => codes ?? [...DEFAULT_SANCTIONED_CURRENCIES]),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Parses an environment (process.env by default); throws one readable error naming each bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** The sandbox demo key: known to every demo script, accepted only in sandbox mode. */
export const SANDBOX_DEMO_API_KEY = 'sk_sandbox_demo';
export const SANDBOX_DEMO_MERCHANT = 'M1';
