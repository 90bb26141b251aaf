import { eq, inArray } from 'drizzle-orm';
import { PaymentsApiError, type PaymentsApi } from '@/lib/api-client/client';
import type { DbOrTx } from '@/lib/db/client';
import { remittances, webhookReceipts } from '@/lib/db/schema';
import type { WebhookDelivery, WebhookMessage, WebhookMessageStatus } from '@/lib/schemas/webhook-message';
import { deskReferences } from '@/lib/desk/remittances/record';
import { aboutOf } from './log';

/*
 * The other side of the webhook log (issue 14): what the payments API sent the desk, message by
 * message, with each delivery attempt (the answer's status code, how long it took, the next retry).
 * The API shares this only when it is the built-in one (an extension of the interface): another
 * deployment answers 404, and the page says so instead of failing.
 */

/** What the delivery log needs of the API client (tests pass the real client on the built-in API). */
export type DeliveriesApi = Pick<PaymentsApi, 'listWebhookMessages'>;

export const DELIVERIES_PAGE_SIZE = 25;

/** One attempt to deliver a message, as the API logged it. */
export interface DeliveryAttempt {
  attempt: number;
  at: Date;
  /** The receiver's HTTP status; null when it never answered (refused, timed out). */
  statusCode: number | null;
  latencyMs: number;
  /** Why it failed when there was no answer. */
  error: string | null;
  ok: boolean;
}

/** One message the API sent (or is sending) to the desk, with its attempts and what the desk did with it. */
export interface SentMessage {
  id: string;
  eventType: string;
  /** Where it stands: delivered, retrying (pending after a failure), waiting (never tried), given up. */
  state: 'delivered' | 'retrying' | 'waiting' | 'failed';
  status: WebhookMessageStatus;
  attempts: number;
  createdAt: Date;
  deliveredAt: Date | null;
  /** The next attempt, for a message still pending. */
  nextAttemptAt: Date | null;
  /** Oldest first; the last is the latest answer. */
  deliveries: DeliveryAttempt[];
  /** The desk's reference of the remittance it is about (else the reference its data names). */
  about: string | null;
  /** The remittance status the message carries. */
  remittanceStatus: string | null;
  /** When the desk's receiver verified and kept it (null: not received, or not yet). */
  receivedAt: Date | null;
}

export type DeliveryLog =
  | { shared: true; items: SentMessage[]; nextCursor: string | null }
  /** The API does not offer its message log (it is not the built-in one). */
  | { shared: false };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

const attemptOf = (delivery: WebhookDelivery): DeliveryAttempt => ({
  attempt: delivery.attempt,
  at: new Date(delivery.at),
  statusCode: delivery.statusCode,
  latencyMs: delivery.latencyMs,
  error: delivery.error,
  ok: delivery.statusCode !== null && delivery.statusCode >= 200 && delivery.statusCode < 300,
});

function stateOf(message: WebhookMessage): SentMessage['state'] {
  if (message.status === 'DELIVERED') return 'delivered';
  if (message.status === 'FAILED') return 'failed';
  return message.attempts > 0 ? 'retrying' : 'waiting';
}

/** The API's own reference a message's data names (a transaction's or a payment's). */
const serviceRefOf = (payload: Record<string, unknown>) =>
  text(payload.transactionReference) ?? text(payload.serviceRef);

/**
 * What to ask the API for when a person searches: a desk reference becomes the API's own reference
 * of that remittance (the messages always carry it); anything else is asked as typed (a reference
 * the caller chose, a payment's or a file's).
 */
export async function apiReferenceFor(db: DbOrTx, reference: string): Promise<string> {
  const [row] = await db
    .select({ serviceRef: remittances.serviceRef })
    .from(remittances)
    .where(eq(remittances.reference, reference))
    .limit(1);
  return row?.serviceRef ?? reference;
}

/**
 * One page of the messages the API sent, newest first, with their attempts, the remittance each is
 * about and when the desk's receiver kept it. `{ shared: false }` when the API has no such log (404);
 * any other failure is thrown (a cursor the API refuses is its 400).
 */
