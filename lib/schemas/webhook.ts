import { z } from 'zod';
import { timestampSchema } from './common';

export const WEBHOOK_EVENT_TYPES = [
  'payment.created',
  'payment.processing',
  'payment.completed',
  'payment.failed',
  'payment.returned',
  'payment.cancelled',
  'transaction.acknowledged',
  'transaction.pending',
  'transaction.success',
  'transaction.failed',
  'transaction.cancelled',
  'transaction.returned',
  'file.processing',
  'file.accepted',
  'file.rejected',
] as const;

/** POST /api/v1/webhook-endpoints */
export const webhookEndpointRequestSchema = z
  .object({
    url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).max(2048),
    description: z.string().trim().max(256).optional(),
    eventTypes: z
      .array(z.enum([...WEBHOOK_EVENT_TYPES, '*']))
      .min(1)
      .max(WEBHOOK_EVENT_TYPES.length + 1)
      .default(['*']),
  })
  .strict();
export type WebhookEndpointRequest = z.infer<typeof webhookEndpointRequestSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: timestampSchema,
});
/** The create answer is the only one that shows the signing secret. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({ secret: z.string() });
export const webhookEndpointListSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const webhookDeliverySchema = z.object({
  attempt: z.number(),
  url: z.string(),
  statusCode: z.number().nullable(),
  latencyMs: z.number(),
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
  at: timestampSchema,
});

export const webhookMessageSchema = z.object({
  id: z.string(),
  endpointId: z.string().nullable(),
  eventType: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  attempts: z.number(),
  nextAttemptAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  deliveredAt: timestampSchema.nullable(),
  payload: z.record(z.string(), z.unknown()),
  deliveries: z.array(webhookDeliverySchema).optional(),
});
export const webhookMessageListSchema = z.object({ items: z.array(webhookMessageSchema) });

/** The body every webhook carries (Standard Webhooks convention: type, timestamp, data). */
export const webhookEnvelopeSchema = z.object({
  type: z.string(),
  timestamp: timestampSchema,
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;
