import type { Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { claimedReference, recordExchanges, refusedWebhookRow, verifiedWebhookRow } from '../exchanges/record';
import {
  refusalKind,
  storeReceipts,
  verifyWebhook,
  type ReceiveResult,
  type VerifiedWebhook,
  type WebhookSecrets,
} from '../webhook-receiver';
import type { RemittanceApi } from './api-reads';
import { applyStatus, applyStatuses, type ApplyOutcome } from './apply-status';
import { discoverRemittance } from './discover';
import type { DeferredContext } from '../webhooks/deferred';
import { remittanceSignalOf, type RemittanceSignal } from './webhook-status';

export interface WebhookEvent {
  type: string;
  data: Record<string, unknown>;
}

export interface OnWebhookOptions {
  /** The API client, asked for only when a remittance must be looked up. */
  api: () => RemittanceApi;
  /**
   * Runs work after the webhook was acknowledged: the sender is not kept waiting on a call back
   * into the API. Tasks of one `key` (one remittance) run one after the other (deferred.ts).
   */
  defer: (task: (context?: DeferredContext) => Promise<void>, key?: string) => void;
}

/** The remittance a deferred lookup is about: lookups of one run one after the other. */
const lookupKey = (signal: RemittanceSignal) => `${signal.kind}:${signal.serviceRef}`;

/**
 * Reads an unknown remittance from the API, records it, then applies the webhook's status. A task
 * deferred behind another for the same remittance first tries to apply: the one before it has
 * usually recorded it.
 */
async function discoverThenApply(
  db: Db,
  api: RemittanceApi,
  signal: RemittanceSignal,
  context?: DeferredContext,
): Promise<void> {
  try {
    if (context?.followsSameKey && (await applyStatus(db, signal.update)) !== 'not-found') return;
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
  options.defer((context) => discoverThenApply(db, options.api(), signal, context), lookupKey(signal));
  return 'discovering';
}

/** One verified message waiting in the ingest batch, and who waits for its answer. */
interface Waiting {
  message: VerifiedWebhook;
  options: OnWebhookOptions;
  resolve: (result: ReceiveResult) => void;
}

/** At most this many messages share one transaction. */
const MAX_BATCH = 200;

/**
 * Group commit for webhooks: the first message is stored and applied at once; those arriving
 * meanwhile wait and go together in the next transaction — their receipts in one insert, their
 * statuses through `applyStatuses` — so a burst costs a few statements per batch, not per
 * message. Each sender is answered once its message is committed, exactly as if alone.
 */
class WebhookIngest {
  private queue: Waiting[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  submit(message: VerifiedWebhook, options: OnWebhookOptions): Promise<ReceiveResult> {
    return new Promise((resolve) => {
      this.queue.push({ message, options, resolve });
      if (this.running) return;
      this.running = true;
      // Started on the next turn, not at once: the requests read in this turn of the event loop
      // join the batch first. On PGlite a transaction never yields to I/O (its statements run
      // synchronously), so starting at once made every batch a batch of one.
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.ingest(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.running = false;
    }
  }

  private async ingest(batch: Waiting[]): Promise<void> {
    let applied: { waiting: Waiting; duplicate: boolean; signal?: RemittanceSignal; outcome?: ApplyOutcome }[];
    try {
      applied = await this.db.transaction(async (tx) => {
        const fresh = await storeReceipts(
          tx,
          batch.map((waiting) => waiting.message),
        );
        const taken = new Set<string>();
        const planned = batch.map((waiting) => {
          const { messageId, event } = waiting.message;
          // The same id twice in one batch: the first is the message, the second its redelivery.
          const duplicate = !fresh.has(messageId) || taken.has(messageId);
          taken.add(messageId);
          return { waiting, duplicate, signal: duplicate ? undefined : remittanceSignalOf(event.type, event.data) };
        });
        // Presenter mode's message sequence: the batch's webhooks, verified, in the same transaction.
        await recordExchanges(
          tx,
          planned.flatMap(({ waiting: { message }, duplicate, signal }) => {
            const reference =
              signal?.reference ?? remittanceSignalOf(message.event.type, message.event.data)?.reference;
            return reference ? [verifiedWebhookRow(reference, message.event, duplicate)] : [];
          }),
        );
        const withSignal = planned.filter((plan) => plan.signal);
        const outcomes = await applyStatuses(
          tx,
          withSignal.map((plan) => plan.signal!.update),
        );
        withSignal.forEach((plan, index) => Object.assign(plan, { outcome: outcomes[index] }));
        return planned;
      });
    } catch (error) {
      if (batch.length > 1) {
        // One message must not hold up the rest: each goes alone, so only a failing one is affected.
        for (const waiting of batch) await this.ingest([waiting]);
        return;
      }
      // Alone and still failing to apply: the message is stored (a sender's retry would be a
      // duplicate and change nothing) and the failure left to the poller, which reads the status.
      console.error(`[remittances] webhook not applied: ${describeError(error)}`);
      const [waiting] = batch;
      const fresh = await storeReceipts(this.db, [waiting!.message]).catch(() => new Set<string>());
      waiting!.resolve({
        status: 200,
        duplicate: !fresh.has(waiting!.message.messageId),
        event: waiting!.message.event,
      });
      return;
    }
    for (const { waiting, duplicate, signal, outcome } of applied) {
      // A remittance the desk does not know yet is looked up after the acknowledgement.
      if (signal && outcome === 'not-found')
        waiting.options.defer(
          (context) => discoverThenApply(this.db, waiting.options.api(), signal, context),
          lookupKey(signal),
        );
      waiting.resolve({ status: 200, duplicate, event: waiting.message.event });
    }
  }
}

const ingests = new WeakMap<Db, WebhookIngest>();

/**
 * The desk's webhook receiver: verifies the message, then stores it once and applies a new one to
 * its remittance, in a batch with any that arrive at the same moment (WebhookIngest). A refused
 * message (bad signature, body not JSON or not an envelope) is logged and kept for the webhook log.
 */
export async function handleStatusWebhook(
  db: Db,
  secret: WebhookSecrets,
  rawBody: string,
  headers: Headers,
  options: OnWebhookOptions,
): Promise<ReceiveResult> {
  const verified = await verifyWebhook(db, secret, rawBody, headers);
  if ('status' in verified) {
    // The refusal is logged by message id and reason, never the body (it is not trusted).
    const messageId = headers.get('webhook-id') || '(no id)';
    console.warn(`[desk] webhook ${messageId} refused: ${verified.status} ${verified.code} (${verified.message})`);
    const reference = claimedReference(rawBody);
    if (reference)
      void recordExchanges(db, [refusedWebhookRow(reference, verified, refusalKind(verified.message))]).catch(
        () => undefined,
      );
    return verified;
  }
  let ingest = ingests.get(db);
  if (!ingest) ingests.set(db, (ingest = new WebhookIngest(db)));
  return ingest.submit(verified, options);
}