export async function loadDeliveryLog(
  db: DbOrTx,
  api: DeliveriesApi,
  options: { reference?: string; cursor?: string; limit?: number } = {},
): Promise<DeliveryLog> {
  const reference = options.reference?.trim() ? await apiReferenceFor(db, options.reference.trim()) : undefined;
  let page;
  try {
    page = await api.listWebhookMessages({
      reference,
      cursor: options.cursor,
      withDeliveries: true,
      limit: options.limit ?? DELIVERIES_PAGE_SIZE,
    });
  } catch (error) {
    if (error instanceof PaymentsApiError && error.status === 404) return { shared: false };
    throw error;
  }
  const ids = page.items.map((message) => message.id);
  const [references, receipts] = await Promise.all([
    deskReferences(
      db,
      page.items.flatMap((message) => serviceRefOf(message.payload) ?? []),
    ),
    ids.length === 0
      ? []
      : db
          .select({ messageId: webhookReceipts.messageId, receivedAt: webhookReceipts.receivedAt })
          .from(webhookReceipts)
          .where(inArray(webhookReceipts.messageId, ids)),
  ]);
  const receivedAt = new Map(receipts.map((receipt) => [receipt.messageId, receipt.receivedAt]));
  const items = page.items.map((message): SentMessage => {
    const serviceRef = serviceRefOf(message.payload);
    return {
      id: message.id,
      eventType: message.eventType,
      state: stateOf(message),
      status: message.status,
      attempts: message.attempts,
      createdAt: new Date(message.createdAt),
      deliveredAt: message.deliveredAt ? new Date(message.deliveredAt) : null,
      nextAttemptAt: message.status === 'PENDING' && message.nextAttemptAt ? new Date(message.nextAttemptAt) : null,
      deliveries: (message.deliveries ?? []).map(attemptOf),
      about: (serviceRef && references.get(serviceRef)) ?? aboutOf(message.payload),
      remittanceStatus: text(message.payload.status) ?? text(message.payload.uploadStatus),
      receivedAt: receivedAt.get(message.id) ?? null,
    };
  });
  return { shared: true, items, nextCursor: page.nextCursor };
}

// ---------------------------------------------------------------- the page's address

/** The webhook page's address: the sent messages' search and page, the received log's page. */
export interface WebhookPageQuery {
  /** A remittance reference (the desk's, the caller's or the API's) to show the messages of. */
  reference?: string;
  /** The sent messages' page (the API's `nextCursor`). */
  cursor?: string;
  /** The received log's page: messages received before this instant. */
  before?: Date;
}

type RawParams = Record<string, string | string[] | undefined>;
const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * Reads the page's address field by field: a value that cannot be what it claims (a reference with
 * control characters or longer than any reference, a cursor that is not one, a time that is not one)
 * is dropped and named in `invalid`, never sent on or made a 500.
 */
export function readWebhookPageQuery(params: RawParams): { query: WebhookPageQuery; invalid: string[] } {
  const query: WebhookPageQuery = {};
  const invalid: string[] = [];
  const reference = firstOf(params.reference);
  if (reference !== undefined) {
    if (reference.length <= 100 && !/\p{Cc}/u.test(reference)) query.reference = reference;
    else invalid.push('reference');
  }
  const cursor = firstOf(params.cursor);
  if (cursor !== undefined) {
    if (/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) query.cursor = cursor;
    else invalid.push('cursor');
  }
  const before = firstOf(params.before);
  if (before !== undefined) {
    const date = new Date(before);
    if (Number.isNaN(date.getTime())) invalid.push('before');
    else query.before = date;
  }
  return { query, invalid };
}

/** The page's address with the given fields (the ones left out are dropped). */
export function webhookPageHref(query: WebhookPageQuery): string {
  const params = new URLSearchParams();
  if (query.reference) params.set('reference', query.reference);
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.before) params.set('before', query.before.toISOString());
  const text = params.toString();
  return text ? `/webhooks?${text}` : '/webhooks';
}
