import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isWebhookSecret, WEBHOOK_SECRET_RULE } from './webhook-secret';

export const SECRET_NAMES = ['PROVIDER_JWT_SECRET', 'WEBHOOK_SECRET', 'DEPOSIT_SIGNING_SECRET', 'AUTH_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];
export type Secrets = Record<SecretName, string>;

const SECRETS_FILE = 'secrets.json';

function generateSecret(name: SecretName): string {
  const bytes = randomBytes(32).toString('base64');
  // Standard Webhooks secrets are base64 with a whsec_ prefix.
  return name === 'WEBHOOK_SECRET' ? `whsec_${bytes}` : bytes;
}

function readSecretsFile(file: string): Partial<Secrets> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
}

/**
 * Secrets come from the environment. In sandbox mode a missing one is generated once and kept in
 * DATA_DIR, so restarts keep sessions and signatures valid; in live mode a missing one is a
 * start-up error, never a silent default.
 */
export function resolveSecrets(options: {
  mode: 'sandbox' | 'live';
  dataDir: string;
  fromEnv: Partial<Record<SecretName, string | undefined>>;
}): Secrets {
  const missing = SECRET_NAMES.filter((name) => !options.fromEnv[name]);
  if (missing.length > 0 && options.mode === 'live') {
    throw new Error(`CORRIDOR_MODE=live needs these secrets set: ${missing.join(', ')}`);
  }
  const file = path.join(options.dataDir, SECRETS_FILE);
  const stored = missing.length > 0 ? readSecretsFile(file) : {};
  let generated = false;
  const secrets = {} as Secrets;
  for (const name of SECRET_NAMES) {
    const value = options.fromEnv[name] ?? stored[name];
    if (value) {
      secrets[name] = value;
    } else {
      secrets[name] = stored[name] = generateSecret(name);
      generated = true;
    }
  }
  // A stored file may be edited by hand: a webhook secret that could not sign stops the start here.
  if (!isWebhookSecret(secrets.WEBHOOK_SECRET)) {
    const source = options.fromEnv.WEBHOOK_SECRET ? 'WEBHOOK_SECRET' : `WEBHOOK_SECRET in ${file}`;
    throw new Error(`${source} ${WEBHOOK_SECRET_RULE}`);
  }
  if (generated) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}
