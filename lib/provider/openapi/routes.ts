import { z } from 'zod';
import { defineRoute, type AnyRoute } from '../http/define-route';
import { buildOpenApiDocument } from './document';

// GET /api/v1/openapi.json — the OpenAPI 3.1 document of this API (no credentials)
export function openApiRoute(routes: () => readonly AnyRoute[]) {
  let cached: unknown;
  return defineRoute({
    method: 'GET',
    path: '/openapi.json',
    summary: 'OpenAPI document',
    auth: false,
    response: z.record(z.string(), z.unknown()),
    handler: async () => (cached ??= buildOpenApiDocument(routes())) as Record<string, unknown>,
  });
}
