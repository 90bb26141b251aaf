import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Db } from '@/lib/db/client';
import { webhookReceipts, webhookRefusals } from '@/lib/db/schema';
import { webhookEnvelopeSchema } from '@/lib/schemas/webhook';
import { auditAddress } from './audit/record';

export type ReceiveResult =
  | { status: 200; duplicate: boolean; event: { type: string; data: Record<string, unknown> } }
  | { status: 401; code: 'UNAUTHENTICATED'; message: string }
  | { status: 400; code: 'INVALID_JSON' | 'VALIDATION_FAILED'; message: string };
type Refusal = Exclude<ReceiveResult, { status: 200 }>;

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

/**
 * Verifies a Standard Webhooks signature on the raw body (before any JSON parsing), then stores
 * the message once by its id: a redelivery is acknowledged and ignored.
 */
export async function receiveWebhook(
  db: Db,
  secret: string,
  rawBody: string,
  headers: Headers,
): Promise<ReceiveResult> {
  const wanted = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;
  const headerValues = Object.fromEntries(wanted.map((name) => [name, headers.get(name) ?? '']));
  try {
    // jsonParse: false — the library would JSON.parse a verified body itself and throw a plain
    // SyntaxError (a 500) on one that is not JSON; parsing is done below, answered as a 400.
    new Webhook(secret).verify(rawBody, headerValues, { jsonParse: false });
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
  const inserted = await db
    .insert(webhookReceipts)
    .values({ messageId: headerValues['webhook-id']!, eventType: envelope.data.type, payload: envelope.data.data })
    .onConflictDoNothing()
    .returning({ id: webhookReceipts.messageId });
  return {
    status: 200,
    duplicate: inserted.length === 0,
    event: { type: envelope.data.type, data: envelope.data.data },
  };
}
