import { z } from 'zod';
import { textSchema } from './fields';
import { listPageSchema, listQuerySchema } from './list';
import { webhookMessageSchema } from './webhook';

/*
 * The webhook message log's list (GET /api/v1/webhook-messages), a sandbox extension of the
 * interface: newest first in keyset pages, narrowed to one remittance's messages by any reference
 * their data carries, optionally with each message's delivery attempts.
 */

export const WEBHOOK_MESSAGE_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookMessageStatus = (typeof WEBHOOK_MESSAGE_STATUSES)[number];

/** The references a message's data may carry (transactions, FX payments, files), matched exactly. */
export const WEBHOOK_MESSAGE_REFERENCE_KEYS = [
  'transactionReference',
  'partnerTransactionReference',
  'serviceRef',
  'requestId',
  'merchantRef',
  'fileId',
] as const;

const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const WEBHOOK_MESSAGE_DEFAULT_LIMIT = 50;
export const WEBHOOK_MESSAGE_MAX_LIMIT = 200;

/** `?status=&reference=&include=deliveries&limit=&cursor=` */
export const webhookMessageListQuerySchema = z.object({
  status: z.preprocess(emptyAsUnset, z.enum(WEBHOOK_MESSAGE_STATUSES).optional()),
  /** A reference the message's data names: the service's, the caller's, a payment's or a file's. */
  reference: z.preprocess(emptyAsUnset, textSchema(100).optional()),
  /** `deliveries`: each message with its delivery attempts, oldest first. */
  include: z.preprocess(emptyAsUnset, z.enum(['deliveries']).optional()),
  limit: z.coerce.number().int().min(1).max(WEBHOOK_MESSAGE_MAX_LIMIT).default(WEBHOOK_MESSAGE_DEFAULT_LIMIT),
  /** The `nextCursor` of the previous page (same filters). */
  cursor: listQuerySchema.shape.cursor,
});
export type WebhookMessageListQuery = z.infer<typeof webhookMessageListQuerySchema>;

/** A page of messages, newest first; `nextCursor` is null on the last page. */
export const webhookMessagePageSchema = listPageSchema(webhookMessageSchema);
export type WebhookMessagePage = z.infer<typeof webhookMessagePageSchema>;
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;
export type WebhookDelivery = NonNullable<WebhookMessage['deliveries']>[number];
