import { z } from 'zod';
import { ERROR_CODES } from '@/lib/schemas/error-codes';
import { PROVIDER_REFERENCE_ALIAS } from '@/lib/schemas/dialect';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import { WEBHOOK_EVENT_TYPES, webhookEnvelopeSchema } from '@/lib/schemas/webhook';
import type { AnyRoute } from '../http/define-route';
import { eigOpenApiSection } from '../eig/openapi';
import { EIG_ROUTES } from '../eig/routes';

type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema form; they are described in the text instead.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/**
 * The aliases of the provider's dialect (lib/schemas/dialect.ts) in a body's JSON Schema: where a
 * member carries both the interface's name and the provider's alias, either one is required, not
 * the interface's alone. Applied to every object of a body, the members of a oneOf included.
 */
const REQUIRED_ALIASES: Readonly<Record<string, string>> = {
  transactionReference: PROVIDER_REFERENCE_ALIAS,
};

function documentAliases(schema: JsonSchema): JsonSchema {
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants) variants.forEach(documentAliases);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const required = schema.required as string[] | undefined;
  if (!properties || !required) return schema;
  for (const [name, alias] of Object.entries(REQUIRED_ALIASES)) {
    if (!required.includes(name) || !(alias in properties)) continue;
    schema.required = required.filter((field) => field !== name);
    schema.anyOf = [{ required: [name] }, { required: [alias] }];
  }
  return schema;
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
          requestBody: {
            required: true,
            content: { 'application/json': { schema: documentAliases(jsonSchema(route.body, 'input')) } },
          },
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

Lifecycles: payment CREATED → PROCESSING → COMPLETED (→ RETURNED), PROCESSING → FAILED, CREATED → CANCELLED; transaction ACKNOWLEDGED → PENDING → SUCCESS (→ RETURNED), PENDING → FAILED, ACKNOWLEDGED | PENDING → CANCELLED (POST /api/v1/transactions/{reference}/cancel, before payout), SUCCESS → REVERSAL_PENDING → RETURNED | REVERSAL_REJECTED (POST …/reversal, after payout; REVERSAL_REJECTED is still paid out and may be returned). Cancel and reversal take either reference and a required \`reason\`; a repeat of a done cancel (or of a pending reversal) answers the same state with \`Idempotent-Replayed: true\`; a refusal names why (CANCEL_TOO_LATE, TRANSACTION_ALREADY_FINAL, TRANSACTION_ALREADY_CANCELLED, REVERSAL_TOO_EARLY, TRANSACTION_ALREADY_REVERSED, REVERSAL_REJECTED). Each move is an event and a webhook; the ledger is debited at creation and credited back on FAILED, CANCELLED and RETURNED (a returned payment or transaction keeps its fee; a reversal's pending and rejected moves change no balance).

Sandbox magic values: a payment debitAmount with cents .13 fails in processing; a merchantRef containing RETURN completes and is then returned. A transaction amount with cents .13 fails with GSME3006 (sender KYC), .14 with GSME3007 (beneficiary KYC), .15 with GSME3101 (invalid account); a transactionReference containing RETURN succeeds and is then returned; a reversal is RETURNED one step after it was asked, or REVERSAL_REJECTED when its reason holds the word REJECT. Account status (GET /api/v1/accounts/status, the provider's verify): an msisdn or accountId ending 0000 is unregistered, 1111 unavailable, 2222 held by someone else (no-match), 3333 held by the expected name spelt a little differently (close); otherwise it is available and held by \`bnv\` (exact), or by a name derived from the number when no \`bnv\` is given. A file whose name contains "reject" is REJECTED. POST /api/v1/sandbox/{payments|transactions}/{ref}/transitions forces any allowed move. PUT /api/v1/sandbox/transactions/{ref}/planned-outcome plans a transaction's next outcome (SUCCESS, FAILED with a remit failure errorCode, RETURNED), which the lifecycle plays when its next step falls due; GET reads it, DELETE resets it to the natural outcome of its amount and reference.

The provider's dialect is accepted next to the interface's names, so a client written for the provider (TerraPay's GSMA-style transfer API as GeoSwift exposes it) works unchanged; the interface's names stay the documented ones and are what answers use, except where said:
- \`requestingOrganisationTransactionReference\` is an alias of a transaction's \`transactionReference\`: either may be sent, both only when equal (else a 400 naming both). Idempotency and the query by the caller's reference work the same whichever name was sent.
- \`type: "inttransfer"\` (the provider's older person-to-person type) is p2p, on transactions and quotations: the transaction is recorded as p2p (its query, its webhooks' data and the desk say p2p); the create's answer echoes \`inttransfer\`.
- An explicit \`null\` of a member reads as the member left out (\`"descriptionText": null\` is no description; a required member sent as null "is required").
- \`kidNumber\` is optional on b2b and p2b (the provider's own examples leave it out) and checked when sent; \`business.senderKyc\` also takes \`businessEmail\` (provider A.6).
- Reference-list values (purposes, sources of funds, relationships, id types, payment modes) match whatever their case and separators (\`Business_Travel\`, \`BUSINESS-INCOME\`), and a synonym answers its list's one entry (\`Salary Payment\` → \`Salary\`).
- KYC phone numbers (4 to 20 digits, a leading + allowed; business numbers also with spaces) and e-mail addresses (an @ and a domain with a dot) are checked for their shape only, as the provider takes them; KYC dates (dateOfBirth, id document and registration dates) are plain dates \`YYYY-MM-DD\` as in the provider's tables, and a date-time there is refused naming the field; only requestDate takes the provider's \`YYYY-MM-DD HH:mm:ss\`.

Choices where the provider's documents are silent: amounts of the payment group are JSON numbers and of the transaction group decimal strings, as in the interface; transactionStatus of the create is ACKNOWLEDGED for every type, the query answers the machine status and a readable text; requestDate is accepted as ISO 8601 or YYYY-MM-DD HH:mm:ss (UTC) within 24 hours of now; business rule failures answer 422, conflicts 409, validation 400.`;

