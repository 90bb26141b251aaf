import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Db, DbOrTx } from '@/lib/db/client';
import { webhookReceipts, webhookRefusals } from '@/lib/db/schema';
import { webhookEnvelopeSchema } from '@/lib/schemas/webhook';
import { auditAddress } from './audit/record';

export type ReceiveResult =
  | { status: 200; duplicate: boolean; event: { type: string; data: Record<string, unknown> } }
  | { status: 401; code: 'UNAUTHENTICATED'; message: string }
  | { status: 400; code: 'INVALID_JSON' | 'VALIDATION_FAILED'; message: string };
export type Refusal = Exclude<ReceiveResult, { status: 200 }>;

/** Why a message was refused, in the words the webhook log shows. */
export function refusalKind(message: string): 'stale' | 'unsigned' | 'forged' | 'malformed' {
  if (/timestamp too (old|new)/i.test(message)) return 'stale';
  if (/missing required headers|invalid signature headers/i.test(message)) return 'unsigned';
  if (/signature/i.test(message)) return 'forged';
  return 'malformed';
}

/**
 * Keeps a refused message for the webhook log (never its body, which is not trusted): the id it
 * claimed, the reason, the sender's address. Best effort: a refusal is answered even if this fails.
 */
async function keepRefusal(db: Db, headers: Headers, refusal: Refusal): Promise<Refusal> {
  await db
    .insert(webhookRefusals)
    .values({
      messageId: headers.get('webhook-id')?.slice(0, 100) || null,
      reason: `${refusalKind(refusal.message)}: ${refusal.message}`.slice(0, 300),
      ip: auditAddress(headers),
    })
    .catch(() => undefined);
  return refusal;
}

/** A message whose signature held and whose body is a webhook envelope, not yet stored. */
export interface VerifiedWebhook {
  messageId: string;
  event: { type: string; data: Record<string, unknown> };
}

/**
 * The secret, or the secrets, a message may be signed with: after a rotation the old one verifies
 * beside the new one until its overlap ends (lib/desk/webhooks/secrets.ts), newest first.
 */
export type WebhookSecrets = string | readonly string[];

/** Verifies with each secret in turn; the first secret's refusal is the one answered when none holds. */
function verifyWithAny(secrets: WebhookSecrets, rawBody: string, headerValues: Record<string, string>) {
  let refusal: unknown;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    try {
      // jsonParse: false — the library would JSON.parse a verified body itself and throw a plain
      // SyntaxError (a 500) on one that is not JSON; parsing is done below, answered as a 400.
      new Webhook(secret).verify(rawBody, headerValues, { jsonParse: false });
      return;
    } catch (error) {
      refusal ??= error;
    }
  }
  throw refusal ?? new WebhookVerificationError('No signing secret is configured');
}

/**
 * Checks a Standard Webhooks signature on the raw body (before any JSON parsing) and that the
 * body is an envelope; a refusal is kept for the webhook log and answered, nothing else is stored.
 */
export async function verifyWebhook(
  db: Db,
  secret: WebhookSecrets,
  rawBody: string,
  headers: Headers,
): Promise<VerifiedWebhook | Refusal> {
  const wanted = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const headerValues = Object.fromEntries(wanted.map((name) => [name, headers.get(name) ?? '']));
  try {
    verifyWithAny(secret, rawBody, headerValues);
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      return keepRefusal(db, headers, {
        status: 401,
        code: 'UNAUTHENTICATED',
        message: `signature check failed: ${error.message}`,
      });
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return keepRefusal(db, headers, { status: 400, code: 'INVALID_JSON', message: 'body is not JSON' });
  }
  const envelope = webhookEnvelopeSchema.safeParse(parsed);
  if (!envelope.success)
    return keepRefusal(db, headers, {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'body is not a webhook envelope',
    });
  return { messageId: headerValues['webhook-id']!, event: { type: envelope.data.type, data: envelope.data.data } };
}

/** Stores verified messages once each (the id is the dedupe key): answers the ids that were new. */
export async function storeReceipts(db: DbOrTx, messages: readonly VerifiedWebhook[]): Promise<Set<string>> {
  if (messages.length === 0) return new Set();
  const inserted = await db
    .insert(webhookReceipts)
    .values(messages.map(({ messageId, event }) => ({ messageId, eventType: event.type, payload: event.data })))
    .onConflictDoNothing()
    .returning({ id: webhookReceipts.messageId });
  return new Set(inserted.map((row) => row.id));
}

/**
 * Verifies a message and stores it once by its id: a redelivery is acknowledged and ignored.
 */
export async function receiveWebhook(
  db: Db,
  secret: WebhookSecrets,
  rawBody: string,
  headers: Headers,
): Promise<ReceiveResult> {
  const verified = await verifyWebhook(db, secret, rawBody, headers);
  if ('status' in verified) return verified;
  const fresh = await storeReceipts(db, [verified]);
  return { status: 200, duplicate: !fresh.has(verified.messageId), event: verified.event };
}
