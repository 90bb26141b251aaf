import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { asc, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { webhookSecrets } from '@/lib/db/schema';

/*
 * The secrets the desk's webhook receiver verifies with. WEBHOOK_SECRET from the environment is the
 * first; each rotation (settings → webhooks) adds the new secret, sealed, and gives the one it replaces
 * a `retiresAt` (the end of the overlap in which the API signs with both), and one still in an earlier
 * overlap retires at once, as the API stops signing with it. A secret verifies until it retires. The first rotation also keeps the environment's secret, sealed, so its retirement is on record.
 */

const SEAL_VERSION = 'v1';

/** AES-256-GCM key for sealed webhook secrets, derived from the desk's AUTH secret (HKDF-SHA-256). */
function sealKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'corridor.desk.webhook-secrets', 'aes-256-gcm', 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): the secret, readable only with the same AUTH secret. */
export function sealSecret(secret: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(authSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.');
}

/** Opens what `sealSecret` sealed; throws when it was sealed with another key or altered. */
export function openSealedSecret(sealed: string, authSecret: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !data) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(authSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

export interface ReceiverSecretsSource {
  /** WEBHOOK_SECRET: the first secret, verifying until a first rotation retires it. */
  envSecret: string;
  authSecret: string;
}

/**
 * Records a rotation: the secrets verifying now retire at `retiresAt` (the overlap's end), and
 * `secret` (sealed) verifies from now on. One transaction, so the receiver never sees a half.
 */
export async function recordRotatedSecret(
  db: Db,
  source: ReceiverSecretsSource,
  rotation: { endpointId: string; secret: string; createdBy: string; retiresAt: Date },
): Promise<{ id: string }> {
  const id = randomUUID();
  // Stamped here, not by the database, so the environment's secret is always the older of the two.
  const now = new Date();
  await db.transaction(async (tx) => {
    const [any] = await tx.select({ id: webhookSecrets.id }).from(webhookSecrets).limit(1);
    const retiring = { endpointId: rotation.endpointId, retiresAt: rotation.retiresAt };
    if (!any)
      await tx.insert(webhookSecrets).values({
        id: randomUUID(),
        ...retiring,
        sealedSecret: sealSecret(source.envSecret, source.authSecret),
        createdAt: new Date(now.getTime() - 1),
      });
    else {
      // As the API does: a secret rotated out earlier and still in its overlap stops at once.
      await tx.update(webhookSecrets).set({ retiresAt: now }).where(gt(webhookSecrets.retiresAt, now));
      await tx.update(webhookSecrets).set({ retiresAt: rotation.retiresAt }).where(isNull(webhookSecrets.retiresAt));
    }
    await tx.insert(webhookSecrets).values({
      id,
      endpointId: rotation.endpointId,
      sealedSecret: sealSecret(rotation.secret, source.authSecret),
      createdBy: rotation.createdBy,
      createdAt: now,
    });
  });
  return { id };
}

/** The secrets that verify at `now`, newest first: the environment's alone until the first rotation. */
export async function receiverSecrets(db: DbOrTx, source: ReceiverSecretsSource, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ sealedSecret: webhookSecrets.sealedSecret, retiresAt: webhookSecrets.retiresAt })
    .from(webhookSecrets)
    .orderBy(asc(webhookSecrets.createdAt));
  if (rows.length === 0) return [source.envSecret];
  const secrets: string[] = [];
  for (const row of rows.reverse()) {
    if (row.retiresAt && row.retiresAt <= now) continue;
    try {
      secrets.push(openSealedSecret(row.sealedSecret, source.authSecret));
    } catch {
      // Sealed with another AUTH secret: it cannot verify anything; the others still do.
      console.warn('[desk] a stored webhook secret cannot be opened with the current AUTH_SECRET');
    }
  }
  return secrets;
}

/** How long the receiver keeps its list of secrets before reading it again. */
export const RECEIVER_SECRETS_REFRESH_MS = 5_000;

/**
 * The receiver's secrets, read at most once per `refreshMs` (concurrent callers share one read), so
 * ingestion does not query for each message. A rotation is seen within the refresh (the old secret
 * still verifies meanwhile, since the API signs with both); a retirement at its time.
 */
export function cachedReceiverSecrets(
  db: DbOrTx,
  source: ReceiverSecretsSource,
  { refreshMs = RECEIVER_SECRETS_REFRESH_MS, clock = () => Date.now() } = {},
): () => Promise<string[]> {
  let cached: { at: number; read: Promise<string[]> } | undefined;
  return () => {
    const now = clock();
    if (!cached || now - cached.at >= refreshMs) {
      const read = receiverSecrets(db, source, new Date(now));
      cached = { at: now, read };
      // A failed read is not kept: the next message reads again.
      read.catch(() => {
        if (cached?.read === read) cached = undefined;
      });
    }
    return cached.read;
  };
}
