import { z } from 'zod';
import {
  createdWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  webhookEndpointDetailSchema,
  webhookEndpointListSchema,
  webhookEndpointRequestSchema,
  webhookMessageSchema,
  webhookSecretRotationSchema,
} from '@/lib/schemas/webhook';
import { webhookMessageListQuerySchema, webhookMessagePageSchema } from '@/lib/schemas/webhook-message';
import { defineRoute } from '../http/define-route';
import { notFoundError } from '../http/not-found';
import { idempotencyKeyFrom, withIdempotencyKey } from '../idempotency/service';
import {
  createEndpoint,
  deleteEndpoint,
  endpointUrlProblem,
  getEndpointDetail,
  getMessage,
  listEndpoints,
  listMessages,
  redeliver,
  rotateEndpointSecret,
} from './service';

const notFound = (what: string, id: string) =>
  notFoundError({ noun: what, id, field: 'id', detail: `is not a known ${what}` });

// POST /api/v1/webhook-endpoints — register a receiver; the answer shows its signing secret once
export const createEndpointRoute = defineRoute({
  method: 'POST',
  path: '/webhook-endpoints',
  summary: 'Register a webhook endpoint',
  status: 201,
  body: webhookEndpointRequestSchema,
  response: createdWebhookEndpointSchema,
  handler: async ({ deps, caller, body, request }) => {
    const key = idempotencyKeyFrom(request.headers);
    // Checked before the transaction (DNS may take a while), thrown inside it so a replay answers first.
    const urlProblem = await endpointUrlProblem(deps, body.url);
    return (
      await withIdempotencyKey(
        deps,
        { merchantId: caller.merchantId, scope: 'webhook-endpoint', key, body, status: 201 },
        (tx) => (urlProblem ? Promise.reject(urlProblem) : createEndpoint(deps, tx, caller.merchantId, body)),
      )
    ).body;
  },
});

// GET /api/v1/webhook-endpoints — the merchant's endpoints (secrets are not shown again)
export const listEndpointsRoute = defineRoute({
  method: 'GET',
  path: '/webhook-endpoints',
  summary: 'List webhook endpoints',
  response: webhookEndpointListSchema,
  handler: async ({ deps, caller }) => ({ items: await listEndpoints(deps.db, caller.merchantId) }),
});

// GET /api/v1/webhook-endpoints/{id} — one endpoint, its rotation overlap and its delivery attempts of the last 24 h
export const getEndpointRoute = defineRoute({
  method: 'GET',
  path: '/webhook-endpoints/:id',
  summary: 'Get a webhook endpoint with its delivery counts of the last 24 hours',
  response: webhookEndpointDetailSchema,
  handler: async ({ deps, caller, params }) =>
    (await getEndpointDetail(deps.db, caller.merchantId, params.id!)) ??
    Promise.reject(notFound('webhook endpoint', params.id!)),
});

// POST /api/v1/webhook-endpoints/{id}/rotate-secret — a new secret, shown once; the old one signs beside it for the overlap
export const rotateSecretRoute = defineRoute({
  method: 'POST',
  path: '/webhook-endpoints/:id/rotate-secret',
  summary: 'Rotate a webhook endpoint secret (both sign during the overlap)',
  body: webhookSecretRotationSchema,
  response: rotatedWebhookSecretSchema,
  handler: async ({ deps, caller, params, body }) =>
    (await rotateEndpointSecret(deps.db, caller.merchantId, params.id!, body.overlapSeconds)) ??
    Promise.reject(notFound('webhook endpoint', params.id!)),
});

// DELETE /api/v1/webhook-endpoints/{id} — stop sending to an endpoint
export const deleteEndpointRoute = defineRoute({
  method: 'DELETE',
  path: '/webhook-endpoints/:id',
  summary: 'Delete a webhook endpoint',
  response: z.object({ id: z.string(), deleted: z.literal(true) }),
  handler: async ({ deps, caller, params }) => {
    if (!(await deleteEndpoint(deps.db, caller.merchantId, params.id!))) throw notFound('webhook endpoint', params.id!);
    return { id: params.id!, deleted: true as const };
  },
});

// GET /api/v1/webhook-messages?status=&reference=&include=deliveries&cursor= — sent and pending messages, newest first
export const listMessagesRoute = defineRoute({
  method: 'GET',
  path: '/webhook-messages',
  summary: 'List webhook messages (optionally with their delivery attempts)',
  query: webhookMessageListQuerySchema,
  response: webhookMessagePageSchema,
  handler: async ({ deps, caller, query }) => listMessages(deps.db, caller.merchantId, query),
});

// GET /api/v1/webhook-messages/{id} — one message with its delivery log (status, latency, excerpt)
export const getMessageRoute = defineRoute({
  method: 'GET',
  path: '/webhook-messages/:id',
  summary: 'Get a webhook message and its delivery attempts',
  response: webhookMessageSchema,
  handler: async ({ deps, caller, params }) =>
    (await getMessage(deps.db, caller.merchantId, params.id!)) ??
    Promise.reject(notFound('webhook message', params.id!)),
});

// POST /api/v1/webhook-messages/{id}/redeliver — send again now (manual redelivery)
export const redeliverRoute = defineRoute({
  method: 'POST',
  path: '/webhook-messages/:id/redeliver',
  summary: 'Redeliver a webhook message',
  status: 202,
  response: webhookMessageSchema,
  handler: async ({ deps, caller, params }) =>
    (await redeliver(deps.db, caller.merchantId, params.id!, deps.now())) ??
    Promise.reject(notFound('webhook message', params.id!)),
});

export const webhookRoutes = [
  createEndpointRoute,
  listEndpointsRoute,
  getEndpointRoute,
  rotateSecretRoute,
  deleteEndpointRoute,
  listMessagesRoute,
  getMessageRoute,
  redeliverRoute,
];
