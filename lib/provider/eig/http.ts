import { randomUUID } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import type { z } from 'zod';
import { describeError } from '@/lib/db/describe-error';
import type { FieldError } from '@/lib/schemas/error-envelope';
import { summarizeFieldErrors } from '@/lib/schemas/issues';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { assertStorableText, parseWith, type Method } from '../http/define-route';
import { readJsonBody } from '../http/read-body';
import { authenticateProviderUser } from './auth';
import { categoryOf, providerCodeOf, providerDateTime, type ProviderCode } from './codes';

/*
 * The provider-compatible surface's route machinery (lib/provider/eig): the same Hono router as
 * /api/v1 (lib/provider/http/create-app.ts), mounted under /eig. Each route authenticates as the
 * provider does, reads a JSON body also when sent as text/plain, parses with zod, runs its handler
 * (which translates into the API's services and back) and answers every failure in the provider's
 * error envelope, `{serverCorrelationId, clientCorrelationId, error{…}}`.
 */

export const EIG_PREFIX = '/eig';

export interface EigRouteContext<Q, B> {
  deps: ProviderDeps;
  merchantId: string;
  query: Q;
  body: B;
  params: Record<string, string>;
}

type FieldNames = Readonly<Record<string, string>>;

export interface EigRouteSpec<Q = undefined, B = undefined, R = unknown> {
  method: Method;
  /** Relative to /eig, Hono syntax (`/gsma/transactions/:reference`). */
  path: string;
  summary: string;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** What is answered goes through this schema (and documents it). */
  response: z.ZodType<R>;
  status?: 200 | 201;
  /**
   * Field names of the API's services → the provider's, for the errors a service raises about a
   * translated request (`receivingCountry` → `creditParty.receivingCountry`).
   */
  fieldNames?: FieldNames | ((raw: unknown) => FieldNames | undefined);
  handler: (ctx: EigRouteContext<Q, B>) => Promise<z.input<z.ZodType<R>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEigRoute = EigRouteSpec<any, any, any>;

/** Identity with inference, as defineRoute. */
export function defineEigRoute<Q = undefined, B = undefined, R = unknown>(
  spec: EigRouteSpec<Q, B, R>,
): EigRouteSpec<Q, B, R> {
  return spec;
}

/** An answer the provider gives with its own code (an unknown path, a 6xxx account refusal). */
export class ProviderCodedError extends ApiError {
  constructor(
    code: ConstructorParameters<typeof ApiError>[0],
    readonly providerCode: ProviderCode,
    message: string,
    details: FieldError[] = [],
    headers: Record<string, string> = {},
  ) {
    super(code, message, details, headers);
  }
}

/** Renames a field path's head by the route's table (`receivingCountry.x` → `creditParty.receivingCountry.x`). */
function renamed(field: string, names: FieldNames | undefined): string {
  if (!names) return field;
  for (const [from, to] of Object.entries(names)) {
    if (field === from || field.startsWith(`${from}.`)) return to + field.slice(from.length);
  }
  return field;
}

const SAFE_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's X-Correlation-ID (or GSMA's X-CorrelationID) when it is safe to echo. */
function clientCorrelationIdOf(headers: Headers): string | undefined {
  const value = headers.get('x-correlation-id') ?? headers.get('x-correlationid');
  return value && SAFE_CORRELATION_ID.test(value) ? value : undefined;
}

/** The provider's error envelope for an API error, with the real HTTP status. */
export function providerErrorResponse(error: ApiError, headers: Headers, now: Date, fieldNames?: FieldNames): Response {
  const details = error.details.map((d) => ({ field: renamed(d.field, fieldNames), message: d.message }));
  const provider = error instanceof ProviderCodedError ? error.providerCode : providerCodeOf(error.code, details);
  const description = details.length > 0 && fieldNames ? summarizeFieldErrors(details) : error.message;
  const clientCorrelationId = clientCorrelationIdOf(headers);
  const body = {
    serverCorrelationId: randomUUID(),
    ...(clientCorrelationId ? { clientCorrelationId } : {}),
    error: {
      errorCategory: categoryOf(error.code),
      errorCode: provider.code,
      errorDescription: `${provider.message}: ${description}`.slice(0, 256),
      errorDateTime: providerDateTime(now),
      ...(details.length > 0
        ? { errorParameters: details.slice(0, 20).map((d) => ({ key: d.field, value: d.message })) }
        : {}),
    },
  };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}

async function runEigRoute(route: AnyEigRoute, c: Context, deps: ProviderDeps): Promise<Response> {
  const params = c.req.param() as Record<string, string>;
  let raw: unknown;
  try {
    assertStorableText({ ...c.req.query(), ...params });
    const merchantId = authenticateProviderUser(c.req.raw.headers, deps.config);
    const query = route.query ? parseWith(route.query, c.req.query(), 'query') : undefined;
    if (route.body) raw = await readJsonBody(c, { textPlain: true });
    const body = route.body ? parseWith(route.body, raw, 'body') : undefined;
    const result = await route.handler({ deps, merchantId, query, body, params });
    return c.json(route.response.parse(result), route.status ?? 200);
  } catch (error) {
    const names = typeof route.fieldNames === 'function' ? route.fieldNames(raw) : route.fieldNames;
    if (error instanceof ApiError) return providerErrorResponse(error, c.req.raw.headers, deps.now(), names);
    // Logged with the method and path only: the body and X-PASSWORD never reach the log.
    console.error(`[eig] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return providerErrorResponse(
      new ApiError('INTERNAL', 'Internal error; quote the serverCorrelationId to support'),
      c.req.raw.headers,
      deps.now(),
    );
  }
}

/** `/gsma/accounts/:currency/balance` → a regex over the full path, for telling 404 from 405. */
function pathPattern(prefix: string, path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^${prefix}${source}/?$`);
}

const NO_OPERATION: ProviderCode = { code: '1004', message: 'Invalid parameters' };

/**
 * Mounts the routes under `prefix` on the API's router; with `fallback`, anything else under the
 * prefix answers the provider's envelope (404, or 405 with Allow) — not under /api/v1, whose
 * other paths keep the API's own answers.
 */
export function mountEigRoutes<E extends Env>(
  app: Hono<E>,
  deps: ProviderDeps,
  routes: readonly AnyEigRoute[],
  { prefix = EIG_PREFIX, fallback: withFallback = true }: { prefix?: string; fallback?: boolean } = {},
): void {
  for (const route of routes) app.on(route.method, `${prefix}${route.path}`, (c) => runEigRoute(route, c, deps));
  if (!withFallback) return;
  const patterns = routes.map((route) => ({ method: route.method, pattern: pathPattern(prefix, route.path) }));
  const fallback = (c: Context) => {
    const allowed = patterns.filter((p) => p.pattern.test(c.req.path)).map((p) => p.method);
    const error =
      allowed.length > 0
        ? new ProviderCodedError(
            'METHOD_NOT_ALLOWED',
            NO_OPERATION,
            `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(', ')}`,
            [],
            { Allow: allowed.join(', ') },
          )
        : new ProviderCodedError('NOT_FOUND', NO_OPERATION, `No operation at ${c.req.path}`);
    return providerErrorResponse(error, c.req.raw.headers, deps.now());
  };
  app.all(prefix, fallback);
  app.all(`${prefix}/*`, fallback);
}
