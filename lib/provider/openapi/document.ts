import { z } from 'zod';
import { ERROR_CODES } from '@/lib/schemas/error-codes';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import type { AnyRoute } from '../http/define-route';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema form; they are described in the text instead.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/** `/balances/:currency` → `/balances/{currency}` */
const openApiPath = (path: string) => `/api/v1${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

function queryParameters(route: AnyRoute) {
  if (!route.query) return [];
  const schema = jsonSchema(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function pathParameters(route: AnyRoute) {
  return [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

const tagOf = (route: AnyRoute) => {
  const first = route.path.split('/')[1] ?? 'other';
  if (route.path === '/health' || route.path === '/openapi.json') return 'service';
  return route.path.startsWith('/sandbox') ? 'sandbox' : first;
};

function operation(route: AnyRoute) {
  const errorRef = { $ref: '#/components/schemas/ErrorEnvelope' };
  const errors =
    route.auth === false ? ['400', '404', '500'] : ['400', '401', '403', '404', '409', '413', '415', '422', '500'];
  return {
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[/:{}-]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    tags: [tagOf(route)],
    ...(route.auth === false ? { security: [] } : {}),
    parameters: [...pathParameters(route), ...queryParameters(route)],
    ...(route.body && !route.rawBody
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } },
        }
      : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      },
      ...Object.fromEntries(
        errors.map((status) => [
          status,
          { description: 'Error (see the error codes table)', content: { 'application/json': { schema: errorRef } } },
        ]),
      ),
    },
  };
}

const DESCRIPTION = `The Corridor payments API: a faithful sandbox of the cross-border payments service interface.

Authentication: \`X-API-Key\`, or \`Authorization: Bearer <JWT>\` signed HS256 with an \`exp\` claim and a \`merchantId\` (or \`sub\`) claim.

Every failure answers one JSON envelope with a real HTTP status: \`code\`, \`message\` (naming the field), \`requestId\`, \`details[]\` and the GSMA-style \`error\` object (\`errorCategory\`, \`errorCode\` such as GSME3008, \`errorDescription\`, \`errorDateTime\`, \`errorParameters\`).

Idempotency: payments on \`requestId\`, transactions on \`transactionReference\`, other creates on an \`Idempotency-Key\` header. The same key and body replay the first response (header \`Idempotent-Replayed: true\`); another body is a 409.

Webhooks are signed with the Standard Webhooks scheme (\`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\`, HMAC-SHA256) and retried with exponential backoff and jitter for about 27 hours.

Deposit instruction \`signature\`: HMAC-SHA256 (hex) of the RFC 8785 canonical JSON of the record without \`signature\`.

Lifecycles: payment CREATED → PROCESSING → COMPLETED (→ RETURNED), PROCESSING → FAILED, CREATED → CANCELLED; transaction ACKNOWLEDGED → PENDING → SUCCESS (→ RETURNED), PENDING → FAILED, ACKNOWLEDGED | PENDING → CANCELLED. Each move is an event and a webhook; the ledger is debited at creation and credited back on FAILED, CANCELLED and RETURNED (a returned payment keeps its fee).

Sandbox magic values: a payment debitAmount with cents .13 fails in processing; a merchantRef containing RETURN completes and is then returned. A transaction amount with cents .13 fails with GSME3006 (sender KYC), .14 with GSME3007 (beneficiary KYC), .15 with GSME3101 (invalid account); a transactionReference containing RETURN succeeds and is then returned. A file whose name contains "reject" is REJECTED. POST /api/v1/sandbox/{payments|transactions}/{ref}/transitions forces any allowed move.

Choices where the provider's documents are silent: amounts of the payment group are JSON numbers and of the transaction group decimal strings, as in the interface; transactionStatus of the create is ACKNOWLEDGED for every type, the query answers the machine status and a readable text; requestDate is accepted as ISO 8601 or YYYY-MM-DD HH:mm:ss (UTC) within 24 hours of now; business rule failures answer 422, conflicts 409, validation 400.`;

/** The OpenAPI 3.1 document, generated from the routes' zod schemas (the one source of truth). */
export function buildOpenApiDocument(routes: readonly AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Corridor payments API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') },
    },
    'x-error-codes': Object.fromEntries(Object.entries(ERROR_CODES).map(([code, spec]) => [code, spec])),
  };
}
