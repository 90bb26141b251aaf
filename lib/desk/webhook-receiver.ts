import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { Db } from '@/lib/db/client';
import { webhookReceipts } from '@/lib/db/schema';
import { webhookEnvelopeSchema } from '@/lib/schemas/webhook';

export type ReceiveResult =
  | { status: 200; duplicate: boolean; event: { type: string; data: Record<string, unknown> } }
  | { status: 401; code: 'UNAUTHENTICATED'; message: string }
  | { status: 400; code: 'INVALID_JSON' | 'VALIDATION_FAILED'; message: string };

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
      return { status: 401, code: 'UNAUTHENTICATED', message: `signature check failed: ${error.message}` };
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { status: 400, code: 'INVALID_JSON', message: 'body is not JSON' };
  }
  const envelope = webhookEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) return { status: 400, code: 'VALIDATION_FAILED', message: 'body is not a webhook envelope' };
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
