import type { Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { receiveWebhook, type ReceiveResult } from '../webhook-receiver';
import type { RemittanceApi } from './api-reads';
import { applyStatus, type ApplyOutcome } from './apply-status';
import { discoverRemittance } from './discover';
import { remittanceSignalOf, type RemittanceSignal } from './webhook-status';

export interface WebhookEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface OnWebhookOptions {
  /** The API client, asked for only when a remittance must be looked up. */
  api: () => RemittanceApi;
  /**
   * Runs work after the webhook was acknowledged (Next's `after` in the route): the sender is not
   * kept waiting on a call back into the API.
   */
  defer: (task: () => Promise<void>) => void;
}

/** Reads an unknown remittance from the API, records it, then applies the webhook's status. */
async function discoverThenApply(db: Db, api: RemittanceApi, signal: RemittanceSignal): Promise<void> {
  try {
    await discoverRemittance(db, api, signal, 'webhook');
    await applyStatus(db, signal.update);
  } catch (error) {
    // Not lost: the poller looks up webhook receipts whose remittance the desk still lacks.
    console.warn(`[remittances] could not look up ${signal.kind} ${signal.serviceRef} yet: ${describeError(error)}`);
  }
}

/**
 * Applies a new (non-duplicate) webhook to the remittance it is about. A remittance the desk does
 * not know yet (created by another API client) is looked up and recorded after the acknowledgement.
 * Answers what happened: `ignored` for events that are not remittance statuses, `discovering` when
 * the lookup was deferred.
 */
export async function applyRemittanceWebhook(
  db: Db,
  event: WebhookEvent,
  options: OnWebhookOptions,
): Promise<ApplyOutcome | 'ignored' | 'discovering'> {
  const signal = remittanceSignalOf(event.type, event.data);
  if (!signal) return 'ignored';
  const outcome = await applyStatus(db, signal.update);
  if (outcome !== 'not-found') return outcome;
  options.defer(() => discoverThenApply(db, options.api(), signal));
  return 'discovering';
}

/**
 * The desk's webhook receiver: verifies and stores the message once, then applies a new one to its
 * remittance. A refused message (bad signature, body not JSON or not an envelope) is logged. The message is stored either way, so a failure to apply is logged and left to the
 * poller (a sender's retry would be a duplicate and change nothing).
 */
export async function handleStatusWebhook(
  db: Db,
  secret: string,
  rawBody: string,
  headers: Headers,
  options: OnWebhookOptions,
): Promise<ReceiveResult> {
  const result = await receiveWebhook(db, secret, rawBody, headers);
  if (result.status !== 200) {
    // The refusal is logged by message id and reason, never the body (it is not trusted).
    const messageId = headers.get('webhook-id') || '(no id)';
    console.warn(`[desk] webhook ${messageId} refused: ${result.status} ${result.code} (${result.message})`);
    return result;
  }
  if (result.duplicate) return result;
  await applyRemittanceWebhook(db, result.event, options).catch((error: unknown) =>
    console.error(`[remittances] webhook not applied: ${describeError(error)}`),
  );
  return result;
}
