import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';
import { timestampSchema } from './common';

export { WEBHOOK_EVENT_TYPES };

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

/** POST /api/v1/webhook-endpoints/{id}/rotate-secret: how long the old secret keeps signing beside the new one. */
export const WEBHOOK_SECRET_OVERLAP_SECONDS = { min: 60, max: 7 * 24 * 3600, default: 24 * 3600 } as const;
export const webhookSecretRotationSchema = z
  .object({
    overlapSeconds: z
      .number()
      .int()
      .min(WEBHOOK_SECRET_OVERLAP_SECONDS.min)
      .max(WEBHOOK_SECRET_OVERLAP_SECONDS.max)
      .default(WEBHOOK_SECRET_OVERLAP_SECONDS.default),
  })
  .strict();
export type WebhookSecretRotation = z.input<typeof webhookSecretRotationSchema>;

/** GET /api/v1/webhook-endpoints/{id}: the endpoint, its rotation overlap and its delivery attempts of the last 24 h. */
export const webhookEndpointDetailSchema = webhookEndpointSchema.extend({
  /** While a rotated-out secret still signs beside the current one: when it stops. */
  previousSecretExpiresAt: timestampSchema.nullable(),
  last24h: z.object({ attempts: z.number().int(), succeeded: z.number().int(), failed: z.number().int() }),
});
export type WebhookEndpointDetail = z.infer<typeof webhookEndpointDetailSchema>;
/** The rotation's answer: the new secret, shown this once, and when the old one stops signing. */
export const rotatedWebhookSecretSchema = z.object({
  id: z.string(),
  secret: z.string(),
  previousSecretExpiresAt: timestampSchema,
});

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
