import { z } from 'zod';
import type { AnyEigRoute } from './http';
import { EIG_PREFIX } from './http';

/*
 * The provider-compatible surface in the OpenAPI document (lib/provider/openapi/document.ts): its
 * paths under /eig with their own tag, security (the provider's four headers) and error envelope.
 */

export const EIG_TAG = 'provider-compatible';

type JsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') => Record<string, unknown>;

/** The provider's error envelope (A.7; GSMA's error object). */
const providerErrorSchema = z.object({
  serverCorrelationId: z.string().meta({ description: 'Generated for each failure (a UUID)' }),
  clientCorrelationId: z.string().optional().meta({ description: 'The request’s X-Correlation-ID, echoed' }),
  error: z.object({
    errorCategory: z.enum([
      'validation',
      'businessRule',
      'authorisation',
      'identification',
      'internal',
      'serviceUnavailable',
    ]),
    errorCode: z.string().meta({ description: 'The provider’s numeric code, e.g. 1000, 1003, 3004, 3008, 3049' }),
    errorDescription: z.string().meta({ description: 'The provider’s words, then ours naming the field' }),
    errorDateTime: z.string().meta({ description: 'YYYY-MM-DD HH:mm:ss (UTC)' }),
    errorParameters: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
  }),
});

export const EIG_DESCRIPTION = `The provider-compatible surface (tag ${EIG_TAG}): TerraPay's GSMA-style paths under \`${EIG_PREFIX}\` (also under \`/api/v1\`, e.g. \`/api/v1/gsma/transactions\`), speaking as the provider does, so a client written for the provider works by changing only its base URL. The same records as the rest of this API: a transaction made there is read here and on the desk.
- Authentication: \`X-USERNAME\`, \`X-PASSWORD\` (the SHA-256 hex digest of the password), \`X-DATE\` (\`YYYY-MM-DD HH:mm:ss\`) and \`X-ORIGINCOUNTRY\` (ISO alpha-2); users are configured in EIG_USERS, and sandbox mode has a demo user (README). Wrong or missing credentials: 401, errorCode 1003 "Authentication failed".
- Bodies are JSON, sent as application/json or text/plain.
- Answers in the provider's form: \`transactionStatus\` as \`code:message\` (3050:Remit Acknowledged while acknowledged or pending, 3000:Remit Success, a failure's remit code such as 3006:Sender KYC validation failed, 3225 cancelled, 3208 reversal pending) and the SDK's \`status\`; quotations with \`quotes[].quoteId\`, \`quoteExpiryTime\`, \`quotationReference\` and 2000:Quote Success (a v1 quotation is a p2p quote, v2 names its type and instrument); cancel and reversal \`{statusCode, responseMessage}\` (15000–15005, 16000–16007, HTTP 200); balances \`[{currency, currentBalance, status}]\`; account status \`{status, subStatus}\` or 6008 when the holder's name is not bnv.
- Failures: \`{serverCorrelationId, clientCorrelationId, error{errorCategory, errorCode, errorDescription, errorDateTime, errorParameters}}\` with the real HTTP status; the codes are the provider's (1000 invalid, 1001 length, 1005 missing, 1003 authentication, 3001 request date, 3003 unknown transaction, 3004 duplicate, 3005 quote mismatch, 3008 quote expired, 3009 quote unknown or used, 3049 insufficient funds, 1030 corridor, 1007 server busy).`;

const openApiPath = (path: string) => `${EIG_PREFIX}${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
const operationId = (route: AnyEigRoute) =>
  `eig${route.method[0]}${route.method.slice(1).toLowerCase()}${route.path.replace(/[/:{}_-]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`;

const HEADERS = ['X-USERNAME', 'X-PASSWORD', 'X-DATE', 'X-ORIGINCOUNTRY'] as const;

/** The surface's paths, security schemes and error schema, for the API's document. */
export function eigOpenApiSection(routes: readonly AnyEigRoute[], jsonSchema: JsonSchemaOf) {
  const errorRef = { $ref: '#/components/schemas/ProviderErrorEnvelope' };
  const security = [Object.fromEntries(HEADERS.map((name) => [`eig${name}`, []]))];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    const body = route.body ? jsonSchema(route.body, 'input') : undefined;
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      operationId: operationId(route),
      tags: [EIG_TAG],
      security,
      parameters: [...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: body }, 'text/plain': { schema: body } },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
        },
        ...Object.fromEntries(
          ['400', '401', '404', '409', '415', '422', '500'].map((status) => [
            status,
            { description: 'The provider’s error envelope', content: { 'application/json': { schema: errorRef } } },
          ]),
        ),
      },
    };
  }
  return {
    tag: { name: EIG_TAG, description: EIG_DESCRIPTION },
    paths,
    securitySchemes: Object.fromEntries(HEADERS.map((name) => [`eig${name}`, { type: 'apiKey', in: 'header', name }])),
    schemas: { ProviderErrorEnvelope: jsonSchema(providerErrorSchema, 'output') },
  };
}