/**
 * The webhooks (OpenAPI 3.1 \`webhooks\`): one per aggregate, each listing its event types, every
 * move of its lifecycle (a cancel or a reversal included) being one message.
 */
const WEBHOOKS = Object.fromEntries(
  ['payment', 'transaction', 'file'].map((aggregate) => {
    const types = WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${aggregate}.`));
    return [
      `${aggregate}Status`,
      {
        post: {
          summary: `A ${aggregate}'s status changed`,
          description: `Sent on every status change of a ${aggregate}, signed (Standard Webhooks). Event types: ${types.join(', ')}.`,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(webhookEnvelopeSchema, 'output') } },
          },
          responses: { '200': { description: 'Received' } },
        },
      },
    ];
  }),
);

/** The OpenAPI 3.1 document, generated from the routes' zod schemas (the one source of truth). */
export function buildOpenApiDocument(routes: readonly AnyRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  // The provider-compatible surface (/eig, lib/provider/eig): its own tag, security and envelope.
  const eig = eigOpenApiSection(EIG_ROUTES, jsonSchema);
  Object.assign(paths, eig.paths);
  return {
    openapi: '3.1.0',
    info: { title: 'Corridor payments API', version: '1.0.0', description: `${DESCRIPTION}\n\n${eig.tag.description}` },
    servers: [{ url: '/' }],
    tags: [eig.tag],
    security: [{ apiKey: [] }, { bearer: [] }],
    paths,
    webhooks: WEBHOOKS,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        ...eig.securitySchemes,
      },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output'), ...eig.schemas },
    },
    'x-error-codes': Object.fromEntries(Object.entries(ERROR_CODES).map(([code, spec]) => [code, spec])),
  };
}
